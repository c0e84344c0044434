#include "dbu/DbuCommands.h"
#include "dbu/DbuRuleset.h"
#include "rules/CommandList.h"

#include <nlohmann/json.hpp>

// What the scenario contract (scenario-format.md) reads of DBU: its commands with their keys,
// and the paths only DBU has.
namespace scouter::engine::dbu {

namespace {
using DbuCommandList = CommandList<Surprise, RollInitiative, commands::SetInitiative, commands::BreakTie,
                                   commands::Resolve, commands::Start, commands::EndTurn, commands::SkipTurn, Convert,
                                   commands::Decline, UseManeuver, LoseLife, Heal, AdjustKi, commands::Condition,
                                   commands::Relation, commands::Leave, commands::End, InstantOrder>;
} // namespace

std::vector<CommandSpec> DbuRuleset::commandSpecs() const {
    return DbuCommandList::specs();
}

CommandReading DbuRuleset::readCommand(const CommandForm& form) const {
    return DbuCommandList::read(form);
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
