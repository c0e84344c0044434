#include "scenario/CommandParser.h"

#include "model/Duration.h"
#include "model/Limits.h"
#include "model/TextLimits.h"
#include "scenario/ScenarioError.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <map>
#include <set>

namespace scouter::engine {

namespace {

class StepReader {
public:
    StepReader(const nlohmann::json& step, int number, const EncounterState& state)
        : m_step(step), m_number(number), m_state(state) {}

    [[noreturn]] void fail(const std::string& key, const std::string& message) const {
        throw ScenarioError(m_number, key, message);
    }
    [[nodiscard]] bool has(const std::string& key) const { return m_step.contains(key); }
    [[nodiscard]] std::string text(const std::string& key) const {
        if (!has(key)) {
            return {};
        }
        if (!m_step[key].is_string()) {
            fail(key, "'" + key + "' must be a string");
        }
        std::string value = m_step[key].get<std::string>();
        if (auto problem = limits::textProblem(value, limits::TextKind::Title)) {
            fail(key, "'" + key + "' " + *problem);
        }
        return value;
    }
    [[nodiscard]] std::optional<int> number(const std::string& key) const {
        if (!has(key)) {
            return std::nullopt;
        }
        const auto& value = m_step[key];
        if (!value.is_number_integer()) {
            fail(key, "'" + key + "' must be an integer");
        }
        // get<int>() would cut a larger number to another value; the engine judges the range after.
        const bool fits = value.is_number_unsigned()
                              ? value.get<unsigned long long>() <= static_cast<unsigned long long>(INT_MAX)
                              : value.get<long long>() >= INT_MIN && value.get<long long>() <= INT_MAX;
        if (!fits) {
            fail(key, fmt::format("'{}' must be an integer from {} to {}", key, INT_MIN, INT_MAX));
        }
        return value.get<int>();
    }
    [[nodiscard]] std::optional<bool> flag(const std::string& key) const {
        if (!has(key)) {
            return std::nullopt;
        }
        if (!m_step[key].is_boolean()) {
            fail(key, "'" + key + "' must be true or false");
        }
        return m_step[key].get<bool>();
    }
    [[nodiscard]] std::vector<std::string> texts(const std::string& key) const {
        if (!has(key)) {
            return {};
        }
        const auto& value = m_step[key];
        if (value.is_string()) {
            return {value.get<std::string>()};
        }
        if (!value.is_array() ||
            !std::all_of(value.begin(), value.end(), [](const auto& v) { return v.is_string(); })) {
            fail(key, "'" + key + "' must be a list of strings");
        }
        return value.get<std::vector<std::string>>();
    }
    void combatant(const std::string& key, const std::string& id, bool groupAllowed) const {
        if (id.empty()) {
            return;
        }
        if (m_state.find(id) != nullptr || (groupAllowed && m_state.findSlot(id) != nullptr)) {
            return;
        }
        fail(key, "unknown combatant '" + id + "'");
    }

private:
    const nlohmann::json& m_step;
    int m_number;
    const EncounterState& m_state;
};

} // namespace

CommandParser::Names CommandParser::namesOf(const Ruleset& rules) {
    Names names;
    for (const auto& maneuver : rules.maneuvers(EncounterState{}, {})) {
        names.maneuvers.insert(maneuver.id);
    }
    for (const auto& condition : rules.conditions()) {
        names.conditions.insert(condition.id);
    }
    names.commands = rules.commandKeys();
    // Undo and redo are the encounter's, whatever the ruleset.
    names.commands.emplace("undo", std::set<std::string>{});
    names.commands.emplace("redo", std::set<std::string>{});
    names.rules = &rules;
    return names;
}

Command CommandParser::parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                             const EncounterState& state, const Names& names) {
    const StepReader read(step, stepNumber, state);
    Command command;
    command.type = read.text(stepKey);
    const auto allowed = names.commands.find(command.type);
    if (allowed == names.commands.end()) {
        read.fail(stepKey, "unknown command '" + command.type + "'");
    }
    for (const auto& [key, value] : step.items()) {
        if (key != stepKey && key != "dice" && allowed->second.count(key) == 0) {
            const std::string shown = key.substr(0, limits::kMaxIdLength);
            read.fail(shown, "unknown key '" + shown + "' for " + command.type);
        }
    }
    const bool listWho = command.type == "surprise" || command.type == "rollInitiative";
    if (listWho) {
        command.ids = read.texts("who");
        for (const auto& id : command.ids) {
            read.combatant("who", id, true);
        }
    } else {
        command.who = read.text("who");
        read.combatant("who", command.who, true);
    }
    if (command.type == "breakTie") {
        command.ids = read.texts("order");
        for (const auto& id : command.ids) {
            read.combatant("order", id, true);
        }
    }
    command.roll = read.number("roll");
    command.value = read.number("value");
    command.count = read.number("count");
    command.amount = read.number("amount");
    command.stacks = read.number("stacks");
    command.ki = read.number("ki");
    command.damage = read.number("damage");
    command.hit = read.flag("hit");
    command.counter = read.flag("counter");
    command.name = read.text("name");
    command.target = read.text("target");
    read.combatant("target", command.target, false);
    command.option = read.text("option");
    command.mode = read.text("mode");
    command.category = read.text("category");
    command.by = read.text("by");
    read.combatant("by", command.by, false);
    command.reason = read.text("reason");
    command.outcome = read.text("outcome");
    command.relation = read.text("as");
    command.a = read.text("a");
    command.b = read.text("b");
    read.combatant("a", command.a, false);
    read.combatant("b", command.b, false);
    command.add = read.text("add");
    command.remove = read.text("remove");
    command.until = read.text("until");
    for (const auto* key : {"add", "remove"}) {
        const std::string name = read.text(key);
        if (!name.empty() && names.conditions.count(name) == 0) {
            read.fail(key, "unknown condition '" + name + "'");
        }
    }
    if (!command.until.empty()) {
        const auto spec = parseDurationSpec(command.until);
        if (!spec) {
            read.fail("until", "unknown duration '" + command.until + "'");
        }
        read.combatant("until", spec->who, true);
    }
    if (command.type == "maneuver") {
        if (names.maneuvers.count(command.name) == 0) {
            read.fail("name", "unknown maneuver '" + command.name + "'");
        }
    }
    if (read.has("to")) {
        const auto& to = step["to"];
        if (!to.is_array() || to.size() != 2 || !to[0].is_number_integer() || !to[1].is_number_integer()) {
            read.fail("to", "'to' is a square [column, row]");
        }
        command.to = Position{to[0].get<int>(), to[1].get<int>()};
    }
    if (read.has("choices")) {
        const auto& choices = step["choices"];
        if (!choices.is_array()) {
            read.fail("choices", "'choices' is a list of [id, first|last]");
        }
        for (const auto& choice : choices) {
            if (!choice.is_array() || choice.size() != 2 || !choice[0].is_string() || !choice[1].is_string()) {
                read.fail("choices", "each choice is [id, first|last]");
            }
            read.combatant("choices", choice[0].get<std::string>(), false);
            command.choices.emplace_back(choice[0].get<std::string>(), choice[1].get<std::string>());
        }
    }
    command.choice = read.texts("choice");
    // "type" of an action or an attack, "kind" of a save: never both in one command.
    command.kind = read.has("type") ? read.text("type") : read.text("kind");
    command.with = read.text("with");
    command.after = read.text("after");
    read.combatant("after", command.after, true);
    command.dc = read.number("dc");
    command.rounds = read.number("rounds");
    command.bonus = read.number("bonus");
    command.range = read.number("range");
    command.weapon = read.number("weapon");
    command.lethal = read.flag("lethal");
    command.critical = read.flag("critical");
    command.conviction = read.flag("conviction");
    if (names.rules != nullptr) {
        if (auto problem = names.rules->malformed(command)) {
            read.fail(command.type, *problem);
        }
    }
    return command;
}

} // namespace scouter::engine
