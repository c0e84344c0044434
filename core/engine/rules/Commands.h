// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Limits.h"
#include "rules/CommandArguments.h"

#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

// The commands every ruleset answers the same way, because what they change is the core's: the
// initiative order, turns, pending decisions, offers, conditions, relations, who is in the fight.
// A ruleset's own commands are its own structs (rules/RulesetCommand.h).
namespace scouter::engine::commands {

struct SetInitiative {
    static constexpr std::string_view kName = "setInitiative";
    std::string who;
    std::optional<int> roll;  // the die face: the ruleset adds the modifiers
    std::optional<int> value; // the final value
    // The value is what the table rolled (the board's Init column), so the ruleset holds it to
    // what its dice allow; without it a value is the ARC's, final. Not a form's argument.
    bool rolled = false;
    // The ruleset holds a roll to its die's faces and a rolled value to what its dice allow
    // (Ruleset::initiativeRange); the core holds both to an Initiative's widest range.
    static constexpr NumberRange kValueRange{-limits::kMaxInitiative, limits::kMaxInitiative, "an Initiative value"};
    static constexpr NumberRange kRollRange{-limits::kMaxInitiative, limits::kMaxInitiative,
                                            "the Initiative die's face"};
    static constexpr auto arguments() {
        return std::tuple{argument("who", &SetInitiative::who), argument("roll", &SetInitiative::roll, kRollRange),
                          argument("value", &SetInitiative::value, kValueRange)};
    }
};

struct BreakTie {
    static constexpr std::string_view kName = "breakTie";
    std::vector<std::string> ids; // the tied slots in the order chosen
    static constexpr auto arguments() { return std::tuple{argument("order", &BreakTie::ids)}; }
};

// The answer to the pending decision in front.
struct Resolve {
    static constexpr std::string_view kName = "resolve";
    std::vector<std::string> choice;
    static constexpr auto arguments() { return std::tuple{argument("choice", &Resolve::choice)}; }
};

struct Start {
    static constexpr std::string_view kName = "start";
    static constexpr auto arguments() { return std::tuple{}; }
};

struct EndTurn {
    static constexpr std::string_view kName = "endTurn";
    std::string who;
    static constexpr auto arguments() { return std::tuple{argument("who", &EndTurn::who)}; }
};

struct SkipTurn {
    static constexpr std::string_view kName = "skipTurn";
    std::string who;
    static constexpr auto arguments() { return std::tuple{argument("who", &SkipTurn::who)}; }
};

// Declines an offered reaction (EncounterState::offers).
struct Decline {
    static constexpr std::string_view kName = "decline";
    std::string who;
    static constexpr auto arguments() { return std::tuple{argument("who", &Decline::who)}; }
};

// Adds and/or removes a condition by the ruleset's id (Ruleset::conditions), `until` a duration
// (model/Duration.h).
struct Condition {
    static constexpr std::string_view kName = "condition";
    std::string who;
    std::string add;
    std::string remove;
    std::string until;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Condition::who), argument("add", &Condition::add),
                          argument("remove", &Condition::remove), argument("until", &Condition::until)};
    }
};

struct Relation {
    static constexpr std::string_view kName = "relation";
    std::string a;
    std::string b;
    std::string relation; // the contract's `as`
    static constexpr auto arguments() {
        return std::tuple{argument("a", &Relation::a), argument("b", &Relation::b),
                          argument("as", &Relation::relation)};
    }
};

// One combatant goes over to a whole side: it becomes the Ally of that side's members and the
// Opponent of everyone else, in one command (a pair's `relation` changes one pair only). `a` is who
// changes sides, and either `side` names the side it joins or `b` a combatant whose side it joins
// (the board's menu picks that one, as for `relation`).
struct Side {
    static constexpr std::string_view kName = "side";
    std::string who;
    std::string side;
    std::string with;
    static constexpr auto arguments() {
        return std::tuple{argument("a", &Side::who), argument("side", &Side::side), argument("b", &Side::with)};
    }
};

struct Leave {
    static constexpr std::string_view kName = "leave";
    std::string who;
    std::string reason;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Leave::who), argument("reason", &Leave::reason)};
    }
};

struct End {
    static constexpr std::string_view kName = "end";
    std::string outcome;
    static constexpr auto arguments() { return std::tuple{argument("outcome", &End::outcome)}; }
};

} // namespace scouter::engine::commands

namespace scouter::engine {

// One of the structs above: the Command variant holds it as itself.
template <class T>
concept NeutralCommand = std::is_same_v<T, commands::SetInitiative> || std::is_same_v<T, commands::BreakTie> ||
    std::is_same_v<T, commands::Resolve> || std::is_same_v<T, commands::Start> ||
    std::is_same_v<T, commands::EndTurn> || std::is_same_v<T, commands::SkipTurn> ||
    std::is_same_v<T, commands::Decline> || std::is_same_v<T, commands::Condition> ||
    std::is_same_v<T, commands::Relation> || std::is_same_v<T, commands::Side> || std::is_same_v<T, commands::Leave> ||
    std::is_same_v<T, commands::End>;

} // namespace scouter::engine
