#include "events/EventReferences.h"
#include "events/RulesetEventOf.h"
#include "true20/Budget.h"
#include "true20/DamageTrack.h"
#include "true20/Scores.h"
#include "true20/True20Events.h"
#include "true20/True20Ruleset.h"

#include <algorithm>

// The reducer half of True20Ruleset: its own events, and what the core's turn events mean for
// the budget and the timers.
namespace scouter::engine::true20 {

namespace {

True20State& rulesOf(EncounterState& state) {
    auto* rules = state.rules.get<True20State>();
    if (rules == nullptr) {
        state.rules = RulesetData(True20State{});
        rules = state.rules.get<True20State>();
    }
    return *rules;
}

Fighter& fighterOf(True20State& rules, const std::string& id) {
    return rules.fighters[id];
}

// Ends the timers of `anchor` that have run out by `round` (those of `who` it names).
void expire(True20State& rules, const std::string& anchor, int round) {
    const auto filed = rules.timers.find(anchor);
    if (filed == rules.timers.end()) {
        return;
    }
    std::vector<std::string> whose;
    std::erase_if(filed->second, [&](const TimerEntry& entry) {
        if (entry.endRound > round) {
            return false;
        }
        whose.push_back(entry.who);
        return true;
    });
    if (filed->second.empty()) {
        rules.timers.erase(filed);
    }
    const auto ended = [&](const Timer& timer) { return timer.endRound <= round && timer.anchor == anchor; };
    // Each damage files two timers for its owner: each owner's states are looked through once.
    std::sort(whose.begin(), whose.end());
    whose.erase(std::unique(whose.begin(), whose.end()), whose.end());
    for (const auto& id : whose) {
        Fighter& fighter = rules.fighters[id];
        for (auto* track : {&fighter.lethal, &fighter.subdual}) {
            std::erase_if(*track, [&](const HeldState& held) { return ended(held.lapse); });
        }
        if (fighter.offGuard && ended(*fighter.offGuard)) {
            fighter.offGuard.reset();
        }
    }
}

void addTimers(True20State& rules, const std::string& who, const std::string& anchor, int round) {
    auto& filed = rules.timers[anchor];
    for (int rounds : {1, 10}) {
        filed.push_back(TimerEntry{round + rounds, who});
    }
}

void leaveTurn(True20State& rules) {
    for (const auto& id : rules.acting) {
        Fighter& fighter = rules.fighters[id];
        fighter.inTurn = false;
        fighter.budget = false;
    }
    rules.acting.clear();
}

void beginTurn(EncounterState& state, True20State& rules, const std::string& slotId, const True20Settings& settings) {
    leaveTurn(rules);
    std::erase(rules.waiting, slotId);
    const Slot* slot = state.findSlot(slotId);
    if (slot == nullptr) {
        return;
    }
    for (const auto& member : slot->members) {
        const Combatant* combatant = state.find(member);
        if (combatant == nullptr || !combatant->active) {
            continue;
        }
        Fighter& fighter = fighterOf(rules, member);
        rules.acting.push_back(member);
        const bool helpless = Scores(combatant->sheet, &fighter, settings).helpless();
        fighter.inTurn = true;
        fighter.prepared = false;
        fighter.standard = fighter.move = fighter.full = 0;
        fighter.declared = false;
        fighter.fullAllowed = !(fighter.loseRound && settings.lostFullRoundOnly);
        fighter.budget = !helpless && !(fighter.loseRound && !settings.lostFullRoundOnly);
        fighter.loseRound = false;
    }
}

} // namespace

void True20Ruleset::apply(EncounterState& state, const Event& event) const {
    if (std::holds_alternative<events::RulesetEvent>(event)) {
        // As the core reducer does: an event from outside data naming someone unknown changes nothing.
        if (auto problem = unknownReference(state, event)) {
            throw EventReferenceError(*problem);
        }
        reduceOwn(state, event);
        return;
    }
    Ruleset::apply(state, event);
    afterCore(state, event);
}

void True20Ruleset::afterCore(EncounterState& state, const Event& event) const {
    if (const auto* started = std::get_if<events::TurnStarted>(&event)) {
        beginTurn(state, rulesOf(state), started->slot, m_settings);
    } else if (const auto* ended = std::get_if<events::TurnEnded>(&event)) {
        True20State& rules = rulesOf(state);
        leaveTurn(rules);
        rules.hit.reset();
        expire(rules, ended->slot, state.round);
    } else if (const auto* roundEnded = std::get_if<events::RoundEnded>(&event)) {
        True20State& rules = rulesOf(state);
        rules.waiting.clear();
        std::vector<std::string> gone;
        for (const auto& [anchor, entries] : rules.timers) {
            const Slot* slot = state.findSlot(anchor);
            if (slot == nullptr || !slot->active) {
                gone.push_back(anchor);
            }
        }
        for (const auto& anchor : gone) {
            expire(rules, anchor, roundEnded->round);
        }
    } else if (std::holds_alternative<events::EncounterEnded>(event)) {
        True20State& rules = rulesOf(state);
        rules.threat.reset();
        rules.hit.reset();
        leaveTurn(rules);
    }
}

void True20Ruleset::reduceOwn(EncounterState& state, const Event& event) const {
    True20State& rules = rulesOf(state);
    if (const auto* e = events::rulesetEventAs<AttackMade>(event)) {
        Fighter& fighter = fighterOf(rules, e->who);
        if (e->spent == "prepared") {
            fighter.prepared = false;
        } else {
            spend(fighter, e->spent);
        }
        rules.lastAttack = e->result;
        rules.threat.reset();
        rules.hit.reset();
        if (e->result == "critical-threat") {
            rules.threat = Threat{e->who, e->target, e->bonus};
        }
        if (e->result != "miss") {
            rules.hit = Hit{e->who, e->target, e->weapon, e->lethal, false};
        }
        return;
    }
    if (const auto* e = events::rulesetEventAs<CriticalConfirmed>(event)) {
        rules.lastAttack = e->confirmed ? "critical" : "hit";
        rules.threat.reset();
        if (rules.hit) {
            rules.hit->critical = e->confirmed;
        }
        return;
    }
    if (events::rulesetEventAs<ThreatLapsed>(event) != nullptr) {
        rules.lastAttack = "hit";
        rules.threat.reset();
        return;
    }
    if (const auto* e = events::rulesetEventAs<ToughnessRolled>(event)) {
        rules.lastSave = SaveResult{"toughness", e->dc, e->total(), e->success};
        if (rules.hit && rules.hit->target == e->who) {
            rules.hit.reset();
        }
        Fighter& fighter = fighterOf(rules, e->who);
        if (e->kill) {
            kill(fighter);
        } else {
            for (const auto& inflicted : e->inflicted) {
                inflict(fighter, inflicted, {e->anchor, e->round}, m_settings);
            }
            if (!e->inflicted.empty()) {
                addTimers(rules, e->who, e->anchor, e->round);
            }
        }
        return;
    }
    if (const auto* e = events::rulesetEventAs<SaveRolled>(event)) {
        rules.lastSave = SaveResult{e->kind, e->dc, e->face + e->bonus, e->success};
        return;
    }
    if (const auto* e = events::rulesetEventAs<RecoveryRolled>(event)) {
        rules.lastSave = SaveResult{"recovery", e->dc, e->total, e->total >= e->dc};
        Fighter& fighter = fighterOf(rules, e->who);
        fighter.lastRecoveryRound = e->round;
        fighter.lastCheck[e->state] = e->round;
        if (e->conviction) {
            fighter.conviction -= 1;
        }
        if (e->outcome == "recovered") {
            removeOne(fighter, e->state);
            return;
        }
        if (e->outcome == "died") {
            kill(fighter);
            return;
        }
        if (e->outcome == "improved") {
            improveFromDying(fighter);
            return;
        }
        if (e->outcome == "steady") {
            fighter.dyingDC += 1;
        }
        return;
    }
    if (const auto* e = events::rulesetEventAs<ActionTaken>(event)) {
        spend(fighterOf(rules, e->who), e->action);
        return;
    }
    if (const auto* e = events::rulesetEventAs<DefenseChosen>(event)) {
        fighterOf(rules, e->who).defend = e->with;
        return;
    }
    if (const auto* e = events::rulesetEventAs<Delayed>(event)) {
        rules.waiting.push_back(e->who);
        return;
    }
    if (const auto* e = events::rulesetEventAs<Prepared>(event)) {
        Fighter& fighter = fighterOf(rules, e->who);
        spend(fighter, "standard");
        fighter.prepared = true;
        return;
    }
    if (const auto* e = events::rulesetEventAs<MoveMade>(event)) {
        Fighter& fighter = fighterOf(rules, e->who);
        for (int i = 0; i < e->actions; ++i) {
            spend(fighter, "move");
        }
        if (Combatant* mover = state.find(e->who)) {
            mover->at = Position{e->x, e->y};
        }
        return;
    }
    if (const auto* e = events::rulesetEventAs<ConditionChanged>(event)) {
        Fighter& fighter = fighterOf(rules, e->who);
        fighter.offGuard.reset();
        if (e->added) {
            fighter.offGuard = Timer{e->anchor, e->endRound};
            if (!e->anchor.empty()) {
                rules.timers[e->anchor].push_back(TimerEntry{e->endRound, e->who});
            }
        }
        return;
    }
    if (const auto* e = events::rulesetEventAs<Pushed>(event)) {
        Fighter& fighter = fighterOf(rules, e->who);
        removeOne(fighter, "disabled");
        inflict(fighter, "dying", {state.current, state.round}, m_settings);
    }
}

} // namespace scouter::engine::true20
