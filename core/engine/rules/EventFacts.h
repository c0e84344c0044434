// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/AreaTemplate.h"

#include <optional>
#include <string>
#include <vector>

// What a ruleset's events mean for the log, the exports and the review's statistics, told in
// neutral terms (Ruleset::pools, Ruleset::resources, Ruleset::facts), so the store and the screens
// read no ruleset's fields or event types. Plain values: no Qt, no behaviour.
namespace scouter::engine {

// A number the ruleset tracks per combatant whose changes the log reports (a health bar, an energy pool).
struct PoolDescription {
    // What its changes mean. The damage itself is told by EventFacts::damage, with its dealer.
    enum class Kind {
        Spent,  // its losses are what the combatant spent of it (energy): inside a maneuver, its cost
        Health, // its losses are damage, its gains healing (a health bar)
        Damage, // a total of damage taken, which rises as it is taken (stun)
        Clock,  // neither spent nor damage: a time it moves to (a next action's tick)
    };
    std::string id;    // "life"
    std::string label; // the pool's name as its ruleset writes it
    Kind kind = Kind::Spent;
    friend bool operator==(const PoolDescription&, const PoolDescription&) = default;
};

// What a turn spends, counted per command and per round (actions of each kind).
struct ResourceDescription {
    std::string id;           // "actions"
    std::string one;          // "Action"
    std::string many;         // "Actions"
    std::string abbreviation; // a statistics cell per round: the count and this, one kind after another
    friend bool operator==(const ResourceDescription&, const ResourceDescription&) = default;
};

// The maneuver a command used, as the log heads the command: "<actor>: <maneuver> → <target>, hit".
struct Headline {
    std::string who;
    std::string maneuver; // its id, read in the ruleset's words (ManeuverDescription::label)
    std::string option;   // its option's id, empty when none
    std::string target;   // empty when it has none
    // The prepared move it used, by the name the sheet gives it, shown before the maneuver's own
    // label; empty when none.
    std::string move{};
    friend bool operator==(const Headline&, const Headline&) = default;
};

// How an attack ended, told by the event that settled it, so the log, the exports, `search` and
// the undo label all say the same: "hit", "blocked", "dodged", "parried", "missed".
struct AttackOutcome {
    std::string attacker;
    std::string target;
    std::string attack; // the attack's maneuver id, read in the ruleset's words like Headline::maneuver
    std::string word;   // the outcome in the ruleset's words, as the log writes it after the target
    bool landed = false;
    friend bool operator==(const AttackOutcome&, const AttackOutcome&) = default;
};

struct PoolChange {
    std::string who;
    std::string pool; // PoolDescription::id
    int from = 0;
    int to = 0;
    friend bool operator==(const PoolChange&, const PoolChange&) = default;
};

struct ResourceSpent {
    std::string who;
    std::string resource; // ResourceDescription::id
    int amount = 0;
    friend bool operator==(const ResourceSpent&, const ResourceSpent&) = default;
};

// Damage `who` took, as the rules count it (points off a bar, boxes of a damage track).
struct DamageTaken {
    std::string who;
    int amount = 0;
    // Who dealt it, when the event says (a counterattack's damage is the defender's); empty: the
    // one whose maneuver the command is (EventFacts::actor), if any. Nobody deals damage to
    // themselves: what one's own maneuver costs one's own health is taken only.
    std::string by;
    friend bool operator==(const DamageTaken&, const DamageTaken&) = default;
};

// What an event brought about for `who`, in the rules' words ("Prone", "Bonus Mana").
struct Caused {
    std::string who;
    std::string what;
    friend bool operator==(const Caused&, const Caused&) = default;
};

// What one event means for the log. Empty for an event that means none of these.
struct EventFacts {
    // The combatant whose maneuver the event is: damage in the same command counts as dealt by
    // them unless its fact names another dealer, and the pools they spend in it are its cost.
    std::string actor;
    std::optional<Headline> headline; // set on the event that heads its command (the maneuver used)
    // The combatant a command without a maneuver is about, when the event makes it so (a
    // conversion of Actions, a skipped turn's slot); the log then names the command after it.
    std::string subject;
    std::vector<PoolChange> pools;    // every pool the event sets, even to the same value
    std::vector<ResourceSpent> spent; // every resource the event spends: the statistics count these alone
    std::vector<DamageTaken> damage;  // the damage the event deals: the statistics count these alone
    std::vector<Caused> caused;
    std::optional<AttackOutcome> outcome; // set on the event that settles an attack
    // The area of effect the event's attack covered, as it was laid: the grid and the players'
    // screen draw it once the attack is performed.
    std::optional<AreaTemplate> area{};
    friend bool operator==(const EventFacts&, const EventFacts&) = default;
};

} // namespace scouter::engine
