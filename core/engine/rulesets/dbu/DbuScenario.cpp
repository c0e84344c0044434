#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"

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
    view["instantSequence"] = dbuState(state).instantSequence;
    for (const auto& c : state.combatants) {
        const std::string prefix = c.id + ".";
        view[prefix + "actions"] = fighter(state, c).actions;
        view[prefix + "counterActions"] = fighter(state, c).counterActions();
        view[prefix + "life"] = fighter(state, c).life;
        view[prefix + "ki"] = fighter(state, c).ki;
        view[prefix + "tier"] = fighter(state, c).tier();
        view[prefix + "charges"] = fighter(state, c).charges;
        view[prefix + "powerUp"] = fighter(state, c).powerUp;
        view[prefix + "holdingBack"] = fighter(state, c).holdingBack;
        view[prefix + "capacity"] = fighter(state, c).capacity();
    }
}

} // namespace scouter::engine::dbu
