#pragma once

#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/Ruleset.h"

#include <nlohmann/json.hpp>

namespace scouter::engine {

// Turns a `do`/`refuse` step into a Command, checking that every key, combatant, maneuver and
// condition it names exists (otherwise the scenario is invalid: ScenarioError). The maneuvers and
// conditions are the ones `rules` describes.
class CommandParser {
public:
    [[nodiscard]] static Command parse(const nlohmann::json& step, const std::string& stepKey, int stepNumber,
                                       const EncounterState& state, const Ruleset& rules);
};

} // namespace scouter::engine
