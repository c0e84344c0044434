// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine::fatewalker {

// The faces of a Fatewalker roll: d10s («Fatewalker: d10 pools»; seed 003 names no die size).
inline constexpr int kFaceSides = 10;
// Bounds of a notation, so a typo in a weapon cannot make the engine roll thousands of dice.
inline constexpr int kMaxNotationDice = 40;
inline constexpr int kMaxNotationWorth = 100;
inline constexpr int kMaxTargetNumber = 11; // a d10 face is at most 10: TN 11 makes every die a success

// How many faces fall strictly below the Target Number (R-1: «successes under a Target Number»), or
// at or below it when the ARC reads R-1 the other way.
[[nodiscard]] int successesUnder(const std::vector<int>& faces, int targetNumber, bool atOrBelow = false);
// `count` d10 faces from the dice, in order.
[[nodiscard]] std::vector<int> rollFaces(DiceSource& dice, int count);

// One pool of a notation: `dice` dice whose successes are worth `worth` damage each.
struct DamagePool {
    int dice = 0;
    int worth = 0;
    friend bool operator==(const DamagePool&, const DamagePool&) = default;
};

// `AxB[/CxD] @TN` (digest B1: «3 dice whose successes are worth 3 damage each plus 3 dice worth 1
// each»), at most two pools («At most two damage dice types per roll»).
class DamageNotation {
public:
    DamageNotation() = default;
    DamageNotation(std::vector<DamagePool> pools, int targetNumber);

    // The notation written in `text`, or nullopt when it is not `AxB[/CxD] @TN` within the bounds.
    [[nodiscard]] static std::optional<DamageNotation> parse(std::string_view text);
    // What is wrong with `text` as a notation, naming it; nullopt when it reads.
    [[nodiscard]] static std::optional<std::string> problem(std::string_view text);

    [[nodiscard]] const std::vector<DamagePool>& pools() const { return m_pools; }
    [[nodiscard]] int targetNumber() const { return m_targetNumber; }
    [[nodiscard]] int diceCount() const;
    // The same pools at a higher TN («TN +1» of a vitals or face called shot, Backstab).
    [[nodiscard]] DamageNotation raised(int targetNumberBonus) const;
    [[nodiscard]] std::string text() const;

    friend bool operator==(const DamageNotation&, const DamageNotation&) = default;

private:
    std::vector<DamagePool> m_pools;
    int m_targetNumber = 0;
};

// A damage roll: the faces in the order rolled (pools left to right as written) and the points.
struct DamageRoll {
    std::vector<int> faces;
    int points = 0; // the pools' successes times their worth, plus the flat bonus
    friend bool operator==(const DamageRoll&, const DamageRoll&) = default;
};

// Scores `faces` (exactly diceCount() of them) against the notation, adding `bonus` points
// («+N damage», R-3) to a total that never goes below 0.
[[nodiscard]] DamageRoll scoreDamage(const DamageNotation& notation, const std::vector<int>& faces, int bonus,
                                     bool atOrBelow = false);
// Rolls the notation's dice from `dice` and scores them.
[[nodiscard]] DamageRoll rollDamage(const DamageNotation& notation, int bonus, DiceSource& dice,
                                    bool atOrBelow = false);

} // namespace scouter::engine::fatewalker
