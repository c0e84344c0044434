#include "fatewalker/CombatFacts.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/CombatEvents.h"
#include "fatewalker/FwRules.h"

#include <algorithm>

namespace scouter::engine::fatewalker {

namespace {

void changedFighters(const EncounterState& before, const std::map<std::string, Fighter>& fighters, EventFacts& facts) {
    for (const auto& [id, fighter] : fighters) {
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

} // namespace

std::optional<EventFacts> combatFacts(const EncounterState& before, const Event& event) {
    if (const auto* resolved = events::rulesetEventAs<ExchangeResolved>(event)) {
        EventFacts facts;
        facts.actor = resolved->exchange.attacker;
        changedFighters(before, resolved->fighters, facts);
        return facts;
    }
    if (const auto* rolled = events::rulesetEventAs<CheckRolled>(event)) {
        EventFacts facts;
        facts.subject = rolled->who;
        changedFighters(before, rolled->fighters, facts);
        return facts;
    }
    if (events::rulesetEventAs<AttackOpened>(event) != nullptr ||
        events::rulesetEventAs<EvasionRolled>(event) != nullptr) {
        return EventFacts{};
    }
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker
