// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Command.h"
#include "rules/CommandArguments.h"

#include <optional>
#include <string>
#include <string_view>
#include <tuple>

// True20's own commands (scenario-format-true20.md's keys), carried by the core as
// RulesetCommands. Each says what makes it unreadable (exit 2, section 13) in problem(); the
// rules judge the rest when it is handled (Commands.h).
namespace scouter::engine::true20 {

// True20's numbers are on a d20's scale: with the sheet's bounds (docs/rules/true20.md) every score
// and every save's total is below 100, so a modifier, a penalty, a Damage bonus or a DC past 100
// changes no result. Held to these ranges by the core, no sum of a score, a face and a command's
// numbers passes a few hundred. Time passes a day at most at once: the rules' longest spacing
// (a Disabled character's Recovery Check, one a day); more is a day again.
inline constexpr NumberRange kD20Face{1, 20, "the d20's face"};
inline constexpr NumberRange kModifier{-100, 100, "a situational modifier"};
inline constexpr NumberRange kRangePenalty{0, 100, "the Range Penalty"};
inline constexpr NumberRange kDamageBonus{0, 100, "the Damage bonus"};
inline constexpr NumberRange kWeaponDamage{0, 100, "the Weapon Damage"};
inline constexpr NumberRange kDifficulty{1, 100, "the Difficulty Class"};
inline constexpr int kRoundsInADay = 14'400;
inline constexpr NumberRange kElapsedRounds{1, kRoundsInADay, "the rounds to pass (a day is 14400)"};

// The neutral setInitiative's `roll` as True20 reads it: "'roll' is the d20's face, from 1 to 20,
// not 0", or nullopt.
[[nodiscard]] std::optional<std::string> d20FaceProblem(const std::optional<int>& roll);
// `value` unless it is one of `allowed`: "unknown save 'x' (fortitude, reflex, will)".
[[nodiscard]] std::optional<std::string> oneOfProblem(std::string_view what, const std::string& value,
                                                      std::initializer_list<std::string_view> allowed);

// Declares an action of the round's budget.
struct Action {
    static constexpr std::string_view kName = "action";
    std::string who;
    std::string kind; // the contract's `type`: standard, move, full-round, free, reaction
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Action::who), argument("type", &Action::kind)};
    }
    [[nodiscard]] std::optional<std::string> problem() const {
        return oneOfProblem("action type", kind, {"standard", "move", "full-round", "free", "reaction"});
    }
};

struct Attack {
    static constexpr std::string_view kName = "attack";
    std::string who;
    std::string target;
    std::optional<int> roll;
    std::string mode; // melee, ranged, grapple
    std::optional<int> range;
    std::string kind; // the contract's `type`: standard, full-round
    std::optional<int> bonus;
    std::optional<int> weapon;  // Weapon Damage, for the Toughness save a hit calls for
    std::optional<bool> lethal; // that save on the lethal track
    std::string attackName{};   // a prepared attack on the attacker's sheet, by its name
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Attack::who),
                          argument("target", &Attack::target),
                          argument("roll", &Attack::roll, kD20Face),
                          argument("mode", &Attack::mode),
                          argument("range", &Attack::range, kRangePenalty),
                          argument("type", &Attack::kind),
                          argument("bonus", &Attack::bonus, kModifier),
                          argument("weapon", &Attack::weapon, kWeaponDamage),
                          argument("lethal", &Attack::lethal),
                          argument("attackName", &Attack::attackName)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

// The confirmation roll of a critical threat.
struct Confirm {
    static constexpr std::string_view kName = "confirm";
    std::string who;
    std::optional<int> roll;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Confirm::who), argument("roll", &Confirm::roll, kD20Face)};
    }
};

struct Toughness {
    static constexpr std::string_view kName = "toughness";
    std::string who;
    std::optional<int> damage; // the Damage bonus
    std::optional<int> weapon; // or a weapon's damage, `by` whose Strength adds to it
    std::string by;
    std::optional<int> roll;
    std::optional<bool> lethal;
    std::optional<bool> critical;
    std::optional<int> bonus;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Toughness::who),
                          argument("damage", &Toughness::damage, kDamageBonus),
                          argument("weapon", &Toughness::weapon, kWeaponDamage),
                          argument("by", &Toughness::by),
                          argument("roll", &Toughness::roll, kD20Face),
                          argument("lethal", &Toughness::lethal),
                          argument("critical", &Toughness::critical),
                          argument("bonus", &Toughness::bonus, kModifier)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

struct Save {
    static constexpr std::string_view kName = "save";
    std::string who;
    std::string kind; // fortitude, reflex, will
    std::optional<int> dc;
    std::optional<int> roll;
    std::optional<int> bonus;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Save::who), argument("kind", &Save::kind),
                          argument("dc", &Save::dc, kDifficulty), argument("roll", &Save::roll, kD20Face),
                          argument("bonus", &Save::bonus, kModifier)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

// A Recovery (or Dying) check on the most serious state.
struct Recover {
    static constexpr std::string_view kName = "recover";
    std::string who;
    std::optional<int> roll;
    std::optional<bool> conviction; // spends a Conviction point
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Recover::who), argument("roll", &Recover::roll, kD20Face),
                          argument("conviction", &Recover::conviction)};
    }
};

struct Defend {
    static constexpr std::string_view kName = "defend";
    std::string who;
    std::string with; // dodge, parry, best
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Defend::who), argument("with", &Defend::with)};
    }
    [[nodiscard]] std::optional<std::string> problem() const {
        return oneOfProblem("defence", with, {"dodge", "parry", "best"});
    }
};

struct Delay {
    static constexpr std::string_view kName = "delay";
    std::string who;
    std::string after;  // the slot to act after
    std::string target; // the same, as older files name it
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Delay::who), argument("after", &Delay::after),
                          argument("target", &Delay::target)};
    }
};

struct Prepare {
    static constexpr std::string_view kName = "prepare";
    std::string who;
    static constexpr auto arguments() { return std::tuple{argument("who", &Prepare::who)}; }
};

struct Push {
    static constexpr std::string_view kName = "push";
    std::string who;
    static constexpr auto arguments() { return std::tuple{argument("who", &Push::who)}; }
};

// Lets time pass: Recovery Checks fall due, Bruised lapses.
struct Elapse {
    static constexpr std::string_view kName = "elapse";
    std::optional<int> rounds;
    static constexpr auto arguments() { return std::tuple{argument("rounds", &Elapse::rounds, kElapsedRounds)}; }
    [[nodiscard]] std::optional<std::string> problem() const {
        if (!rounds) {
            return std::string("elapse needs its 'rounds'");
        }
        return std::nullopt;
    }
};

// Moving on the grid: Scouter's addition to the contract (docs/rules/true20.md, R-20 .. R-23).
struct Move {
    static constexpr std::string_view kName = "move";
    std::string who;
    std::optional<Position> to;
    std::string mode; // move (one move action, the default) or double (both)
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Move::who), argument("to", &Move::to), argument("mode", &Move::mode)};
    }
    [[nodiscard]] std::optional<std::string> problem() const;
};

} // namespace scouter::engine::true20
