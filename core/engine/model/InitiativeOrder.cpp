// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/InitiativeOrder.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <tuple>
#include <utility>

namespace scouter::engine {

namespace {
constexpr int kNoRank = 1 << 20;

auto rulesKey(const Slot& slot) {
    // Negated so that "higher goes first" sorts ascending; a missing roll-off or rank sorts last.
    return std::make_tuple(-slot.initiative, -slot.agilityScore, -slot.tieRoll.value_or(0),
                           slot.arcRank.value_or(kNoRank));
}
} // namespace

bool actsBefore(const Slot& a, const Slot& b) {
    // rulesKey's order, key by key, so the first that differs (nearly always the Initiative)
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
    // Ranked from the order as it stood, which is nearly always sorted already (a roll-off or the
    // ARC's order moves a few tied slots): an insertion sort, which is a pass over a sorted list,
    // and ids rewritten only where they moved, into the strings already there. The full key makes
    // the result the same whatever the order it starts from.
    struct Ranked {
        decltype(rulesKey(std::declval<const Slot&>())) key;
        int fileIndex;
        std::uint32_t position;
    };
    const auto before = [](const Ranked& a, const Ranked& b) {
        if (a.key != b.key) {
            return a.key < b.key;
        }
        return a.fileIndex < b.fileIndex;
    };
    const std::size_t count = state.slots.size();
    std::vector<Ranked> ranked;
    ranked.reserve(count);
    std::vector<bool> taken(count, false);
    const auto take = [&](std::uint32_t position) {
        const Slot& slot = state.slots[position];
        if (!taken[position] && slot.active && slot.hasInitiative) {
            taken[position] = true;
            ranked.push_back({rulesKey(slot), slot.fileIndex, position});
        }
    };
    const bool positionsKept = state.orderPositions.size() == state.order.size();
    if (positionsKept) {
        for (std::size_t at = 0; at < state.order.size(); ++at) {
            const std::uint32_t position = state.orderPositions[at];
            if (position < count && sameId(state.slots[position].id, state.order[at])) {
                take(position);
            }
        }
    }
    for (std::uint32_t position = 0; position < count; ++position) {
        take(position);
    }
    for (std::size_t at = 1; at < ranked.size(); ++at) {
        Ranked moving = ranked[at];
        std::size_t to = at;
        for (; to > 0 && before(moving, ranked[to - 1]); --to) {
            ranked[to] = ranked[to - 1];
        }
        ranked[to] = moving;
    }
    state.order.resize(ranked.size());
    state.orderPositions.resize(ranked.size());
    for (std::size_t at = 0; at < ranked.size(); ++at) {
        const std::string& id = state.slots[ranked[at].position].id;
        if (!positionsKept || state.orderPositions[at] != ranked[at].position || !sameId(state.order[at], id)) {
            state.order[at] = id;
            state.orderPositions[at] = ranked[at].position;
        }
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
