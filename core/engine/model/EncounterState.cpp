// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EncounterState.h"

#include <algorithm>

namespace scouter::engine {

void EncounterState::indexIds() {
    combatantIndex.rebuild(combatants);
    slotIndex.rebuild(slots);
    slotPositions.clear();
    for (const auto& combatant : combatants) {
        const std::size_t at = slotIndex.find(combatant.slot, slots);
        slotPositions.push_back(at == IdIndex::npos ? static_cast<std::uint32_t>(-1) : static_cast<std::uint32_t>(at));
    }
}

// Where the hint was wrong (the first time, or another state): found by id, and noted.
const Combatant* EncounterState::findAndHint(const std::string& id, const IdHint& hint) const {
    const Combatant* found = find(id);
    if (found != nullptr) {
        hint.set(static_cast<std::uint32_t>(found - combatants.data()));
    }
    return found;
}

const Slot* EncounterState::findSlotAndHint(const std::string& id, const IdHint& hint) const {
    const Slot* found = findSlot(id);
    if (found != nullptr) {
        hint.set(static_cast<std::uint32_t>(found - slots.data()));
    }
    return found;
}

const Combatant* EncounterState::scanCombatants(const std::string& id) const {
    for (const auto& combatant : combatants) {
        if (combatant.id == id) {
            return &combatant;
        }
    }
    return nullptr;
}

Combatant* EncounterState::editCombatant(const std::string& id) {
    const Combatant* found = find(id);
    return found == nullptr ? nullptr : &combatants.edit(static_cast<std::size_t>(found - combatants.data()));
}

const Slot* EncounterState::scanSlots(const std::string& id) const {
    for (const auto& slot : slots) {
        if (slot.id == id) {
            return &slot;
        }
    }
    return nullptr;
}

Slot* EncounterState::editSlot(const std::string& id) {
    const Slot* found = findSlot(id);
    return found == nullptr ? nullptr : &slots.edit(static_cast<std::size_t>(found - slots.data()));
}

bool EncounterState::isOpponentByRelations(const Combatant& a, const Combatant& b) const {
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

bool EncounterState::isDefeated(const std::string& who) const {
    return hasCondition(who, "defeated");
}

bool EncounterState::hasCondition(const std::string& who, std::string_view condition) const {
    return effects.anyOf(EffectKind::Condition,
                         [&](const Effect& effect) { return effect.owner == who && effect.name == condition; });
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

bool EncounterState::isStanding(const Combatant& combatant) const {
    return combatant.active && !isDefeated(combatant.id);
}

} // namespace scouter::engine
