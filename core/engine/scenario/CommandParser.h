#pragma once

#include "model/EncounterState.h"
#include "rules/Command.h"

#include <nlohmann/json.hpp>

namespace scouter::engine {

// Turns a `do`/`refuse` step into a Command, checking that every key, combatant, maneuver and
// condition it names exists (otherwise the scenario is invalid: ScenarioError).
class CommandParser {
public:
    [[nodiscard]] static Command parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                                       const EncounterState& state);
};

} // namespace scouter::engine
