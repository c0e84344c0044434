// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/CombatReadings.h"
#include "rules/RulesetOptions.h"

#include <vector>

namespace scouter::engine::fatewalker {

// The options of section 1 and the readings of section 15 an ARC may want the other way, read
// once from RulesetOptions. The defaults are the contract's.
struct FwSettings {
    bool tieArc = false;            // tickTies: arc
    bool successAtTn = false;       // successes: at-or-below (R-1's alternative)
    bool holdFromNextTick = false;  // holdBreak: from-next-tick (R-9's alternative: reactions keep the hold)
    bool holdersLast = false;       // holdOrder: last (R-10's alternative)
    bool quickLookOneMaybe = false; // quickLookOne: maybe (R-29's alternative)
    CombatReadings combat;          // the readings of attacks meeting
    [[nodiscard]] static FwSettings from(const RulesetOptions& options);
    [[nodiscard]] static std::vector<OptionSpec> specs();
};

} // namespace scouter::engine::fatewalker
