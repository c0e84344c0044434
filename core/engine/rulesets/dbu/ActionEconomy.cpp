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
int initiativeOf(const EncounterState& state, const Combatant& combatant) {
    const Slot* slot = state.slotOf(combatant);
    return slot == nullptr ? 0 : slot->initiative;
}

// The highest of one value among the Opponents counted.
struct Highest {
    int value = 0;
    bool found = false;
    [[nodiscard]] bool raisedBy(int other) const { return !found || other > value; }
};
} // namespace

ActionEconomy::Advantages ActionEconomy::advantages(const EncounterState& state, const Combatant& who,
                                                    bool countDefeated) {
    // Both advantages compare `who` with the highest Opponent: one pass finds both highests.
    Highest initiative;
    Highest tier;
    // Each combatant's fighter is at its position: read by position, not looked up by id.
    const FighterList& fighters = dbuState(state).fighters;
    for (std::size_t at = 0; at < state.combatants.size(); ++at) {
        const Combatant& other = state.combatants[at];
        if (!other.active || !state.isOpponent(who, other)) {
            continue;
        }
        const int otherInitiative = initiativeOf(state, other);
        const int otherTier = fighters.at(at).baseTier();
        const bool raisesInitiative = initiative.raisedBy(otherInitiative);
        const bool raisesTier = tier.raisedBy(otherTier);
        // Whether the other still stands is read last, and only when it would raise a highest:
        // asked of every combatant at every turn's start, it is the costly question.
        if ((!raisesInitiative && !raisesTier) || (!countDefeated && !state.isStanding(other))) {
            continue;
        }
        if (raisesInitiative) {
            initiative = {otherInitiative, true};
        }
        if (raisesTier) {
            tier = {otherTier, true};
        }
    }
    Advantages given;
    // 10 or more above the single highest Opponent gives one Action, never more.
    given.initiative = initiative.found && initiativeOf(state, who) >= initiative.value + 10 ? 1 : 0;
    given.tier = tier.found ? std::max(0, fighter(state, who).baseTier() - tier.value) : 0;
    return given;
}

void ActionEconomy::grantAdvantages(DbuContext& context, const std::string& who) {
    const EncounterState& state = context.state();
    const Combatant& combatant = context.combatant(who);
    const bool countDefeated = context.settings().defeatedCountForAdvantage;
    const Advantages given = advantages(state, combatant, countDefeated);
    if (given.initiative > 0) {
        context.emit(ActionsGained{who, given.initiative, "initiative-advantage"});
    }
    if (given.tier > 0) {
        context.emit(ActionsGained{who, given.tier, "top-advantage"});
    }
}

} // namespace scouter::engine::dbu
