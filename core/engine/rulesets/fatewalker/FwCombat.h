// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCommands.h"
#include "fatewalker/FwContext.h"
#include "fatewalker/FwPlan.h"
#include "rules/Commands.h"

#include <optional>
#include <string>

// The seam between the clock (FwActions.cpp) and what happens when attacks meet (contract
// sections 8, 10 and 11's binds). The clock calls these once its own checks passed and the plan
// is made, before any die is rolled; each returns the refusal (having emitted nothing) or emits
// everything itself, using FwActions.h's emitAction for the actor's ActionTaken.
namespace scouter::engine::fatewalker::combat {

using Result = std::optional<std::string>;

// An attack `act`ed or `preempt`ed with a `target`: rolls and opens the exchange.
Result attack(FwContext& context, const ActionArguments& command, ActionPlan& plan);
// A `react` with `against`: the answer to that combatant's open attack.
Result answer(FwContext& context, const React& command, ActionPlan& plan);
// `check`: the roll a pending check asks for.
Result check(FwCall<Check>& context);
// `resolve` of a pending reaction (`"none"`: the target does not react).
Result resolveReaction(FwCall<engine::commands::Resolve>& context);
// Why `who` may not answer the open attack with `row` (who may answer what, section 8), or nullopt:
// the panel lists only the answers the attack allows.
[[nodiscard]] std::optional<std::string> answerRefusal(const EncounterState& state, const std::string& who,
                                                       const Row& row);
// Outcome-driven costs of a row rolled on its own (section 10: Reload, Quick Reload, Quick-Draw):
// may change the plan's cost and its actor's weapons once the successes are known.
// Notes an Evasive Running roll's successes for the attacks on the runner (section 8).
void outcome(FwContext& context, const ActionArguments& command, ActionPlan& plan);

} // namespace scouter::engine::fatewalker::combat
