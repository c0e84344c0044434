// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/CombatEvents.h"
#include "fatewalker/CombatState.h"
#include "fatewalker/ExchangeResolution.h"
#include "fatewalker/FwState.h"

#include <string>

// What a resolved exchange or a rolled check does to the combatants (contract sections 8, 11):
// damage totals, delays, falls (a fall stops the movement, R-37), binds, dropped weapons,
// and the `exchange` record of section 12. Pure: the events carry the result.
namespace scouter::engine::fatewalker::combat {

[[nodiscard]] ExchangeResolved exchangeResolved(const FwState& rules, const OpenAttack& attack,
                                                const std::string& reaction, const ExchangeOutcome& outcome);
[[nodiscard]] CheckRolled checkRolled(const FwState& rules, const CheckAsked& check, const CheckOutcome& outcome);

} // namespace scouter::engine::fatewalker::combat
