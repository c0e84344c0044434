#pragma once

#include "rules/Description.h"
#include "rules/Ruleset.h"
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
    // `rules` is the scenario's ruleset when the build plays it: a ruleset that describes its
    // sheet (Ruleset::sheet) has its stats read by that description.
    [[nodiscard]] static ScenarioCombatant loadCombatant(const nlohmann::json& entry, const Ruleset* rules,
                                                         const std::vector<SheetField>& sheet);
    static void loadStats(const nlohmann::json& stats, Combatant& combatant);
    static void loadSheet(const nlohmann::json& stats, Combatant& combatant, const Ruleset& rules,
                          const std::vector<SheetField>& sheet);
};

} // namespace scouter::engine
