// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/ActionEconomy.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

std::optional<std::string> ActionEconomy::canPayCounters(const EncounterState& state, const Combatant& who, int count) {
    if (fighter(state, who).counterActions() < count) {
        return fmt::format("{} has {} Counter Action(s) and this needs {}", who.name,
                           fighter(state, who).counterActions(), count);
    }
    return std::nullopt;
}

void ActionEconomy::payCounters(DbuContext& context, const std::string& who, int count) {
    const Combatant& combatant = context.combatant(who);
    const Slot* slot = context.state().slotOf(combatant);
    // A converted Counter Action is lost at the start of the owner's next turn, the base one at the
    // end of the round: before the owner's turn this round the converted one goes first.
    const bool convertedFirst = slot == nullptr || !slot->actedThisRound;
    int fromConverted = convertedFirst ? std::min(count, fighter(context.state(), combatant).convertedCounter)
                                       : std::max(0, count - fighter(context.state(), combatant).baseCounter);
    fromConverted = std::min(fromConverted, fighter(context.state(), combatant).convertedCounter);
    const int fromBase = count - fromConverted;
    context.emit(ActionsSpent{who, 0, fromBase, fromConverted});
}

void ActionEconomy::payActions(DbuContext& context, const std::string& who, int count) {
    if (count > 0) {
        context.emit(ActionsSpent{who, count, 0, 0});
    }
}

namespace {
template <class Read>
int highestOpponent(const EncounterState& state, const Combatant& who, bool countDefeated, Read read, bool& found) {
    int highest = 0;
    found = false;
    for (const auto& other : state.combatants) {
        if (!other.active || !state.isOpponent(who, other)) {
            continue;
        }
        // Whether the other still stands is read last, and only when its value would raise the
        // highest: asked of every combatant at every turn's start, it is the costly question.
        const int value = read(other);
        if (found && value <= highest) {
            continue;
        }
        if (!countDefeated && !state.isStanding(other)) {
            continue;
        }
        highest = value;
        found = true;
    }
    return highest;
}

int initiativeOf(const EncounterState& state, const Combatant& combatant) {
    const Slot* slot = state.slotOf(combatant);
    return slot == nullptr ? 0 : slot->initiative;
}
} // namespace

int ActionEconomy::initiativeAdvantage(const EncounterState& state, const Combatant& who, bool countDefeated) {
    bool found = false;
    const int highest = highestOpponent(
        state, who, countDefeated, [&](const Combatant& other) { return initiativeOf(state, other); }, found);
    // 10 or more above the single highest Opponent gives one Action, never more.
    return found && initiativeOf(state, who) >= highest + 10 ? 1 : 0;
}

int ActionEconomy::tierAdvantage(const EncounterState& state, const Combatant& who, bool countDefeated) {
    bool found = false;
    const int highest = highestOpponent(
        state, who, countDefeated, [&state](const Combatant& other) { return fighter(state, other).baseTier(); },
        found);
    return found ? std::max(0, fighter(state, who).baseTier() - highest) : 0;
}

void ActionEconomy::grantAdvantages(DbuContext& context, const std::string& who) {
    const EncounterState& state = context.state();
    const Combatant& combatant = context.combatant(who);
    const bool countDefeated = context.settings().defeatedCountForAdvantage;
    if (const int bonus = initiativeAdvantage(state, combatant, countDefeated); bonus > 0) {
        context.emit(ActionsGained{who, bonus, "initiative-advantage"});
    }
    if (const int bonus = tierAdvantage(state, combatant, countDefeated); bonus > 0) {
        context.emit(ActionsGained{who, bonus, "top-advantage"});
    }
}

} // namespace scouter::engine::dbu
