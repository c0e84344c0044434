// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"
#include "rules/Command.h"
#include "rules/CommandArguments.h"

#include <optional>
#include <string>
#include <string_view>
#include <tuple>

// Fatewalker's own commands (contract section 5), carried by the core as RulesetCommands. Each
// says what makes it unreadable (exit 2, section 14) in problem(); the rules judge the rest when
// it is handled.
namespace scouter::engine::fatewalker {

// The numbers a command carries: a pool of 40 d10 is far past any character, a TN of 11 counts
// every face, a tick cost of 1000 is more than eight minutes of a scene and a million ticks are
// days of it; the core holds each argument to its range (rules/CommandLimits.h), the rules judge
// the rest (a sprint of at least 3 ticks, Footwork's 1 or 2 dice).
inline constexpr NumberRange kPoolRange{0, 40, "the d10s rolled"};
inline constexpr NumberRange kTnRange{1, 11, "the Target Number"};
inline constexpr NumberRange kSuccessesRange{0, 40, "the successes counted"};
inline constexpr NumberRange kTicksRange{0, 1000, "a number of ticks"};
inline constexpr NumberRange kFootworkRange{0, 40, "the Footwork dice added"};
inline constexpr NumberRange kTickRange{1, 1'000'000, "a tick of the scene"};

// What every action, preemptive action and reaction carries (section 5's action arguments).
struct ActionArguments {
    std::string who;
    std::string action;
    std::optional<int> pool;
    std::optional<int> tn;
    std::optional<int> successes;
    std::string target;
    std::string weapon;
    std::string option;
    std::optional<int> ticks;
    std::string mode;
    std::optional<bool> twoHands;
    std::optional<bool> prone;
    std::optional<int> run;
    std::optional<int> extraTicks;
    std::string targetWeapon;
    std::string weapon2;
    std::string target2;
    std::optional<int> footwork;
    std::string newTarget;
    // Where a movement heads on the grid (begin-movement, sprint; `act` only): the token goes
    // there, the destination recorded in the command's events. None: the token stays where it is.
    std::optional<Position> to;
    // A favourite maneuver on the actor's sheet, by its name: the log names it (a prepared move).
    std::string favourite{};
    [[nodiscard]] bool rolled() const { return pool.has_value() || successes.has_value(); }
};

// The exit-2 problems of an action form, or nullopt: an unknown action, an argument it does not
// take, a missing required one, a roll given twice or half (section 14). `how` is act, preempt or
// react; `answering` says a react names the attack it answers.
[[nodiscard]] std::optional<std::string> actionProblem(const ActionArguments& arguments, std::string_view how,
                                                       bool answering);

template <class C> constexpr auto actionArgumentList() {
    return std::tuple{argument("who", &C::who),
                      argument("action", &C::action),
                      argument("pool", &C::pool, kPoolRange),
                      argument("tn", &C::tn, kTnRange),
                      argument("successes", &C::successes, kSuccessesRange),
                      argument("target", &C::target),
                      argument("weapon", &C::weapon),
                      argument("option", &C::option),
                      argument("ticks", &C::ticks, kTicksRange),
                      argument("mode", &C::mode),
                      argument("twoHands", &C::twoHands),
                      argument("prone", &C::prone),
                      argument("run", &C::run, kTicksRange),
                      argument("extraTicks", &C::extraTicks, kTicksRange),
                      argument("targetWeapon", &C::targetWeapon),
                      argument("weapon2", &C::weapon2),
                      argument("target2", &C::target2),
                      argument("footwork", &C::footwork, kFootworkRange),
                      argument("newTarget", &C::newTarget),
                      argument("favourite", &C::favourite)};
}

struct Act : ActionArguments {
    static constexpr std::string_view kName = "act";
    // Only an action taken on its tick heads for a square (`to`): a preempt or a reaction does not.
    static constexpr auto arguments() {
        return std::tuple_cat(actionArgumentList<Act>(), std::tuple{argument("to", &Act::to)});
    }
    [[nodiscard]] std::optional<std::string> problem() const { return actionProblem(*this, kName, false); }
};

// A preemptive action from a hold, taken before `before` acts (section 7).
struct Preempt : ActionArguments {
    static constexpr std::string_view kName = "preempt";
    std::string before;
    static constexpr auto arguments() {
        return std::tuple_cat(actionArgumentList<Preempt>(), std::tuple{argument("before", &Preempt::before)});
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

// A reaction: with `against`, the answer to that combatant's open attack (section 8).
struct React : ActionArguments {
    static constexpr std::string_view kName = "react";
    std::string against;
    static constexpr auto arguments() {
        return std::tuple_cat(actionArgumentList<React>(), std::tuple{argument("against", &React::against)});
    }
    [[nodiscard]] std::optional<std::string> problem() const { return actionProblem(*this, kName, !against.empty()); }
};

// Before the start: the combatant's first action tick; after it, a later one (section 3).
struct SetTick {
    static constexpr std::string_view kName = "setTick";
    std::string who;
    std::optional<int> tick;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &SetTick::who), argument("tick", &SetTick::tick, kTickRange)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

struct Advance {
    static constexpr std::string_view kName = "advance";
    static constexpr auto arguments() { return std::tuple{}; }
};

// A movement declaration (section 6): continue, change or stop.
struct Declare {
    static constexpr std::string_view kName = "move";
    std::string who;
    std::string declare;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Declare::who), argument("declare", &Declare::declare)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

// The roll a pending check asks for (section 8).
struct Check {
    static constexpr std::string_view kName = "check";
    std::string who;
    std::optional<int> pool;
    std::optional<int> tn;
    std::optional<int> successes;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Check::who), argument("pool", &Check::pool, kPoolRange),
                          argument("tn", &Check::tn, kTnRange),
                          argument("successes", &Check::successes, kSuccessesRange)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

// The exit-2 problems of a roll: pool without tn, both pool and successes.
[[nodiscard]] std::optional<std::string> rollProblem(const std::optional<int>& pool, const std::optional<int>& tn,
                                                     const std::optional<int>& successes);

} // namespace scouter::engine::fatewalker
