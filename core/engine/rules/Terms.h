// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace scouter::engine {

// The ruleset's words for what the shared screens name: the board's title, a turn, an offer, what
// (T) in its dice stands for, the log's filters, surprise. A screen says these, never another
// ruleset's words; where a term is empty the ruleset has no such notion, and the screen hides the
// control that would name it (no End Turn without turns, no scale fields without a scale).
struct Terms {
    // The board's title: "Initiative" for an initiative order, "Timeline" for a clock of ticks.
    std::string board = "Order";
    // A turn, in a sentence ("turn"); empty when nobody has turns (a clock of ticks): no End Turn.
    std::string turn = "turn";
    // A round, in a sentence ("round", or the rules' own longer name); empty when the rules count none.
    std::string round = "round";
    // What an offer (EncounterState::offers) lets its holders take, one and several ("Reaction",
    // "Reactions"); empty when the rules never offer one: no Decline.
    std::string offer{};
    std::string offers{};
    // What (T) and (bT) in its dice stand for, the scale they multiply by (a power level),
    // and its short word ("Tier"); empty when its dice have none: the dice tab shows no scale and
    // rolls at 1.
    std::string diceScale{};
    std::string diceScaleShort{};
    // Dice added to every roll that is not solid ("Extra Dice"); empty: none, and no such field.
    std::string extraDice{};
    // The log's filters of the events of kind "life-ki" and "turns" (EventNarrator::kindOf).
    std::string harmEvents = "Damage and healing";
    std::string timeEvents = "Turns and rounds";
    // A combatant the ARC marks surprised at set-up ("Surprised") and what that does; empty when
    // the rules know no surprise: the prep has no such column.
    std::string surprised{};
    std::string surprisedHelp{};
    // What the fight's end is called when no side has an Opponent left ("Last One Standing");
    // empty when the rules give it no name.
    std::string lastSideStanding{};
    friend bool operator==(const Terms&, const Terms&) = default;
};

} // namespace scouter::engine
