// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/InitiativeOrder.h"

#include <algorithm>
#include <tuple>

namespace scouter::engine {

namespace {
auto rulesKey(const Slot& slot) {
    // Negated so that "higher goes first" sorts ascending; a missing roll-off or rank sorts last.
    return std::make_tuple(-slot.initiative, -slot.agilityScore, -slot.tieRoll.value_or(0),
                           slot.arcRank.value_or(1 << 20));
}
} // namespace

bool actsBefore(const Slot& a, const Slot& b) {
    const auto keyA = rulesKey(a);
    const auto keyB = rulesKey(b);
    if (keyA != keyB) {
        return keyA < keyB;
    }
    return a.fileIndex < b.fileIndex;
}

bool tiedForOrder(const Slot& a, const Slot& b) {
    return rulesKey(a) == rulesKey(b);
}

void sortOrder(EncounterState& state) {
    if (state.orderFrozen) {
        // Legacy play keeps the order it started with; only those who left drop out of it.
        std::erase_if(state.order, [&](const std::string& id) {
            const Slot* slot = state.findSlot(id);
            return slot == nullptr || !slot->active;
        });
        state.orderPositions.clear();
        for (const auto& id : state.order) {
            state.orderPositions.push_back(static_cast<std::uint32_t>(state.findSlot(id) - state.slots.data()));
        }
        return;
    }
    std::vector<const Slot*> ranked;
    for (const auto& slot : state.slots) {
        if (slot.active && slot.hasInitiative) {
            ranked.push_back(&slot);
        }
    }
    std::sort(ranked.begin(), ranked.end(), [](const Slot* a, const Slot* b) { return actsBefore(*a, *b); });
    state.order.clear();
    state.orderPositions.clear();
    for (const Slot* slot : ranked) {
        state.order.push_back(slot->id);
        state.orderPositions.push_back(static_cast<std::uint32_t>(slot - state.slots.data()));
    }
}

} // namespace scouter::engine
