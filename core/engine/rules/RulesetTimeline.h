// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"
#include "rules/Moment.h"
#include "rules/Timeline.h"

#include <optional>
#include <string>

namespace scouter::engine {

// A ruleset's count of time (Ruleset's fifth role): rounds by default, or a clock of ticks drawn as
// a timeline. The board shows the timeline instead of the initiative list when there is one; the
// log, the board's title and the players' screen say the moment each entry happened at.
class RulesetTimeline {
public:
    RulesetTimeline() = default;
    RulesetTimeline(const RulesetTimeline&) = delete;
    RulesetTimeline& operator=(const RulesetTimeline&) = delete;
    virtual ~RulesetTimeline() = default;
    // The clock as a timeline (rules/Timeline.h) for a ruleset that counts ticks, not rounds; the
    // board shows it instead of the initiative list. None by default.
    [[nodiscard]] virtual std::optional<Timeline> timeline(const EncounterState& state) const;
    // `who`'s marker on timeline(state), none when it has none: what the panel reads of each probe
    // for its cost in ticks. By default read from the whole timeline; a ruleset may answer without
    // ordering everyone.
    [[nodiscard]] virtual std::optional<TimelineMarker> timelineMarker(const EncounterState& state,
                                                                       const std::string& who) const;
    // The moment `state` is at, in the ruleset's count of time. By default its rounds: "Round 2"
    // ("Surprise round"), "Before the fight" before the start.
    [[nodiscard]] virtual Moment moment(const EncounterState& state) const;
};

} // namespace scouter::engine
