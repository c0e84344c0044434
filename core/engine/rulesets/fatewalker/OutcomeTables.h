// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace scouter::engine::fatewalker {

// What a Reload, Quick Reload or Quick-Draw roll does to its cost (contract section 10).
struct TableOutcome {
    int ticks = 0;       // added to the base time (negative: faster)
    bool failed = false; // 0 successes: the magazine dropped / the weapon gone `away`
    friend bool operator==(const TableOutcome&, const TableOutcome&) = default;
};

// «0 Successes: ... dropped ... 1 success ... by 5 ticks. 2 ... by 3 ticks. 3 ... by 1 tick. 4+ uses
// the base reload time». With 0 successes the base time is still charged.
[[nodiscard]] TableOutcome reloadOutcome(int successes);
// Quick Reload: 0 dropped, 1 +3, 2 base, 3-4 -1, 5+ -2.
[[nodiscard]] TableOutcome quickReloadOutcome(int successes);
// Quick-Draw: 0 the weapon goes away, 1 +2, 2 normal, 3-4 -1, 5+ -2.
[[nodiscard]] TableOutcome quickDrawOutcome(int successes);
// Reload's roll: «a +1 modifier to the roll for every two extra ticks taken».
[[nodiscard]] int reloadExtraTicksModifier(int extraTicks);

// The unarmed Charge's footing roll: «costs 5-successes extra ticks», never negative.
[[nodiscard]] int chargeFootingDelay(int successes);

// Run-up damage (added to the damage total): melee Charge «+1 damage for every 2 ticks spent running
// prior to the maneuver (up to +3)»; unarmed Charge «each run tick action adding +1 damage (up to
// +4)»; running Leap Kick «every 2 ticks spent running will add +1 damage» (no cap).
[[nodiscard]] int meleeChargeBonus(int ticksRunning);
[[nodiscard]] int unarmedChargeBonus(int runTicks);
[[nodiscard]] int runningLeapKickBonus(int ticksRunning);

// «The attacker takes half of the damage done» (R-35: rounded down unless the ARC rounds up).
[[nodiscard]] int headbuttSelfDamage(int damageDone, bool roundUp);

// A burst's cost: `times` × recoil, or the weapon's speed plus that.
[[nodiscard]] int burstCost(int times, int recoil, int weaponSpeed, bool addWeaponSpeed);

} // namespace scouter::engine::fatewalker
