// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCommands.h"
#include "fatewalker/FwContext.h"
#include "fatewalker/FwPlan.h"
#include "model/Combatant.h"

#include <optional>
#include <string>
#include <string_view>

// What each row does to its actor (sections 6, 7, 9, 11): the refusals that follow posture,
// movement, weapons, windows, aims and binds, the changes made before the roll, and those the
// roll's successes decide (a sprint's rate, a jump's distance, Footwork's dice).
namespace scouter::engine::fatewalker::effects {

// Why `weapon` is of the wrong kind for `row` ("a melee weapon"), or nullopt.
[[nodiscard]] std::optional<std::string> kindProblem(const Row& row, const SheetRecord& weapon);
// Why `weapon` (named `id`) cannot fire the burst `row`, or nullopt: a burst costs «2x Weapon
// recoil» (3x, 4x), so a weapon without a recoil (a longbow; 0 is none, as the sheet shows a recoil
// left out) has no burst cost and fires none (contract section 2).
[[nodiscard]] std::optional<std::string> burstProblem(const Row& row, const SheetRecord& weapon, std::string_view id);
// The weapon named by the command: it exists, is of the row's kind, and is where the row needs it.
[[nodiscard]] std::optional<std::string> weaponProblem(const Combatant& actor, const ActionArguments& command,
                                                       ActionPlan& plan);
// Refuses what the row's rules forbid now, else changes plan.after as the action does before its roll.
[[nodiscard]] std::optional<std::string> prepare(const FwContext& context, const Combatant& actor,
                                                 const ActionArguments& command, ActionPlan& plan);
// What the roll decides; `successes` is nullopt when no roll was made.
void afterRoll(const FwContext& context, const Combatant& actor, const ActionArguments& command, ActionPlan& plan);
// Starting any movement closes Footwork and ends Take Cover.
void startMoving(Fighter& fighter);

} // namespace scouter::engine::fatewalker::effects
