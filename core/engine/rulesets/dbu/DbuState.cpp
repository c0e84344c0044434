// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuState.h"

#include <stdexcept>

namespace scouter::engine::dbu {

const AttackRecord& SharedAttack::none() {
    static const AttackRecord none;
    return none;
}

void throwNotPrepared() {
    throw std::logic_error("the encounter was not prepared for DBU");
}

void throwNotOurs(const Combatant& combatant) {
    throw std::logic_error("combatant \"" + combatant.id + "\" is not one of this encounter's");
}

Fighter& fighter(EncounterState& state, const std::string& id) {
    const Combatant* found = state.find(id);
    if (found == nullptr) {
        throw std::logic_error("no combatant \"" + id + "\" in this encounter");
    }
    return fighter(state, *found);
}

const Fighter& fighter(const EncounterState& state, const std::string& id) {
    const Combatant* found = state.find(id);
    if (found == nullptr) {
        throw std::logic_error("no combatant \"" + id + "\" in this encounter");
    }
    return fighter(state, *found);
}

const Fighter* findFighter(const EncounterState& state, const std::string& id) {
    const Combatant* found = state.find(id);
    const auto* rules = state.rules.get<DbuState>();
    if (found == nullptr || rules == nullptr) {
        return nullptr;
    }
    const auto index = static_cast<std::size_t>(found - state.combatants.data());
    return index < rules->fighters.size() ? &rules->fighters[index] : nullptr;
}

bool isHiddenFrom(const EncounterState& state, const Combatant& hider, const Combatant& observer) {
    if (!state.isHidden(hider.id) || !state.isOpponent(hider, observer)) {
        return false;
    }
    const auto& found = fighter(state, hider).foundBy;
    return std::find(found.begin(), found.end(), observer.id) == found.end();
}

} // namespace scouter::engine::dbu
