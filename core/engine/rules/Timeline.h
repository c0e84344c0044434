// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {

// Who acts when, on a ruleset's clock of ticks rather than rounds. A ruleset that
// describes one (Ruleset::timeline) gets the timeline as its board; the others keep the
// initiative list. Values only, ordered by the ruleset (tick, then id), so views need not sort.
struct TimelineMarker {
    std::string who;
    int tick = 0;                   // its next action tick
    bool priority = false;          // its tick has come and it has not chosen yet
    bool due = false;               // it owes a movement declaration now
    std::optional<int> held;        // the tick its hold began
    std::optional<int> preemptFrom; // the first tick it may preempt from its hold
    friend bool operator==(const TimelineMarker&, const TimelineMarker&) = default;
};

// Something that lasts a number of ticks: a movement with its next declaration, a window
// (a defence kept up, a guarded move, cover) or a hold.
struct TimelineSpan {
    enum class Kind { Movement, Window, Hold };
    std::string who;
    Kind kind = Kind::Window;
    std::string label;       // in the ruleset's words: "Move 10 m / 6 ticks", "Cover"
    int from = 0;            // first tick covered
    std::optional<int> to;   // first tick no longer covered; none while it lasts until declared
    std::optional<int> next; // a movement's next declaration tick
    friend bool operator==(const TimelineSpan&, const TimelineSpan&) = default;
};

struct Timeline {
    std::string unit = "tick"; // the clock's word, singular
    std::optional<int> now;    // none before the scene starts
    std::vector<TimelineMarker> markers;
    std::vector<TimelineSpan> spans;
    // Ids sharing the current tick that the ARC must put in order now (a pending tie), in the
    // ruleset's suggested order; empty when nobody is to be ordered.
    std::vector<std::string> tie;
    // The combatant the rules wait for before anything else (the target of an attack choosing its
    // answer, the one rolling a check); empty when nobody is, or when the ARC decides.
    std::string waiting{};
    // Whose action `waiting` answers (the attacker), empty when it answers nobody's: the panel aims
    // the answer at it.
    std::string answering{};
    // Where a movement heads on the grid, by who moves (the grid draws the way there).
    std::map<std::string, Position> headings{};
    friend bool operator==(const Timeline&, const Timeline&) = default;
};

} // namespace scouter::engine
