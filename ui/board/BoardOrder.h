// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <vector>

namespace scouter::engine {
struct EncounterState;
} // namespace scouter::engine

namespace scouter::ui {

// The initiative board's rows in the order shown, from the state alone: a slot each, a group's
// members under it.
struct BoardRow {
    std::string slot;
    std::vector<std::string> members; // shown as children when more than one
};

// First to act first once started; before the start, the set-up order however the initiatives
// typed so far would sort (a row moving away as its value is typed sends Down to another's row);
// slots that left at the bottom.
[[nodiscard]] std::vector<BoardRow> boardOrder(const engine::EncounterState& state);

} // namespace scouter::ui
