// SPDX-License-Identifier: GPL-3.0-or-later
// Every command of every registered ruleset (its Ruleset::commandSpecs), sent as a scenario step to
// an encounter of that ruleset in play, with each of its numbers at the ends of the argument's range
// and one past each. Under the sanitizers (the asan preset: UBSan stops at the first overflow) no
// rule's arithmetic overflows and nothing aborts; a number within its range is never refused for
// its bounds; one past it makes the step unreadable, naming the argument and its range.
#include "model/Limits.h"
#include "rules/CommandInput.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioRunner.h"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace scouter::engine::test {
namespace {

using nlohmann::json;

// An encounter of one ruleset in play and, for each of its commands, the steps that send it: each
// a step as a scenario writes it (accepted with `do`, refused with `refuse`) after its `before`
// steps. A step holding a number is one that reaches the rules with it.
struct Table {
    json combatants;
    json setup;
    std::map<std::string, std::vector<json>, std::less<>> cases; // {"before": [...], "step": {...}}
    // "command key": a number the ruleset reads within a narrower range of its own than the core's
    // (its contract makes a value past that one unreadable too).
    std::set<std::string, std::less<>> narrower;
};

Table dbuTable() {
    const auto fighter = [](const char* id, const char* side, int x, int y, int tier) {
        return json{{"id", id},
                    {"name", id},
                    {"side", side},
                    {"at", {x, y}},
                    {"stats",
                     {{"agilityScore", 6},
                      {"tier", tier},
                      {"life", 100},
                      {"ki", 100},
                      {"normalSpeed", 5},
                      {"boostedSpeed", 7},
                      {"capacity", 40}}}};
    };
    Table table;
    table.combatants = {fighter("a", "heroes", 0, 0, 2), fighter("b", "villains", 1, 0, 2),
                        fighter("c", "heroes", 0, 1, 2), fighter("d", "villains", 2, 0, 4)};
    table.setup = json::parse(R"([
        {"do": "setInitiative", "who": "a", "value": 14}, {"do": "setInitiative", "who": "b", "value": 10},
        {"do": "setInitiative", "who": "c", "value": 8}, {"do": "setInitiative", "who": "d", "value": 6},
        {"do": "start"}])");
    table.cases = json::parse(R"({
        "setInitiative": [{"step": {"do": "setInitiative", "who": "b", "value": 12}},
                          {"step": {"do": "setInitiative", "who": "b", "roll": 5}}],
        "surprise": [{"step": {"refuse": "surprise", "who": ["b"]}}],
        "rollInitiative": [{"step": {"do": "rollInitiative", "who": ["b"]}}],
        "breakTie": [{"step": {"refuse": "breakTie", "order": ["a", "b"]}}],
        "resolve": [{"step": {"refuse": "resolve", "choice": ["pass"]}}],
        "start": [{"step": {"refuse": "start"}}],
        "endTurn": [{"step": {"do": "endTurn", "who": "a"}}],
        "skipTurn": [{"step": {"do": "skipTurn", "who": "a"}}],
        "convert": [{"step": {"do": "convert", "who": "a", "count": 1}}],
        "decline": [{"step": {"refuse": "decline", "who": "b"}}],
        "maneuver": [
            {"step": {"do": "maneuver", "who": "a", "name": "basic-attack", "target": "b", "ki": 2, "hit": true,
                      "damage": 10}},
            {"step": {"do": "maneuver", "who": "a", "name": "holding-back", "stacks": 1}},
            {"step": {"do": "maneuver", "who": "a", "name": "basic-attack", "target": "b", "ki": 2, "wager": 5,
                      "attackType": "energy", "strike": 5, "hit": false}},
            {"step": {"do": "maneuver", "who": "a", "name": "basic-attack", "target": "d", "ki": 2, "lifeWager": 5,
                      "hit": false}},
            {"step": {"do": "maneuver", "who": "c", "name": "parry", "option": "deflect", "score": 12}},
            {"step": {"do": "maneuver", "who": "a", "name": "empower", "target": "c", "ki": 11, "roll": 1,
                      "boost": 10}},
            {"step": {"do": "maneuver", "who": "a", "name": "terrain-lift", "hit": true, "hardness": 2}},
            {"before": [{"do": "maneuver", "who": "a", "name": "terrain-lift", "hit": true, "hardness": 2},
                        {"do": "endTurn", "who": "a"},
                        {"do": "maneuver", "who": "b", "name": "basic-attack", "target": "a", "ki": 0, "hit": true,
                         "damage": 20}],
             "step": {"do": "maneuver", "who": "a", "name": "terrain-lift", "option": "shield", "amount": 12}},
            {"step": {"do": "maneuver", "who": "a", "name": "movement", "to": [3, 0], "mode": "normal"}},
            {"step": {"do": "maneuver", "who": "a", "name": "basic-attack", "at": [1, 0], "area": "sphere",
                      "areaSize": 1, "huge": false, "ki": 2, "hits": ["b"], "damage": 10}}],
        "damage": [{"step": {"do": "damage", "who": "b", "amount": 30, "by": "a"}}],
        "heal": [{"step": {"do": "heal", "who": "a", "amount": 10}}],
        "ki": [{"step": {"do": "ki", "who": "a", "amount": -5}}],
        "condition": [{"step": {"do": "condition", "who": "b", "add": "slowed", "until": "rounds:2"}}],
        "relation": [{"step": {"do": "relation", "a": "a", "b": "c", "as": "ally"}}],
        "side": [{"step": {"do": "side", "a": "c", "side": "villains"}}, {"step": {"do": "side", "a": "c", "b": "b"}}],
        "leave": [{"step": {"do": "leave", "who": "d", "reason": "escape"}}],
        "end": [{"step": {"do": "end", "outcome": "ceasefire"}}],
        "instantOrder": [{"step": {"do": "instantOrder", "choices": [["a", "first"]]}}],
        "duelResult": [
            {"before": [{"do": "maneuver", "who": "a", "name": "basic-attack", "target": "b", "ki": 2, "wager": 20,
                         "hit": false},
                        {"do": "maneuver", "who": "b", "name": "duel", "target": "a", "ki": 4}],
             "step": {"do": "duelResult", "damage": 20,
                      "sets": [{"attacker": 12, "challenger": 10}, {"attacker": 8, "challenger": 9},
                               {"attacker": 11, "challenger": 11}]}}]
    })")
                      .get<std::map<std::string, std::vector<json>, std::less<>>>();
    return table;
}

Table true20Table() {
    const json stats = {{"bcb", 2}, {"dexterity", 2}, {"strength", 2}, {"constitution", 2}, {"wisdom", 1}};
    Table table;
    table.combatants = {{{"id", "a"}, {"name", "A"}, {"side", "heroes"}, {"at", {0, 0}}, {"stats", stats}},
                        {{"id", "b"}, {"name", "B"}, {"side", "villains"}, {"at", {1, 0}}, {"stats", stats}},
                        {{"id", "c"}, {"name", "C"}, {"side", "villains"}, {"at", {2, 0}}, {"stats", stats}}};
    table.setup = json::parse(R"([
        {"do": "setInitiative", "who": "a", "value": 20}, {"do": "setInitiative", "who": "b", "value": 10},
        {"do": "setInitiative", "who": "c", "value": 5}, {"do": "start"}])");
    table.cases = json::parse(R"({
        "setInitiative": [{"step": {"do": "setInitiative", "who": "b", "value": 12}},
                          {"step": {"do": "setInitiative", "who": "b", "roll": 5}}],
        "breakTie": [{"step": {"refuse": "breakTie", "order": ["a", "b"]}}],
        "resolve": [{"step": {"refuse": "resolve", "choice": ["a", "b"]}}],
        "start": [{"step": {"refuse": "start"}}],
        "endTurn": [{"step": {"do": "endTurn", "who": "a"}}],
        "skipTurn": [{"step": {"do": "skipTurn", "who": "a"}}],
        "action": [{"step": {"do": "action", "who": "a", "type": "move"}}],
        "attack": [{"step": {"do": "attack", "who": "a", "target": "b", "roll": 10, "bonus": 1, "weapon": 3,
                             "lethal": true}},
                   {"step": {"do": "attack", "who": "a", "target": "b", "roll": 10, "mode": "ranged", "range": 2}}],
        "confirm": [{"before": [{"do": "attack", "who": "a", "target": "b", "roll": 20}],
                     "step": {"do": "confirm", "who": "a", "roll": 10}}],
        "toughness": [{"step": {"do": "toughness", "who": "b", "damage": 5, "roll": 10, "bonus": 1,
                                "lethal": true}},
                      {"step": {"do": "toughness", "who": "b", "weapon": 3, "by": "a", "roll": 10}}],
        "save": [{"step": {"do": "save", "who": "b", "kind": "will", "dc": 15, "roll": 10, "bonus": 1}}],
        "recover": [{"before": [{"do": "toughness", "who": "b", "damage": 10, "roll": 1}],
                     "step": {"do": "recover", "who": "b", "roll": 10}}],
        "defend": [{"step": {"do": "defend", "who": "a", "with": "dodge"}}],
        "delay": [{"step": {"do": "delay", "who": "a", "after": "b"}}],
        "prepare": [{"step": {"do": "prepare", "who": "a"}}],
        "push": [{"step": {"refuse": "push", "who": "b"}}],
        "elapse": [{"step": {"do": "elapse", "rounds": 1}}],
        "move": [{"step": {"do": "move", "who": "a", "to": [0, 2]}}],
        "side": [{"step": {"do": "side", "a": "c", "side": "heroes"}}, {"step": {"do": "side", "a": "c", "b": "a"}}],
        "condition": [{"step": {"do": "condition", "who": "b", "add": "off-guard", "until": "rounds:1"}}],
        "leave": [{"step": {"do": "leave", "who": "c", "reason": "escape"}}],
        "end": [{"step": {"do": "end", "outcome": "ceasefire"}}]
    })")
                      .get<std::map<std::string, std::vector<json>, std::less<>>>();
    // A roll is a d20's face (scenario-format-true20.md section 13), within the core's Initiative range.
    table.narrower = {"setInitiative roll"};
    return table;
}

Table fatewalkerTable() {
    const json weapons = json::parse(R"([
        {"id": "sword", "kind": "melee", "size": "medium", "speed": 6, "damage": "3x2/2x1 @6", "carried": "in-hand"},
        {"id": "pistol", "kind": "ranged", "size": "small", "speed": 3, "damage": "2x2 @6", "projectile": "bullet",
         "carried": "in-hand"}])");
    const json stats = {{"agility", 4}, {"weaponry", 1}, {"observe", 2}, {"unarmed", 1}, {"speed", 5}};
    Table table;
    table.combatants = {
        {{"id", "a"}, {"name", "A"}, {"side", "heroes"}, {"at", {0, 0}}, {"stats", stats}, {"weapons", weapons}},
        {{"id", "b"}, {"name", "B"}, {"side", "villains"}, {"at", {1, 0}}, {"stats", stats}},
        {{"id", "c"}, {"name", "C"}, {"side", "villains"}, {"at", {6, 0}}, {"stats", stats}}};
    table.setup = json::parse(R"([
        {"do": "setTick", "who": "a", "tick": 10}, {"do": "setTick", "who": "b", "tick": 15},
        {"do": "setTick", "who": "c", "tick": 40}, {"do": "start"}, {"do": "advance"}])");
    table.cases = json::parse(R"({
        "start": [{"step": {"refuse": "start"}}],
        "setTick": [{"step": {"do": "setTick", "who": "b", "tick": 20}}],
        "advance": [{"step": {"refuse": "advance"}}],
        "act": [{"step": {"do": "act", "who": "a", "action": "footwork", "pool": 5, "tn": 6}},
                {"step": {"do": "act", "who": "a", "action": "footwork", "successes": 2}},
                {"step": {"do": "act", "who": "a", "action": "sprint", "ticks": 4, "pool": 3, "tn": 6, "to": [3, 0]}},
                {"step": {"do": "act", "who": "a", "action": "unarmed-charge", "target": "c", "run": 3, "pool": 5,
                          "tn": 6}},
                {"step": {"do": "act", "who": "a", "action": "reload", "weapon": "pistol", "extraTicks": 3,
                          "successes": 4}}],
        "preempt": [{"before": [{"do": "act", "who": "a", "action": "hold-action"}, {"do": "advance"}],
                     "step": {"do": "preempt", "who": "a", "action": "sprint", "before": "b", "ticks": 4,
                              "pool": 3, "tn": 6}}],
        "react": [{"before": [{"do": "act", "who": "a", "action": "footwork", "pool": 5, "tn": 6},
                              {"do": "advance"}, {"do": "act", "who": "a", "action": "quick-look"},
                              {"do": "advance"},
                              {"do": "act", "who": "b", "action": "strike", "target": "a", "successes": 3}],
                   "step": {"do": "react", "who": "a", "action": "parry", "against": "b", "weapon": "sword",
                            "pool": 3, "tn": 6, "footwork": 2}}],
        "move": [{"before": [{"do": "act", "who": "a", "action": "begin-movement", "mode": "walk"}],
                  "step": {"refuse": "move", "who": "a", "declare": "stop"}}],
        "check": [{"before": [{"do": "act", "who": "a", "action": "unarmed-charge", "target": "c", "run": 3,
                               "successes": 3},
                              {"do": "resolve", "choice": "none"}],
                   "step": {"do": "check", "who": "a", "pool": 4, "tn": 6}}],
        "resolve": [{"step": {"refuse": "resolve", "choice": "none"}}],
        "breakTie": [{"step": {"refuse": "breakTie", "order": ["a", "b"]}}],
        "condition": [{"step": {"do": "condition", "who": "b", "add": "unaware"}}],
        "side": [{"step": {"do": "side", "a": "c", "side": "heroes"}}, {"step": {"do": "side", "a": "c", "b": "a"}}],
        "leave": [{"step": {"do": "leave", "who": "c", "reason": "escape"}}],
        "end": [{"step": {"do": "end", "outcome": "ceasefire"}}]
    })")
                      .get<std::map<std::string, std::vector<json>, std::less<>>>();
    return table;
}

// The table of each registered ruleset by name; a ruleset registered without one fails the walk.
std::map<std::string, Table, std::less<>> tables() {
    return {
        {"dbu", dbuTable()}, {"dbu-legacy", dbuTable()}, {"true20", true20Table()}, {"fatewalker", fatewalkerTable()}};
}

// Faces for every die the steps roll: low enough for any die, and enough that they never run out.
json plentyOfDice() {
    json faces = json::array();
    for (int i = 0; i < 4000; ++i) {
        faces.push_back(1 + (i * 3) % 4);
    }
    return faces;
}

struct Sent {
    ScenarioOutcome::Status status;
    std::string detail;
};

class CommandBounds : public ::testing::TestWithParam<std::string> {
protected:
    void SetUp() override {
        auto all = tables();
        const auto found = all.find(GetParam());
        ASSERT_NE(found, all.end()) << GetParam() << " has no table of commands to send";
        m_table = found->second;
        auto made = RulesetRegistry::withBuiltins().create(GetParam(), {});
        ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Ruleset>>(made));
        m_specs = std::get<std::unique_ptr<Ruleset>>(made)->commandSpecs();
    }

    // Runs the encounter set up, `before`, then `step`.
    [[nodiscard]] Sent send(const json& before, json step) const {
        json steps = m_table.setup;
        for (const auto& each : before) {
            steps.push_back(each);
        }
        steps.push_back(std::move(step));
        const json file = {{"format", "scouter-scenario/1"},
                           {"ruleset", GetParam()},
                           {"dice", plentyOfDice()},
                           {"combatants", m_table.combatants},
                           {"steps", steps}};
        const ScenarioOutcome outcome = ScenarioRunner().runJson(file, "bounds", nullptr);
        return {outcome.status, outcome.detail};
    }

    // The case of `command` whose step holds `key`, else its first.
    [[nodiscard]] const json& caseFor(const std::vector<json>& cases, std::string_view key) const {
        for (const auto& each : cases) {
            if (each["step"].contains(key)) {
                return each;
            }
        }
        return cases.front();
    }

    Table m_table;
    std::vector<CommandSpec> m_specs;
};

// The step with `key` set to `value` (every number of every record for a Records argument), sent
// to be accepted.
json withValue(json step, const CommandSpec::Argument& argument, const json& value) {
    const std::string key(argument.key);
    if (step.contains("refuse")) {
        step["do"] = step["refuse"];
        step.erase("refuse");
    }
    if (argument.type == ArgumentType::Records) {
        for (auto& record : step[key]) {
            for (auto& [name, number] : record.items()) {
                number = value;
            }
        }
    } else {
        step[key] = value;
    }
    return step;
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST_P(CommandBounds, EveryCommandIsSentAsWrittenAndReachesTheRules) {
    for (const auto& spec : m_specs) {
        const auto found = m_table.cases.find(spec.name);
        ASSERT_NE(found, m_table.cases.end()) << GetParam() << ": no step sends " << spec.name;
        ASSERT_FALSE(found->second.empty());
        for (const auto& each : found->second) {
            const Sent sent = send(each.value("before", json::array()), each["step"]);
            EXPECT_EQ(sent.status, ScenarioOutcome::Status::Pass) << each["step"].dump() << ": " << sent.detail;
        }
    }
}

TEST_P(CommandBounds, EveryNumberPlaysAtTheEndsOfItsRangeAndIsUnreadableOnePast) {
    for (const auto& spec : m_specs) {
        const auto found = m_table.cases.find(spec.name);
        ASSERT_NE(found, m_table.cases.end()) << GetParam() << ": no step sends " << spec.name;
        for (const auto& argument : spec.arguments) {
            if (argument.type != ArgumentType::Number && argument.type != ArgumentType::Records) {
                continue;
            }
            const std::string key(argument.key);
            SCOPED_TRACE(fmt::format("{} {} '{}'", GetParam(), spec.name, key));
            ASSERT_TRUE(argument.range.has_value()) << "a number without its range";
            const NumberRange& range = *argument.range;
            // Within a whole pool either way, a sum of a few bounded numbers always fits an int.
            EXPECT_LE(range.minimum, range.maximum);
            EXPECT_GE(range.minimum, -limits::kMaxCommandAmount);
            EXPECT_LE(range.maximum, limits::kMaxCommandAmount);
            const json& sent = caseFor(found->second, key);
            const json before = sent.value("before", json::array());
            const bool taken = sent["step"].contains(key);
            ASSERT_TRUE(taken || argument.type == ArgumentType::Number) << "no step sends the records";
            const std::string named =
                argument.type == ArgumentType::Records ? fmt::format("in '{}' is ", key) : fmt::format("'{}' is ", key);
            for (const int end : {range.minimum, range.maximum}) {
                const Sent result = send(before, withValue(sent["step"], argument, end));
                // A command may refuse the value in play (the rules' own bounds); it never aborts, and
                // the core never refuses it for its range.
                EXPECT_FALSE(contains(result.detail, named + std::string(range.meaning)))
                    << end << ": " << result.detail;
                if (taken && !m_table.narrower.contains(fmt::format("{} {}", spec.name, key))) {
                    EXPECT_NE(result.status, ScenarioOutcome::Status::Invalid) << end << ": " << result.detail;
                }
            }
            for (const int past : {range.minimum - 1, range.maximum + 1}) {
                const Sent result = send(before, withValue(sent["step"], argument, past));
                EXPECT_EQ(result.status, ScenarioOutcome::Status::Invalid) << past << ": " << result.detail;
                EXPECT_TRUE(contains(result.detail, fmt::format("{}{}, from {} to {}, not {}", named, range.meaning,
                                                                range.minimum, range.maximum, past)))
                    << result.detail;
            }
        }
    }
}

// A square is held to the largest grid: each corner plays, one past is refused as off it.
TEST_P(CommandBounds, EverySquarePlaysOnTheLargestGridAndIsRefusedOffIt) {
    const int last = limits::kMaxGridSide - 1;
    for (const auto& spec : m_specs) {
        for (const auto& argument : spec.arguments) {
            if (argument.type != ArgumentType::Square) {
                continue;
            }
            const std::string key(argument.key);
            SCOPED_TRACE(fmt::format("{} {} '{}'", GetParam(), spec.name, key));
            const json& sent = caseFor(m_table.cases.at(std::string(spec.name)), key);
            ASSERT_TRUE(sent["step"].contains(key));
            const json before = sent.value("before", json::array());
            for (const json& corner : {json{0, 0}, json{last, last}}) {
                const Sent result = send(before, withValue(sent["step"], argument, corner));
                EXPECT_NE(result.status, ScenarioOutcome::Status::Invalid) << result.detail;
                EXPECT_FALSE(contains(result.detail, "off the largest grid")) << result.detail;
            }
            for (const json& off : {json{-1, 0}, json{0, last + 1}}) {
                const Sent result = send(before, withValue(sent["step"], argument, off));
                EXPECT_EQ(result.status, ScenarioOutcome::Status::Fail) << result.detail;
                EXPECT_TRUE(contains(result.detail, fmt::format("'{}': the square [{}, {}] is off the largest grid",
                                                                key, off[0].get<int>(), off[1].get<int>())))
                    << result.detail;
            }
        }
    }
}

// The panel offers no number the core would refuse: every number input of every maneuver (at the
// catalogue's widest bounds) ranges within its argument's range.
TEST_P(CommandBounds, ThePanelOffersNoNumberPastItsArgumentsRange) {
    auto made = RulesetRegistry::withBuiltins().create(GetParam(), {});
    const auto& rules = *std::get<std::unique_ptr<Ruleset>>(made);
    for (const auto& maneuver : rules.maneuvers(EncounterState{}, {})) {
        const std::string type = maneuver.command.empty() ? "maneuver" : maneuver.command;
        const auto spec =
            std::find_if(m_specs.begin(), m_specs.end(), [&](const CommandSpec& each) { return each.name == type; });
        ASSERT_NE(spec, m_specs.end()) << type;
        std::vector<InputDescription> inputs = maneuver.inputs;
        for (const auto& option : maneuver.options) {
            inputs.insert(inputs.end(), option.inputs.begin(), option.inputs.end());
        }
        for (const auto& input : inputs) {
            const CommandInput::Shape shape = CommandInput::shapeOf(input.kind);
            if (shape != CommandInput::Shape::Number && shape != CommandInput::Shape::Records) {
                continue;
            }
            const std::string key = CommandInput::keyOf(input);
            SCOPED_TRACE(fmt::format("{} {}: {} ('{}')", GetParam(), maneuver.id, input.label, key));
            const CommandSpec::Argument* argument = spec->find(key);
            ASSERT_NE(argument, nullptr);
            ASSERT_TRUE(argument->range.has_value());
            EXPECT_GE(input.minimum, argument->range->minimum);
            EXPECT_LE(input.maximum, argument->range->maximum);
        }
    }
}

// Every registered ruleset is walked: one added later fails SetUp until it has its table.
INSTANTIATE_TEST_SUITE_P(Rulesets, CommandBounds, ::testing::ValuesIn(RulesetRegistry::withBuiltins().available()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                             std::string name = info.param;
                             std::replace(name.begin(), name.end(), '-', '_');
                             return name;
                         });

} // namespace
} // namespace scouter::engine::test
