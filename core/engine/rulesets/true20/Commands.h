#pragma once

#include "true20/True20Context.h"

#include <optional>
#include <string>

// One function per command of the contract: each checks everything, then emits (or returns the
// refusal, naming the rule, having emitted nothing).
namespace scouter::engine::true20::commands {

using Result = std::optional<std::string>;

// Initiative and the order (InitiativeCommands.cpp).
Result start(True20Context& context);
Result setInitiative(True20Context& context);
Result breakTie(True20Context& context);
Result delay(True20Context& context);
// Turns and time (TurnCommands.cpp).
Result endTurn(True20Context& context);
Result elapse(True20Context& context);
Result leave(True20Context& context);
Result end(True20Context& context);
// Actions and attacks (CombatCommands.cpp).
Result action(True20Context& context);
Result attack(True20Context& context);
Result confirm(True20Context& context);
Result defend(True20Context& context);
Result prepare(True20Context& context);
// Saves and the damage tracks (DamageCommands.cpp).
Result toughness(True20Context& context);
Result save(True20Context& context);
Result recover(True20Context& context);
Result push(True20Context& context);
// Movement on the grid (MoveCommands.cpp): Scouter's addition to the contract.
Result move(True20Context& context);

// Shared checks: the refusal, or nullopt.
Result needsPlay(const True20Context& context);
// The named combatant, or the refusal in `refusal`.
const Combatant* combatantNamed(const True20Context& context, const std::string& id, Result& refusal);

} // namespace scouter::engine::true20::commands
