// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/TurnFlow.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"

#include "dbu/ActionEconomy.h"
#include "dbu/Effects.h"
#include "dbu/Hiding.h"
#include "dbu/Initiative.h"
#include "model/InitiativeOrder.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
constexpr std::string_view kRestraintSource = "energy-restraint:";
} // namespace

void TurnFlow::beginEncounter(DbuContext& context) {
    const EncounterState& state = context.state();
    const bool anySurprised = std::any_of(state.combatants.begin(), state.combatants.end(),
                                          [](const Combatant& c) { return c.active && c.surprised; });
    // Legacy: a separate surprise round 0 when anyone is surprised; 002: round 1 is the Surprise Round.
    const bool surpriseRound = context.settings().legacy && anySurprised;
    context.emit(events::EncounterStarted{surpriseRound, context.settings().legacy});
    context.emit(events::RoundStarted{surpriseRound ? 0 : 1});
    std::vector<std::string> surprised;
    for (const auto& combatant : context.state().combatants) {
        if (combatant.active && combatant.surprised) {
            surprised.push_back(combatant.id);
        }
    }
    for (const auto& id : surprised) {
        Effects::addCondition(context, id, "guard-down", "surprise", Effects::endOfRound(context));
        if (!context.settings().legacy) {
            Effects::addCondition(context, id, "slowed", "surprise", Effects::endOfRound(context));
        }
    }
    beginNextTurn(context);
}

void TurnFlow::beginNextTurn(DbuContext& context) {
    const EncounterState& board = context.state();
    const bool anyoneCanAct = std::any_of(board.combatants.begin(), board.combatants.end(),
                                          [&](const Combatant& combatant) { return board.isStanding(combatant); });
    if (!anyoneCanAct) {
        return; // nobody could ever take a turn again: rounds would pass forever
    }
    while (!context.state().ended && context.state().current.empty() && context.state().pending.empty()) {
        const EncounterState& state = context.state();
        std::string next;
        // The order is re-sorted whenever a value changes, so the first slot that has not acted
        // is the highest one still to go (digest A1.5).
        for (std::size_t at = 0; at < state.order.size(); ++at) {
            const Slot* slot = state.slotInOrder(at);
            if (slot != nullptr && slot->active && !slot->actedThisRound) {
                next = slot->id;
                break;
            }
        }
        if (next.empty()) {
            endRound(context);
            continue;
        }
        startTurn(context, next);
    }
}

void TurnFlow::endRound(DbuContext& context) {
    const int round = context.state().round;
    Effects::expireWhere(context, [&](const Effect& effect) {
        const Duration& until = effect.until;
        switch (until.kind) {
        case DurationKind::EndOfRound:
        case DurationKind::SlotInRound:
            return until.round <= round;
        case DurationKind::StartOfTurn:
        case DurationKind::EndOfTurn: {
            // An anchor whose slot has left can never come up again.
            const Slot* slot = context.state().findSlot(until.anchor);
            return slot == nullptr || !slot->active;
        }
        case DurationKind::Manual:
            return false;
        }
        return false;
    });
    context.emit(events::RoundEnded{round});
    context.emit(events::RoundStarted{round + 1});
}

void TurnFlow::startTurn(DbuContext& context, const std::string& slotId) {
    if (context.settings().departedAnchorAtTurnPosition) {
        expirePassedDepartedAnchors(context, slotId);
    }
    const Slot& slot = *context.state().findSlot(slotId);
    const std::vector<std::string> members = slot.members;
    bool anyStanding = false;
    bool allSurprised = true;
    for (const auto& id : members) {
        const Combatant& member = context.combatant(id);
        anyStanding = anyStanding || context.state().isStanding(member);
        allSurprised = allSurprised && (!member.active || member.surprised);
    }
    // Legacy surprise round: the Surprised get no turn at all; the 002 rule skips Defeated slots.
    const bool skipped = slot.skipPending || !anyStanding || (context.state().surpriseRound && allSurprised);
    context.emit(events::TurnStarted{slotId, skipped});

    for (const auto& id : members) {
        if (fighter(context.state(), id).convertedCounter > 0) {
            context.emit(ConvertedLost{id});
        }
    }
    if (skipped) {
        // Only expiries (and Combat-Condition triggers) happen on a skipped turn (digest A3).
        expireTurnStart(context, slotId);
        expireTurnEnd(context, slotId);
        context.emit(events::TurnEnded{slotId});
        return;
    }
    for (const auto& id : members) {
        if (context.state().isStanding(context.combatant(id))) {
            ActionEconomy::grantAdvantages(context, id);
        }
    }
    // 000's Effect Phase: the start-of-turn checks are made while what ends at the start of this
    // turn is still in force; the Ending Effects come last, once the checks are answered.
    raiseStartOfTurnChecks(context, slotId);
    if (context.state().pending.empty()) {
        expireTurnStart(context, slotId);
    }
}

void TurnFlow::expireTurnStart(DbuContext& context, const std::string& slotId) {
    const Slot* slot = context.state().findSlot(slotId);
    if (slot == nullptr) {
        return;
    }
    const int turn = slot->turnsStarted;
    Effects::expireWhere(context, [&](const Effect& effect) {
        return effect.until.kind == DurationKind::StartOfTurn && effect.until.anchor == slotId &&
               effect.until.turn <= turn;
    });
}

void TurnFlow::expirePassedDepartedAnchors(DbuContext& context, const std::string& slotId) {
    const EncounterState& state = context.state();
    const Slot& starting = *state.findSlot(slotId);
    const int round = state.round;
    Effects::expireWhere(context, [&](const Effect& effect) {
        if (effect.until.kind != DurationKind::SlotInRound || effect.until.round > round) {
            return false;
        }
        const Slot* anchor = state.findSlot(effect.until.anchor);
        return anchor != nullptr && !anchor->active && actsBefore(*anchor, starting);
    });
}

void TurnFlow::raiseStartOfTurnChecks(DbuContext& context, const std::string& slotId) {
    const Slot& slot = *context.state().findSlot(slotId);
    std::vector<PendingDecision> checks;
    for (const auto& id : slot.members) {
        const Combatant& member = context.combatant(id);
        if (!member.active) {
            continue;
        }
        // At the start of either participant's turn, they must make another Grapple Check.
        if (!fighter(context.state(), member).grappling.empty()) {
            checks.push_back(
                PendingDecision{"grapple-check", {}, {member.id, fighter(context.state(), member).grappling}});
        }
        for (const auto& holder : fighter(context.state(), member).grappledBy) {
            checks.push_back(PendingDecision{"grapple-check", {}, {holder, member.id}});
        }
        // An Energy-Restrained character may try to break free: Force against the Restraint TN.
        // Every effect in play is looked at on every turn's start: the kind is the cheap question.
        for (const auto& effect : context.state().effects) {
            if (effect.kind == EffectKind::Condition && effect.name == "pinned" && effect.owner == member.id &&
                effect.source.starts_with(kRestraintSource)) {
                checks.push_back(
                    PendingDecision{"restraint-check", {}, {effect.source.substr(kRestraintSource.size()), member.id}});
            }
        }
    }
    if (checks.size() > 1) {
        std::vector<std::string> names;
        names.reserve(checks.size());
        for (const auto& check : checks) {
            names.push_back(check.kind + ":" + check.subjects[0] + ":" + check.subjects[1]);
        }
        context.emit(events::PendingRaised{PendingDecision{"effect-order", slotId, names}, Resume::TurnStart});
        return;
    }
    for (const auto& check : checks) {
        context.emit(events::PendingRaised{check, Resume::TurnStart});
    }
}

void TurnFlow::expireTurnEnd(DbuContext& context, const std::string& slotId) {
    const int turn = context.state().findSlot(slotId)->turnsStarted;
    const int round = context.state().round;
    Effects::expireWhere(context, [&](const Effect& effect) {
        const Duration& until = effect.until;
        if (!sameId(until.anchor, slotId)) {
            return false;
        }
        return (until.kind == DurationKind::EndOfTurn && until.turn <= turn) ||
               (until.kind == DurationKind::SlotInRound && until.round <= round);
    });
}

void TurnFlow::endCurrentTurn(DbuContext& context) {
    const std::string slotId = context.state().current;
    if (slotId.empty()) {
        return;
    }
    expireTurnEnd(context, slotId);
    context.emit(events::TurnEnded{slotId});
    beginNextTurn(context);
}

void TurnFlow::endingTurn(DbuContext& context) {
    if (!context.settings().legacy && !context.state().current.empty()) {
        Hiding::atTurnEnd(context, context.state().current);
    }
}

void TurnFlow::endTurnIfSpent(DbuContext& context) {
    const EncounterState& state = context.state();
    if (state.ended || state.current.empty() || !state.pending.empty()) {
        return;
    }
    const Slot* slot = state.findSlot(state.current);
    if (slot == nullptr) {
        return;
    }
    const bool spent = std::all_of(slot->members.begin(), slot->members.end(), [&](const std::string& id) {
        const Combatant& member = context.combatant(id);
        return !state.isStanding(member) || fighter(context.state(), member).actions <= 0;
    });
    if (spent) {
        endingTurn(context);
        endCurrentTurn(context);
    }
}

void TurnFlow::endEncounter(DbuContext& context, const std::string& outcome) {
    context.emit(events::EncounterEnded{outcome});
    if (!context.settings().instantRecovery) {
        return;
    }
    // [INTERP] The seeds do not define how much Instant Recovery restores: all of it, by default.
    for (const auto& combatant : context.state().combatants) {
        if (!combatant.active) {
            continue;
        }
        const Fighter& f = fighter(context.state(), combatant);
        if (f.life < f.stats.life) {
            context.emit(LifeSet{combatant.id, f.stats.life});
        }
        if (f.ki < f.stats.ki) {
            context.emit(KiSet{combatant.id, f.stats.ki});
        }
    }
}

void TurnFlow::resumeAfterDecisions(DbuContext& context, Resume resume) {
    switch (resume) {
    case Resume::Start:
        if (Initiative::resolveTies(context, Resume::Start)) {
            beginEncounter(context);
        }
        break;
    case Resume::TurnStart:
        // The start-of-turn checks are answered: the Effect Phase ends with its Ending Effects.
        if (!context.state().current.empty()) {
            expireTurnStart(context, context.state().current);
        }
        beginNextTurn(context);
        break;
    case Resume::Advance:
        beginNextTurn(context);
        break;
    case Resume::None:
        break;
    }
}

} // namespace scouter::engine::dbu
