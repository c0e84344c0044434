// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/EventReferences.h"
#include "events/RulesetEventOf.h"
#include "model/IdHash.h"
#include "true20/Budget.h"
#include "true20/DamageTrack.h"
#include "true20/Scores.h"
#include "true20/True20Events.h"
#include "true20/True20Ruleset.h"

#include <algorithm>
#include <array>
#include <string_view>

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

// The fighter of `combatant` to change (nullptr: an id that names no combatant changes no fighter).
// A combatant set up after prepare() gets a fighter of its own here, as it would have by its id.
Fighter* fighterToChange(True20State& rules, const EncounterState& state, const Combatant* combatant) {
    if (combatant == nullptr) {
        return nullptr;
    }
    const auto at = static_cast<std::size_t>(combatant - state.combatants.data());
    if (at >= rules.fighters.size()) {
        rules.fighters.resize(state.combatants.size());
    }
    return &rules.fighters[at];
}

// The T a ruleset event's body holds, given the body's type tag, or nullptr when it holds another.
template <class T> const T* bodyAs(const events::RulesetEventBody& body, const void* tag) {
    return tag == events::RulesetEventOf<T>::tag() ? &static_cast<const events::RulesetEventOf<T>&>(body).value()
                                                   : nullptr;
}

std::vector<TimerEntry>& timersOf(True20State& rules, int anchor) {
    const std::size_t bucket = timerBucket(anchor);
    if (bucket >= rules.timers.size()) {
        rules.timers.resize(bucket + 1);
    }
    return rules.timers[bucket];
}

// Ends the timers of `anchor` that have run out by `round` (those of the fighters it files).
void expire(True20State& rules, int anchor, int round) {
    const std::size_t bucket = timerBucket(anchor);
    if (bucket >= rules.timers.size()) {
        return;
    }
    auto& filed = rules.timers[bucket];
    const auto ended = [&](const Timer& timer) { return timer.endRound <= round && timer.anchor == anchor; };
    bool any = false;
    // Each damage files two timers for its owner: each owner's states are looked through once (past
    // a few owners, again: a second look finds nothing more to end).
    std::array<std::size_t, 8> seen{};
    std::size_t seenCount = 0;
    for (const TimerEntry& entry : filed) {
        if (entry.endRound > round) {
            continue;
        }
        any = true;
        const auto seenEnd = seen.begin() + static_cast<std::ptrdiff_t>(seenCount);
        if (std::find(seen.begin(), seenEnd, entry.who) != seenEnd) {
            continue;
        }
        if (seenCount < seen.size()) {
            seen[seenCount++] = entry.who;
        }
        Fighter& fighter = rules.fighters[entry.who];
        for (auto* track : {&fighter.lethal, &fighter.subdual}) {
            std::erase_if(*track, [&](const HeldState& held) { return ended(held.lapse); });
        }
        if (fighter.offGuard && ended(*fighter.offGuard)) {
            fighter.offGuard.reset();
        }
    }
    if (any) {
        std::erase_if(filed, [&](const TimerEntry& entry) { return entry.endRound <= round; });
    }
}

// The anchor of `slotId`, found without a lookup when it is the turn in progress (a Toughness save's,
// the turn that ends).
int turnAnchorOf(const EncounterState& state, const True20State& rules, const std::string& slotId) {
    const auto at = static_cast<std::size_t>(rules.turnAnchor);
    if (rules.turnAnchor >= 0 && at < state.slots.size() && sameId(state.slots[at].id, slotId)) {
        return rules.turnAnchor;
    }
    return anchorOf(state, slotId);
}

// The combatants a ruleset event names, each looked up once: what the check before it is applied
// finds is what the reducer changes. Every True20 event names its `who` first. The first two are
// looked for where the event found them the last time it was applied (its hints: a replay, an undo
// and the review apply each stored event again); else, as most name whoever acts or was just hit,
// those are compared before the encounter's index is asked.
class NamedCombatants final : public events::ReferenceVisitor {
public:
    NamedCombatants(const EncounterState& state, const True20State* rules, const IdHints& hints)
        : m_state(state), m_rules(rules), m_hints(hints) {}
    void operator()(const std::string& id) override {
        const std::size_t which = m_count++;
        const Combatant* found = which < m_hints.size() ? hinted(m_hints[which], id) : nullptr;
        if (found == nullptr) {
            found = recent(id);
            if (found == nullptr) {
                found = m_state.find(id);
            }
            if (found != nullptr && which < m_hints.size()) {
                m_hints[which].set(static_cast<std::uint32_t>(found - m_state.combatants.data()));
            }
        }
        if (found == nullptr && !id.empty() && m_state.findSlot(id) == nullptr) {
            m_unknown = true;
        }
        if (which < m_named.size()) {
            m_named[which] = found;
        }
    }
    [[nodiscard]] bool unknown() const { return m_unknown; }
    // The combatant of the first id, or nullptr when it names a slot, or nothing; the second's.
    [[nodiscard]] const Combatant* who() const { return m_named[0]; }
    [[nodiscard]] const Combatant* second() const { return m_named[1]; }

private:
    [[nodiscard]] const Combatant* hinted(const IdHint& hint, const std::string& id) const {
        const std::uint32_t at = hint.get();
        const auto& combatants = m_state.combatants;
        return at < combatants.size() && sameId(combatants[at].id, id) ? &combatants[at] : nullptr;
    }
    [[nodiscard]] const Combatant* recent(const std::string& id) const {
        if (m_rules == nullptr) {
            return nullptr;
        }
        const auto& combatants = m_state.combatants;
        for (const std::size_t at : m_rules->acting) {
            if (at < combatants.size() && sameId(combatants[at].id, id)) {
                return &combatants[at];
            }
        }
        const std::size_t target = m_rules->hitTarget;
        if (target < combatants.size() && sameId(combatants[target].id, id)) {
            return &combatants[target];
        }
        return nullptr;
    }

    const EncounterState& m_state;
    const True20State* m_rules;
    const IdHints& m_hints;
    std::array<const Combatant*, 2> m_named{};
    std::size_t m_count = 0;
    bool m_unknown = false;
};

void addTimers(True20State& rules, std::size_t who, int anchor, int round) {
    auto& filed = timersOf(rules, anchor);
    if (filed.capacity() == 0) {
        filed.reserve(16); // a turn's bucket holds two timers for each round of a minute
    }
    for (int rounds : {1, 10}) {
        filed.push_back(TimerEntry{round + rounds, who});
    }
}

void leaveTurn(True20State& rules) {
    for (const std::size_t at : rules.acting) {
        Fighter& fighter = rules.fighters[at];
        fighter.inTurn = false;
        fighter.budget = false;
    }
    rules.acting.clear();
}

// The turn of `started`'s slot begins. Its slot and first member are found where the core's reducer
// found them (the event's hints); the other members of a group, set up one after the other, after it.
void beginTurn(EncounterState& state, True20State& rules, const events::TurnStarted& started,
               const True20Settings& settings) {
    leaveTurn(rules);
    if (!rules.waiting.empty()) {
        std::erase(rules.waiting, started.slot);
    }
    const Slot* slot = state.findSlot(started.slot, started.slotAt);
    if (slot == nullptr) {
        rules.turnAnchor = kUnknownAnchor;
        return;
    }
    rules.turnAnchor = static_cast<int>(slot - state.slots.data());
    std::size_t guess = 0;
    for (const auto& member : slot->members) {
        const Combatant* combatant = nullptr;
        if (&member == &slot->members.front()) {
            combatant = state.find(member, started.memberAt);
        } else {
            combatant = guess < state.combatants.size() && sameId(state.combatants[guess].id, member)
                            ? &state.combatants[guess]
                            : state.find(member);
        }
        guess = combatant != nullptr ? static_cast<std::size_t>(combatant - state.combatants.data()) + 1 : 0;
        if (combatant == nullptr || !combatant->active) {
            continue;
        }
        Fighter& fighter = *fighterToChange(rules, state, combatant);
        rules.acting.push_back(static_cast<std::size_t>(combatant - state.combatants.data()));
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
    if (const auto* own = std::get_if<events::RulesetEvent>(&event)) {
        if (own->body == nullptr) {
            return;
        }
        // As the core reducer does: an event from outside data naming someone unknown changes nothing.
        NamedCombatants named(state, state.rules.get<True20State>(), own->body->hints());
        own->body->visitReferences(named);
        if (named.unknown()) {
            throw EventReferenceError(unknownReference(state, event).value_or("names someone unknown"));
        }
        reduceOwn(state, *own->body, {named.who(), named.second()});
        return;
    }
    Ruleset::apply(state, event);
    afterCore(state, event);
}

void True20Ruleset::afterCore(EncounterState& state, const Event& event) const {
    if (const auto* started = std::get_if<events::TurnStarted>(&event)) {
        beginTurn(state, rulesOf(state), *started, m_settings);
    } else if (const auto* ended = std::get_if<events::TurnEnded>(&event)) {
        True20State& rules = rulesOf(state);
        leaveTurn(rules);
        rules.hit.reset();
        expire(rules, turnAnchorOf(state, rules, ended->slot), state.round);
    } else if (const auto* roundEnded = std::get_if<events::RoundEnded>(&event)) {
        True20State& rules = rulesOf(state);
        rules.waiting.clear();
        // The timers of a slot that left, or of none, end with the round.
        for (std::size_t bucket = 0; bucket < rules.timers.size(); ++bucket) {
            const int anchor = bucketAnchor(bucket);
            const bool gone = anchor < 0 || static_cast<std::size_t>(anchor) >= state.slots.size() ||
                              !state.slots[static_cast<std::size_t>(anchor)].active;
            if (gone && !rules.timers[bucket].empty()) {
                expire(rules, anchor, roundEnded->round);
            }
        }
    } else if (std::holds_alternative<events::EncounterEnded>(event)) {
        True20State& rules = rulesOf(state);
        rules.threat.reset();
        rules.hit.reset();
        leaveTurn(rules);
    }
}

void True20Ruleset::reduceOwn(EncounterState& state, const events::RulesetEventBody& body,
                              std::pair<const Combatant*, const Combatant*> named) const {
    const Combatant* const who = named.first;
    using namespace std::string_view_literals;
    True20State& rules = rulesOf(state);
    // The body's type asked once, not once for each type tried.
    const void* const tag = body.typeTag();
    if (const auto* e = bodyAs<AttackMade>(body, tag)) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            if (e->spent == "prepared"sv) {
                fighter->prepared = false;
            } else {
                spend(*fighter, e->spent);
            }
        }
        rules.lastAttack = e->result;
        rules.threat.reset();
        if (e->result == "critical-threat"sv) {
            rules.threat = Threat{e->who, e->target, e->bonus};
        }
        if (e->result == "miss"sv) {
            rules.hit.reset();
            return;
        }
        // Filled in place: the last hit's strings keep their memory.
        if (!rules.hit) {
            rules.hit.emplace();
        }
        rules.hit->attacker = e->who;
        rules.hit->target = e->target;
        rules.hitTarget =
            named.second != nullptr ? static_cast<std::size_t>(named.second - state.combatants.data()) : kNoPosition;
        rules.hit->weapon = e->weapon;
        rules.hit->lethal = e->lethal;
        rules.hit->critical = false;
        return;
    }
    if (const auto* e = bodyAs<ToughnessRolled>(body, tag)) {
        if (!rules.lastSave) {
            rules.lastSave.emplace();
        }
        // Assigned field by field: the kind's string keeps its memory.
        rules.lastSave->kind = "toughness"sv;
        rules.lastSave->dc = e->dc;
        rules.lastSave->total = e->total();
        rules.lastSave->success = e->success;
        if (rules.hit && rules.hit->target == e->who) {
            rules.hit.reset();
        }
        Fighter* fighter = fighterToChange(rules, state, who);
        if (fighter == nullptr) {
            return;
        }
        if (e->kill) {
            kill(*fighter);
            return;
        }
        const Moment moment{turnAnchorOf(state, rules, e->anchor), e->round};
        for (const auto& inflicted : e->inflicted) {
            inflict(*fighter, inflicted, moment, m_settings);
        }
        if (!e->inflicted.empty()) {
            addTimers(rules, static_cast<std::size_t>(fighter - rules.fighters.data()), moment.anchor, e->round);
        }
        return;
    }
    if (const auto* e = bodyAs<CriticalConfirmed>(body, tag)) {
        rules.lastAttack = e->confirmed ? "critical"sv : "hit"sv;
        rules.threat.reset();
        if (rules.hit) {
            rules.hit->critical = e->confirmed;
        }
        return;
    }
    if (bodyAs<ThreatLapsed>(body, tag) != nullptr) {
        rules.lastAttack = "hit"sv;
        rules.threat.reset();
        return;
    }
    if (const auto* e = bodyAs<SaveRolled>(body, tag)) {
        rules.lastSave = SaveResult{e->kind, e->dc, e->face + e->bonus, e->success};
        return;
    }
    if (const auto* e = bodyAs<RecoveryRolled>(body, tag)) {
        rules.lastSave = SaveResult{"recovery", e->dc, e->total, e->total >= e->dc};
        Fighter* fighter = fighterToChange(rules, state, who);
        if (fighter == nullptr) {
            return;
        }
        fighter->lastRecoveryRound = e->round;
        fighter->lastCheck[e->state] = e->round;
        if (e->conviction) {
            fighter->conviction -= 1;
        }
        if (e->outcome == "recovered"sv) {
            removeOne(*fighter, e->state);
        } else if (e->outcome == "died"sv) {
            kill(*fighter);
        } else if (e->outcome == "improved"sv) {
            improveFromDying(*fighter);
        } else if (e->outcome == "steady"sv) {
            fighter->dyingDC += 1;
        }
        return;
    }
    if (const auto* e = bodyAs<ActionTaken>(body, tag)) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            spend(*fighter, e->action);
        }
        return;
    }
    if (const auto* e = bodyAs<DefenseChosen>(body, tag)) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            fighter->defend = e->with;
        }
        return;
    }
    if (const auto* e = bodyAs<Delayed>(body, tag)) {
        rules.waiting.push_back(e->who);
        return;
    }
    if (bodyAs<Prepared>(body, tag) != nullptr) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            spend(*fighter, "standard");
            fighter->prepared = true;
        }
        return;
    }
    if (const auto* e = bodyAs<MoveMade>(body, tag)) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            for (int i = 0; i < e->actions; ++i) {
                spend(*fighter, "move");
            }
        }
        if (who != nullptr) {
            state.combatants.edit(static_cast<std::size_t>(who - state.combatants.data())).at = Position{e->x, e->y};
        }
        return;
    }
    if (const auto* e = bodyAs<ConditionChanged>(body, tag)) {
        Fighter* fighter = fighterToChange(rules, state, who);
        if (fighter == nullptr) {
            return;
        }
        fighter->offGuard.reset();
        if (e->added) {
            const int anchor = anchorOf(state, e->anchor);
            fighter->offGuard = Timer{anchor, e->endRound};
            if (!e->anchor.empty()) {
                timersOf(rules, anchor)
                    .push_back(TimerEntry{e->endRound, static_cast<std::size_t>(fighter - rules.fighters.data())});
            }
        }
        return;
    }
    if (bodyAs<Pushed>(body, tag) != nullptr) {
        if (Fighter* fighter = fighterToChange(rules, state, who)) {
            removeOne(*fighter, "disabled");
            inflict(*fighter, "dying", {turnAnchorOf(state, rules, state.current), state.round}, m_settings);
        }
    }
}

} // namespace scouter::engine::true20
