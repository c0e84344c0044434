// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/RulesetTimeline.h"

#include <fmt/format.h>

#include <utility>

namespace scouter::engine {

std::optional<Timeline> RulesetTimeline::timeline(const EncounterState& state) const {
    (void)state;
    return std::nullopt;
}

std::optional<TimelineMarker> RulesetTimeline::timelineMarker(const EncounterState& state,
                                                              const std::string& who) const {
    std::optional<Timeline> whole = timeline(state);
    if (!whole) {
        return std::nullopt;
    }
    for (auto& marker : whole->markers) {
        if (marker.who == who) {
            return std::move(marker);
        }
    }
    return std::nullopt;
}

Moment RulesetTimeline::moment(const EncounterState& state) const {
    if (!state.started) {
        return {false, 0, "Before the fight"};
    }
    if (state.surpriseRound) {
        return {true, state.round, "Surprise round"}; // the legacy round 0
    }
    return {true, state.round, fmt::format("Round {}", state.round)};
}

} // namespace scouter::engine
