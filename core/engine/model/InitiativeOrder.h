// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"

namespace scouter::engine {

// The board order with its full key: Initiative, then Agility Score, then the d10 roll-off,
// then the ARC's order, then set-up order, so two runs always agree (digest A1.4).
[[nodiscard]] bool actsBefore(const Slot& a, const Slot& b);
// Whether the rules' tie chain has nothing left to separate the two (the set-up order is a
// tool of determinism, not a rule).
[[nodiscard]] bool tiedForOrder(const Slot& a, const Slot& b);
// Rebuilds `order` from the active slots that have an Initiative value (legacy play only drops
// the slots that left: its order stays the same round after round).
void sortOrder(EncounterState& state);
// Puts the slot at `position` in `slots`, whose Initiative was just set, in its place: the others
// keep theirs. The result is sortOrder's; an order not as sortOrder left it is sorted whole.
void placeInOrder(EncounterState& state, std::size_t position);
// Takes a slot that left out of the order; the others keep their places, as sortOrder would keep them.
void dropFromOrder(EncounterState& state, const std::string& slot);

} // namespace scouter::engine
