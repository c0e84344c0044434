// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "true20/True20Context.h"

#include <string>

namespace scouter::engine::true20 {

// The neutral turn order as True20 walks it: slots in `order`, each once a round, a delayer
// again behind the one it waits for (contract section 3).
class TurnFlow {
public:
    // The next slot to begin this round, or empty when the round is over.
    [[nodiscard]] static std::string nextSlot(const EncounterState& state, const True20State& rules);
    // Ends the acting slot's turn (its end-of-turn timers run) and begins the next.
    static void endTurn(True20Context& context);
    // Begins the next slot, or ends the round and begins the next one at its first slot.
    static void advance(True20Context& context);
    // Round 1 and its first turn.
    static void beginPlay(True20Context& context);
};

} // namespace scouter::engine::true20
