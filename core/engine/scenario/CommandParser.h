#pragma once

#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/Ruleset.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <set>
#include <string>

namespace scouter::engine {

// Turns a `do`/`refuse` step into a Command, checking that every key, combatant, maneuver and
// condition it names exists (otherwise the scenario is invalid: ScenarioError). The maneuvers and
// conditions are the ones the ruleset describes (namesOf).
class CommandParser {
public:
    // The names a scenario may use, read once from the ruleset's description.
    struct Names {
        std::set<std::string, std::less<>> maneuvers;
        std::set<std::string, std::less<>> conditions;
        std::map<std::string, std::set<std::string>, std::less<>> commands; // each with its keys
        const Ruleset* rules = nullptr;                                     // judges malformed commands
    };
    [[nodiscard]] static Names namesOf(const Ruleset& rules);

    [[nodiscard]] static Command parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                                       const EncounterState& state, const Names& names);
};

} // namespace scouter::engine
