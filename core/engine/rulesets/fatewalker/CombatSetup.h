// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/CombatReadings.h"
#include "fatewalker/CombatState.h"
#include "fatewalker/DamageNotation.h"
#include "fatewalker/ExchangeResolution.h"
#include "fatewalker/FwCatalogue.h"
#include "fatewalker/FwCommands.h"
#include "fatewalker/FwContext.h"
#include "fatewalker/FwPlan.h"
#include "model/Combatant.h"

#include <optional>
#include <string>

// What an exchange needs to know from the state and the commands (contract sections 4, 8, 10):
// the attack's damage and run-up, the situations that change its roll, the answer's damage.
namespace scouter::engine::fatewalker::combat {

[[nodiscard]] CombatReadings readingsOf(const FwContext& context);
// The attack as it waits for its answer: damage notation (TN raised), «+N damage», run-up.
[[nodiscard]] OpenAttack openAttack(const FwContext& context, const Combatant& attacker, const ActionArguments& command,
                                    const Row& row, int successes);
// What the target and the situation put on the attacker's roll beyond the row and the clock's own
// terms: an evasive runner, the holder's Hold bonus, the disarmed weapon's size (the clock's
// baseTerms has the running Leap Kick's -1).
[[nodiscard]] RollTerms attackSituationTerms(const EncounterState& state, const ActionArguments& command,
                                             const Row& row);
// Metres the attack covers (Lunge, Leap Kick), or nullopt.
[[nodiscard]] std::optional<double> attackReach(const FwContext& context, const Combatant& attacker,
                                                const ActionArguments& command, const Row& row);
// The exchange to resolve: the open attack, and the answer when there is one.
[[nodiscard]] ExchangeInput exchangeInput(const FwContext& context, const OpenAttack& attack, const Row* answerRow,
                                          const ActionArguments* answer, int answerSuccesses);

} // namespace scouter::engine::fatewalker::combat
