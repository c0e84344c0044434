#pragma once

#include "scenario/Scenario.h"

#include <nlohmann/json.hpp>

namespace scouter::engine {

// Reads the header and the combatants of a scenario; throws ScenarioError naming the key.
class ScenarioLoader {
public:
    [[nodiscard]] static Scenario load(const nlohmann::json& file);

private:
    [[nodiscard]] static ScenarioCombatant loadCombatant(const nlohmann::json& entry);
    static void loadStats(const nlohmann::json& stats, Combatant& combatant);
};

} // namespace scouter::engine
