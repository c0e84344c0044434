#include "scenario/ScenarioLoader.h"

#include "scenario/ScenarioError.h"

#include <array>
#include <regex>
#include <set>

namespace scouter::engine {

namespace {

void requireKnownKeys(const nlohmann::json& object, std::initializer_list<std::string_view> known,
                      const std::string& where) {
    for (const auto& [key, value] : object.items()) {
        bool found = false;
        for (auto name : known) {
            found = found || name == key;
        }
        if (!found) {
            throw ScenarioError(0, key, "unknown key '" + key + "' in " + where);
        }
    }
}

int intAt(const nlohmann::json& object, const std::string& key, const std::string& where) {
    const auto& value = object.at(key);
    if (!value.is_number_integer()) {
        throw ScenarioError(0, key, "'" + key + "' in " + where + " must be an integer");
    }
    return value.get<int>();
}

} // namespace

Scenario ScenarioLoader::load(const nlohmann::json& file) {
    if (!file.is_object()) {
        throw ScenarioError(0, "format", "a scenario is a JSON object");
    }
    requireKnownKeys(file, {"format", "title", "ruleset", "options", "dice", "combatants", "steps"}, "the file");
    if (file.value("format", std::string()) != "scouter-scenario/1") {
        throw ScenarioError(0, "format", "format must be \"scouter-scenario/1\"");
    }
    Scenario scenario;
    scenario.title = file.value("title", std::string());
    if (!file.contains("ruleset") || !file["ruleset"].is_string()) {
        throw ScenarioError(0, "ruleset", "the ruleset is required");
    }
    scenario.ruleset = file["ruleset"].get<std::string>();
    if (file.contains("options")) {
        if (!file["options"].is_object()) {
            throw ScenarioError(0, "options", "options is an object");
        }
        for (const auto& [name, value] : file["options"].items()) {
            scenario.options[name] = value.is_string() ? value.get<std::string>() : value.dump();
        }
    }
    if (file.contains("dice")) {
        if (!file["dice"].is_array()) {
            throw ScenarioError(0, "dice", "dice is an array of faces");
        }
        for (const auto& face : file["dice"]) {
            if (!face.is_number_integer() || face.get<int>() < 1) {
                throw ScenarioError(0, "dice", "a scripted face is a whole number of at least 1");
            }
            scenario.dice.push_back(face.get<int>());
        }
    }
    if (!file.contains("combatants") || !file["combatants"].is_array()) {
        throw ScenarioError(0, "combatants", "combatants is a required array");
    }
    if (!file.contains("steps") || !file["steps"].is_array()) {
        throw ScenarioError(0, "steps", "steps is a required array");
    }
    std::set<std::string> ids;
    for (const auto& entry : file["combatants"]) {
        ScenarioCombatant loaded = loadCombatant(entry);
        if (!ids.insert(loaded.combatant.id).second) {
            throw ScenarioError(0, "id", "combatant id '" + loaded.combatant.id + "' is used twice");
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

ScenarioCombatant ScenarioLoader::loadCombatant(const nlohmann::json& entry) {
    if (!entry.is_object()) {
        throw ScenarioError(0, "combatants", "each combatant is an object");
    }
    requireKnownKeys(entry, {"id", "name", "side", "pc", "at", "group", "surprised", "stats"}, "a combatant");
    ScenarioCombatant result;
    Combatant& c = result.combatant;
    if (!entry.contains("id") || !entry["id"].is_string()) {
        throw ScenarioError(0, "id", "every combatant needs an id");
    }
    c.id = entry["id"].get<std::string>();
    static const std::regex kId("[a-z0-9_-]+");
    if (!std::regex_match(c.id, kId)) {
        throw ScenarioError(0, "id", "combatant id '" + c.id + "' is not [a-z0-9_-]+");
    }
    c.name = entry.value("name", c.id);
    c.side = entry.value("side", std::string());
    c.pc = entry.value("pc", false);
    c.surprised = entry.value("surprised", false);
    if (entry.contains("group") && !entry["group"].is_null()) {
        result.group = entry["group"].get<std::string>();
    }
    if (entry.contains("at")) {
        const auto& at = entry["at"];
        if (!at.is_array() || at.size() != 2 || !at[0].is_number_integer() || !at[1].is_number_integer()) {
            throw ScenarioError(0, "at", "'at' of " + c.id + " is [column, row]");
        }
        c.at = Position{at[0].get<int>(), at[1].get<int>()};
    }
    loadStats(entry.value("stats", nlohmann::json::object()), c);
    return result;
}

void ScenarioLoader::loadStats(const nlohmann::json& stats, Combatant& c) {
    requireKnownKeys(stats,
                     {"agilityScore", "agilityModifier", "tier", "life", "ki", "lifeNow", "kiNow", "capacity",
                      "normalSpeed", "boostedSpeed", "force", "spirit", "personality", "initiativeBonus", "meleeRange",
                      "size", "thresholds"},
                     "the stats of " + c.id);
    const std::string where = "the stats of " + c.id;
    const std::array<std::pair<const char*, int*>, 14> numbers{{
        {"agilityScore", &c.stats.agilityScore},
        {"agilityModifier", &c.stats.agilityModifier},
        {"tier", &c.stats.tier},
        {"life", &c.stats.life},
        {"ki", &c.stats.ki},
        {"capacity", &c.stats.capacity},
        {"normalSpeed", &c.stats.normalSpeed},
        {"boostedSpeed", &c.stats.boostedSpeed},
        {"force", &c.stats.force},
        {"spirit", &c.stats.spirit},
        {"personality", &c.stats.personality},
        {"initiativeBonus", &c.stats.initiativeBonus},
        {"meleeRange", &c.stats.meleeRange},
        {"size", &c.stats.size},
    }};
    for (const auto& [key, field] : numbers) {
        if (stats.contains(key)) {
            *field = intAt(stats, key, where);
        }
    }
    if (stats.contains("thresholds")) {
        for (const auto& value : stats["thresholds"]) {
            c.stats.thresholds.push_back(value.get<int>());
        }
    }
    c.life = stats.contains("lifeNow") ? intAt(stats, "lifeNow", where) : c.stats.life;
    c.ki = stats.contains("kiNow") ? intAt(stats, "kiNow", where) : c.stats.ki;
}

} // namespace scouter::engine
