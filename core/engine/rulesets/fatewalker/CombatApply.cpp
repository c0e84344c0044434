// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/CombatApply.h"

#include <algorithm>

namespace scouter::engine::fatewalker::combat {

namespace {

// The fighters an outcome changes, read from the state the first time they are touched.
class Touched {
public:
    explicit Touched(const FwState& rules) : m_rules(rules) {}

    Fighter& operator[](const std::string& id) {
        auto found = m_changed.find(id);
        if (found == m_changed.end()) {
            const Fighter* known = m_rules.fighters.find(id);
            found = m_changed.emplace(id, known != nullptr ? *known : Fighter{}).first;
        }
        return found->second;
    }
    [[nodiscard]] Fighters take() {
        Fighters changed;
        for (auto& [id, fighter] : m_changed) {
            changed.emplace(id, std::move(fighter));
        }
        return changed;
    }

private:
    const FwState& m_rules;
    std::map<std::string, Fighter> m_changed;
};

void knockProne(Fighter& fighter) {
    fighter.posture = "prone";
    fighter.movement.reset(); // a combatant knocked prone stops moving
}

void takeDamage(Fighter& fighter, int points, bool stun) {
    (stun ? fighter.stunDamage : fighter.normalDamage) += points;
}

// Ends every bind `id` has with someone outside the pair.
void endOtherBinds(const FwState& rules, Touched& touched, const std::string& id, const std::string& partner) {
    const Fighter* known = rules.fighters.find(id);
    if (known == nullptr || !known->bind || known->bind->with == partner) {
        return;
    }
    const std::string other = known->bind->with;
    touched[id].bind.reset();
    if (touched[other].bind && touched[other].bind->with == id) {
        touched[other].bind.reset();
    }
}

void applyBind(const FwState& rules, Touched& touched, const OpenAttack& attack, const BindChange& change) {
    const std::string& a = attack.attacker;
    const std::string& b = attack.target;
    if (change.bothStand) {
        // «below 0 both stand» (section 11), whether the sweep left a grapple or ended the bind
        touched[a].posture = "standing";
        touched[b].posture = "standing";
    }
    if (change.kind == BindChange::Kind::Ended) {
        touched[a].bind.reset();
        touched[b].bind.reset();
        return;
    }
    if (change.kind != BindChange::Kind::Set) {
        return;
    }
    if (change.newBind) {
        endOtherBinds(rules, touched, a, b);
        endOtherBinds(rules, touched, b, a);
    }
    const auto& levels = change.levels;
    const std::string holder = levels.holder.value_or("");
    touched[a].bind = Bind{b, levels.grapple, levels.takedown, levels.hold, holder};
    touched[b].bind = Bind{a, levels.grapple, levels.takedown, levels.hold, holder};
}

void sortIds(std::vector<std::string>& ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

} // namespace

ExchangeResolved exchangeResolved(const FwState& rules, const OpenAttack& attack, const std::string& reaction,
                                  const ExchangeOutcome& outcome) {
    Touched touched(rules);
    ExchangeResolved event;
    Exchange& record = event.exchange.edit();
    record.attacker = attack.attacker;
    record.target = attack.target;
    record.action = attack.action;
    record.reaction = reaction;
    record.net = outcome.net;
    record.hit = outcome.hit;
    record.distance = outcome.distance;
    for (const auto& dealt : outcome.damage) {
        takeDamage(touched[dealt.to], dealt.points, dealt.stun);
        record.damage[dealt.to] += dealt.points;
        event.dealt.push_back({dealt.to, dealt.points, dealt.stun, dealt.cause});
    }
    event.faces = outcome.faces();
    for (const auto& [id, ticks] : outcome.delay) {
        touched[id].nextTick += ticks;
        record.delay[id] += ticks;
    }
    applyBind(rules, touched, attack, outcome.bind);
    for (const auto& id : outcome.prone) {
        knockProne(touched[id]);
        record.prone.push_back(id);
    }
    sortIds(record.prone);
    if (outcome.friendlyFire) {
        record.friendlyFire = FriendlyFire{outcome.friendlyFire->target, outcome.friendlyFire->attackModifier,
                                           outcome.friendlyFire->defenceModifier};
    }
    if (outcome.disarmed && !attack.targetWeapon.empty()) {
        touched[attack.target].weapons[attack.targetWeapon] = "at-feet";
    }
    event.checks = outcome.checks;
    event.fighters = touched.take();
    return event;
}

CheckRolled checkRolled(const FwState& rules, const CheckAsked& check, const CheckOutcome& outcome) {
    Touched touched(rules);
    CheckRolled event;
    event.who = check.who;
    event.roll = check.roll;
    event.modifier = check.modifier;
    event.successes = outcome.successes;
    event.delay = outcome.delay;
    event.delays = check.delays;
    event.prone = outcome.prone;
    event.exchange = rules.exchange ? rules.exchange : Exchange{};
    Exchange& record = event.exchange.edit();
    Fighter& fighter = touched[check.who];
    fighter.roll = RollRecord{check.roll, check.modifier, outcome.successes, std::nullopt, {}, std::nullopt, {}};
    if (check.delays) {
        // «costs 5-successes extra ticks», listed even when 0: a recovery roll ran
        fighter.nextTick += outcome.delay;
        record.delay[check.who] += outcome.delay;
    }
    if (outcome.prone) {
        knockProne(fighter);
        record.prone.push_back(check.who);
        sortIds(record.prone);
    }
    if (outcome.fall) {
        takeDamage(fighter, outcome.fall->points, outcome.fall->stun);
        record.damage[check.who] += outcome.fall->points;
        event.fall = DamageLine{check.who, outcome.fall->points, outcome.fall->stun, "fall"};
        event.faces = outcome.fall->faces;
    }
    event.checks.assign(rules.combat.checks.begin() + (rules.combat.checks.empty() ? 0 : 1), rules.combat.checks.end());
    event.fighters = touched.take();
    return event;
}

} // namespace scouter::engine::fatewalker::combat
