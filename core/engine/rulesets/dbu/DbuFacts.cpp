#include "dbu/DbuRuleset.h"

#include <cctype>
#include <variant>

// What DBU's events mean for the log, the exports and the review (Ruleset::facts): Life is health,
// Ki is spent, a turn spends Actions and Counter Actions, a maneuver heads its command.
namespace scouter::engine::dbu {

namespace {

// "bonus-momentum" → "Bonus Momentum": the reason an Action was gained, in the rules' words.
std::string titled(const std::string& kebab) {
    std::string out = kebab;
    bool start = true;
    for (auto& c : out) {
        if (c == '-') {
            c = ' ';
            start = true;
        } else if (start) {
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            start = false;
        }
    }
    return out;
}

void lifeFacts(const EncounterState& before, const events::LifeSet& life, EventFacts& facts) {
    const Combatant* c = before.find(life.who);
    const int from = c != nullptr ? c->life : 0;
    facts.pools.push_back({life.who, "life", from, life.value});
    if (c == nullptr) {
        return;
    }
    for (const int threshold : c->stats.thresholds) {
        if (life.value <= threshold && threshold < from) {
            facts.caused.push_back({life.who, "Health Threshold"});
            return;
        }
    }
}

void spentFacts(const events::ActionsSpent& spent, EventFacts& facts) {
    if (spent.actions > 0) {
        facts.spent.push_back({spent.who, "actions", spent.actions});
    }
    if (const int counters = spent.baseCounter + spent.convertedCounter; counters > 0) {
        facts.spent.push_back({spent.who, "counter-actions", counters});
    }
}

} // namespace

std::vector<PoolDescription> DbuRuleset::pools() const {
    return {{"life", "Life", true}, {"ki", "Ki", false}};
}

std::vector<ResourceDescription> DbuRuleset::resources() const {
    return {{"actions", "Action", "Actions", "A"}, {"counter-actions", "Counter Action", "Counter Actions", "CA"}};
}

EventFacts DbuRuleset::facts(const EncounterState& before, const Event& event) const {
    EventFacts facts;
    if (const auto* used = std::get_if<events::ManeuverUsed>(&event)) {
        facts.actor = used->who;
        facts.headline = Headline{used->who, used->name, used->option, used->target,
                                  used->role == "attack" ? std::optional<bool>(used->hit) : std::nullopt};
    } else if (const auto* life = std::get_if<events::LifeSet>(&event)) {
        lifeFacts(before, *life, facts);
    } else if (const auto* ki = std::get_if<events::KiSet>(&event)) {
        const Combatant* c = before.find(ki->who);
        facts.pools.push_back({ki->who, "ki", c != nullptr ? c->ki : 0, ki->value});
    } else if (const auto* spent = std::get_if<events::ActionsSpent>(&event)) {
        spentFacts(*spent, facts);
    } else if (const auto* gained = std::get_if<events::ActionsGained>(&event)) {
        facts.caused.push_back({gained->who, titled(gained->reason)});
    } else if (const auto* converted = std::get_if<events::ActionsConverted>(&event)) {
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
    const Combatant* rolling = state.find(decision.subjects.back());
    if (rolling == nullptr || rolling->restraintFails <= 0) {
        return {};
    }
    return "+" + std::to_string(rolling->restraintFails) + "(T) from failed checks";
}

} // namespace scouter::engine::dbu
