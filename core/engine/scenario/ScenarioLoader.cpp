// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/ScenarioLoader.h"

#include "model/CombatantLimits.h"
#include "model/Limits.h"
#include "model/TextLimits.h"
#include "rules/RulesetRegistry.h"
#include "scenario/JsonReader.h"
#include "scenario/ScenarioError.h"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <map>
#include <set>

namespace scouter::engine {

namespace {

template <typename Names>
void requireKnownKeys(const nlohmann::json& object, const Names& known, const std::string& where) {
    for (const auto& [key, value] : object.items()) {
        bool found = false;
        for (auto name : known) {
            found = found || name == key;
        }
        if (!found) {
            const std::string shown = key.substr(0, limits::kMaxIdLength);
            throw ScenarioError(0, shown, fmt::format("unknown key '{}' in {}", shown, where));
        }
    }
}

// A whole number that fits an int; a larger one would be cut to another value by get<int>().
[[nodiscard]] int wholeNumber(const nlohmann::json& value, const std::string& key, const std::string& what) {
    const bool fits =
        value.is_number_unsigned()
            ? value.get<unsigned long long>() <= static_cast<unsigned long long>(INT_MAX)
            : value.is_number_integer() && value.get<long long>() >= INT_MIN && value.get<long long>() <= INT_MAX;
    if (!fits) {
        throw ScenarioError(0, key, fmt::format("{} must be a whole number from {} to {}", what, INT_MIN, INT_MAX));
    }
    return value.get<int>();
}

// A text of the file within its bound; `shown` names it in the message.
void checkText(const std::string& text, limits::TextKind kind, const std::string& key, const std::string& shown) {
    if (auto problem = limits::textProblem(text, kind)) {
        throw ScenarioError(0, key, fmt::format("{} {}", shown, *problem));
    }
}

[[nodiscard]] std::string stringAt(const nlohmann::json& object, const std::string& key, const std::string& what) {
    if (!object[key].is_string()) {
        throw ScenarioError(0, key, what + " must be a string");
    }
    return object[key].get<std::string>();
}

} // namespace

Scenario ScenarioLoader::load(const nlohmann::json& file) {
    // Before any reader that recurses (copying the steps, dumping an option) meets it.
    if (JsonReader::nestsDeeperThan(file, limits::kMaxJsonDepth)) {
        throw ScenarioError(0, "format", JsonReader::depthMessage());
    }
    if (!file.is_object()) {
        throw ScenarioError(0, "format", "a scenario is a JSON object");
    }
    requireKnownKeys(
        file,
        std::initializer_list<std::string_view>{"format", "title", "ruleset", "options", "dice", "combatants", "steps"},
        "the file");
    if (file.value("format", std::string()) != "scouter-scenario/1") {
        throw ScenarioError(0, "format", "format must be \"scouter-scenario/1\"");
    }
    Scenario scenario;
    if (file.contains("title")) {
        scenario.title = stringAt(file, "title", "the title");
        checkText(scenario.title, limits::TextKind::Title, "title", "the title");
    }
    if (!file.contains("ruleset") || !file["ruleset"].is_string()) {
        throw ScenarioError(0, "ruleset", "the ruleset is required");
    }
    scenario.ruleset = file["ruleset"].get<std::string>();
    checkText(scenario.ruleset, limits::TextKind::Id, "ruleset", "the ruleset's name");
    if (file.contains("options")) {
        if (!file["options"].is_object()) {
            throw ScenarioError(0, "options", "options is an object");
        }
        for (const auto& [name, value] : file["options"].items()) {
            scenario.options[name] = optionText(value);
        }
    }
    if (file.contains("dice")) {
        if (!file["dice"].is_array()) {
            throw ScenarioError(0, "dice", "dice is an array of faces");
        }
        for (const auto& face : file["dice"]) {
            if (!face.is_number_integer() || face.get<long long>() < 1 ||
                face.get<long long>() > limits::kMaxDieSides) {
                throw ScenarioError(
                    0, "dice", fmt::format("a scripted face is a whole number from 1 to {}", limits::kMaxDieSides));
            }
            scenario.dice.push_back(face.get<int>());
        }
    }
    // The ruleset reads its own sheets; one this build does not play is refused by the runner.
    const RulesetRegistry registry = RulesetRegistry::withBuiltins();
    std::unique_ptr<Ruleset> rules;
    if (registry.lookup(scenario.ruleset) == RulesetRegistry::Lookup::Available) {
        auto created = registry.create(scenario.ruleset, scenario.options);
        if (auto* error = std::get_if<std::string>(&created)) {
            throw ScenarioError(0, "options", *error);
        }
        rules = std::move(std::get<std::unique_ptr<Ruleset>>(created));
    }
    const std::vector<SheetField> sheet = rules != nullptr ? rules->sheet() : std::vector<SheetField>{};
    if (!file.contains("combatants") || !file["combatants"].is_array()) {
        throw ScenarioError(0, "combatants", "combatants is a required array");
    }
    if (!file.contains("steps") || !file["steps"].is_array()) {
        throw ScenarioError(0, "steps", "steps is a required array");
    }
    if (file["combatants"].size() > static_cast<std::size_t>(limits::kMaxCombatants)) {
        throw ScenarioError(0, "combatants",
                            fmt::format("an encounter has at most {} combatants, not {}", limits::kMaxCombatants,
                                        file["combatants"].size()));
    }
    std::set<std::string> ids;
    std::map<std::string, int> groupSizes;
    for (const auto& entry : file["combatants"]) {
        ScenarioCombatant loaded = loadCombatant(entry, rules.get(), sheet);
        if (!ids.insert(loaded.combatant.id).second) {
            throw ScenarioError(0, "id", "combatant id '" + loaded.combatant.id + "' is used twice");
        }
        if (!loaded.group.empty() && ++groupSizes[loaded.group] > limits::kMaxGroupMembers) {
            throw ScenarioError(0, "group",
                                fmt::format("group '{}' has more than the {} members a group may have", loaded.group,
                                            limits::kMaxGroupMembers));
        }
        scenario.combatants.push_back(std::move(loaded));
    }
    for (const auto& entry : scenario.combatants) {
        if (!entry.group.empty() && ids.count(entry.group) != 0) {
            throw ScenarioError(0, "group", "group id '" + entry.group + "' is also a combatant id");
        }
    }
    scenario.steps.assign(file["steps"].begin(), file["steps"].end());
    return scenario;
}

ScenarioCombatant ScenarioLoader::loadCombatant(const nlohmann::json& entry, const Ruleset* rules,
                                                const std::vector<SheetField>& sheet) {
    if (!entry.is_object()) {
        throw ScenarioError(0, "combatants", "each combatant is an object");
    }
    // A sheet's list of records (a combatant's `weapons`) may also stand beside `stats`.
    std::vector<std::string_view> keys{"id", "name", "side", "pc", "at", "group", "surprised", "stats"};
    for (const SheetField& field : sheet) {
        if (field.kind == SheetField::Kind::Records) {
            keys.push_back(field.key);
        }
    }
    requireKnownKeys(entry, keys, "a combatant");
    ScenarioCombatant result;
    Combatant& c = result.combatant;
    if (!entry.contains("id") || !entry["id"].is_string()) {
        throw ScenarioError(0, "id", "every combatant needs an id");
    }
    c.id = entry["id"].get<std::string>();
    // A plain check: std::regex recurses once per character and overflowed the stack on a long id.
    if (auto problem = limits::textProblem(c.id, limits::TextKind::Id)) {
        throw ScenarioError(0, "id",
                            fmt::format("combatant id '{}' {}", c.id.substr(0, limits::kMaxIdLength), *problem));
    }
    c.name = entry.contains("name") ? stringAt(entry, "name", "the name of " + c.id) : c.id;
    c.side = entry.contains("side") ? stringAt(entry, "side", "the side of " + c.id) : std::string();
    for (const auto& [key, text] : {std::pair{"name", &c.name}, std::pair{"side", &c.side}}) {
        if (auto problem = limits::combatantTextProblem(key, *text)) {
            throw ScenarioError(0, key, fmt::format("the {} of {} {}", key, c.id, *problem));
        }
    }
    for (const auto& [key, value] : {std::pair{"pc", &c.pc}, std::pair{"surprised", &c.surprised}}) {
        if (entry.contains(key)) {
            if (!entry[key].is_boolean()) {
                throw ScenarioError(0, key, fmt::format("'{}' of {} is true or false", key, c.id));
            }
            *value = entry[key].get<bool>();
        }
    }
    if (entry.contains("group") && !entry["group"].is_null()) {
        result.group = stringAt(entry, "group", "the group of " + c.id);
        checkText(result.group, limits::TextKind::Id, "group", "the group id of " + c.id);
    }
    if (entry.contains("at")) {
        const auto& at = entry["at"];
        if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer()) {
            throw ScenarioError(0, "at", "'at' of " + c.id + " is [column, row]");
        }
        c.at =
            Position{wholeNumber(at[0], "at", "the column of " + c.id), wholeNumber(at[1], "at", "the row of " + c.id)};
        result.placed = true;
    }
    if (rules != nullptr) {
        nlohmann::json stats = entry.value("stats", nlohmann::json::object());
        for (const SheetField& field : sheet) {
            if (field.kind == SheetField::Kind::Records && entry.contains(field.key)) {
                if (stats.is_object() && stats.contains(field.key)) {
                    throw ScenarioError(
                        0, field.key,
                        fmt::format("'{}' of {} is given twice, beside and in its stats", field.key, c.id));
                }
                if (stats.is_object()) {
                    stats[field.key] = entry[field.key];
                }
            }
        }
        loadSheet(stats, c, sheet);
        result.stats = std::move(stats);
    }
    // The engine's own set-up check, so a file cannot bring in what the builder would refuse.
    if (auto problem = limits::combatantProblem(c)) {
        throw ScenarioError(0, "stats", *problem);
    }
    if (rules != nullptr) {
        if (auto problem = rules->sheetSetupProblem(c.sheet, SetupCheck::Stored)) {
            throw ScenarioError(0, problem->field, fmt::format("{}: {}", c.id, problem->message));
        }
    }
    return result;
}

void ScenarioLoader::loadSheet(const nlohmann::json& stats, Combatant& c, const std::vector<SheetField>& sheet) {
    const std::string where = "the stats of " + c.id;
    if (!stats.is_object()) {
        throw ScenarioError(0, "stats", where + " are an object");
    }
    for (const auto& item : stats.items()) {
        const std::string key = item.key();
        const nlohmann::json& value = item.value();
        const auto field = std::find_if(sheet.begin(), sheet.end(), [&](const SheetField& f) { return f.key == key; });
        if (field == sheet.end()) {
            const std::string shown = key.substr(0, limits::kMaxIdLength);
            throw ScenarioError(0, shown, fmt::format("unknown key '{}' in {}", shown, where));
        }
        const auto inBounds = [&](int number) {
            if (number < field->minimum) {
                throw ScenarioError(
                    0, key, fmt::format("'{}' in {} must be at least {}, not {}", key, where, field->minimum, number));
            }
            if (number > field->maximum) {
                throw ScenarioError(
                    0, key, fmt::format("'{}' in {} must be at most {}, not {}", key, where, field->maximum, number));
            }
            return number;
        };
        switch (field->kind) {
        case SheetField::Kind::Integer:
            c.sheet.numbers[key] = inBounds(wholeNumber(value, key, "'" + key + "' in " + where));
            break;
        case SheetField::Kind::IntegerList: {
            if (!value.is_array() || value.size() > static_cast<std::size_t>(limits::kMaxListEntries)) {
                throw ScenarioError(0, key,
                                    fmt::format("'{}' in {} is a list of at most {} whole numbers", key, where,
                                                limits::kMaxListEntries));
            }
            auto& list = c.sheet.lists[key];
            for (const auto& entry : value) {
                list.push_back(inBounds(wholeNumber(entry, key, "an entry of '" + key + "' in " + where)));
            }
            break;
        }
        case SheetField::Kind::Choice:
        case SheetField::Kind::Text:
            c.sheet.texts[key] = word(*field, value, "'" + key + "' in " + where);
            break;
        case SheetField::Kind::Flag:
            c.sheet.numbers[key] = flag(value, "'" + key + "' in " + where);
            break;
        case SheetField::Kind::Records:
            c.sheet.records[key] = records(*field, value, where);
            break;
        }
    }
}

int ScenarioLoader::flag(const nlohmann::json& value, const std::string& where) {
    if (!value.is_boolean()) {
        throw ScenarioError(0, "stats", where + " is true or false");
    }
    return value.get<bool>() ? 1 : 0;
}

std::string ScenarioLoader::word(const SheetField& field, const nlohmann::json& value, const std::string& where) {
    if (!value.is_string()) {
        throw ScenarioError(0, field.key, where + " is a string");
    }
    std::string text = value.get<std::string>();
    if (field.kind == SheetField::Kind::Choice) {
        const bool known = std::any_of(field.choices.begin(), field.choices.end(),
                                       [&](const Choice& choice) { return choice.id == text; });
        if (!known) {
            std::string listed;
            for (const Choice& choice : field.choices) {
                listed += (listed.empty() ? "" : ", ") + choice.id;
            }
            throw ScenarioError(0, field.key, fmt::format("{} is not one of its choices ({})", where, listed));
        }
    } else if (!textFits(field, text)) {
        throw ScenarioError(
            0, field.key,
            fmt::format("{} has at most {} characters, not {}", where, field.maximum, limits::characterCount(text)));
    }
    return text;
}

std::string ScenarioLoader::optionText(const nlohmann::json& value) {
    return value.is_string() ? value.get<std::string>() : value.dump();
}

bool ScenarioLoader::textFits(const SheetField& field, std::string_view utf8) {
    return field.maximum >= 0 && limits::characterCount(utf8) <= static_cast<std::size_t>(field.maximum);
}

std::vector<SheetRecord> ScenarioLoader::records(const SheetField& field, const nlohmann::json& value,
                                                 const std::string& owner) {
    const std::string where = fmt::format("'{}' of {}", field.key, owner.substr(owner.rfind(' ') + 1));
    if (!value.is_array() || value.size() > static_cast<std::size_t>(field.maximum)) {
        throw ScenarioError(0, field.key, fmt::format("{} is a list of at most {} objects", where, field.maximum));
    }
    std::vector<SheetRecord> read;
    std::set<std::string> ids;
    for (std::size_t index = 0; index < value.size(); ++index) {
        const nlohmann::json& entry = value[index];
        const std::string at = fmt::format("entry {} of {}", index + 1, where);
        if (!entry.is_object()) {
            throw ScenarioError(0, field.key, at + " is an object");
        }
        SheetRecord record;
        for (const auto& item : entry.items()) {
            const auto sub = std::find_if(field.fields.begin(), field.fields.end(),
                                          [&](const SheetField& f) { return f.key == item.key(); });
            if (sub == field.fields.end()) {
                const std::string shown = item.key().substr(0, limits::kMaxIdLength);
                throw ScenarioError(0, field.key, fmt::format("unknown key '{}' in {}", shown, at));
            }
            const std::string what = fmt::format("'{}' in {}", sub->key, at);
            if (sub->kind == SheetField::Kind::Integer) {
                const int number = wholeNumber(item.value(), sub->key, what);
                if (number < sub->minimum || number > sub->maximum) {
                    throw ScenarioError(
                        0, field.key,
                        fmt::format("{} must be from {} to {}, not {}", what, sub->minimum, sub->maximum, number));
                }
                record.numbers[sub->key] = number;
            } else if (sub->kind == SheetField::Kind::Flag) {
                record.numbers[sub->key] = flag(item.value(), what);
            } else {
                record.texts[sub->key] = word(*sub, item.value(), what);
            }
        }
        for (const SheetField& sub : field.fields) {
            if (sub.required && !entry.contains(sub.key)) {
                throw ScenarioError(0, field.key, fmt::format("{} needs '{}'", at, sub.key));
            }
        }
        if (!field.fields.empty()) {
            const std::string& idKey = field.fields.front().key;
            const std::string id = record.text(idKey);
            if (!id.empty() && !ids.insert(id).second) {
                throw ScenarioError(0, field.key, fmt::format("{} '{}' is used twice in {}", idKey, id, where));
            }
        }
        read.push_back(std::move(record));
    }
    return read;
}

} // namespace scouter::engine
