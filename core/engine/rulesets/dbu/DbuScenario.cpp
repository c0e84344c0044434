#include "dbu/DbuRuleset.h"

#include <nlohmann/json.hpp>

// What the scenario contract (scenario-format.md) reads of DBU: its commands with their keys,
// and the paths only DBU has.
namespace scouter::engine::dbu {

std::map<std::string, std::set<std::string>, std::less<>> DbuRuleset::commandKeys() const {
    return {
        {"surprise", {"who"}},
        {"rollInitiative", {"who"}},
        {"setInitiative", {"who", "roll", "value"}},
        {"breakTie", {"order"}},
        {"resolve", {"choice"}},
        {"start", {}},
        {"endTurn", {"who"}},
        {"skipTurn", {"who"}},
        {"convert", {"who", "count"}},
        {"decline", {"who"}},
        {"maneuver",
         {"who", "name", "target", "to", "mode", "option", "stacks", "ki", "hit", "damage", "category", "counter",
          "amount"}},
        {"damage", {"who", "amount", "by"}},
        {"heal", {"who", "amount", "by"}},
        {"ki", {"who", "amount"}},
        {"condition", {"who", "add", "remove", "until"}},
        {"relation", {"a", "b", "as"}},
        {"leave", {"who", "reason"}},
        {"end", {"outcome"}},
        {"instantOrder", {"choices"}},
    };
}

void DbuRuleset::statePaths(const EncounterState& state, nlohmann::json& view) const {
    view["instantSequence"] = state.instantSequence;
    for (const auto& c : state.combatants) {
        const std::string prefix = c.id + ".";
        view[prefix + "actions"] = c.actions;
        view[prefix + "counterActions"] = c.counterActions();
        view[prefix + "life"] = c.life;
        view[prefix + "ki"] = c.ki;
        view[prefix + "tier"] = c.tier();
        view[prefix + "charges"] = c.charges;
        view[prefix + "powerUp"] = c.powerUp;
        view[prefix + "holdingBack"] = c.holdingBack;
        view[prefix + "capacity"] = c.capacity();
    }
}

} // namespace scouter::engine::dbu
