// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine::dbu {

// What a roll is for; a modifier names the rolls it changes.
enum class RollKind { CombatRolls, Strike, Damage };

// One tracked effect on a combatant's rolls, as the UI shows it next to the dice: numbers to
// apply and a plain-words line. Tier-scaled values are already multiplied by the current Tier.
struct RollModifier {
    std::string key; // stable identifier: botch-rate, power-up, rapid-movement, holding-back, ...
    RollKind appliesTo = RollKind::CombatRolls;
    int bonus = 0;                // added to the total (negative for a penalty)
    int extraD6 = 0;              // extra six-sided dice rolled and added
    std::optional<int> botchRate; // the roll botches on this natural face or lower
    int damageCategorySteps = 0;  // Standard -> Direct -> Lethal steps up
    std::string description;      // e.g. "Power Up x2: +4 to Combat Rolls (+1(T) per stack)"
    friend bool operator==(const RollModifier&, const RollModifier&) = default;
};

// The DBU effects the engine tracks that change a combatant's rolls (digest A5.2 and the effect
// table of A6). A query, not a rule: the dice stay the table's, the engine only says what applies.
class RollModifiers {
public:
    // Empty for an unknown id or a combatant with nothing in effect.
    [[nodiscard]] static std::vector<RollModifier> of(const EncounterState& state, const std::string& who);
    // The same, for rolls against `against`: a character Hidden from it gets +2(bT) (002, A8).
    [[nodiscard]] static std::vector<RollModifier> of(const EncounterState& state, const std::string& who,
                                                      const std::string& against);
    // The same, for `maneuver`'s rolls against `against` (empty: none), with what that maneuver
    // adds aimed at it: Blitz's Wound bonus ("blitz") by the squares it travels, Called Shot's
    // Strike penalty ("called-shot-strike") by the distance. The roller applies these numbers.
    [[nodiscard]] static std::vector<RollModifier> forManeuver(const EncounterState& state, const std::string& who,
                                                               std::string_view maneuver, const std::string& against);
};

} // namespace scouter::engine::dbu
