// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/PreparedMoves.h"
#include "true20/Scores.h"
#include "true20/True20Ruleset.h"

#include <fmt/format.h>

#include <algorithm>
#include <iterator>

// The action panel's entries for True20: each names the command it sends (attack, toughness, ...).
namespace scouter::engine::true20 {

namespace {

// Weapon Damage's bound, as the attack command's (and the sheet's) Weapon.
constexpr int kMaxWeapon = 40;

// A number sent even at 0: a Damage bonus of 0 still makes a save against DC 15.
InputDescription neededAtZero(InputDescription described) {
    described.required = true;
    return described;
}

// An input filling the command's `key` rather than its kind's usual one (attack's `type`).
InputDescription keyed(InputDescription described, const char* key) {
    described.key = key;
    return described;
}

InputDescription input(InputKind kind, const char* label, const char* help, int minimum, int maximum, int initial,
                       std::vector<Choice> choices = {}) {
    return {kind, label, help, minimum, maximum, initial, "", DiceScaling::Count, std::move(choices)};
}

InputDescription d20(const char* help) {
    InputDescription roll = input(InputKind::Roll, "d20", help, 1, 20, 10);
    roll.roll = "1d20";
    return roll;
}

ManeuverDescription entry(const char* command, const char* label, const char* group, const char* cost, const char* help,
                          TargetKind target, std::vector<InputDescription> inputs) {
    ManeuverDescription m;
    m.command = command;
    m.id = command;
    m.label = label;
    m.group = group;
    m.cost = cost;
    m.help = help;
    m.target = target;
    m.inputs = std::move(inputs);
    return m;
}

// One of the actor's attacks kept on its sheet as a row of its own (a prepared move): the attack's
// form with the sheet's Mode, Bonus, Weapon and Lethal where a fresh form starts, and its name sent
// so the engine takes its threat range and the log names it.
ManeuverDescription attackRow(const ManeuverDescription& attack, const SheetRecord& record, std::size_t index) {
    ManeuverDescription row = attack;
    const std::string name = record.text("name");
    row.id = fmt::format("attack/{}", index + 1);
    row.label = name;
    row.shortcut = PreparedMoves::key(index);
    row.prepared = true;
    row.presets = {{"attackName", name}};
    const int threat = record.number("threat", 20);
    row.help = fmt::format("{}, {:+} to hit, Damage {}{}{}{}", record.text("mode", "melee"), record.number("bonus"),
                           record.number("damage"), record.number("lethal") != 0 ? ", lethal" : "",
                           record.number("range") > 0 ? fmt::format(", range {}", record.number("range")) : "",
                           threat < 20 ? fmt::format(", threatens on {}-20", threat) : "");
    for (auto& input : row.inputs) {
        switch (input.kind) {
        case InputKind::Mode: {
            const std::string mode = record.text("mode", "melee");
            std::stable_partition(input.choices.begin(), input.choices.end(),
                                  [&](const Choice& choice) { return choice.id == mode; });
            break;
        }
        case InputKind::Bonus:
            input.initial = std::clamp(record.number("bonus"), input.minimum, input.maximum);
            break;
        case InputKind::Weapon:
            input.initial = std::clamp(record.number("damage"), input.minimum, input.maximum);
            break;
        case InputKind::Lethal:
            input.initial = record.number("lethal") != 0 ? 1 : 0;
            break;
        default:
            break;
        }
    }
    return row;
}

} // namespace

std::vector<ManeuverDescription> True20Ruleset::maneuvers(const EncounterState& state, std::string_view who) const {
    const auto* rules = state.rules.get<True20State>();
    const bool threatOpen = rules != nullptr && rules->threat && rules->threat->attacker == who;
    const Combatant* actor = state.find(std::string(who));
    const Fighter* fighter = actor != nullptr && rules != nullptr ? fighterOf(*rules, state, actor->id) : nullptr;
    const int conviction = fighter != nullptr ? fighter->conviction : 10;
    // The attacker's own weapon, so a hit's save needs no typing; a stored sheet without it reads 0.
    const int weapon = actor != nullptr ? std::clamp(actor->sheet.number("weapon"), 0, kMaxWeapon) : 0;
    std::vector<ManeuverDescription> result;
    ManeuverDescription attack = entry(
        "attack", "Attack", "Attack", "Standard",
        "d20 + Melee / Ranged / Grapple against Defense: equal hits, a natural 20 threatens a critical",
        TargetKind::Opponent,
        {d20("The attack roll's face"),
         input(InputKind::Mode, "Mode", "Melee, ranged or grapple", 0, 0, 0,
               {{"melee", "Melee"}, {"ranged", "Ranged"}, {"grapple", "Grapple"}}),
         keyed(input(InputKind::Kind, "Action", "A standard attack, or a full-round one (full-out attack, charge)", 0,
                     0, 0, {{"standard", "Standard"}, {"full-round", "Full-round"}}),
               "type"),
         input(InputKind::Range, "Range penalty", "Ranged only: the Range Penalty", 0, 20, 0),
         input(InputKind::Bonus, "Bonus", "A situational modifier, signed", -20, 20, 0),
         input(InputKind::Weapon, "Weapon",
               "Weapon Damage (the sheet's to begin with): a hit's Toughness save is against 15 + it + Strength", 0,
               kMaxWeapon, weapon),
         input(InputKind::Lethal, "Lethal", "Meant to kill: the save that follows is on the lethal track", 0, 1, 0)});
    attack.attack = true;
    attack.shortcut = 'A';
    std::vector<ManeuverDescription> prepared;
    if (actor != nullptr) {
        if (const auto kept = actor->sheet.records.find(std::string_view("attacks"));
            kept != actor->sheet.records.end()) {
            for (std::size_t i = 0; i < kept->second.size(); ++i) {
                prepared.push_back(attackRow(attack, kept->second[i], i));
            }
        }
    }
    result.push_back(std::move(attack));
    // The attacks kept on the sheet right after the Attack, in its group.
    result.insert(result.end(), std::make_move_iterator(prepared.begin()), std::make_move_iterator(prepared.end()));
    if (threatOpen || actor == nullptr) {
        result.push_back(entry("confirm", "Confirm critical", "Attack", "Free",
                               "A second roll with the same bonus that also reaches the target's Defense",
                               TargetKind::None, {d20("The confirmation roll's face")}));
    }
    ManeuverDescription toughness =
        entry("toughness", "Toughness save", "Saves", "Free",
              "d20 + Toughness against 15 + Damage: failing by 1-4 / 5-9 / 10-14 / 15+ sets the band", TargetKind::None,
              {input(InputKind::Lethal, "Lethal", "Lethal damage (wounds) rather than subdual", 0, 1, 0),
               input(InputKind::Critical, "Critical", "A confirmed critical adds its extra damage", 0, 1, 0),
               d20("The save's face"), input(InputKind::Bonus, "Bonus", "A situational modifier, signed", -20, 20, 0)});
    toughness.targetKey = "by";
    toughness.options = {
        {"damage",
         "Damage bonus",
         "The Damage bonus N: DC 15 + N",
         std::nullopt,
         {neededAtZero(input(InputKind::Damage, "Damage", "The Damage bonus", 0, 40, 0))},
         false},
        {"weapon",
         "Weapon damage",
         "Weapon Damage + the attacker's Strength (pick the attacker as the target)",
         TargetKind::Opponent,
         {input(InputKind::Weapon, "Weapon", "Weapon Damage", 0, 40, 0)},
         false},
    };
    result.push_back(std::move(toughness));
    result.push_back(entry("save", "Saving throw", "Saves", "Free",
                           "d20 + Fortitude / Reflex / Will against the DC; a natural 20 succeeds", TargetKind::None,
                           {input(InputKind::Kind, "Save", "Which save", 0, 0, 0,
                                  {{"fortitude", "Fortitude"}, {"reflex", "Reflex"}, {"will", "Will"}}),
                            input(InputKind::Dc, "DC", "The Difficulty", 1, 60, 15), d20("The save's face")}));
    result.push_back(
        entry("recover", "Recovery Check", "Recovery", "Free",
              "d20 + Constitution against DC 10 (Dying: its DC) on the most serious state", TargetKind::None,
              {d20("The check's face"), input(InputKind::Spend, "Spend Conviction", "The result is at least 10", 0,
                                              conviction > 0 ? 1 : 0, 0)}));
    // The costs are short enough for the panel's cost column: the whole of a cost is its words.
    result.push_back(entry("action", "Declare an action", "Actions", "As declared",
                           "Spends one of the round's actions: standard, move, full-round, free or reaction",
                           TargetKind::None,
                           {keyed(input(InputKind::Kind, "Action", "The action type", 0, 0, 0,
                                        {{"standard", "Standard"},
                                         {"move", "Move"},
                                         {"full-round", "Full-round"},
                                         {"free", "Free"},
                                         {"reaction", "Reaction"}}),
                                  "type")}));
    ManeuverDescription move =
        // Not "Move": the grid's own Move… (M) sits beside it in the Encounter menu.
        entry("move", "Move to a Square", "Actions", "Move or both",
              "Up to Speed squares with a move action, twice as far with both (half speed: Staggered, Disabled)",
              TargetKind::None,
              {input(InputKind::Square, "To", "The square to reach", 0, 0, 0),
               input(InputKind::Mode, "Move", "One move action, or both (a double move)", 0, 0, 0,
                     {{"move", "Move action"}, {"double", "Double move"}})});
    move.shortcut = 'V';
    result.push_back(std::move(move));
    result.push_back(entry("defend", "Dodge or Parry", "Actions", "Free", "Which counts in Defense", TargetKind::None,
                           {keyed(input(InputKind::Mode, "With", "Dodge, Parry or the better", 0, 0, 0,
                                        {{"best", "Best"}, {"dodge", "Dodge"}, {"parry", "Parry"}}),
                                  "with")}));
    result.push_back(entry("delay", "Delay", "Actions", "Free",
                           "Move down the order, right behind an entry still to act; act after its turn",
                           TargetKind::Any, {}));
    result.push_back(entry("prepare", "Prepare", "Actions", "Standard",
                           "Ready one attack to make out of turn before your next turn", TargetKind::None, {}));
    result.push_back(entry("push", "Push on (Disabled)", "Recovery", "Free",
                           "A Disabled character who pushes becomes Dying", TargetKind::None, {}));
    return result;
}

} // namespace scouter::engine::true20
