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
         {"stops", "lands"},
         "Unbalance with as many successes as the attack: stops it (no delay), or the attack lands"},
        {"parryBlock",
         {"damage", "successes"},
         "A parry or block rolls its damage against the attack's and takes off the difference, or cancels "
         "successes like a dodge"},
        {"burstCost",
         {"recoil", "speed-and-recoil"},
         "A burst costs 2, 3 or 4 times the weapon's recoil, or the weapon's speed plus that"},
        {"headbuttSelfDamage",
         {"round-down", "round-up"},
         "The half of a headbutt's damage its attacker takes is rounded down, or up"},
    };
}

} // namespace scouter::engine::fatewalker
