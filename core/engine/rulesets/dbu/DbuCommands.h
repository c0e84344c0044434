// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Limits.h"
#include "rules/Command.h"
#include "rules/CommandArguments.h"

#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

// DBU's own commands (scenario-format.md's keys), carried by the core as RulesetCommands. The
// neutral ones (setInitiative, endTurn, condition...) are the core's (rules/Commands.h).
namespace scouter::engine::dbu {

// DBU's numbers in a command (docs/rules/dbu.md, "Limits"): an amount, a wager, a count or a Dice
// Score is at most a whole pool either way, so no rule's arithmetic can overflow on it. The rules
// judge the rest in play (a Life amount of 0 or more, at most the Ki held, 1 to the Tier's stacks).
constexpr NumberRange wholePool(std::string_view meaning) {
    return {-limits::kMaxCommandAmount, limits::kMaxCommandAmount, meaning};
}

struct Surprise {
    static constexpr std::string_view kName = "surprise";
    std::vector<std::string> ids; // combatants or groups
    static constexpr auto arguments() { return std::tuple{argument("who", &Surprise::ids)}; }
};

// Rolls the Initiative of the slots named, or of every slot without a value.
struct RollInitiative {
    static constexpr std::string_view kName = "rollInitiative";
    std::vector<std::string> ids;
    static constexpr auto arguments() { return std::tuple{argument("who", &RollInitiative::ids)}; }
};

// Converts Actions into Counter Actions (digest A4.1).
struct Convert {
    static constexpr std::string_view kName = "convert";
    std::string who;
    std::optional<int> count;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Convert::who),
                          argument("count", &Convert::count, wholePool("the Actions converted"))};
    }
};

// One use of a maneuver of the catalogue (maneuvers/), its entries as the table decided them.
struct UseManeuver {
    static constexpr std::string_view kName = "maneuver";
    std::string who;
    std::string name; // the maneuver's id ("basic-attack")
    std::string target;
    std::optional<Position> to;
    std::string mode;
    std::string option;
    std::optional<int> stacks;
    std::optional<int> ki;
    std::optional<bool> hit;
    std::optional<int> damage;
    std::string category;
    std::optional<bool> counter; // answers an offered Counter Action
    std::optional<int> amount;
    // The DBU additions of the contract (scenario-format-dbu-additions.md §2).
    std::optional<int> wager;         // the attack's Ki Wager, paid in Ki and Capacity
    std::optional<int> lifeWager;     // Desperation's wager paid in Life
    std::string attackType;           // physical, energy or magic
    std::vector<std::string> targets; // an area attack's targets, instead of `target`
    std::vector<std::string> hits;    // the targets of an area attack whose Dodge the Strike beat
    std::optional<int> strike;        // the attack's Strike Roll Dice Score
    std::optional<int> score;         // a Parry's or Intervene's Dice Score
    std::string form;                 // Transformation's form
    std::optional<bool> instant;      // the Instant attack a Duel Escape grants
    std::optional<bool> tail;         // a Tail Attack
    std::optional<int> roll;          // the Empowerment Roll
    std::optional<int> boost;         // Empower's increase of its roll
    std::optional<int> hardness;      // Terrain Lift: the Hardness Value of the piece of terrain
    std::string technique{};          // the Signature Technique on the actor's sheet, by its name
    // An area laid on the grid: its Target Square, and its shape and size when not the technique's.
    std::optional<Position> at{};
    std::string area{}; // sphere, line, cone or square
    std::optional<int> areaSize{};
    std::optional<bool> huge{}; // its Magnitude is Huge or more
    static constexpr auto arguments() {
        return std::tuple{argument("who", &UseManeuver::who),
                          argument("name", &UseManeuver::name),
                          argument("target", &UseManeuver::target),
                          argument("to", &UseManeuver::to),
                          argument("mode", &UseManeuver::mode),
                          argument("option", &UseManeuver::option),
                          argument("stacks", &UseManeuver::stacks, wholePool("a number of stacks")),
                          argument("ki", &UseManeuver::ki, wholePool("a Ki cost")),
                          argument("hit", &UseManeuver::hit),
                          argument("damage", &UseManeuver::damage, wholePool("the damage dealt")),
                          argument("category", &UseManeuver::category),
                          argument("counter", &UseManeuver::counter),
                          argument("amount", &UseManeuver::amount, wholePool("an amount won or dealt")),
                          argument("wager", &UseManeuver::wager, wholePool("a Ki Wager")),
                          argument("lifeWager", &UseManeuver::lifeWager, wholePool("a Life Wager")),
                          argument("attackType", &UseManeuver::attackType),
                          argument("targets", &UseManeuver::targets),
                          argument("hits", &UseManeuver::hits),
                          argument("strike", &UseManeuver::strike, wholePool("a Strike Roll's Dice Score")),
                          argument("score", &UseManeuver::score, wholePool("a Dice Score")),
                          argument("form", &UseManeuver::form),
                          argument("instant", &UseManeuver::instant),
                          argument("tail", &UseManeuver::tail),
                          argument("roll", &UseManeuver::roll, wholePool("the Empowerment Roll")),
                          argument("boost", &UseManeuver::boost, wholePool("the Empowerment Roll's increase")),
                          argument("hardness", &UseManeuver::hardness, wholePool("a Hardness Value")),
                          argument("technique", &UseManeuver::technique),
                          argument("at", &UseManeuver::at),
                          argument("area", &UseManeuver::area),
                          argument("areaSize", &UseManeuver::areaSize, wholePool("an area's size")),
                          argument("huge", &UseManeuver::huge)};
    }
};

// The ARC's Life loss (`damage`) and gain (`heal`), `by` whom for the Momentum rules.
struct LoseLife {
    static constexpr std::string_view kName = "damage";
    std::string who;
    std::optional<int> amount;
    std::string by;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &LoseLife::who),
                          argument("amount", &LoseLife::amount, wholePool("the Life lost")),
                          argument("by", &LoseLife::by)};
    }
};

struct Heal {
    static constexpr std::string_view kName = "heal";
    std::string who;
    std::optional<int> amount;
    std::string by;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &Heal::who), argument("amount", &Heal::amount, wholePool("the Life healed")),
                          argument("by", &Heal::by)};
    }
};

// Changes Ki by `amount`.
struct AdjustKi {
    static constexpr std::string_view kName = "ki";
    std::string who;
    std::optional<int> amount;
    static constexpr auto arguments() {
        return std::tuple{argument("who", &AdjustKi::who),
                          argument("amount", &AdjustKi::amount, wholePool("the change of Ki"))};
    }
};

// The order of simultaneous Instant reactions: [id, "first"|"last"] each.
struct InstantOrder {
    static constexpr std::string_view kName = "instantOrder";
    std::vector<std::pair<std::string, std::string>> choices;
    static constexpr auto arguments() { return std::tuple{argument("choices", &InstantOrder::choices)}; }
};

// The outcome of an open Duel (scenario-format-dbu-additions.md §3): the three sets of Wound Rolls
// ({"attacker", "challenger", "attackerWager"?, "challengerWager"?} each) and the winner's final
// Wound Roll without wagers.
struct DuelResult {
    static constexpr std::string_view kName = "duelResult";
    std::vector<NumberRecord> sets;
    std::optional<int> damage;
    static constexpr auto arguments() {
        return std::tuple{argument("sets", &DuelResult::sets, wholePool("a Wound Roll")),
                          argument("damage", &DuelResult::damage, wholePool("the winner's Wound Roll"))};
    }
};

} // namespace scouter::engine::dbu
