// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <string>

namespace scouter::engine::dbu {

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
    // What ending a turn (not skipping it) brings: a Hidden character ending it within an
    // Oblivious Opponent's Melee Range is found (002, A8).
    static void endingTurn(DbuContext& context);
    // A turn ends by itself once every standing member of the acting slot is out of Actions.
    static void endTurnIfSpent(DbuContext& context);
    // Ends the encounter; 002 then gives everyone still in it Instant Recovery (option instantRecovery).
    static void endEncounter(DbuContext& context, const std::string& outcome);
    // Carries on with what waited for the decisions just answered.
    static void resumeAfterDecisions(DbuContext& context, Resume resume);

private:
    static void endRound(DbuContext& context);
    static void startTurn(DbuContext& context, const std::string& slotId);
    static void expireTurnEnd(DbuContext& context, const std::string& slotId);
    // The Effect Phase's Ending Effects: "until the start of (next) turn" effects of the slot.
    static void expireTurnStart(DbuContext& context, const std::string& slotId);
    // Option departedAnchorExpiry = turn-position: "x Combat Rounds" effects of a slot that left
    // end once play passes where its turn would have been.
    static void expirePassedDepartedAnchors(DbuContext& context, const std::string& slotId);
    static void raiseStartOfTurnChecks(DbuContext& context, const std::string& slotId);
};

} // namespace scouter::engine::dbu
