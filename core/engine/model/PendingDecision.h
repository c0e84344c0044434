// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace scouter::engine {

// A choice the rules hand to a person. The engine waits for it and refuses everything else.
struct PendingDecision {
    std::string kind;                  // "tie", "effect-order", "grapple-check", "concealment-check", "restraint-check"
    std::string who;                   // whose choice; empty for the ARC
    std::vector<std::string> subjects; // tied slots, effect names, or [grappler, grappled]
    friend bool operator==(const PendingDecision&, const PendingDecision&) = default;
};

// What the engine carries on with once every pending decision is answered.
enum class Resume { None, Start, TurnStart, Advance };

} // namespace scouter::engine
