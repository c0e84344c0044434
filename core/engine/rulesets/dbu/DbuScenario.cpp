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
    if (state.rules.get<DbuState>() == nullptr) {
        return; // not set up for DBU: nothing of DBU's to show
    }
    view["instantSequence"] = dbuState(state).instantSequence;
    for (const auto& c : state.combatants) {
        const Fighter& f = fighter(state, c);
        const std::string prefix = c.id + ".";
        view[prefix + "actions"] = f.actions;
        view[prefix + "counterActions"] = f.counterActions();
        view[prefix + "life"] = f.life;
        view[prefix + "ki"] = f.ki;
        view[prefix + "tier"] = f.tier();
        view[prefix + "charges"] = f.charges;
        view[prefix + "powerUp"] = f.powerUp;
        view[prefix + "holdingBack"] = f.holdingBack;
        view[prefix + "capacity"] = f.capacity();
    }
}

} // namespace scouter::engine::dbu
