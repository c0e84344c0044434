// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/CommandParser.h"

#include "model/Duration.h"
#include "model/Limits.h"
#include "model/TextLimits.h"
#include "scenario/ScenarioError.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <climits>
#include <map>
#include <set>

namespace scouter::engine {

namespace {

// get<int>() would cut a larger number to another value; the engine judges the range after.
bool fitsAnInt(const nlohmann::json& value) {
    return value.is_number_integer() &&
           (value.is_number_unsigned() ? value.get<unsigned long long>() <= static_cast<unsigned long long>(INT_MAX)
                                       : value.get<long long>() >= INT_MIN && value.get<long long>() <= INT_MAX);
}

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
        if (!fitsAnInt(value)) {
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
    // A list of objects whose values are all integers ({"attacker": 14, "challenger": 12}).
    [[nodiscard]] std::vector<NumberRecord> records(const std::string& key) const {
        const auto& value = m_step[key];
        if (!value.is_array()) {
            fail(key, "'" + key + "' must be a list of objects of integers");
        }
        std::vector<NumberRecord> out;
        for (std::size_t index = 0; index < value.size(); ++index) {
            const auto& each = value[index];
            if (!each.is_object()) {
                fail(key, fmt::format("'{}' item {} must be an object of integers", key, index + 1));
            }
            NumberRecord record;
            for (const auto& item : each.items()) {
                if (!fitsAnInt(item.value())) {
                    fail(key, fmt::format("'{}' item {}: '{}' must be an integer from {} to {}", key, index + 1,
                                          item.key(), INT_MIN, INT_MAX));
                }
                record.emplace(item.key(), item.value().get<int>());
            }
            out.push_back(std::move(record));
        }
        return out;
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

// The order a step's keys are checked in, so a step with two faults reports the same one every
// time; keys not listed come after, in the command's order.
constexpr std::array kKeyOrder{"who",    "order",  "roll",    "value",  "count",  "amount", "stacks",   "ki",
                               "damage", "hit",    "counter", "name",   "target", "option", "mode",     "category",
                               "by",     "reason", "outcome", "as",     "a",      "b",      "add",      "remove",
                               "until",  "to",     "choices", "choice", "type",   "kind",   "with",     "after",
                               "dc",     "rounds", "bonus",   "range",  "weapon", "lethal", "critical", "conviction"};

std::vector<CommandSpec::Argument> inCheckingOrder(const CommandSpec& spec) {
    std::vector<CommandSpec::Argument> ordered;
    for (const char* key : kKeyOrder) {
        if (const auto* argument = spec.find(key)) {
            ordered.push_back(*argument);
        }
    }
    for (const auto& argument : spec.arguments) {
        if (std::find(kKeyOrder.begin(), kKeyOrder.end(), argument.key) == kKeyOrder.end()) {
            ordered.push_back(argument);
        }
    }
    return ordered;
}

// The value of `key` as its argument's type, or the ScenarioError saying what it must be.
FormValue valueOf(const StepReader& read, const nlohmann::json& step, const std::string& key, ArgumentType type) {
    switch (type) {
    case ArgumentType::Flag:
        return *read.flag(key);
    case ArgumentType::Number:
        return *read.number(key);
    case ArgumentType::Text:
        return read.text(key);
    case ArgumentType::Texts:
        return read.texts(key);
    case ArgumentType::Square: {
        const auto& to = step[key];
        // A coordinate past an int would be cut to another square by get<int>().
        if (!to.is_array() || to.size() != 2 || !fitsAnInt(to[0]) || !fitsAnInt(to[1])) {
            read.fail(key, "'" + key + "' is a square [column, row] of whole numbers");
        }
        return Position{to[0].get<int>(), to[1].get<int>()};
    }
    case ArgumentType::Pairs: {
        const auto& pairs = step[key];
        if (!pairs.is_array()) {
            read.fail(key, "'" + key + "' is a list of [id, first|last]");
        }
        std::vector<std::pair<std::string, std::string>> out;
        for (const auto& pair : pairs) {
            if (!pair.is_array() || pair.size() != 2 || !pair[0].is_string() || !pair[1].is_string()) {
                read.fail(key, "each choice is [id, first|last]");
            }
            out.emplace_back(pair[0].get<std::string>(), pair[1].get<std::string>());
        }
        return out;
    }
    case ArgumentType::Records:
        return read.records(key);
    }
    return read.text(key);
}

// What the contract says a key names, checked against the encounter and the ruleset.
void checkNames(const StepReader& read, const std::string& key, const FormValue& value,
                const CommandParser::Names& names) {
    const auto* text = std::get_if<std::string>(&value);
    if (key == "who" || key == "order" || key == "after") {
        if (text != nullptr) {
            read.combatant(key, *text, true);
        } else if (const auto* ids = std::get_if<std::vector<std::string>>(&value)) {
            for (const auto& id : *ids) {
                read.combatant(key, id, true);
            }
        }
    } else if ((key == "target" || key == "by" || key == "a" || key == "b") && text != nullptr) {
        read.combatant(key, *text, false);
    } else if (key == "choices") {
        for (const auto& [id, choice] : std::get<std::vector<std::pair<std::string, std::string>>>(value)) {
            read.combatant(key, id, false);
        }
    } else if ((key == "add" || key == "remove") && text != nullptr) {
        if (!text->empty() && names.conditions.count(*text) == 0) {
            read.fail(key, "unknown condition '" + *text + "'");
        }
    } else if (key == "until" && text != nullptr && !text->empty()) {
        const auto spec = parseDurationSpec(*text);
        if (!spec) {
            read.fail("until", "unknown duration '" + *text + "'");
        }
        read.combatant("until", spec->who, true);
    } else if (key == "name" && text != nullptr && names.maneuvers.count(*text) == 0) {
        read.fail("name", "unknown maneuver '" + *text + "'");
    }
}

} // namespace

CommandParser::Names CommandParser::namesOf(const Ruleset& rules) {
    Names names;
    for (const auto& maneuver : rules.maneuvers(EncounterState{}, {})) {
        // A description of a command of its own (a ruleset's result entry) is not a maneuver's name.
        if (maneuver.command.empty()) {
            names.maneuvers.insert(maneuver.id);
        }
    }
    for (const auto& condition : rules.conditions()) {
        names.conditions.insert(condition.id);
    }
    for (auto& spec : rules.commandSpecs()) {
        names.commands.emplace(std::string(spec.name), std::move(spec));
    }
    // Undo and redo are the encounter's, whatever the ruleset.
    names.commands.emplace("undo", CommandSpec{"undo", {}});
    names.commands.emplace("redo", CommandSpec{"redo", {}});
    names.rules = &rules;
    return names;
}

CommandParser::Step CommandParser::parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                                         const EncounterState& state, const Names& names) {
    const StepReader read(step, stepNumber, state);
    CommandForm form;
    form.type = read.text(stepKey);
    const auto found = names.commands.find(form.type);
    if (found == names.commands.end()) {
        read.fail(stepKey, "unknown command '" + form.type + "'");
    }
    const CommandSpec& spec = found->second;
    for (const auto& [key, value] : step.items()) {
        if (key != stepKey && key != "dice" && spec.find(key) == nullptr) {
            const std::string shown = key.substr(0, limits::kMaxIdLength);
            read.fail(shown, "unknown key '" + shown + "' for " + form.type);
        }
    }
    if (form.type == "undo" || form.type == "redo") {
        return {form.type, std::nullopt};
    }
    for (const auto& argument : inCheckingOrder(spec)) {
        const std::string key(argument.key);
        if (!read.has(key)) {
            continue;
        }
        FormValue value = valueOf(read, step, key, argument.type);
        checkNames(read, key, value, names);
        form.set(key, std::move(value));
    }
    if (spec.find("name") != nullptr && !read.has("name")) {
        read.fail("name", "unknown maneuver ''");
    }
    CommandReading reading = names.rules->readCommand(form);
    if (auto* problem = std::get_if<FormProblem>(&reading)) {
        read.fail(form.type, problem->message);
    }
    if (auto problem = names.rules->formProblem(state, form)) {
        read.fail(form.type, *problem);
    }
    return {form.type, std::move(std::get<Command>(reading))};
}

} // namespace scouter::engine
