#pragma once

#include "events/RulesetEvent.h"
#include "model/Effect.h"
#include "model/PendingDecision.h"
#include "model/Position.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace scouter::engine::events {

// Events are facts: each says what happened, carries every die face rolled for it, and holds
// enough for the reducer to apply it without asking the rules or the dice again.

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
    PendingDecision decision;
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
struct ActionsGained {
    std::string who;
    int amount = 0;
    std::string reason; // "initiative-advantage", "top-advantage", "bonus-momentum", "command"
    bool operator==(const ActionsGained&) const = default;
};
struct ActionsSpent {
    std::string who;
    int actions = 0;
    int baseCounter = 0;
    int convertedCounter = 0;
    bool operator==(const ActionsSpent&) const = default;
};
struct ActionsConverted {
    std::string who;
    int count = 0;
    bool operator==(const ActionsConverted&) const = default;
};
struct ConvertedLost {
    std::string who;
    bool operator==(const ConvertedLost&) const = default;
};
struct LifeSet {
    std::string who;
    int value = 0;
    bool operator==(const LifeSet&) const = default;
};
struct KiSet {
    std::string who;
    int value = 0;
    bool operator==(const KiSet&) const = default;
};
struct Moved {
    std::string who;
    Position to;
    bool operator==(const Moved&) const = default;
};
struct EffectAdded {
    Effect effect; // carries its id so replay gives every effect the same id
    bool operator==(const EffectAdded&) const = default;
};
struct EffectRemoved {
    int id = 0;
    std::string why; // "expired", "removed", "released", "ended"
    bool operator==(const EffectRemoved&) const = default;
};
struct ChargesSet {
    std::string who;
    int value = 0;
    bool operator==(const ChargesSet&) const = default;
};
struct PowerUpSet {
    std::string who;
    int value = 0;
    bool operator==(const PowerUpSet&) const = default;
};
struct HoldingBackSet {
    std::string who;
    int stacks = 0;
    bool operator==(const HoldingBackSet&) const = default;
};
struct LimitUsed {
    std::string who;
    std::string key;
    bool perEncounter = false;
    bool operator==(const LimitUsed&) const = default;
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
struct OffersSet {
    std::vector<std::string> ids;
    std::string actor;
    std::string kind;
    std::string declined; // who declined theirs, leaving `ids`; empty when the offer was made or ended
    // Combat Recovery's restored Life and Ki: what a Counter Action that hits the actor takes back.
    int life = 0;
    int ki = 0;
    bool operator==(const OffersSet&) const = default;
};
struct InstantSequenceSet {
    std::vector<std::string> ids;
    bool operator==(const InstantSequenceSet&) const = default;
};
struct ManeuverUsed {
    std::string who;
    std::string name;
    std::string target;
    std::string option;
    bool hit = false;
    std::vector<int> faces; // every die the maneuver rolled, in order
    // "attack" (reactions may answer it), "reaction" (leaves the last attack answerable) or "other".
    std::string role;
    std::optional<int> damage; // the damage entered for it, as entered (a miss may carry a Duel's)
    std::optional<int> ki;     // the Ki entered (wager, gift, boost), before the fixed costs
    std::string category;      // the Damage Category entered (Called Shot), empty when none
    bool operator==(const ManeuverUsed&) const = default;
};
struct GrappleSet {
    std::string grappler;
    std::string grappled;
    bool held = true; // false: the grapple ended
    bool operator==(const GrappleSet&) const = default;
};
struct SkipMarked {
    std::string slot;
    bool operator==(const SkipMarked&) const = default;
};
struct EmpowerReceived {
    std::string who;
    std::string giver;
    bool operator==(const EmpowerReceived&) const = default;
};
// The Parry `who` declared answered `attacker`'s attack (or, as "rebounded", its Rebound was made).
struct ParryAnswered {
    std::string who;
    std::string option;
    std::string attacker;
    bool operator==(const ParryAnswered&) const = default;
};
// `observer` found the Hidden `hider`, who stays Hidden from the others (002 Hidden, A8).
struct HiddenFound {
    std::string hider;
    std::string observer;
    bool operator==(const HiddenFound&) const = default;
};
// The Force check of an Energy-Restrained character against the Restraint TN.
struct RestraintChecked {
    std::string who;
    bool passed = false;
    bool operator==(const RestraintChecked&) const = default;
};

} // namespace scouter::engine::events

namespace scouter::engine {

using Event =
    std::variant<events::SurpriseMarked, events::InitiativeSet, events::TieRolled, events::TieBroken,
                 events::PendingRaised, events::PendingAnswered, events::EncounterStarted, events::RoundStarted,
                 events::TurnStarted, events::TurnEnded, events::RoundEnded, events::ActionsGained,
                 events::ActionsSpent, events::ActionsConverted, events::ConvertedLost, events::LifeSet, events::KiSet,
                 events::Moved, events::EffectAdded, events::EffectRemoved, events::ChargesSet, events::PowerUpSet,
                 events::HoldingBackSet, events::LimitUsed, events::RelationSet, events::CombatantLeft,
                 events::EncounterEnded, events::OffersSet, events::InstantSequenceSet, events::ManeuverUsed,
                 events::GrappleSet, events::SkipMarked, events::EmpowerReceived, events::ParryAnswered,
                 events::RestraintChecked, events::HiddenFound, events::RulesetEvent>;

// The events one accepted command produced: the unit of undo and redo.
struct CommandGroup {
    std::string command; // the command's name, for the log
    std::vector<Event> events;
    bool operator==(const CommandGroup&) const = default;
};

} // namespace scouter::engine
