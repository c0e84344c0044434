#include "events/Reducer.h"

#include "events/EventReferences.h"
#include "model/InitiativeOrder.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine {

namespace {

template <class... Handlers> struct Overloaded : Handlers... { using Handlers::operator()...; };
template <class... Handlers> Overloaded(Handlers...) -> Overloaded<Handlers...>;

Combatant& combatant(EncounterState& state, const std::string& id) {
    Combatant* found = state.find(id);
    if (found == nullptr) {
        throw EventReferenceError("names combatant \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

Slot& slot(EncounterState& state, const std::string& id) {
    Slot* found = state.findSlot(id);
    if (found == nullptr) {
        throw EventReferenceError("names slot \"" + id + "\" that is not in this encounter");
    }
    return *found;
}

void releaseGrapples(EncounterState& state, Combatant& who) {
    for (auto& other : state.combatants) {
        if (other.grappling == who.id) {
            other.grappling.clear();
        }
        if (other.grappledBy == who.id) {
            other.grappledBy.clear();
        }
    }
    who.grappling.clear();
    who.grappledBy.clear();
}

} // namespace

void Reducer::apply(EncounterState& state, const Event& event) {
    // Checked before anything changes, so a refused event leaves the state as it was.
    if (auto problem = unknownReference(state, event)) {
        throw EventReferenceError(*problem);
    }
    using namespace events;
    std::visit(Overloaded{
                   [&](const SurpriseMarked& e) { combatant(state, e.who).surprised = true; },
                   [&](const InitiativeSet& e) {
                       Slot& s = slot(state, e.slot);
                       s.hasInitiative = true;
                       s.initiative = e.value;
                       s.naturalRoll = e.roll;
                       s.tieRoll.reset();
                       s.arcRank.reset();
                       sortOrder(state);
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
                       state.pending.push_back(e.decision);
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
                       for (auto& s : state.slots) {
                           s.actedThisRound = false;
                       }
                   },
                   [&](const TurnStarted& e) {
                       Slot& s = slot(state, e.slot);
                       state.current = e.slot;
                       s.turnsStarted += 1;
                       s.actedThisRound = true;
                       s.skipPending = false;
                   },
                   [&](const TurnEnded&) {
                       state.current.clear();
                       state.lastAttack = LastAttack{};
                   },
                   // What a round gives and takes is the ruleset's (Ruleset::apply).
                   [&](const RoundEnded&) {},
                   [&](const ActionsGained& e) {
                       Combatant& c = combatant(state, e.who);
                       c.actions += e.amount;
                       if (e.reason == "bonus-momentum") {
                           c.momentumThisRound = true;
                       }
                   },
                   [&](const ActionsSpent& e) {
                       Combatant& c = combatant(state, e.who);
                       c.actions -= e.actions;
                       c.baseCounter -= e.baseCounter;
                       c.convertedCounter -= e.convertedCounter;
                   },
                   [&](const ActionsConverted& e) {
                       Combatant& c = combatant(state, e.who);
                       c.actions -= e.count;
                       c.convertedCounter += e.count;
                   },
                   [&](const ConvertedLost& e) { combatant(state, e.who).convertedCounter = 0; },
                   [&](const LifeSet& e) { combatant(state, e.who).life = e.value; },
                   [&](const KiSet& e) { combatant(state, e.who).ki = e.value; },
                   [&](const Moved& e) { combatant(state, e.who).at = e.to; },
                   [&](const EffectAdded& e) {
                       if (e.effect.kind == EffectKind::Condition && e.effect.name == "hidden") {
                           combatant(state, e.effect.owner).foundBy.clear(); // hidden anew, from everyone
                       }
                       state.effects.push_back(e.effect);
                       state.nextEffectId = std::max(state.nextEffectId, e.effect.id + 1);
                   },
                   [&](const EffectRemoved& e) {
                       std::erase_if(state.effects, [&](const Effect& effect) { return effect.id == e.id; });
                   },
                   [&](const ChargesSet& e) { combatant(state, e.who).charges = e.value; },
                   [&](const PowerUpSet& e) { combatant(state, e.who).powerUp = e.value; },
                   [&](const HoldingBackSet& e) { combatant(state, e.who).holdingBack = e.stacks; },
                   [&](const LimitUsed& e) {
                       Combatant& c = combatant(state, e.who);
                       (e.perEncounter ? c.encounterLimits : c.roundLimits).push_back(e.key);
                   },
                   [&](const RelationSet& e) {
                       const std::string low = std::min(e.a, e.b);
                       const std::string high = std::max(e.a, e.b);
                       std::erase_if(state.relations,
                                     [&](const RelationOverride& r) { return r.a == low && r.b == high; });
                       state.relations.push_back({low, high, e.allies});
                   },
                   [&](const CombatantLeft& e) {
                       Combatant& c = combatant(state, e.who);
                       c.active = false;
                       c.leftReason = e.reason;
                       releaseGrapples(state, c);
                       Slot& s = slot(state, c.slot);
                       s.active = std::any_of(s.members.begin(), s.members.end(), [&](const std::string& member) {
                           const Combatant* m = state.find(member);
                           return m != nullptr && m->active;
                       });
                       sortOrder(state);
                   },
                   [&](const EncounterEnded& e) {
                       state.ended = true;
                       state.outcome = e.outcome;
                       state.current.clear();
                       state.pending.clear();
                       state.resume = Resume::None;
                       state.offers.clear();
                       // Every effect of the encounter ends (A9.3); being Defeated is an outcome, not an effect.
                       std::erase_if(state.effects, [](const Effect& effect) {
                           return !(effect.kind == EffectKind::Condition && effect.name == "defeated");
                       });
                       for (auto& c : state.combatants) {
                           c.charges = 0;
                           c.powerUp = 0;
                           c.holdingBack = 0;
                           c.grappling.clear();
                           c.grappledBy.clear();
                       }
                   },
                   [&](const OffersSet& e) {
                       state.offers = e.ids;
                       state.offerActor = e.actor;
                       state.offerKind = e.kind;
                       state.offerLife = e.life;
                       state.offerKi = e.ki;
                   },
                   [&](const InstantSequenceSet& e) { state.instantSequence = e.ids; },
                   [&](const ManeuverUsed& e) {
                       if (e.role == "attack") {
                           state.lastAttack = LastAttack{e.who, e.target, e.name, e.hit, {}};
                       } else if (e.role != "reaction") {
                           state.lastAttack = LastAttack{};
                       }
                   },
                   [&](const GrappleSet& e) {
                       Combatant& grappler = combatant(state, e.grappler);
                       Combatant& grappled = combatant(state, e.grappled);
                       grappler.grappling = e.held ? e.grappled : std::string();
                       grappled.grappledBy = e.held ? e.grappler : std::string();
                   },
                   [&](const SkipMarked& e) { slot(state, e.slot).skipPending = true; },
                   [&](const EmpowerReceived& e) { combatant(state, e.who).empoweredBy.push_back(e.giver); },
                   [&](const ParryAnswered& e) {
                       if (state.lastAttack.attacker == e.attacker && state.lastAttack.target == e.who) {
                           state.lastAttack.parry = e.option;
                       }
                   },
                   [&](const HiddenFound& e) {
                       auto& found = combatant(state, e.hider).foundBy;
                       if (std::find(found.begin(), found.end(), e.observer) == found.end()) {
                           found.push_back(e.observer);
                       }
                   },
                   [&](const RestraintChecked& e) {
                       Combatant& restrained = combatant(state, e.who);
                       restrained.restraintFails = e.passed ? 0 : restrained.restraintFails + 1;
                   },
                   // A ruleset reduces its own events (Ruleset::apply) before the core sees them.
                   [&](const RulesetEvent& e) {
                       throw EventReferenceError(
                           fmt::format("event \"{}\" belongs to another ruleset", e.body ? e.body->type() : "unknown"));
                   },
               },
               event);
}

} // namespace scouter::engine
