// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/RulesetOptions.h"

#include <vector>

namespace scouter::engine::fatewalker {

// The readings of section 15 about attacks meeting that an ARC could want the other way, read
// once from the ruleset's options. The defaults are the contract's readings.
struct CombatReadings {
    bool unbalanceStopsOnTie = true;   // R-19, option unbalanceTie: stops / lands
    bool parryComparesDamage = true;   // R-20, option parryBlock: damage / successes
    bool burstAddsWeaponSpeed = false; // R-15, option burstCost: recoil / speed-and-recoil
    bool headbuttRoundsUp = false;     // R-35, option headbuttSelfDamage: round-down / round-up
    bool successAtTn = false;          // R-1's alternative (the clock's option): a face equal to the TN succeeds

    [[nodiscard]] static CombatReadings from(const RulesetOptions& options);
    [[nodiscard]] static std::vector<OptionSpec> specs();
};

} // namespace scouter::engine::fatewalker
