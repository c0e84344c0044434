#pragma once

#include "scenario/Scenario.h"

#include <nlohmann/json.hpp>

namespace scouter::engine {

// Reads the header and the combatants of a scenario; throws ScenarioError naming the key. Every
// bound of model/Limits.h is checked here as the engine's set-up checks it, so a hand-made file
// gets the message before anything runs.
class ScenarioLoader {
public:
    [[nodiscard]] static Scenario load(const nlohmann::json& file);

private:
    [[nodiscard]] static ScenarioCombatant loadCombatant(const nlohmann::json& entry);
    static void loadStats(const nlohmann::json& stats, Combatant& combatant);
};

} // namespace scouter::engine
