// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwCombat.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/Answers.h"
#include "fatewalker/AttackKinds.h"
#include "fatewalker/CombatApply.h"
#include "fatewalker/CombatEvents.h"
#include "fatewalker/CombatSetup.h"
#include "fatewalker/ExchangeResolution.h"
#include "fatewalker/FwActions.h"
#include "fatewalker/FwEffects.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/OutcomeTables.h"

#include <fmt/format.h>

// What happens when attacks meet (contract sections 8, 10, 11): the clock (FwActions.cpp) has
// checked priority, posture, weapons and costs; these judge the exchange, roll and emit.
namespace scouter::engine::fatewalker::combat {

namespace {

Result refuseCombat(std::string text) {
    return "Refused: " + std::move(text);
}

// Resolves the open attack with its answer (or none), emitting the outcome.
void resolveOpen(FwContext& context, const OpenAttack& attack, const Row* answerRow, const ActionArguments* answer,
                 int answerSuccesses) {
    const auto input = exchangeInput(context, attack, answerRow, answer, answerSuccesses);
    const auto outcome = resolveExchange(input, readingsOf(context), context.dice());
    const std::string reaction = answerRow != nullptr ? std::string(answerRow->name) : std::string();
    context.emit(events::makeRulesetEvent(exchangeResolved(context.rules(), attack, reaction, outcome)));
}

Result targetProblem(const FwContext& context, const ActionArguments& command) {
    const Combatant* target = context.state().find(command.target);
    if (target == nullptr) {
        return refuseCombat(fmt::format("there is no combatant '{}' to attack", command.target));
    }
    if (command.target == command.who) {
        return refuseCombat(fmt::format("{} cannot attack itself", context.nameOf(command.who)));
    }
    if (!target->active) {
        return refuseCombat(fmt::format("{} has left the encounter", context.nameOf(command.target)));
    }
    return std::nullopt;
}

// Binds are between two: a Hold, Choke Hold, Disarm, initiated Slip or Sweep works on the one bound.
Result partnerProblem(const FwContext& context, const ActionArguments& command, const Row& row) {
    const bool needsPartner = row.name == "hold" || row.name == "choke-hold" || row.name == "unarmed-disarm" ||
                              row.name == "slip" || row.name == "sweep";
    const Fighter& fighter = context.fighter(command.who);
    if (needsPartner && fighter.bind && fighter.bind->with != command.target) {
        return refuseCombat(fmt::format("{} is bound with {}, not with {}", context.nameOf(command.who),
                                        context.nameOf(fighter.bind->with), context.nameOf(command.target)));
    }
    if (row.name == "unarmed-disarm") {
        const Fighter& target = context.fighter(command.target);
        const auto where = target.weapons.find(command.targetWeapon);
        if (where == target.weapons.end() || where->second != "in-hand") {
            return refuseCombat(fmt::format("{} holds no weapon '{}' in hand to disarm", context.nameOf(command.target),
                                            command.targetWeapon));
        }
    }
    return std::nullopt;
}

// R-15's alternative: a burst also costs the weapon's speed.
void burstCostReading(const FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    const Row& row = *plan.row;
    if (row.cost != CostRule::Burst || !context.settings().combat.burstAddsWeaponSpeed) {
        return;
    }
    const Combatant* actor = context.state().find(command.who);
    const SheetRecord* weapon = actor != nullptr ? clock::weaponOf(*actor, command.weapon) : nullptr;
    if (weapon == nullptr) {
        return;
    }
    const int cost = burstCost(row.base, weapon->number("recoil"), weapon->number("speed"), true);
    plan.after.nextTick += cost - plan.cost;
    plan.cost = cost;
}

} // namespace

Result attack(FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    const Row& row = *plan.row;
    const auto kind = attackKind(row.name);
    if (auto problem = targetProblem(context, command)) {
        return problem;
    }
    if (auto problem = partnerProblem(context, command, row)) {
        return problem;
    }
    burstCostReading(context, command, plan);
    const Combatant& attacker = *context.state().find(command.who);
    const int successes = actions::rollPlan(context, command, plan);
    effects::afterRoll(context, attacker, command, plan);
    if (plan.after.roll) {
        plan.after.roll->distance = attackReach(context, attacker, command, row);
    }
    const OpenAttack open = openAttack(context, attacker, command, row, successes);
    actions::emitAction(context, command, plan);
    if (!kind || !kind->exchange) {
        return std::nullopt; // Twin Pistols takes a target for its penalty only
    }
    if (kind->indefensible) {
        resolveOpen(context, open, nullptr, nullptr, 0); // «indefensible»: no answer
        return std::nullopt;
    }
    context.emit(events::makeRulesetEvent(AttackOpened{open}));
    return std::nullopt;
}

std::optional<std::string> answerRefusal(const EncounterState& state, const std::string& who, const Row& row) {
    const auto& open = clock::rulesOf(state).combat.open;
    if (!open || open->target != who) {
        return std::string("no attack is open on this combatant");
    }
    const Fighter& reactor = clock::fighterOf(state, who);
    AnswerSituation situation;
    situation.holdsAttacker =
        reactor.bind && reactor.bind->with == open->attacker && reactor.bind->hold && reactor.bind->holder == who;
    const AttackSeen seen{open->action, attackKind(open->action).value_or(AttackKind{}), open->projectile};
    std::optional<std::string> refusal;
    // Friendly Fire answers what one of the dodges it may modify answers.
    for (const char* dodge : {"dodge", "sidestep", "leaping-dodge"}) {
        situation.dodge = dodge;
        refusal = judgeAnswer(row.name, seen, situation).refusal;
        if (!refusal || row.name != "friendly-fire") {
            break;
        }
    }
    return refusal;
}

Result answer(FwContext& context, const React& command, ActionPlan& plan) {
    const auto& open = context.rules().combat.open;
    if (!open || open->attacker != command.against || open->target != command.who) {
        return refuseCombat(fmt::format("{} has no open attack on {} to answer", context.nameOf(command.against),
                                        context.nameOf(command.who)));
    }
    const Row& row = *plan.row;
    const auto kind = attackKind(open->action).value_or(AttackKind{});
    const Fighter& reactor = context.fighter(command.who);
    AnswerSituation situation;
    situation.dodge = row.name == "friendly-fire" ? command.option : std::string();
    situation.holdsAttacker = reactor.bind && reactor.bind->with == command.against && reactor.bind->hold &&
                              reactor.bind->holder == command.who;
    const auto judgement = judgeAnswer(row.name, AttackSeen{open->action, kind, open->projectile}, situation);
    if (judgement.refusal) {
        return refuseCombat(*judgement.refusal);
    }
    if (plan.footworkDice > 0 && !takesFootworkDice(row.name)) {
        return refuseCombat(fmt::format("Footwork dice serve parries, blocks and evasions, not {} (R-12)", row.label));
    }
    if (row.name == "friendly-fire") {
        const Combatant* turned = context.state().find(command.newTarget);
        if (turned == nullptr || !turned->active || command.newTarget == command.who) {
            return refuseCombat("Friendly Fire needs someone else in the scene the attack turns on (newTarget)");
        }
    }
    const OpenAttack attack = *open;
    const Combatant& actor = *context.state().find(command.who);
    const int successes = actions::rollPlan(context, command, plan);
    effects::afterRoll(context, actor, command, plan);
    actions::emitAction(context, command, plan);
    resolveOpen(context, attack, &row, &command, successes);
    return std::nullopt;
}

Result check(FwCall<Check>& context) {
    const Check& command = context.command();
    const auto& rules = context.rules();
    if (rules.combat.open || rules.combat.checks.empty()) {
        return refuseCombat("no check is asked for");
    }
    const CheckAsked asked = rules.combat.checks.front();
    if (asked.who != command.who) {
        return refuseCombat(fmt::format("{} makes the {} check, not {}", context.nameOf(asked.who), asked.roll,
                                        context.nameOf(command.who)));
    }
    const int successes = context.successes(command.pool, command.tn, command.successes);
    const auto outcome = resolveCheck(asked, successes, readingsOf(context), context.dice());
    context.emit(events::makeRulesetEvent(checkRolled(context.rules(), asked, outcome)));
    return std::nullopt;
}

Result resolveReaction(FwCall<engine::commands::Resolve>& context) {
    const auto& open = context.rules().combat.open;
    if (!open) {
        return refuseCombat("no reaction is pending");
    }
    const auto& choice = context.command().choice;
    if (choice.size() != 1 || choice.front() != "none") {
        return refuseCombat(fmt::format("{} answers {}'s attack, or the ARC lets it land unanswered",
                                        context.nameOf(open->target), context.nameOf(open->attacker)));
    }
    const OpenAttack attack = *open;
    resolveOpen(context, attack, nullptr, nullptr, 0);
    return std::nullopt;
}

void outcome(FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    burstCostReading(context, command, plan);
    if (plan.row->attack && plan.after.roll) {
        // An attack made at nobody in particular still covers its reach.
        const Combatant& actor = *context.state().find(command.who);
        if (const auto reach = attackReach(context, actor, command, *plan.row)) {
            plan.after.roll->distance = reach;
        }
    }
    if (!plan.successes) {
        return;
    }
    if (plan.row->name == "evasive-running") {
        context.emit(events::makeRulesetEvent(EvasionRolled{command.who, *plan.successes}));
        return;
    }
    const std::string_view name = plan.row->name;
    TableOutcome table;
    if (name == "reload") {
        table = reloadOutcome(*plan.successes);
    } else if (name == "quick-reload") {
        table = quickReloadOutcome(*plan.successes);
    } else if (name == "quick-draw") {
        table = quickDrawOutcome(*plan.successes);
        if (table.failed) {
            plan.after.weapons[command.weapon] = "away"; // «dropped/thrown (margin of failure) meters away»
        }
    } else {
        return;
    }
    // A failed roll still charges the base time.
    plan.cost += table.ticks;
    plan.after.nextTick += table.ticks;
}

} // namespace scouter::engine::fatewalker::combat
