// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/CombatReadings.h"

namespace scouter::engine::fatewalker {

CombatReadings CombatReadings::from(const RulesetOptions& options) {
    CombatReadings readings;
    readings.unbalanceStopsOnTie = options.get("unbalanceTie") != "lands";
    readings.parryComparesDamage = options.get("parryBlock") != "successes";
    readings.burstAddsWeaponSpeed = options.get("burstCost") == "speed-and-recoil";
    readings.headbuttRoundsUp = options.get("headbuttSelfDamage") == "round-up";
    return readings;
}

std::vector<OptionSpec> CombatReadings::specs() {
    return {
        {"unbalanceTie",
         "Unbalance as good as the attack",
         {{"stops", "Stops the attack"}, {"lands", "The attack lands"}},
         "Unbalance with as many successes as the attack: stops it (no delay), or the attack lands"},
        {"parryBlock",
         "A parry or block",
         {{"damage", "Takes off the difference of the damage"}, {"successes", "Cancels successes like a dodge"}},
         "A parry or block rolls its damage against the attack's and takes off the difference, or cancels "
         "successes like a dodge"},
        {"burstCost",
         "A burst costs",
         {{"recoil", "2, 3 or 4 times the recoil"}, {"speed-and-recoil", "The weapon's speed plus that"}},
         "A burst costs 2, 3 or 4 times the weapon's recoil, or the weapon's speed plus that"},
        {"headbuttSelfDamage",
         "A headbutt's half damage to its attacker",
         {{"round-down", "Rounded down"}, {"round-up", "Rounded up"}},
         "The half of a headbutt's damage its attacker takes is rounded down, or up"},
    };
}

} // namespace scouter::engine::fatewalker
