// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Ruleset.h"

#include <string>
#include <vector>

namespace scouter::engine::test {

// The rows the ruleset offers `who` from its sheet (ManeuverDescription::prepared), in order.
[[nodiscard]] inline std::vector<ManeuverDescription> preparedRows(const Ruleset& rules, const EncounterState& state,
                                                                   const std::string& who) {
    std::vector<ManeuverDescription> rows;
    for (auto& described : rules.maneuvers(state, who)) {
        if (described.prepared) {
            rows.push_back(std::move(described));
        }
    }
    return rows;
}

} // namespace scouter::engine::test
