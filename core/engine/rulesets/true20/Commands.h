// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "true20/True20Context.h"

#include <optional>
#include <string>

// One function per command of the contract: each checks everything, then emits (or returns the
// refusal, naming the rule, having emitted nothing).
namespace scouter::engine::true20::commands {

using Result = std::optional<std::string>;

// Initiative and the order (InitiativeCommands.cpp).
Result start(True20Call<engine::commands::Start>& context);
Result setInitiative(True20Call<engine::commands::SetInitiative>& context);
Result breakTie(True20Call<engine::commands::BreakTie>& context);
Result resolve(True20Call<engine::commands::Resolve>& context);
Result delay(True20Call<Delay>& context);
// Turns and time (TurnCommands.cpp).
Result endTurn(True20Call<engine::commands::EndTurn>& context);
Result skipTurn(True20Call<engine::commands::SkipTurn>& context);
Result elapse(True20Call<Elapse>& context);
Result leave(True20Call<engine::commands::Leave>& context);
Result side(True20Call<engine::commands::Side>& context);
Result end(True20Call<engine::commands::End>& context);
// Actions and attacks (CombatCommands.cpp).
Result action(True20Call<Action>& context);
Result attack(True20Call<Attack>& context);
Result confirm(True20Call<Confirm>& context);
Result defend(True20Call<Defend>& context);
Result prepare(True20Call<Prepare>& context);
// Saves and the damage tracks (DamageCommands.cpp).
Result toughness(True20Call<Toughness>& context);
Result save(True20Call<Save>& context);
Result recover(True20Call<Recover>& context);
Result push(True20Call<Push>& context);
// Off-guard by hand, for a number of rounds or to the end of someone's turn (ConditionCommands.cpp).
Result condition(True20Call<engine::commands::Condition>& context);
// Movement on the grid (MoveCommands.cpp): Scouter's addition to the contract.
Result move(True20Call<Move>& context);

// Shared checks: the refusal, or nullopt.
Result needsPlay(const True20Context& context);
// The named combatant, or the refusal in `refusal`.
const Combatant* combatantNamed(const True20Context& context, const std::string& id, Result& refusal);

} // namespace scouter::engine::true20::commands
