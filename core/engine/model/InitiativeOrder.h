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

} // namespace scouter::engine
