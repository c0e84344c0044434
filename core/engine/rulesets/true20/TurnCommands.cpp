// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/SideChange.h"
#include "true20/Commands.h"
#include "true20/TurnFlow.h"

#include <fmt/format.h>

#include <cstdint>

namespace scouter::engine::true20::commands {

Result needsPlay(const True20Context& context) {
    if (!context.state().started) {
        return std::string("Refused: the encounter has not started yet (start rolls Initiative first)");
    }
    if (context.state().ended) {
        return std::string("Refused: the encounter has ended");
    }
    return std::nullopt;
}

const Combatant* combatantNamed(const True20Context& context, const std::string& id, Result& refusal) {
    const Combatant* combatant = context.state().find(id);
    if (combatant == nullptr) {
        refusal = fmt::format("Refused: '{}' is not a combatant of this encounter", id);
        return nullptr;
    }
    if (!combatant->active) {
        refusal = fmt::format("Refused: {} has left the encounter", context.nameOf(id));
        return nullptr;
    }
    return combatant;
}

namespace {

// endTurn and skipTurn alike: the acting slot (or the one named) ends its turn.
template <class T> Result endTurnOf(True20Call<T>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    const EncounterState& state = context.state();
    const std::string& who = context.command().who;
    if (state.current.empty()) {
        return std::string("Refused: no turn is in progress");
    }
    const Combatant* member = state.find(who);
    const bool acting = who.empty() || who == state.current || (member != nullptr && member->slot == state.current);
    if (!acting) {
        return fmt::format("Refused: it is {}'s turn, not {}'s; only the one acting ends its turn",
                           context.nameOf(state.current), context.nameOf(who));
    }
    TurnFlow::endTurn(context);
    return std::nullopt;
}

} // namespace

Result endTurn(True20Call<engine::commands::EndTurn>& context) {
    return endTurnOf(context);
}

Result skipTurn(True20Call<engine::commands::SkipTurn>& context) {
    return endTurnOf(context);
}

Result elapse(True20Call<Elapse>& context) {
    if (auto refusal = needsPlay(context)) {
        return refusal;
    }
    const int rounds = context.command().rounds.value_or(0);
    if (rounds < 1) {
        return std::string("Refused: elapse passes 1 round or more");
    }
    if (context.state().current.empty() || context.state().order.empty()) {
        return std::string("Refused: no turn is in progress");
    }
    // In 64 bits: the round the passing stops at is never cut short however far the clock went.
    const std::int64_t target = std::int64_t{context.state().round} + rounds;
    while (context.state().round < target && !context.state().current.empty()) {
        TurnFlow::endTurn(context);
    }
    return std::nullopt;
}

Result leave(True20Call<engine::commands::Leave>& context) {
    if (context.state().ended) {
        return std::string("Refused: the encounter has ended");
    }
    Result refusal;
    const Combatant* who = combatantNamed(context, context.command().who, refusal);
    if (who == nullptr) {
        return refusal;
    }
    const std::string slot = who->slot;
    const bool acting = context.state().current == slot;
    context.emit(events::CombatantLeft{who->id, context.command().reason});
    const Slot* left = context.state().findSlot(slot);
    if (acting && left != nullptr && !left->active) {
        TurnFlow::endTurn(context);
    }
    return std::nullopt;
}

Result side(True20Call<engine::commands::Side>& context) {
    if (auto refusal = SideChange::refusal(context.state(), context.command())) {
        return refusal;
    }
    context.emit(SideChange::event(context.state(), context.command()));
    return std::nullopt;
}

Result end(True20Call<engine::commands::End>& context) {
    if (context.state().ended) {
        return std::string("Refused: the encounter has already ended");
    }
    context.emit(events::EncounterEnded{context.command().outcome.empty() ? "ceasefire" : context.command().outcome});
    return std::nullopt;
}

} // namespace scouter::engine::true20::commands
