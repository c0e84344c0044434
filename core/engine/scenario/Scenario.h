// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Combatant.h"

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace scouter::engine {

struct ScenarioCombatant {
    Combatant combatant;
    std::string group;
    bool placed = false;  // whether the file gave its square (`at`)
    nlohmann::json stats; // its stats as read, a sheet's records given beside them among them
};

// A parsed `scouter-scenario/1` file (see docs/scenario-format.md in the shared docs).
struct Scenario {
    std::string title;
    std::string ruleset;
    std::map<std::string, std::string> options;
    std::vector<int> dice;
    std::vector<ScenarioCombatant> combatants;
    std::vector<nlohmann::json> steps;
};

} // namespace scouter::engine
