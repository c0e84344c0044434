// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "true20/Budget.h"
#include "true20/Commands.h"
#include "true20/True20Events.h"

#include <fmt/format.h>

// Moving on the grid, Scouter's addition to the contract: the seed's move action («changing
// location») given a distance, the sheet's Speed (docs/rules/true20.md, R-20 .. R-23).
namespace scouter::engine::true20::commands {

namespace {

std::string squaresText(int squares) {
    return fmt::format("{} square{}", squares, squares == 1 ? "" : "s");
}

} // namespace

Result move(True20Call<Move>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    Result refusal;
    const Move& command = context.command();
    const Combatant* who = combatantNamed(context, command.who, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const std::string name = context.nameOf(who->id);
    const Scores scores = context.scores(*who);
    if (scores.helpless()) {
        return fmt::format("Refused: {} is helpless (Unconscious, Dying or Dead) and can take no action", name);
    }
    if (!context.inTurn(*who)) {
        return fmt::format("Refused: it is not {}'s turn; a move action is taken on one's own turn", name);
    }
    if (!command.to) {
        return std::string("Refused: a move needs the square to reach (to)");
    }
    const Position to = *command.to;
    if (to.x < 0 || to.y < 0) {
        return fmt::format("Refused: [{}, {}] is off the grid", to.x, to.y);
    }
    const int squares = distance(who->at, to);
    if (squares == 0) {
        return fmt::format("Refused: {} is already on [{}, {}]", name, to.x, to.y);
    }
    const bool twice = command.mode == "double";
    const Fighter& fighter = context.fighter(who->id);
    if (twice ? !canMoveTwice(fighter) : !canDeclare(fighter, "move")) {
        return fmt::format("Refused: {} has {} left this round (a round is one standard + one move action, two "
                           "move actions, or one full-round action)",
                           name, twice ? "not both move actions for a double move" : "no move action");
    }
    const int speed = scores.speed();
    const int reach = twice ? 2 * speed : speed;
    if (squares > reach) {
        return fmt::format("Refused: {} moves at most {} with {} (Speed {}{}); [{}, {}] is {} away", name,
                           squaresText(reach), twice ? "a double move" : "a move action", speed,
                           scores.halfSpeed() ? ", half speed while Staggered or Disabled" : "", to.x, to.y,
                           squaresText(squares));
    }
    context.emit(events::makeRulesetEvent(MoveMade{who->id, to.x, to.y, squares, twice ? 2 : 1}));
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
