// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuCommands.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "rules/CommandList.h"

#include <nlohmann/json.hpp>

// What the scenario contract (scenario-format.md) reads of DBU: its commands with their keys,
// and the paths only DBU has.
namespace scouter::engine::dbu {

namespace {
using DbuCommandList =
    CommandList<Surprise, RollInitiative, commands::SetInitiative, commands::BreakTie, commands::Resolve,
                commands::Start, commands::EndTurn, commands::SkipTurn, Convert, commands::Decline, UseManeuver,
                LoseLife, Heal, AdjustKi, commands::Condition, commands::Relation, commands::Side, commands::Leave,
                commands::End, InstantOrder, DuelResult>;
} // namespace

std::vector<CommandSpec> DbuRuleset::commandSpecs() const {
    return DbuCommandList::specs();
}

CommandReading DbuRuleset::readCommand(const CommandForm& form) const {
    return DbuCommandList::read(form);
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
        view[prefix + "capacityLeft"] = f.capacityLeft();
        view[prefix + "forms"] = f.forms;
    }
    const std::string& winner = dbuState(state).duelWinner;
    view["duelWinner"] = winner.empty() ? nlohmann::json(nullptr) : nlohmann::json(winner);
}

} // namespace scouter::engine::dbu
