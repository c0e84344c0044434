// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/DbuEvents.h"
#include "dbu/DbuRuleset.h"
#include "dbu/DbuState.h"
#include "events/RulesetEventOf.h"

#include <fmt/format.h>

#include <map>
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
        facts.headline = Headline{used->who, used->name, used->option, used->target, used->technique};
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
    } else if (const auto* recorded = rulesetEventAs<AttackRecorded>(event)) {
        facts.area = recorded->attack->area;
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

std::vector<Choice> DbuRuleset::decisionChoices(const EncounterState& state, const PendingDecision& decision) const {
    // A Grapple Check moving the grappled (A5.3): the ARC says who won, by name.
    if (decision.kind == "grapple-check" && decision.subjects.size() >= 2) {
        const auto nameOf = [&state](const std::string& id) {
            const Combatant* c = state.find(id);
            return c != nullptr ? c->name : id;
        };
        return {{"grappler", fmt::format("{} wins (the grappler)", nameOf(decision.subjects[0]))},
                {"grappled", fmt::format("{} wins (the grappled)", nameOf(decision.subjects[1]))}};
    }
    // 000 Miracle Empowerment: the receiver "may" let its Ki exceed the maximum (additions §4).
    if (decision.kind == "miracle-empowerment") {
        return {{"accept", "Accept: Ki above the maximum, +2d6 per giver on Combat Rolls"},
                {"decline", "Decline: Ki stops at the maximum"}};
    }
    return {};
}

std::string DbuRuleset::decisionTitle(const PendingDecision& decision) const {
    static const std::map<std::string, std::string, std::less<>> kWords{
        {"grapple-check", "the Grapple Check"},     {"concealment-check", "the Concealment Check of Holding Back"},
        {"restraint-check", "the Restraint Check"}, {"effect-order", "the order of the effects falling due"},
        {"tie", "the order of an Initiative tie"},  {"miracle-empowerment", "Miracle Empowerment past the maximum"}};
    if (const auto found = kWords.find(decision.kind); found != kWords.end()) {
        return found->second;
    }
    // An effect that does something as it falls due, asked once its turn in the order came.
    for (const auto& condition : conditions()) {
        if (condition.id == decision.kind) {
            return condition.label;
        }
    }
    return Ruleset::decisionTitle(decision);
}

std::string DbuRuleset::decisionAnswer(const EncounterState& state, const PendingDecision& decision,
                                       const std::vector<std::string>& choice) const {
    const auto nameOf = [&](std::size_t subject) {
        const Combatant* who = subject < decision.subjects.size() ? state.find(decision.subjects[subject]) : nullptr;
        return who != nullptr ? who->name : std::string();
    };
    if (choice.size() == 1 && decision.kind == "grapple-check") {
        // subjects: the grappler, then the grappled
        const std::string winner = choice[0] == "grappler" ? nameOf(0) : nameOf(1);
        return winner.empty() ? Ruleset::decisionAnswer(state, decision, choice) : winner + " wins";
    }
    if (choice.size() == 1 && (choice[0] == "pass" || choice[0] == "fail")) {
        return choice[0] == "pass" ? "passed" : "failed";
    }
    if (decision.kind == "effect-order") {
        // Each choice is "<check>:<first subject>:<second subject>" (TurnFlow's start-of-turn checks).
        std::string words;
        for (const auto& entry : choice) {
            const auto first = entry.find(':');
            const auto second = first == std::string::npos ? first : entry.find(':', first + 1);
            const std::string kind = entry.substr(0, first);
            std::string text = kind == "grapple-check"     ? "the Grapple Check"
                               : kind == "restraint-check" ? "the Restraint Check"
                                                           : Ruleset::decisionTitle(PendingDecision{kind, {}, {}});
            if (second != std::string::npos) {
                const Combatant* a = state.find(entry.substr(first + 1, second - first - 1));
                const Combatant* b = state.find(entry.substr(second + 1));
                if (a != nullptr && b != nullptr) {
                    text += fmt::format(" of {} and {}", a->name, b->name);
                }
            }
            words += (words.empty() ? "" : ", then ") + text;
        }
        return words;
    }
    return Ruleset::decisionAnswer(state, decision, choice);
}

} // namespace scouter::engine::dbu
