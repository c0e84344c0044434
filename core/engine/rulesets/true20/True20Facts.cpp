// SPDX-License-Identifier: GPL-3.0-or-later
#include "events/RulesetEventOf.h"
#include "true20/DamageTrack.h"
#include "true20/True20Events.h"
#include "true20/True20Ruleset.h"

// What True20's events mean for the log, the exports and the review (Ruleset::facts): it tracks no
// number that damage lowers (damage becomes states on the two tracks, reported as what the save
// caused); a turn spends its budget's actions (a move on the grid its move actions), a Recovery
// Check may spend Conviction.
namespace scouter::engine::true20 {

namespace {

void spendAction(const std::string& who, const std::string& action, EventFacts& facts) {
    if (action == "standard" || action == "move" || action == "full-round") {
        facts.spent.push_back({who, action, 1});
    }
}

void toughnessFacts(const ToughnessRolled& rolled, EventFacts& facts) {
    if (rolled.success) {
        return;
    }
    if (rolled.kill) {
        facts.caused.push_back({rolled.who, stateLabel("dead")});
        return;
    }
    for (const auto& state : rolled.results) {
        if (!state.empty()) {
            facts.caused.push_back({rolled.who, stateLabel(state)});
        }
    }
}

} // namespace

std::vector<ResourceDescription> True20Ruleset::resources() const {
    return {{"standard", "Standard Action", "Standard Actions", "S"},
            {"move", "Move Action", "Move Actions", "M"},
            {"full-round", "Full-round Action", "Full-round Actions", "FR"},
            {"conviction", "Conviction point", "Conviction points", "C"}};
}

EventFacts True20Ruleset::facts(const EncounterState& before, const Event& event) const {
    (void)before;
    EventFacts facts;
    if (const auto* attack = events::rulesetEventAs<AttackMade>(event)) {
        facts.actor = attack->who;
        spendAction(attack->who, attack->spent, facts);
        facts.outcome =
            AttackOutcome{attack->who, attack->target, "attack", attack->outcome(), attack->result != "miss"};
    } else if (const auto* confirmed = events::rulesetEventAs<CriticalConfirmed>(event)) {
        facts.actor = confirmed->who;
    } else if (const auto* action = events::rulesetEventAs<ActionTaken>(event)) {
        spendAction(action->who, action->action, facts);
    } else if (const auto* prepared = events::rulesetEventAs<Prepared>(event)) {
        spendAction(prepared->who, "standard", facts);
    } else if (const auto* toughness = events::rulesetEventAs<ToughnessRolled>(event)) {
        toughnessFacts(*toughness, facts);
    } else if (const auto* recovery = events::rulesetEventAs<RecoveryRolled>(event)) {
        if (recovery->conviction) {
            facts.spent.push_back({recovery->who, "conviction", 1});
        }
        if (recovery->outcome == "died") {
            facts.caused.push_back({recovery->who, stateLabel("dead")});
        }
    } else if (const auto* move = events::rulesetEventAs<MoveMade>(event)) {
        facts.spent.push_back({move->who, "move", move->actions}); // a double move spends both
    } else if (const auto* pushed = events::rulesetEventAs<Pushed>(event)) {
        facts.caused.push_back({pushed->who, stateLabel("dying")});
    }
    return facts;
}

} // namespace scouter::engine::true20
