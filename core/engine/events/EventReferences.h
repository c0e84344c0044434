// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

#include <optional>
#include <stdexcept>
#include <string>

namespace scouter::engine {

// A stored or imported event that names a combatant or slot the encounter does not have. It
// comes from outside data (an import, a damaged file), never from play, and says which id.
class EventReferenceError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Checks every combatant and slot an event names against the state it would be applied to.
// Returns what is wrong ("names combatant \"x\" that is not in this encounter"), or nothing.
[[nodiscard]] std::optional<std::string> unknownReference(const EncounterState& state, const Event& event);

} // namespace scouter::engine
