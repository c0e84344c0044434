// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/OutcomeTables.h"

#include <algorithm>

namespace scouter::engine::fatewalker {

TableOutcome reloadOutcome(int successes) {
    switch (std::clamp(successes, 0, 4)) {
    case 0:
        return {0, true};
    case 1:
        return {5, false};
    case 2:
        return {3, false};
    case 3:
        return {1, false};
    default:
        return {0, false};
    }
}

TableOutcome quickReloadOutcome(int successes) {
    if (successes <= 0) {
        return {0, true};
    }
    if (successes == 1) {
        return {3, false};
    }
    if (successes == 2) {
        return {0, false};
    }
    return {successes <= 4 ? -1 : -2, false};
}

TableOutcome quickDrawOutcome(int successes) {
    if (successes <= 0) {
        return {0, true};
    }
    if (successes == 1) {
        return {2, false};
    }
    if (successes == 2) {
        return {0, false};
    }
    return {successes <= 4 ? -1 : -2, false};
}

int reloadExtraTicksModifier(int extraTicks) {
    return std::max(extraTicks, 0) / 2;
}

int chargeFootingDelay(int successes) {
    return std::max(5 - successes, 0);
}

int meleeChargeBonus(int ticksRunning) {
    return std::clamp(ticksRunning / 2, 0, 3);
}

int unarmedChargeBonus(int runTicks) {
    return std::clamp(runTicks, 0, 4);
}

int runningLeapKickBonus(int ticksRunning) {
    return std::max(ticksRunning / 2, 0);
}

int headbuttSelfDamage(int damageDone, bool roundUp) {
    const int done = std::max(damageDone, 0);
    return roundUp ? (done + 1) / 2 : done / 2;
}

int burstCost(int times, int recoil, int weaponSpeed, bool addWeaponSpeed) {
    return times * recoil + (addWeaponSpeed ? weaponSpeed : 0);
}

} // namespace scouter::engine::fatewalker
