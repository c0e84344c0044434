// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "events/EventReferences.h"

#include "events/Reducer.h"
#include "events/RulesetEventOf.h"
#include <fmt/format.h>

#include <algorithm>
#include <string_view>
#include <variant>

// DBU's reducer: how its own events change its state (each event's `reduce`), and what the core's
// events mean in DBU. A round (000's round-start bookkeeping, rules digest) gives every combatant
// 3 Actions and 1 Counter Action, lost when the round ends, and the once-per-round uses start over.
namespace scouter::engine::dbu {

namespace {

constexpr int kActionsPerRound = 3;
constexpr int kCounterActionsPerRound = 1;

void forget(std::vector<std::string>& ids, const std::string& id) {
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
}

bool names(const std::vector<std::string>& ids, const std::string& id) {
    return std::find(ids.begin(), ids.end(), id) != ids.end();
}

// Only the fighters that hold `id` are changed, so a copy of the state keeps sharing the rest.
void releaseGrapples(DbuState& rules, Fighter& who, const std::string& id) {
    for (std::size_t i = 0; i < rules.fighters.size(); ++i) {
        const Fighter& other = rules.fighters[i];
        if (other.grappling != id && !names(other.grappledBy, id) && !names(other.tailHeldBy, id)) {
            continue;
        }
        Fighter& holder = rules.fighters.edit(i);
        if (holder.grappling == id) {
            holder.grappling.clear();
        }
        forget(holder.grappledBy, id);
        forget(holder.tailHeldBy, id);
    }
    who.grappling.clear();
    who.grappledBy.clear();
    who.tailHeldBy.clear();
}

// Each event checks the ids it names before it changes anything (as the core's reducer does), so
// an event from outside data naming someone unknown is refused and leaves the state as it was. It
// looks each one up once: this is the replay's inner loop.
Fighter& named(EncounterState& state, const std::string& id) {
    const Combatant* found = state.find(id);
    if (found == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
    return fighter(state, *found);
}

// The same, found first where the event found it the last time it was applied.
Fighter& named(EncounterState& state, const std::string& id, const IdHint& hint) {
    const Combatant* found = state.find(id, hint);
    if (found == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
    return fighter(state, *found);
}

// An id that may also be a slot (the Instant order, a maneuver's target); empty is none.
void requireKnown(const EncounterState& state, const std::string& id) {
    if (!id.empty() && state.find(id) == nullptr && state.findSlot(id) == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
}

// An id an event only names (its fighter is not changed): looked up, not taken to change.
void requireCombatant(const EncounterState& state, const std::string& id) {
    if (state.find(id) == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
}

void requireCombatant(const EncounterState& state, const std::string& id, const IdHint& hint) {
    if (state.find(id, hint) == nullptr) {
        throw EventReferenceError(fmt::format("names combatant \"{}\" that is not in this encounter", id));
    }
}

// After the core applied one of its events.
void afterCore(EncounterState& state, const Event& event) {
    DbuState& rules = dbuState(state);
    if (std::holds_alternative<events::RoundStarted>(event)) {
        for (std::size_t i = 0; i < rules.fighters.size(); ++i) {
            Fighter& f = rules.fighters.edit(i);
            f.actions = kActionsPerRound;
            f.baseCounter = kCounterActionsPerRound;
            f.momentumThisRound = false;
            f.roundLimits.clear();
            f.empoweredBy.clear();
            f.capacitySpent = 0; // [INTERP] Capacity returns at each round's start
        }
    } else if (std::holds_alternative<events::RoundEnded>(event)) {
        for (std::size_t i = 0; i < rules.fighters.size(); ++i) {
            const Fighter& now = rules.fighters[i];
            if (now.actions != 0 || now.baseCounter != 0 || now.commandedMoves != 0) {
                Fighter& f = rules.fighters.edit(i);
                f.actions = 0;
                f.baseCounter = 0;
                f.commandedMoves = 0;
            }
        }
    } else if (const auto* started = std::get_if<events::TurnStarted>(&event)) {
        if (const Slot* slot = state.findSlot(started->slot, started->slotAt)) {
            for (const auto& id : slot->members) {
                // The first member where the event found it last; fighter(state, id) refuses an unknown id.
                const Combatant* first = &id == &slot->members.front() ? state.find(id, started->memberAt) : nullptr;
                (first != nullptr ? fighter(state, *first) : fighter(state, id)).actedThisTurn = false;
            }
        }
    } else if (std::holds_alternative<events::TurnEnded>(event)) {
        rules.parry.clear(); // the core forgot the last attack
    } else if (const auto* added = std::get_if<events::EffectAdded>(&event)) {
        if (added->effect->kind == EffectKind::Condition && added->effect->name == std::string_view("hidden")) {
            fighter(state, added->effect->owner).foundBy.clear(); // hidden anew, from everyone
        }
    } else if (const auto* left = std::get_if<events::CombatantLeft>(&event)) {
        releaseGrapples(rules, fighter(state, left->who), left->who);
    } else if (std::holds_alternative<events::EncounterEnded>(event)) {
        for (std::size_t i = 0; i < rules.fighters.size(); ++i) {
            Fighter& f = rules.fighters.edit(i);
            f.charges = 0;
            f.powerUp = 0;
            f.holdingBack = 0;
            f.forms.clear();
            f.grappling.clear();
            f.grappledBy.clear();
            f.tailHeldBy.clear();
            f.commandedMoves = 0;
        }
    } else if (const auto* offers = std::get_if<events::OffersSet>(&event)) {
        rules.offerLife = takenBack(*offers, kTakenBackLife);
        rules.offerKi = takenBack(*offers, kTakenBackKi);
    }
}

} // namespace

void DbuRuleset::apply(EncounterState& state, const Event& event) const {
    // Most of a replay is DBU's own events: their path is kept apart from the core's, which is
    // longer, so that it is not paid for on each of them.
    const auto* own = std::get_if<events::RulesetEvent>(&event);
    if (own == nullptr || own->body == nullptr || state.rules.get<DbuState>() == nullptr) [[unlikely]] {
        applyCore(state, event);
        return;
    }
    own->body->reduce(state);
}

void DbuRuleset::applyCore(EncounterState& state, const Event& event) const {
    if (const auto* own = std::get_if<events::RulesetEvent>(&event)) {
        if (own->body == nullptr) {
            throw EventReferenceError("an empty ruleset event");
        }
        prepare(state);
        own->body->reduce(state);
        return;
    }
    Ruleset::apply(state, event);
    if (state.rules.get<DbuState>() == nullptr) {
        prepare(state);
    }
    afterCore(state, event);
}

void ActionsGained::reduce(EncounterState& state, const IdHints& hints) const {
    Fighter& f = named(state, who, hints[0]);
    f.actions += amount;
    if (reason == std::string_view("bonus-momentum")) {
        f.momentumThisRound = true;
    }
    if (reason == std::string_view("command")) {
        ++f.commandedMoves; // 000 Command: one of the two must go to Movement or a Counter Action
    }
}

void ActionsSpent::reduce(EncounterState& state, const IdHints& hints) const {
    Fighter& f = named(state, who, hints[0]);
    f.actions -= actions;
    f.baseCounter -= baseCounter;
    f.convertedCounter -= convertedCounter;
}

void ActionsConverted::reduce(EncounterState& state, const IdHints& hints) const {
    Fighter& f = named(state, who, hints[0]);
    f.actions -= count;
    f.convertedCounter += count;
    f.commandedMoves = std::max(0, f.commandedMoves - count);
    f.actedThisTurn = true;
}

void ConvertedLost::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).convertedCounter = 0;
}

void LifeSet::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).life = value;
}

void KiSet::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).ki = value;
}

void ChargesSet::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).charges = value;
}

void PowerUpSet::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).powerUp = value;
}

void HoldingBackSet::reduce(EncounterState& state, const IdHints& hints) const {
    named(state, who, hints[0]).holdingBack = stacks;
}

void LimitUsed::reduce(EncounterState& state, const IdHints& hints) const {
    Fighter& f = named(state, who, hints[0]);
    if (key.starts_with(kHiddenAttack)) {
        requireKnown(state, key.substr(kHiddenAttack.size()));
    }
    (perEncounter ? f.encounterLimits : f.roundLimits).push_back(key);
}

void InstantSequenceSet::reduce(EncounterState& state) const {
    for (const auto& id : ids) {
        requireKnown(state, id);
    }
    dbuState(state).instantSequence = ids;
}

void ManeuverUsed::reduce(EncounterState& state, const IdHints& hints) const {
    const Combatant* actor = state.find(who, hints[0]);
    if (actor == nullptr) {
        requireKnown(state, who);
    }
    if (!target.empty() && (actor == nullptr || !sameId(target, who))) { // one on oneself names one id twice
        if (state.find(target, hints[1]) == nullptr) {
            requireKnown(state, target); // a slot, or refused
        }
    }
    if (actor != nullptr) {
        Fighter& f = fighter(state, *actor);
        f.actedThisTurn = true;
        if (sameId(name, "movement")) {
            f.commandedMoves = std::max(0, f.commandedMoves - 1);
        }
    }
    if (sameId(role, "reaction")) {
        return;
    }
    // Assigned field by field, cleared in place: the strings keep their buffers.
    LastAttack& last = state.lastAttack;
    DbuState& rules = dbuState(state);
    if (sameId(role, "attack")) {
        last.attacker = who;
        last.target = target;
        last.maneuver = name;
        last.hit = hit;
    } else {
        last.attacker.clear();
        last.target.clear();
        last.maneuver.clear();
        last.hit = false;
    }
    rules.parry.clear();
    rules.attack.clear();
}

void GrappleSet::reduce(EncounterState& state) const {
    Fighter& holder = named(state, grappler);
    Fighter& holdee = named(state, grappled);
    holder.grappling = held ? grappled : std::string();
    forget(holdee.grappledBy, grappler);
    forget(holdee.tailHeldBy, grappler);
    if (held) {
        holdee.grappledBy.push_back(grappler);
        if (tail) {
            holdee.tailHeldBy.push_back(grappler);
        }
    }
}

void EmpowerReceived::reduce(EncounterState& state) const {
    Fighter& receiver = named(state, who);
    requireCombatant(state, giver);
    receiver.empoweredBy.push_back(giver);
}

void ParryAnswered::reduce(EncounterState& state) const {
    requireCombatant(state, who);
    requireCombatant(state, attacker);
    const auto& targets = dbuState(state).attack->targets;
    const bool areaTarget =
        dbuState(state).attack->attacker == attacker && std::find(targets.begin(), targets.end(), who) != targets.end();
    if (state.lastAttack.attacker == attacker && (state.lastAttack.target == who || areaTarget)) {
        dbuState(state).parry = option;
    }
}

void HiddenFound::reduce(EncounterState& state) const {
    requireCombatant(state, observer);
    auto& found = named(state, hider).foundBy;
    if (std::find(found.begin(), found.end(), observer) == found.end()) {
        found.push_back(observer);
    }
}

void AttackRecorded::reduce(EncounterState& state, const IdHints& hints) const {
    const AttackRecord& record = attack;
    requireCombatant(state, record.attacker, hints[0]);
    for (std::size_t i = 0; i < record.targets.size(); ++i) {
        if (i == 0) {
            requireCombatant(state, record.targets[i], hints[1]);
        } else {
            requireCombatant(state, record.targets[i]);
        }
    }
    // Those who lost something are nearly always the targets just checked: they are not asked twice.
    const auto checked = [&](const std::string& id) {
        return sameId(id, record.attacker) ||
               std::any_of(record.targets.begin(), record.targets.end(),
                           [&](const std::string& target) { return sameId(id, target); });
    };
    for (const auto& loss : record.losses) {
        if (!checked(loss.first)) {
            requireCombatant(state, loss.first);
        }
    }
    if (!record.deflected.empty() && !checked(record.deflected)) {
        requireCombatant(state, record.deflected);
    }
    dbuState(state).attack = attack; // shared, not copied
}

void ParryScored::reduce(EncounterState& state) const {
    requireCombatant(state, who);
    auto& scores = dbuState(state).parryScores;
    // Scores of Parries that ended are of no further use.
    std::erase_if(scores, [&](const ParryScore& entry) {
        return entry.effect == effect || std::none_of(state.effects.begin(), state.effects.end(),
                                                      [&](const Effect& e) { return e.id == entry.effect; });
    });
    scores.push_back(ParryScore{effect, score});
}

void RestraintChecked::reduce(EncounterState& state, const IdHints& hints) const {
    Fighter& restrained = named(state, who, hints[0]);
    restrained.restraintFails = passed ? 0 : restrained.restraintFails + 1;
}

} // namespace scouter::engine::dbu
