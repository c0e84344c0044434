// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCommands.h"
#include "fatewalker/FwContext.h"
#include "fatewalker/FwPlan.h"

#include <optional>
#include <string>

// `act`, `preempt` and `react` (contract sections 5-7, 9, 11's aim): who may act now, the row's
// cost and modifier for this combatant and weapon, what the action changes on its actor, the roll.
namespace scouter::engine::fatewalker::actions {

using Result = std::optional<std::string>;

Result act(FwCall<Act>& context);
Result preempt(FwCall<Preempt>& context);
Result react(FwCall<React>& context);

// Rolls the plan's roll (the pool, then its Footwork dice) and records it on the actor.
int rollPlan(FwContext& context, const ActionArguments& command, ActionPlan& plan);
// Emits the actor's ActionTaken for a plan whose roll and effects are settled.
void emitAction(FwContext& context, const ActionArguments& command, const ActionPlan& plan);

} // namespace scouter::engine::fatewalker::actions
