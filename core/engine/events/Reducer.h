// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"

namespace scouter::engine {

// The one place state changes. It applies facts and never consults the rules or the dice,
// so replaying an event log rebuilds exactly the state that play produced.
class Reducer {
public:
    // Throws EventReferenceError, leaving the state unchanged, for an event naming a combatant or
    // slot the encounter does not have (only outside data can: an import, a damaged file).
    static void apply(EncounterState& state, const Event& event);
};

} // namespace scouter::engine
