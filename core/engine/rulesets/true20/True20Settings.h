// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/RulesetOptions.h"

#include <string>
#include <vector>

namespace scouter::engine::true20 {

// The options of section 1, read once from RulesetOptions.
struct True20Settings {
    bool defenseTwice = false;      // defenseTen: twice
    bool tieRollOff = false;        // initiativeTie: roll-off
    bool lethalAlsoSubdual = true;  // lethalAlsoSubdual
    bool unconsciousDying = false;  // unconsciousAgain: dying
    bool lostFullRoundOnly = false; // lostRound: full-round
    bool penaltiesStack = true;     // penaltiesStack
    bool convictionDie = false;     // conviction: die
    int criticalBonus = 5;          // criticalBonus

    [[nodiscard]] static True20Settings from(const RulesetOptions& options);
    [[nodiscard]] static std::vector<OptionSpec> specs();
};

} // namespace scouter::engine::true20
