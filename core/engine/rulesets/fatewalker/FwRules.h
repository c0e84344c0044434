// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwSettings.h"
#include "fatewalker/FwState.h"
#include "model/EncounterState.h"
#include "model/SheetValues.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Questions about the clock every part asks (handlers, paths, descriptions, the timeline): who has
// priority, the order, where the clock goes next, where a weapon is. Pure functions of the state.
namespace scouter::engine::fatewalker::clock {

[[nodiscard]] const FwState& rulesOf(const EncounterState& state);
[[nodiscard]] const Fighter& fighterOf(const EncounterState& state, const std::string& id);
// The same for one of the state's combatants, looked for first at its place (the table is filled
// in the combatants' order); a start-of-encounter fighter when it has none.
[[nodiscard]] const Fighter& fighterOf(const EncounterState& state, const Combatant& combatant);
[[nodiscard]] bool playing(const EncounterState& state);
[[nodiscard]] int now(const EncounterState& state);
// Its tick has come and it is not holding (section 3).
[[nodiscard]] bool hasPriority(const EncounterState& state, const Combatant& combatant);
// Sorted ids with priority that have not chosen.
[[nodiscard]] std::vector<std::string> current(const EncounterState& state);
[[nodiscard]] std::vector<std::string> order(const EncounterState& state, const FwSettings& settings);
// Walking, running, crawling, climbing or swimming: the modes that owe declarations every 6 ticks.
[[nodiscard]] bool declaring(const Fighter& fighter);
// The tick `advance` moves to: the earliest next action tick of a non-holding combatant or next
// declaration of a mover, else the next tick.
[[nodiscard]] int nextStop(const EncounterState& state);
// Whom the ARC's tie order lets act now: the first of it still to choose (empty without an order).
[[nodiscard]] std::string tieTurn(const EncounterState& state);
[[nodiscard]] const SheetRecord* weaponOf(const Combatant& combatant, std::string_view id);
// Hands not taken by weapons in hand (2 at most).
[[nodiscard]] int freeHands(const Combatant& combatant, const Fighter& fighter);
// The conditions `<id>.conditions` lists: the ARC's, prone from the posture, grappled from a bind.
[[nodiscard]] std::vector<std::string> conditionsOf(const Fighter& fighter);
// A window (Fighter::windows) by its name at the table: "Footwork", "Full Auto cover".
[[nodiscard]] std::string windowLabel(std::string_view window);
// Metres per 6 ticks for a movement mode at base speed `speed` (section 6).
[[nodiscard]] double rateOf(std::string_view mode, int speed);

} // namespace scouter::engine::fatewalker::clock
