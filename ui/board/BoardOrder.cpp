// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/BoardOrder.h"

#include "model/EncounterState.h"

#include <string_view>
#include <unordered_set>

namespace scouter::ui {

std::vector<BoardRow> boardOrder(const engine::EncounterState& state) {
    std::vector<BoardRow> rows;
    rows.reserve(state.slots.size());
    // Each slot once, whichever pass meets it first: a set, as a list searched for each slot of 200
    // cost more than the rest of the board's update after a command.
    std::unordered_set<std::string_view> placed;
    placed.reserve(state.slots.size());
    const auto add = [&](const engine::Slot& slot) {
        if (!placed.insert(slot.id).second) {
            return;
        }
        const bool group = slot.members.size() > 1 || slot.members.empty();
        rows.push_back({slot.id, group ? slot.members : std::vector<std::string>{}});
    };
    for (const auto& id : state.order) {
        if (const engine::Slot* slot = state.findSlot(id); state.started && slot != nullptr && slot->active) {
            add(*slot);
        }
    }
    for (const auto& slot : state.slots) {
        if (slot.active) {
            add(slot);
        }
    }
    for (const auto& slot : state.slots) {
        add(slot);
    }
    return rows;
}

} // namespace scouter::ui
