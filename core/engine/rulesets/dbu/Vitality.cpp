// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Vitality.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/TurnFlow.h"

#include "dbu/Effects.h"

#include <algorithm>

namespace scouter::engine::dbu {

void Vitality::loseLife(DbuContext& context, const std::string& who, int amount, const std::string& attacker) {
    const Combatant& target = context.combatant(who);
    const int before = fighter(context.state(), target).life;
    const int after = std::max(0, before - std::max(0, amount));
    if (after == before) {
        return;
    }
    context.emit(LifeSet{who, after});
    const bool reachedThreshold = std::any_of(fighter(context.state(), target).stats.thresholds.begin(),
                                              fighter(context.state(), target).stats.thresholds.end(),
                                              [&](int threshold) { return after <= threshold && threshold < before; });
    if (reachedThreshold && !attacker.empty() && attacker != who) {
        const Combatant& striker = context.combatant(attacker);
        // At most one Bonus Momentum per Combat Round (digest A4.1).
        if (striker.active && !fighter(context.state(), striker).momentumThisRound) {
            context.emit(ActionsGained{attacker, 1, "bonus-momentum"});
        }
    }
    if (reachedThreshold && fighter(context.state(), who).holdingBack > 0) {
        context.emit(events::PendingRaised{PendingDecision{"concealment-check", who, {who}}, Resume::None});
    }
    if (after == 0 && !context.state().hasCondition(who, "defeated")) {
        Effects::addCondition(context, who, "defeated", "life", Duration{});
    }
}

void Vitality::gainLife(DbuContext& context, const std::string& who, int amount) {
    const Combatant& target = context.combatant(who);
    const int after =
        std::clamp(fighter(context.state(), target).life + amount, 0,
                   std::max(fighter(context.state(), target).life, fighter(context.state(), target).stats.life));
    if (after != fighter(context.state(), target).life) {
        context.emit(LifeSet{who, after});
    }
}

void Vitality::setKi(DbuContext& context, const std::string& who, int value, bool allowAboveMax) {
    const Combatant& target = context.combatant(who);
    const int ceiling = allowAboveMax ? std::max(value, 0)
                                      : std::max(fighter(context.state(), target).stats.ki,
                                                 std::min(fighter(context.state(), target).ki, value));
    const int after = std::clamp(value, 0, ceiling);
    if (after != fighter(context.state(), target).ki) {
        context.emit(KiSet{who, after});
    }
}

void Vitality::spendKi(DbuContext& context, const std::string& who, int amount) {
    if (amount > 0) {
        setKi(context, who, fighter(context.state(), who).ki - amount);
    }
}

bool Vitality::checkVictory(DbuContext& context, const std::string& outcome) {
    const EncounterState& state = context.state();
    if (!state.started || state.ended) {
        return false;
    }
    // Asked after every command: without announced relations the sides decide, and two standing
    // sides (found among the first few combatants, most of the time) mean the fight goes on.
    const Combatant* first = nullptr;
    std::vector<const Combatant*> standing;
    for (const auto& combatant : state.combatants) {
        if (!state.isStanding(combatant)) {
            continue;
        }
        if (state.relations.empty()) {
            if (first != nullptr && first->side != combatant.side) {
                return false;
            }
            first = first == nullptr ? &combatant : first;
            continue;
        }
        standing.push_back(&combatant);
    }
    for (std::size_t i = 0; i < standing.size(); ++i) {
        for (std::size_t j = i + 1; j < standing.size(); ++j) {
            if (state.isOpponent(*standing[i], *standing[j])) {
                return false;
            }
        }
    }
    TurnFlow::endEncounter(context, outcome);
    return true;
}

} // namespace scouter::engine::dbu
