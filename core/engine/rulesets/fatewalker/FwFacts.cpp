// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/CombatFacts.h"
#include "fatewalker/FwEvents.h"
#include "fatewalker/FwRules.h"

// What Fatewalker's events mean for the log and the review: an action heads its command ("Aster:
// Dodge (8 ticks) → next tick 23"), spends ticks, moves the next action tick; the damage an exchange
// deals raises the Stun and Normal damage totals (CombatFacts).
namespace scouter::engine::fatewalker {

std::vector<PoolDescription> FwRuleset::pools() const {
    using Kind = PoolDescription::Kind;
    return {{"next-tick", "Next tick", Kind::Clock},
            {"stun", "Stun damage", Kind::Damage},
            {"normal", "Normal damage", Kind::Damage}};
}

std::vector<ResourceDescription> FwRuleset::resources() const {
    return {{"ticks", "tick", "ticks", "t"}};
}

EventFacts FwRuleset::facts(const EncounterState& before, const Event& event) const {
    if (auto combat = combatFacts(before, event)) {
        return *combat;
    }
    EventFacts facts;
    if (const auto* action = events::rulesetEventAs<ActionTaken>(event)) {
        const Fighter& was = clock::fighterOf(before, action->who);
        facts.actor = action->who;
        facts.headline = Headline{action->who, action->action, action->option, action->target, action->favourite};
        facts.spent.push_back({action->who, "ticks", action->cost});
        facts.pools.push_back({action->who, "next-tick", was.nextTick, action->after->nextTick});
        return facts;
    }
    if (const auto* changed = events::rulesetEventAs<FightersChanged>(event)) {
        for (const auto& [id, shared] : changed->fighters) {
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
            // An exchange stored this way (before fw-exchange) names no cause: what one side took,
            // the other side dealt. Without an exchange, the command's maneuver dealt it, if any.
            if (const int taken = fighter.stunDamage - was.stunDamage + fighter.normalDamage - was.normalDamage;
                taken > 0) {
                const auto& exchange = changed->exchange;
                facts.damage.push_back({id, taken,
                                        !exchange                  ? ""
                                        : id == exchange->attacker ? exchange->target
                                                                   : exchange->attacker});
            }
        }
        return facts;
    }
    if (const auto* set = events::rulesetEventAs<TickSet>(event)) {
        facts.subject = set->who;
        facts.pools.push_back({set->who, "next-tick", clock::fighterOf(before, set->who).nextTick, set->tick});
    }
    return facts;
}

} // namespace scouter::engine::fatewalker
