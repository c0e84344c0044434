// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwActions.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/FwCombat.h"
#include "fatewalker/FwEffects.h"
#include "fatewalker/FwEvents.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/RollTerms.h"
#include "rules/PreparedMoves.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::fatewalker::actions {

namespace {

Result refuse(std::string text) {
    return "Refused: " + std::move(text);
}

// What every command of play refuses first: no scene, a combatant gone, a decision or a
// declaration owed (section 13).
Result playProblem(const FwContext& context, const std::string& who, bool answeringReaction) {
    const EncounterState& state = context.state();
    if (state.ended) {
        return refuse("the encounter has ended");
    }
    if (!clock::playing(state)) {
        return refuse("the scene has not started (start)");
    }
    const Combatant* actor = state.find(who);
    if (actor == nullptr) {
        return refuse(fmt::format("there is no combatant '{}'", who));
    }
    if (!actor->active) {
        return refuse(fmt::format("{} has left the encounter", context.nameOf(who)));
    }
    const FwState& rules = context.rules();
    if (rules.pending && !answeringReaction) {
        const Pending& pending = *rules.pending;
        if (pending.kind == "tie") {
            return refuse("the ARC orders the combatants sharing this tick first (Order the tie)");
        }
        if (pending.kind == "reaction") {
            return refuse(fmt::format("{} answers the open attack first, or the ARC lets the attack land",
                                      context.nameOf(pending.who)));
        }
        return refuse(fmt::format("{} makes the {} check first", context.nameOf(pending.who), pending.action));
    }
    if (!rules.due.empty()) {
        std::string names;
        for (const auto& id : rules.due) {
            names += (names.empty() ? "" : ", ") + context.nameOf(id);
        }
        return refuse(fmt::format("movement declarations are due first ({}): «every 6 ticks characters in motion "
                                  "must decide if they will stay that way»",
                                  names));
    }
    return std::nullopt;
}

// May `who` take an action now with `act` (section 3, 7)?
Result priorityProblem(const FwContext& context, const Combatant& actor) {
    const Fighter& fighter = context.fighter(actor.id);
    const int now = context.now();
    if (fighter.held) {
        if (context.settings().holdFromNextTick && fighter.nextTick > now) {
            return refuse(fmt::format("{} holds until tick {}: under holdBreak from-next-tick a hold is broken only "
                                      "from the next action tick",
                                      context.nameOf(actor.id), fighter.nextTick));
        }
        return std::nullopt; // «Until that point they can always break the hold»
    }
    if (!clock::hasPriority(context.state(), actor)) {
        return refuse(fmt::format("{}'s next action tick is {}, the clock is at {}: «Common Actions (require Tick "
                                  "priority)»",
                                  context.nameOf(actor.id), fighter.nextTick, now));
    }
    if (context.settings().tieArc) {
        const std::string turn = clock::tieTurn(context.state());
        if (!turn.empty() && turn != actor.id) {
            return refuse(fmt::format("the ARC's order puts {} first at this tick", context.nameOf(turn)));
        }
    }
    return std::nullopt;
}

bool buildsAim(const Row& row) {
    return row.name == "basic-aim" || row.name == "aim";
}

struct Taking {
    std::string how;          // act, preempt, react
    std::string before;       // preempt
    const React* answering{}; // react with `against`
    bool coverShot = false;   // a Full Auto cover shot
};

Result take(FwContext& context, const ActionArguments& command, const Taking& taking) {
    const Combatant& actor = *context.state().find(command.who);
    const Row& row = *findRow(command.action);
    const Fighter& fighter = context.fighter(command.who);
    const int now = context.now();
    ActionPlan plan;
    plan.row = &row;
    plan.how = taking.how;
    plan.answering = taking.answering != nullptr;
    plan.tick = now;
    plan.after = fighter;
    plan.option = command.option.empty() ? nullptr : findOption(row, command.option);
    if (!command.favourite.empty()) {
        const SheetRecord* kept = PreparedMoves::find(actor.sheet, "favourites", command.favourite);
        if (kept == nullptr) {
            return refuse(fmt::format("{} has no favourite maneuver named '{}' on their sheet", actor.name,
                                      command.favourite.substr(0, 64)));
        }
        if (kept->text("maneuver") != command.action) {
            const Row* keptRow = findRow(kept->text("maneuver"));
            return refuse(fmt::format("'{}' is {}'s {}, not {}", command.favourite.substr(0, 64), actor.name,
                                      keptRow != nullptr ? keptRow->label : std::string_view("another maneuver"),
                                      row.label));
        }
    }
    if (auto problem = effects::weaponProblem(actor, command, plan)) {
        return problem;
    }
    const int aimBefore = fighter.aim;
    plan.modifier = sumOf(rollTerms(context.state(), command, RollWay{taking.coverShot, taking.answering != nullptr}));
    if (auto problem = effects::prepare(context, actor, command, plan)) {
        return problem;
    }
    int cost = 0;
    if (auto problem = costOf(actor, fighter, command, row, cost)) {
        return problem;
    }
    plan.cost = cost;
    Fighter& after = plan.after;
    if (taking.how == "react") {
        // «A reaction's tick cost is added to the reactor's nextActionTick» (digest B1), or to the
        // clock when a holding reactor's tick is past; a reaction ends the hold.
        after.nextTick = std::max(fighter.nextTick, now) + cost;
        if (!context.settings().holdFromNextTick) {
            after.held.reset();
        }
    } else if (taking.coverShot) {
        plan.cost = 0; // «Free preemptive shot at -2»: no ticks, the hold kept
    } else if (row.name == "hold-action") {
        after.held = now;
        after.nextTick = now + cost; // «Cost is minimum time spent "Held"»
    } else {
        after.held.reset();
        after.nextTick = now + cost;
    }
    if (!buildsAim(row)) {
        // «The shoot action must immediately follow the aim or else the penalty is lost» (section 11)
        after.aim = 0;
        after.aimKind.clear();
    } else if (row.name == "basic-aim") {
        after.aim = aimBefore + 1;
        after.aimKind = "basic-aim";
    } else {
        after.aim = std::min(aimBefore + 1, std::max(0, actor.sheet.number("observe")));
        after.aimKind = "aim";
    }
    if (!command.target.empty() && row.attack) {
        return combat::attack(context, command, plan);
    }
    if (taking.answering != nullptr) {
        return combat::answer(context, *taking.answering, plan);
    }
    (void)rollPlan(context, command, plan);
    effects::afterRoll(context, actor, command, plan);
    combat::outcome(context, command, plan);
    emitAction(context, command, plan);
    return std::nullopt;
}

} // namespace

int rollPlan(FwContext& context, const ActionArguments& command, ActionPlan& plan) {
    if (!command.rolled()) {
        plan.successes.reset();
        return 0;
    }
    int successes = context.successes(command.pool, command.tn, command.successes);
    if (plan.footworkDice > 0) {
        // Footwork's successes are dice added to the pool, rolled last (section 4).
        successes += command.tn ? context.extraSuccesses(plan.footworkDice, *command.tn) : 0;
    }
    plan.successes = successes;
    plan.faces = context.rolledFaces();
    return successes;
}

void emitAction(FwContext& context, const ActionArguments& command, const ActionPlan& plan) {
    Fighter after = plan.after;
    if (command.to && after.movement) {
        // The movement's destination, recorded with it: the clock moves the token that way.
        after.movement->to = command.to;
    }
    context.emit(events::makeRulesetEvent(ActionTaken{command.who, command.action, plan.how, command.option,
                                                      command.weapon, command.target, plan.tick, plan.cost,
                                                      std::move(after), command.favourite}));
}

Result act(FwCall<Act>& context) {
    const Act& command = context.command();
    if (auto problem = playProblem(context, command.who, false)) {
        return problem;
    }
    const Row& row = *findRow(command.action);
    if (!actable(row)) {
        return refuse(fmt::format("{} is a {}: it is taken with react", row.label, typeName(row.type)));
    }
    if (auto problem = priorityProblem(context, *context.state().find(command.who))) {
        return problem;
    }
    return take(context, command, Taking{"act", {}, nullptr, false});
}

Result preempt(FwCall<Preempt>& context) {
    const Preempt& command = context.command();
    if (auto problem = playProblem(context, command.who, false)) {
        return problem;
    }
    const Row& row = *findRow(command.action);
    if (!actable(row)) {
        return refuse(fmt::format("{} is a {}: reactions and counterattacks cannot be preempted with", row.label,
                                  typeName(row.type)));
    }
    const Combatant* before = context.state().find(command.before);
    if (before == nullptr) {
        return refuse(fmt::format("there is no combatant '{}'", command.before));
    }
    const auto current = clock::current(context.state());
    if (std::find(current.begin(), current.end(), command.before) == current.end()) {
        return refuse(fmt::format("{} is not about to act: a preemptive action goes before one who has priority "
                                  "and has not chosen",
                                  context.nameOf(command.before)));
    }
    const Fighter& fighter = context.fighter(command.who);
    const int now = context.now();
    // «Free preemptive shot at -2 for next 12 ticks on anyone acting in cover area»
    const bool coverShot = row.name == "shoot" && fighter.windows.contains("full-auto-cover") &&
                           (command.target.empty() || command.target == command.before);
    if (!coverShot) {
        if (!fighter.held) {
            return refuse(fmt::format("{} is not holding: a preemptive action comes from a hold (hold-action)",
                                      context.nameOf(command.who)));
        }
        if (now - *fighter.held < 2) {
            return refuse(fmt::format("{} has held since tick {}: «A character must have been \"held\" for at least "
                                      "2 ticks before they can preempt any actions»",
                                      context.nameOf(command.who), *fighter.held));
        }
    }
    return take(context, command, Taking{"preempt", command.before, nullptr, coverShot});
}

Result react(FwCall<React>& context) {
    const React& command = context.command();
    const auto& pending = context.rules().pending;
    const bool answering =
        !command.against.empty() && pending && pending->kind == "reaction" && pending->who == command.who;
    if (auto problem = playProblem(context, command.who, answering)) {
        return problem;
    }
    const Row& row = *findRow(command.action);
    if (!reactable(row)) {
        return refuse(fmt::format("{} is {} {}: it is taken with act", row.label,
                                  row.type == RowType::Initiated ? "an" : "a", typeName(row.type)));
    }
    if (row.name == "evade-aoe" && !command.against.empty()) {
        return refuse("Evade AoE answers no attack: «Useful only for dodging grenades and other explosives»");
    }
    if (command.against.empty() && row.type == RowType::Counterattack) {
        return refuse(fmt::format("{} is a Counterattack: it needs the attack it answers (against)", row.label));
    }
    if (!command.against.empty() && !answering) {
        return refuse(fmt::format("{} has no open attack on {} to answer", context.nameOf(command.against),
                                  context.nameOf(command.who)));
    }
    return take(context, command, Taking{"react", {}, answering ? &command : nullptr, false});
}

} // namespace scouter::engine::fatewalker::actions
