// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/CombatFacts.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/CombatEvents.h"
#include "fatewalker/ExchangeOutcome.h"
#include "fatewalker/FwRules.h"

#include <algorithm>

namespace scouter::engine::fatewalker {

namespace {

void changedFighters(const EncounterState& before, const Fighters& fighters, EventFacts& facts) {
    for (const auto& [id, shared] : fighters) {
        const Fighter& fighter = shared;
        const Fighter& was = clock::fighterOf(before, id);
        if (fighter.stunDamage != was.stunDamage) {
            facts.pools.push_back({id, "stun", was.stunDamage, fighter.stunDamage});
        }
        if (fighter.normalDamage != was.normalDamage) {
            facts.pools.push_back({id, "normal", was.normalDamage, fighter.normalDamage});
        }
        if (fighter.nextTick != was.nextTick) {
            facts.pools.push_back({id, "next-tick", was.nextTick, fighter.nextTick});
        }
        if (fighter.posture == "prone" && was.posture != "prone") {
            facts.caused.push_back({id, "Prone"});
        }
        if (fighter.bind && !was.bind) {
            facts.caused.push_back({id, "Grappled"});
        } else if (!fighter.bind && was.bind) {
            facts.caused.push_back({id, "Free of the bind"});
        }
        for (const auto& [weapon, where] : fighter.weapons) {
            const auto old = was.weapons.find(weapon);
            if (where == "at-feet" && (old == was.weapons.end() || old->second != "at-feet")) {
                facts.caused.push_back({id, "Disarmed"});
            }
        }
    }
}

// Who dealt a line of an exchange's damage: the attacker its attack's (and its own headbutt's, taken
// only), the defender what its answer hit back with (a counter, a defensive throw).
std::string dealerOf(const Exchange& exchange, const DamageLine& line) {
    if (line.cause == "counter" || line.cause == "throw") {
        return exchange.target;
    }
    return exchange.attacker;
}

} // namespace

std::optional<EventFacts> combatFacts(const EncounterState& before, const Event& event) {
    if (const auto* resolved = events::rulesetEventAs<ExchangeResolved>(event)) {
        EventFacts facts;
        facts.actor = resolved->exchange->attacker;
        facts.outcome = exchangeOutcome(*resolved->exchange);
        changedFighters(before, resolved->fighters, facts);
        for (const auto& line : resolved->dealt) {
            if (line.points > 0) {
                facts.damage.push_back({line.to, line.points, dealerOf(*resolved->exchange, line)});
            }
        }
        return facts;
    }
    if (const auto* rolled = events::rulesetEventAs<CheckRolled>(event)) {
        EventFacts facts;
        facts.subject = rolled->who;
        changedFighters(before, rolled->fighters, facts);
        if (rolled->fall && rolled->fall->points > 0) {
            // The one hit falls (a charge, a trip kick): the attack that felled it dealt the fall.
            facts.damage.push_back({rolled->fall->to, rolled->fall->points, rolled->exchange->attacker});
        }
        if (rolled->delays && rolled->who == rolled->exchange->attacker && rolled->delay > 0) {
            // «the maneuver costs 5-successes extra ticks to execute»: the charger's own cost; the
            // one charged is delayed, which it did not spend.
            facts.spent.push_back({rolled->who, "ticks", rolled->delay});
        }
        return facts;
    }
    if (events::rulesetEventAs<AttackOpened>(event) != nullptr ||
        events::rulesetEventAs<EvasionRolled>(event) != nullptr) {
        return EventFacts{};
    }
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker
