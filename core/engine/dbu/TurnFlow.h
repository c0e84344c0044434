#pragma once

#include "dbu/DbuContext.h"

#include <string>

namespace scouter::engine {

// Rounds and turns: the Effect / Act / End phases, round-start pools, expiries, skipped turns
// and the legacy surprise round (digest A2, A3, A1.6).
class TurnFlow {
public:
    // After Initiative is settled: the first round and its first turn.
    static void beginEncounter(DbuContext& context);
    // Starts the turn of the highest slot that has not acted this round, ending rounds as needed.
    static void beginNextTurn(DbuContext& context);
    // The End Phase of the current slot, then the next turn.
    static void endCurrentTurn(DbuContext& context);
    // A turn ends by itself once every standing member of the acting slot is out of Actions.
    static void endTurnIfSpent(DbuContext& context);
    // Carries on with what waited for the decisions just answered.
    static void resumeAfterDecisions(DbuContext& context, Resume resume);

private:
    static void endRound(DbuContext& context);
    static void startTurn(DbuContext& context, const std::string& slotId);
    static void expireTurnEnd(DbuContext& context, const std::string& slotId);
    static void raiseStartOfTurnChecks(DbuContext& context, const std::string& slotId);
};

} // namespace scouter::engine
