#include "dbu/DbuEvents.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "events/RulesetEventOf.h"

#include <variant>

// What DBU's events mean for the log, the exports and the review (Ruleset::facts): Life is health
// (its losses are damage, dealt by the command's maneuver), Ki is spent, a turn spends Actions and
// Counter Actions, a maneuver heads its command.
namespace scouter::engine::dbu {

namespace {

void lifeFacts(const EncounterState& before, const LifeSet& life, EventFacts& facts) {
    const Fighter* f = findFighter(before, life.who);
    const int from = f != nullptr ? f->life : 0;
    facts.pools.push_back({life.who, "life", from, life.value});
    if (life.value < from) {
        facts.damage.push_back({life.who, from - life.value, {}}); // by the command's maneuver, if any
    }
    if (f == nullptr) {
        return;
    }
    for (const int threshold : f->stats.thresholds) {
        if (life.value <= threshold && threshold < from) {
            facts.caused.push_back({life.who, "Health Threshold"});
            return;
        }
    }
}

// A miss is the defender's doing: the Dodge Roll beat the Strike (A5.1), or the Parry declared
// for it did (A5.2: Block, Power Flare, Deflect); the other options still roll Dodge.
std::string missWord(std::string_view parry) {
    if (parry == "block") {
        return "blocked";
    }
    if (parry == "power-flare" || parry == "deflect") {
        return "parried";
    }
    return "dodged";
}

void spentFacts(const ActionsSpent& spent, EventFacts& facts) {
    if (spent.actions > 0) {
        facts.spent.push_back({spent.who, "actions", spent.actions});
    }
    if (const int counters = spent.baseCounter + spent.convertedCounter; counters > 0) {
        facts.spent.push_back({spent.who, "counter-actions", counters});
    }
}

} // namespace

std::vector<PoolDescription> DbuRuleset::pools() const {
    return {{"life", "Life", PoolDescription::Kind::Health}, {"ki", "Ki", PoolDescription::Kind::Spent}};
}

std::vector<ResourceDescription> DbuRuleset::resources() const {
    return {{"actions", "Action", "Actions", "A"}, {"counter-actions", "Counter Action", "Counter Actions", "CA"}};
}

EventFacts DbuRuleset::facts(const EncounterState& before, const Event& event) const {
    EventFacts facts;
    using events::rulesetEventAs;
    if (const auto* used = rulesetEventAs<ManeuverUsed>(event)) {
        facts.actor = used->who;
        facts.headline = Headline{used->who, used->name, used->option, used->target};
        if (used->role == "attack" && !used->target.empty()) {
            facts.outcome =
                AttackOutcome{used->who, used->target, used->name, used->hit ? "hit" : missWord({}), used->hit};
        }
    } else if (const auto* parried = rulesetEventAs<ParryAnswered>(event)) {
        // Answered right after the attack it parries, so the attack is still the last one.
        const LastAttack& attack = before.lastAttack;
        if (parried->option != "rebounded" && attack.attacker == parried->attacker && attack.target == parried->who) {
            facts.outcome = AttackOutcome{attack.attacker, attack.target, attack.maneuver,
                                          attack.hit ? "hit" : missWord(parried->option), attack.hit};
        }
    } else if (const auto* life = rulesetEventAs<LifeSet>(event)) {
        lifeFacts(before, *life, facts);
    } else if (const auto* ki = rulesetEventAs<KiSet>(event)) {
        const Fighter* f = findFighter(before, ki->who);
        facts.pools.push_back({ki->who, "ki", f != nullptr ? f->ki : 0, ki->value});
    } else if (const auto* spent = rulesetEventAs<ActionsSpent>(event)) {
        spentFacts(*spent, facts);
    } else if (const auto* gained = rulesetEventAs<ActionsGained>(event)) {
        facts.caused.push_back({gained->who, gainReasonWords(gained->reason)});
    } else if (const auto* converted = rulesetEventAs<ActionsConverted>(event)) {
        facts.subject = converted->who;
    } else if (const auto* skipped = std::get_if<events::SkipMarked>(&event)) {
        facts.subject = skipped->slot;
    }
    return facts;
}

std::string DbuRuleset::decisionNote(const EncounterState& state, const PendingDecision& decision) const {
    // The one who rolls a Restraint Check is the restrained, the last subject.
    if (decision.kind != "restraint-check" || decision.subjects.empty()) {
        return {};
    }
    const Fighter* rolling = findFighter(state, decision.subjects.back());
    if (rolling == nullptr || rolling->restraintFails <= 0) {
        return {};
    }
    return "+" + std::to_string(rolling->restraintFails) + "(T) from failed checks";
}

} // namespace scouter::engine::dbu
