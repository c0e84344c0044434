// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/SheetValues.h"
#include "true20/True20Settings.h"
#include "true20/True20State.h"

#include <string>
#include <string_view>

namespace scouter::engine::true20 {

// The seed's formulas (contract section 2) for one sheet, with the penalties of the states held
// (section 7). `fighter` may be null: a sheet outside play, nothing held.
class Scores {
public:
    Scores(const SheetValues& sheet, const Fighter* fighter, const True20Settings& settings)
        : m_sheet(sheet), m_fighter(fighter), m_settings(settings) {}

    [[nodiscard]] int stat(std::string_view key) const { return m_sheet.number(key); }
    [[nodiscard]] int dodge() const { return stat("dexterity") + stat("dodgeFeats"); }
    [[nodiscard]] int parry() const { return stat("strength") + stat("parryFeats"); }
    [[nodiscard]] int chosenDefense() const;
    // What the Defense counts of the two, "dodge" or "parry" (the higher for "best", Dodge on a
    // tie); empty when it counts neither: helpless, caught off guard, or a Defense set by hand.
    [[nodiscard]] std::string defendsWith() const;
    [[nodiscard]] int baseDefense() const; // without states
    [[nodiscard]] int defense() const;
    [[nodiscard]] int melee() const;
    [[nodiscard]] int ranged(int rangePenalty = 0) const;
    [[nodiscard]] int grapple() const;
    [[nodiscard]] int attack(std::string_view mode, int rangePenalty) const;
    [[nodiscard]] int baseToughness() const;
    [[nodiscard]] int toughness(bool lethal) const;
    [[nodiscard]] int save(std::string_view kind) const; // fortitude, reflex, will
    [[nodiscard]] int baseSave(std::string_view kind) const;
    [[nodiscard]] int sizeAdjustment() const;

    [[nodiscard]] bool helpless() const;
    // «Move at half speed until recovered» (Staggered, Disabled).
    [[nodiscard]] bool halfSpeed() const;
    // Squares one move action covers: the sheet's Speed, 6 when left out, halved
    // (rounded down) at half speed.
    [[nodiscard]] int speed() const;
    [[nodiscard]] bool offGuard() const { return m_fighter != nullptr && m_fighter->offGuard.has_value(); }

private:
    [[nodiscard]] bool overridden(std::string_view key) const { return m_sheet.numbers.contains(key); }
    [[nodiscard]] int penalty(std::string_view state, int each) const;
    [[nodiscard]] int woundedPenalty() const { return penalty("wounded", 2); }

    const SheetValues& m_sheet;
    const Fighter* m_fighter;
    const True20Settings& m_settings;
};

// Speed when the sheet leaves it out: 30 ft, 6 squares of 5 ft.
inline constexpr int kDefaultSpeed = 6;

// How many instances of `state` the fighter holds on either track.
[[nodiscard]] int holds(const Fighter& fighter, std::string_view state);

} // namespace scouter::engine::true20
