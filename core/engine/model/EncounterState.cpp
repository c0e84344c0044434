// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EncounterState.h"

#include <algorithm>

namespace scouter::engine {

void EncounterState::indexIds() {
    combatantIndex.rebuild(combatants);
    slotIndex.rebuild(slots);
}

bool EncounterState::isOpponentAsAnnounced(const Combatant& a, const Combatant& b) const {
    if (a.id == b.id) {
        return false; // you are neither your own Ally nor your own Opponent
    }
    const std::string& low = std::min(a.id, b.id);
    const std::string& high = std::max(a.id, b.id);
    for (const auto& relation : relations) {
        if (relation.a == low && relation.b == high) {
            return !relation.allies;
        }
    }
    return a.side != b.side;
}

bool EncounterState::isHidden(const std::string& who) const {
    return hasCondition(who, "hidden");
}

std::vector<std::string> EncounterState::conditionsOf(const std::string& who) const {
    std::vector<std::string> names;
    for (const auto& effect : effects) {
        if (effect.kind == EffectKind::Condition && effect.owner == who) {
            names.push_back(effect.name);
        }
    }
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

} // namespace scouter::engine
