// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/EventFacts.h"

#include <optional>

namespace scouter::engine::fatewalker {

// What the combat events mean for the log and the review: the damage dealt (with its dealer), the
// damage totals and next action ticks they move, the ticks a charger's footing costs, falls and
// binds they cause; nullopt for another event.
[[nodiscard]] std::optional<EventFacts> combatFacts(const EncounterState& before, const Event& event);

} // namespace scouter::engine::fatewalker
