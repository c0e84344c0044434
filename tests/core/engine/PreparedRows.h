// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/RulesetEventOf.h"
#include "rules/Encounter.h"
#include "rules/Ruleset.h"

#include <string>
#include <vector>

namespace scouter::engine::test {

// Helpers of the prepared-move tests of every ruleset.

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

// The last event of a ruleset's type T the encounter's log holds, null when none.
template <class T> [[nodiscard]] const T* lastEventOf(const Encounter& encounter) {
    const auto& log = encounter.log();
    for (auto group = log.rbegin(); group != log.rend(); ++group) {
        for (auto event = group->events.rbegin(); event != group->events.rend(); ++event) {
            if (const T* found = events::rulesetEventAs<T>(*event)) {
                return found;
            }
        }
    }
    return nullptr;
}

} // namespace scouter::engine::test
