// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/Reducer.h"

#include "events/EventReferences.h"
#include "model/InitiativeOrder.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine {

namespace {

template <class... Handlers> struct Overloaded : Handlers... { using Handlers::operator()...; };
template <class... Handlers> Overloaded(Handlers...) -> Overloaded<Handlers...>;

// The combatant an event changes.
Combatant& combatant(EncounterState& state, const std::string& id) {
    Combatant* found = state.editCombatant(id);
    if (found == nullptr) {
        throw EventReferenceError("names combatant \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

Combatant& combatant(EncounterState& state, const std::string& id, const IdHint& hint) {
    Combatant* found = state.editCombatant(id, hint);
    if (found == nullptr) {
        throw EventReferenceError("names combatant \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

// The slot an event changes.
Slot& slot(EncounterState& state, const std::string& id, const IdHint& hint) {
    Slot* found = state.editSlot(id, hint);
    if (found == nullptr) {
        throw EventReferenceError("names slot \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

Slot& slot(EncounterState& state, const std::string& id) {
    Slot* found = state.editSlot(id);
    if (found == nullptr) {
        throw EventReferenceError("names slot \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

} // namespace

void Reducer::apply(EncounterState& state, const Event& event) {
    // Checked before anything changes, so a refused event leaves the state as it was. The events
    // that name one id, which their reducer looks up before it changes anything (and refuses with
    // the same words), are checked by that lookup: a turn's start and a move are most of a replay's
    // core events, and each looked its id up twice.
    const bool checkedByItsLookup =
        std::holds_alternative<events::TurnStarted>(event) || std::holds_alternative<events::InitiativeSet>(event) ||
        std::holds_alternative<events::Moved>(event) || std::holds_alternative<events::SkipMarked>(event);
    if (!checkedByItsLookup) {
        if (auto problem = unknownReference(state, event)) {
            throw EventReferenceError(*problem);
        }
    }
    using namespace events;
    std::visit(
        Overloaded{
            [&](const SurpriseMarked& e) { combatant(state, e.who).surprised = true; },
            [&](const InitiativeSet& e) {
                Slot& s = slot(state, e.slot);
                s.hasInitiative = true;
                s.initiative = e.value;
                s.naturalRoll = e.roll;
                s.tieRoll.reset();
                s.arcRank.reset();
                placeInOrder(state, static_cast<std::size_t>(&s - state.slots.data()));
            },
            [&](const TieRolled& e) {
                for (std::size_t i = 0; i < e.slots.size() && i < e.faces.size(); ++i) {
                    slot(state, e.slots[i]).tieRoll = e.faces[i];
                }
                sortOrder(state);
            },
            [&](const TieBroken& e) {
                for (std::size_t i = 0; i < e.order.size(); ++i) {
                    slot(state, e.order[i]).arcRank = static_cast<int>(i);
                }
                sortOrder(state);
            },
            [&](const PendingRaised& e) {
                state.pending.push_back(*e.decision);
                if (e.resume != Resume::None) {
                    state.resume = e.resume;
                }
            },
            [&](const PendingAnswered&) {
                if (!state.pending.empty()) {
                    state.pending.erase(state.pending.begin());
                }
                if (state.pending.empty()) {
                    state.resume = Resume::None;
                }
            },
            [&](const EncounterStarted& e) {
                state.started = true;
                state.surpriseRound = e.surpriseRound;
                state.orderFrozen = e.freezeOrder;
            },
            [&](const RoundStarted& e) {
                state.round = e.round;
                state.surpriseRound = state.surpriseRound && e.round == 0;
                for (std::size_t i = 0; i < state.slots.size(); ++i) {
                    if (state.slots[i].actedThisRound) { // one left as it was is not noted as changed
                        state.slots.edit(i).actedThisRound = false;
                    }
                }
            },
            [&](const TurnStarted& e) {
                Slot& s = slot(state, e.slot, e.slotAt);
                state.current = e.slot;
                s.turnsStarted += 1;
                s.actedThisRound = true;
                s.skipPending = false;
            },
            [&](const TurnEnded&) {
                state.current.clear();
                state.lastAttack.clear();
            },
            // What a round gives and takes is the ruleset's (Ruleset::apply).
            [&](const RoundEnded&) {},
            [&](const Moved& e) { combatant(state, e.who, e.whoAt).at = e.to; },
            [&](const EffectAdded& e) {
                state.effects.push_back(*e.effect);
                state.nextEffectId = std::max(state.nextEffectId, e.effect->id + 1);
            },
            [&](const EffectRemoved& e) { (void)state.effects.remove(e.id); },
            [&](const RelationSet& e) {
                const std::string low = std::min(e.a, e.b);
                const std::string high = std::max(e.a, e.b);
                std::erase_if(state.relations, [&](const RelationOverride& r) { return r.a == low && r.b == high; });
                state.relations.push_back({low, high, e.allies});
            },
            [&](const SideChanged& e) {
                Combatant& c = combatant(state, e.who);
                if (c.formerSide.empty()) {
                    c.formerSide = e.from;
                }
                c.side = e.side;
                if (c.side == c.formerSide) {
                    c.formerSide.clear(); // back where it began: no change to show
                }
                std::erase_if(state.relations, [&](const RelationOverride& r) { return r.a == e.who || r.b == e.who; });
            },
            [&](const CombatantLeft& e) {
                Combatant& c = combatant(state, e.who);
                c.active = false;
                c.leftReason = e.reason;
                Slot& s = slot(state, c.slot);
                const bool wasActive = s.active;
                s.active = std::any_of(s.members.begin(), s.members.end(), [&](const std::string& member) {
                    const Combatant* m = state.find(member);
                    return m != nullptr && m->active;
                });
                if (wasActive && !s.active) {
                    dropFromOrder(state, s.id); // the others keep their places: no need to sort again
                }
            },
            [&](const EncounterEnded& e) {
                state.ended = true;
                state.outcome = e.outcome;
                state.current.clear();
                state.pending.clear();
                state.resume = Resume::None;
                state.offers.clear();
                // Every effect of the encounter ends (A9.3); being Defeated is an outcome, not an effect.
                state.effects.removeIf([](const Effect& effect) {
                    return !(effect.kind == EffectKind::Condition && effect.name == "defeated");
                });
            },
            [&](const OffersSet& e) {
                state.offers = e.offer->ids;
                state.offerActor = e.offer->actor;
                state.offerKind = e.offer->kind;
            },
            [&](const SkipMarked& e) { slot(state, e.slot).skipPending = true; },
            // A ruleset reduces its own events (Ruleset::apply) before the core sees them.
            [&](const RulesetEvent& e) {
                throw EventReferenceError(
                    fmt::format("event \"{}\" belongs to another ruleset", e.body ? e.body->type() : "unknown"));
            },
        },
        event);
}

} // namespace scouter::engine
