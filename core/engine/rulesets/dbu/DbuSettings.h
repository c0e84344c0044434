// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceExpression.h"

namespace scouter::engine::dbu {

// The DBU ruleset's choices, read once from its named options.
struct DbuSettings {
    bool legacy = false;                              // 000/001 structure instead of 002
    DiceScaling diceTierScaling = DiceScaling::Count; // what (T) multiplies on dice
    bool energyChargeHardCap = false;                 // 000: charges are capped, not only their benefit
    bool tieReroll = false;                           // a roll-off that ties again is rerolled
    bool defeatedCountForAdvantage = true;            // Defeated Opponents still count for advantages
    bool legacySurpriseRoundCounts = false;           // the legacy round 0 counts for "x Combat Rounds"
    bool noEffortOncePerType = true;                  // 001: each type of No Effort once per round
    bool departedAnchorAtTurnPosition = false;        // "x rounds" of a departed slot end where its turn would be
    bool roundUp = false;                             // where the rules do not say how to round a fraction
    bool instantRecovery = true;                      // 002: after the end, everyone still in it is back to full

    // `value` / `by`, rounded the way the option `rounding` says (digest A0.3: down by default).
    [[nodiscard]] int divide(int value, int by) const {
        if (roundUp && value > 0) {
            return (value + by - 1) / by;
        }
        return value / by;
    }
};

} // namespace scouter::engine::dbu
