// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/RulesetEvent.h"
#include "model/Boxed.h"
#include "model/Effect.h"
#include "model/IdHint.h"
#include "model/PendingDecision.h"
#include "model/Position.h"

#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace scouter::engine::events {

// Events are facts: each says what happened, carries every die face rolled for it, and holds
// enough for the reducer to apply it without asking the rules or the dice again. These are the
// neutral core's; a ruleset's own events are RulesetEvents, in the ruleset's folder.

struct SurpriseMarked {
    std::string who;
    bool operator==(const SurpriseMarked&) const = default;
};
struct InitiativeSet {
    std::string slot;
    int value = 0;
    std::optional<int> roll; // the natural face, when the value came from one
    std::vector<int> faces;  // faces the engine rolled for it (empty when entered at the table)
    bool operator==(const InitiativeSet&) const = default;
};
struct TieRolled {
    std::vector<std::string> slots;
    std::vector<int> faces; // one d10 per slot, same order
    bool operator==(const TieRolled&) const = default;
};
struct TieBroken {
    std::vector<std::string> order;
    std::vector<int> faces; // the re-roll faces when the option breaks it by rerolling; empty for the ARC
    bool operator==(const TieBroken&) const = default;
};
struct PendingRaised {
    Boxed<PendingDecision> decision;
    Resume resume = Resume::None;
    bool operator==(const PendingRaised&) const = default;
};
struct PendingAnswered {
    std::vector<std::string> choice;
    bool operator==(const PendingAnswered&) const = default;
};
struct EncounterStarted {
    bool surpriseRound = false;
    bool freezeOrder = false;
    bool operator==(const EncounterStarted&) const = default;
};
struct RoundStarted {
    int round = 0;
    bool operator==(const RoundStarted&) const = default;
};
struct TurnStarted {
    std::string slot;
    bool skipped = false;
    IdHint slotAt{};   // where `slot` was found the last time it was applied (not stored)
    IdHint memberAt{}; // and where the slot's first member was, for a ruleset's reducer
    bool operator==(const TurnStarted&) const = default;
};
struct TurnEnded {
    std::string slot;
    bool operator==(const TurnEnded&) const = default;
};
struct RoundEnded {
    int round = 0;
    bool operator==(const RoundEnded&) const = default;
};
struct Moved {
    std::string who;
    Position to;
    IdHint whoAt{}; // where `who` was found the last time it was applied (not stored)
    bool operator==(const Moved&) const = default;
};
struct EffectAdded {
    Boxed<Effect> effect; // carries its id so replay gives every effect the same id
    IdHint ownerAt{};     // where its owner was found the last time it was applied (not stored)
    bool operator==(const EffectAdded&) const = default;
};
struct EffectRemoved {
    int id = 0;
    std::string why; // "expired", "removed", "released", "ended"
    bool operator==(const EffectRemoved&) const = default;
};
struct RelationSet {
    std::string a;
    std::string b;
    bool allies = false;
    bool operator==(const RelationSet&) const = default;
};
struct CombatantLeft {
    std::string who;
    std::string reason;
    bool operator==(const CombatantLeft&) const = default;
};
struct EncounterEnded {
    std::string outcome;
    bool operator==(const EncounterEnded&) const = default;
};
// An offer to answer an action out of turn: who may answer, whose action it answers and which kind.
struct Offer {
    std::vector<std::string> ids;
    std::string actor;
    std::string kind;
    std::string declined; // who declined theirs, leaving `ids`; empty when the offer was made or ended
    // What the offer's maker gained that an answer which hits it takes back, by the ruleset's pool
    // id ("life", "ki"). Stored as whole numbers beside the
    // fields above, under those ids, as since the first release (EventJson.cpp).
    std::map<std::string, int> takenBack;
    bool operator==(const Offer&) const = default;
};
struct OffersSet {
    Boxed<Offer> offer;
    bool operator==(const OffersSet&) const = default;
};
struct SkipMarked {
    std::string slot;
    bool operator==(const SkipMarked&) const = default;
};
// `who` now fights on `side`, having fought on `from`: the Ally of that side's members and the
// Opponent of the others. The pairs' own relations involving it give way to the side.
struct SideChanged {
    std::string who;
    std::string side;
    std::string from;
    bool operator==(const SideChanged&) const = default;
};

} // namespace scouter::engine::events

namespace scouter::engine {

using Event =
    std::variant<events::SurpriseMarked, events::InitiativeSet, events::TieRolled, events::TieBroken,
                 events::PendingRaised, events::PendingAnswered, events::EncounterStarted, events::RoundStarted,
                 events::TurnStarted, events::TurnEnded, events::RoundEnded, events::Moved, events::EffectAdded,
                 events::EffectRemoved, events::RelationSet, events::CombatantLeft, events::EncounterEnded,
                 events::OffersSet, events::SkipMarked, events::SideChanged, events::RulesetEvent>;

// The events one accepted command produced: the unit of undo and redo.
struct CommandGroup {
    std::string command; // the command's name, for the log
    std::vector<Event> events;
    bool operator==(const CommandGroup&) const = default;
};

} // namespace scouter::engine
