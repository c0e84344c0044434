// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/InitiativeOrder.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace scouter::engine {

namespace {
constexpr int kNoRank = 1 << 20; // a missing roll-off rank sorts last
} // namespace

bool actsBefore(const Slot& a, const Slot& b) {
    // Higher goes first, key by key, so the first that differs (nearly always the Initiative)
    // answers without the others being read.
    if (a.initiative != b.initiative) {
        return a.initiative > b.initiative;
    }
    if (a.agilityScore != b.agilityScore) {
        return a.agilityScore > b.agilityScore;
    }
    const int tieA = a.tieRoll.value_or(0);
    const int tieB = b.tieRoll.value_or(0);
    if (tieA != tieB) {
        return tieA > tieB;
    }
    const int rankA = a.arcRank.value_or(kNoRank);
    const int rankB = b.arcRank.value_or(kNoRank);
    if (rankA != rankB) {
        return rankA < rankB;
    }
    return a.fileIndex < b.fileIndex;
}

bool tiedForOrder(const Slot& a, const Slot& b) {
    return a.initiative == b.initiative && a.agilityScore == b.agilityScore &&
           a.tieRoll.value_or(0) == b.tieRoll.value_or(0) && a.arcRank.value_or(kNoRank) == b.arcRank.value_or(kNoRank);
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
    // Only roll-offs, the ARC's order and an order not as this left it come here: an Initiative set
    // and a slot that left move one slot (placeInOrder, dropFromOrder).
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

void placeInOrder(EncounterState& state, std::size_t position) {
    if (state.orderFrozen || position >= state.slots.size() || state.orderPositions.size() != state.order.size()) {
        sortOrder(state);
        return;
    }
    auto& order = state.order;
    auto& positions = state.orderPositions;
    for (std::size_t at = 0; at < order.size(); ++at) {
        if (positions[at] == position) {
            order.erase(order.begin() + static_cast<std::ptrdiff_t>(at));
            positions.erase(positions.begin() + static_cast<std::ptrdiff_t>(at));
            break;
        }
    }
    // The others must stand as sortOrder leaves them: every ranked slot once, each before the next.
    std::size_t others = 0;
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        others += i != position && state.slots[i].active && state.slots[i].hasInitiative ? 1 : 0;
    }
    if (others != order.size()) {
        sortOrder(state);
        return;
    }
    const Slot& placed = state.slots[position];
    const bool ranked = placed.active && placed.hasInitiative;
    std::size_t to = order.size();
    for (std::size_t at = 0; at < order.size(); ++at) {
        const std::uint32_t other = positions[at];
        if (other >= state.slots.size()) {
            sortOrder(state);
            return;
        }
        const Slot& slot = state.slots[other];
        if (!sameId(slot.id, order[at]) || !slot.active || !slot.hasInitiative ||
            (at > 0 && !actsBefore(state.slots[positions[at - 1]], slot))) {
            sortOrder(state);
            return;
        }
        if (to == order.size() && actsBefore(placed, slot)) {
            to = at;
        }
    }
    if (ranked) {
        order.insert(order.begin() + static_cast<std::ptrdiff_t>(to), placed.id);
        positions.insert(positions.begin() + static_cast<std::ptrdiff_t>(to), static_cast<std::uint32_t>(position));
    }
}

void dropFromOrder(EncounterState& state, const std::string& slot) {
    const bool positionsKept = state.orderPositions.size() == state.order.size();
    for (std::size_t at = 0; at < state.order.size(); ++at) {
        if (sameId(state.order[at], slot)) {
            state.order.erase(state.order.begin() + static_cast<std::ptrdiff_t>(at));
            if (positionsKept) {
                state.orderPositions.erase(state.orderPositions.begin() + static_cast<std::ptrdiff_t>(at));
            }
            return;
        }
    }
}

} // namespace scouter::engine
