// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace scouter::engine {

// When something happened, as the ruleset counts time: a round or a tick. The log, the exports' sections, the review
// and `search` all name it from here.
struct Moment {
    bool started = false; // false before the start: "Before the fight"
    int number = 0;       // the round or the tick
    std::string label;    // "Round 2", "Surprise round", "Tick 13", "Before the fight"
    friend bool operator==(const Moment&, const Moment&) = default;
};

} // namespace scouter::engine
