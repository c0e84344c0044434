// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwClock.h"

#include "events/RulesetEventOf.h"
#include "fatewalker/FwCatalogue.h"
#include "fatewalker/FwCombat.h"
#include "fatewalker/FwEvents.h"
#include "fatewalker/FwRules.h"

#include "rules/Possessive.h"
#include "rules/SideChange.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <set>

namespace scouter::engine::fatewalker::clockCommands {

namespace {

Result refuse(std::string text) {
    return "Refused: " + std::move(text);
}

// Raises the tie decision when the ARC orders ties and two or more share priority (section 3).
void raiseTie(FwContext& context) {
    if (!context.settings().tieArc || context.rules().pending || !context.rules().due.empty()) {
        return;
    }
    const auto ids = clock::current(context.state());
    const auto& ordered = context.rules().tieOrder;
    const bool allOrdered = std::all_of(ids.begin(), ids.end(), [&](const std::string& id) {
        return std::find(ordered.begin(), ordered.end(), id) != ordered.end();
    });
    if (ids.size() >= 2 && !allOrdered) {
        context.emit(events::makeRulesetEvent(PendingSet{Pending{"tie", {}, ids, {}}}));
    }
}

// Whole metres a movement has covered by `tick` since its motion began (none before it).
int metresCovered(const Movement& movement, int tick) {
    return tick <= movement.since ? 0
                                  : static_cast<int>(std::floor(movement.rate * (tick - movement.since) / 6.0 + 1e-9));
}

// `from` moved `steps` squares towards `to`, a diagonal step counting one (model/Position.h).
Position stepTowards(Position from, Position to, int steps) {
    const auto along = [steps](int a, int b) { return a + std::clamp(b - a, -steps, steps); };
    return {along(from.x, to.x), along(from.y, to.y)};
}

// The tokens of those heading for a square move the metres covered since the clock last moved, a
// square per metre (neutral Moved events after the clock's own), and stop at their square.
void moveHeading(FwContext& context, int from, int tick) {
    std::vector<events::Moved> steps;
    for (const auto& combatant : context.state().combatants) {
        const Fighter& fighter = context.fighter(combatant.id);
        if (!combatant.active || !fighter.movement || !fighter.movement->to) {
            continue;
        }
        const int metres = metresCovered(*fighter.movement, tick) - metresCovered(*fighter.movement, from);
        const Position next = stepTowards(combatant.at, *fighter.movement->to, metres);
        if (metres > 0 && !(next == combatant.at)) {
            steps.push_back({combatant.id, next});
        }
    }
    for (auto& step : steps) {
        context.emit(std::move(step));
    }
}

// The clock reaches `tick`: windows close, sprints and evasive-running increments end, movement
// declarations fall due (section 3's order).
void reach(FwContext& context, int tick) {
    if (const std::optional<int> from = context.rules().tick) {
        moveHeading(context, *from, tick); // as the movements stood while the clock ran
    }
    ClockMoved moved;
    moved.tick = tick;
    for (const auto& combatant : context.state().combatants) {
        if (!combatant.active) {
            continue;
        }
        Fighter fighter = context.fighter(combatant.id);
        const Fighter before = fighter;
        for (auto window = fighter.windows.begin(); window != fighter.windows.end();) {
            if (window->second > tick) {
                ++window;
                continue;
            }
            if (window->first == "footwork") {
                fighter.footworkDice = 0; // «lasts for 20 ticks»: unused dice are lost
                fighter.footworkRefresh = true;
            } else if (window->first == "evasive-running" && fighter.movement &&
                       fighter.movement->mode == "evasive-running") {
                fighter.movement.reset(); // «Evasive Running happens in 6 tick increments»
            }
            if (window->first == "evasive-running") {
                fighter.evasiveSuccesses = 0;
            }
            window = fighter.windows.erase(window);
        }
        if (fighter.movement && fighter.movement->mode == "sprint" && fighter.movement->next <= tick) {
            fighter.movement.reset(); // a sprint lasts its cost, then the sprinter stands still
        }
        if (!(fighter == before)) {
            moved.fighters.emplace(combatant.id, std::move(fighter));
        }
        const Fighter& now = moved.fighters.contains(combatant.id)
                                 ? static_cast<const Fighter&>(moved.fighters.at(combatant.id))
                                 : before;
        if (clock::declaring(now) && now.movement->next == tick) {
            moved.due.push_back(combatant.id);
        }
    }
    std::sort(moved.due.begin(), moved.due.end());
    context.emit(events::makeRulesetEvent(std::move(moved)));
    raiseTie(context);
}

// Records `who`'s declaration; the last one due applies them all at once (section 6).
void emitDeclaration(FwContext& context, const std::string& who, const std::string& declare) {
    const FwState& rules = context.rules();
    Declared declared{who, declare, {}, false};
    if (rules.due.size() == 1) {
        // The last declaration due: «All three of these movement actions occur simultaneously».
        declared.last = true;
        auto all = rules.declarations;
        all[who] = declare;
        const int now = context.now();
        for (const auto& [id, what] : all) {
            const Combatant* mover = context.state().find(id);
            Fighter after = context.fighter(id);
            if (!after.movement || mover == nullptr) {
                continue;
            }
            Movement& movement = *after.movement;
            if (what == "continue") {
                movement.next += 6; // «another 6 ticks»
            } else if (what == "change") {
                movement.mode = movement.mode == "walk" ? "run" : "walk";
                movement.rate = clock::rateOf(movement.mode, mover->sheet.number("speed"));
                movement.since = now;
                movement.next = now + 6;
            } else {
                // «crawling = prone, swimming = treading, Running/Walking = Standing»; a climber clings
                if (movement.mode == "crawl") {
                    after.posture = "prone";
                } else if (movement.mode == "swim") {
                    after.posture = "treading";
                } else if (movement.mode == "climb") {
                    after.posture = "clinging";
                } else {
                    after.posture = "standing";
                }
                after.movement.reset();
            }
            declared.applied.emplace(id, std::move(after));
        }
    }
    context.emit(events::makeRulesetEvent(std::move(declared)));
    if (context.rules().due.empty()) {
        raiseTie(context);
    }
}

Result notPlaying(const FwContext& context) {
    if (context.state().ended) {
        return refuse("the encounter has ended");
    }
    if (!clock::playing(context.state())) {
        return refuse("the scene has not started (start)");
    }
    return std::nullopt;
}

// While an attack waits for its answer, nobody leaves and the encounter does not end: «Every
// command but the target's react ... or resolve "none", is refused until it is answered» (section 8).
Result answerWaits(const FwContext& context, const std::string& until) {
    const auto& open = context.rules().combat.open;
    if (!open) {
        return std::nullopt;
    }
    const Row* row = findRow(open->action);
    return refuse(fmt::format("{} has not answered {} {} yet: {} answers it, or the ARC lets the attack land, "
                              "before {}",
                              context.nameOf(open->target), possessive(context.nameOf(open->attacker)),
                              row != nullptr ? std::string(row->label) : std::string("attack"),
                              context.nameOf(open->target), until));
}

} // namespace

Result start(FwCall<engine::commands::Start>& context) {
    if (context.state().started || context.state().ended) {
        return refuse("the scene has already started");
    }
    context.emit(events::EncounterStarted{});
    reach(context, 1);
    return std::nullopt;
}

Result setTick(FwCall<SetTick>& context) {
    const SetTick& command = context.command();
    if (context.state().ended) {
        return refuse("the encounter has ended");
    }
    const Combatant* who = context.state().find(command.who);
    if (who == nullptr || !who->active) {
        return refuse(fmt::format("there is no active combatant '{}'", command.who));
    }
    const int tick = *command.tick;
    if (clock::playing(context.state())) {
        const Fighter& fighter = context.fighter(command.who);
        if (fighter.held) {
            return refuse(fmt::format("{} is holding: its hold decides when it acts", context.nameOf(command.who)));
        }
        if (tick < context.now()) {
            return refuse(fmt::format("tick {} is past: the clock is at {}", tick, context.now()));
        }
        if (context.rules().pending || !context.rules().due.empty()) {
            return refuse("a decision or a movement declaration is owed first");
        }
    }
    context.emit(events::makeRulesetEvent(TickSet{command.who, tick}));
    if (clock::playing(context.state()) && !context.rules().pending) {
        raiseTie(context);
    }
    return std::nullopt;
}

Result advance(FwCall<Advance>& context) {
    if (auto problem = notPlaying(context)) {
        return problem;
    }
    const FwState& rules = context.rules();
    if (rules.pending) {
        return refuse("a decision is pending: answer it before the clock moves");
    }
    if (!rules.due.empty()) {
        return refuse("movement declarations are due: «every 6 ticks characters in motion must decide»");
    }
    const auto current = clock::current(context.state());
    if (!current.empty()) {
        std::string names;
        for (const auto& id : current) {
            names += (names.empty() ? "" : ", ") + context.nameOf(id);
        }
        return refuse(fmt::format("{} still {} to act or hold at tick {}", names, current.size() == 1 ? "has" : "have",
                                  context.now()));
    }
    reach(context, clock::nextStop(context.state()));
    return std::nullopt;
}

Result declare(FwCall<Declare>& context) {
    const Declare& command = context.command();
    if (auto problem = notPlaying(context)) {
        return problem;
    }
    const FwState& rules = context.rules();
    if (rules.pending) {
        return refuse("a decision is pending: answer it first");
    }
    const Fighter& fighter = context.fighter(command.who);
    if (rules.declarations.contains(command.who)) {
        return refuse(fmt::format("{} has already declared at this tick", context.nameOf(command.who)));
    }
    if (std::find(rules.due.begin(), rules.due.end(), command.who) == rules.due.end()) {
        return refuse(fmt::format("{} owes no declaration now: «every 6 ticks characters in motion must decide» "
                                  "(R-5)",
                                  context.nameOf(command.who)));
    }
    const std::string& mode = fighter.movement->mode;
    if (command.declare == "change" && mode != "walk" && mode != "run") {
        return refuse("«Character can change from Walking to Running or vice versa»: not while " + mode + "ing");
    }
    emitDeclaration(context, command.who, command.declare);
    return std::nullopt;
}
Result resolve(FwCall<engine::commands::Resolve>& context) {
    if (auto problem = notPlaying(context)) {
        return problem;
    }
    const auto& pending = context.rules().pending;
    if (!pending) {
        return refuse("no decision is pending");
    }
    if (pending->kind != "tie") {
        return combat::resolveReaction(context);
    }
    const auto& choice = context.command().choice;
    const std::set<std::string> given(choice.begin(), choice.end());
    std::set<std::string> tied;
    for (const auto& id : pending->ids) {
        const Combatant* tiedOne = context.state().find(id);
        if (tiedOne != nullptr && tiedOne->active) {
            tied.insert(id); // one who left since is not ordered
        }
    }
    if (given != tied || given.size() != choice.size()) {
        std::string names;
        for (const auto& id : pending->ids) {
            names += (names.empty() ? "" : ", ") + id;
        }
        return refuse(fmt::format("order every combatant sharing the tick once: {}", names));
    }
    context.emit(events::makeRulesetEvent(TieOrdered{choice}));
    context.emit(events::makeRulesetEvent(PendingSet{std::nullopt}));
    return std::nullopt;
}

Result breakTie(FwCall<engine::commands::BreakTie>& context) {
    engine::commands::Resolve resolved{context.command().ids};
    FwCall<engine::commands::Resolve> inner(resolved, context.sink(), context.dice(), context.settings());
    if (!context.rules().pending || context.rules().pending->kind != "tie") {
        return refuse("no tie is waiting for the ARC's order");
    }
    return resolve(inner);
}

Result condition(FwCall<engine::commands::Condition>& context) {
    const auto& command = context.command();
    if (context.state().ended) {
        return refuse("the encounter has ended");
    }
    if (context.state().find(command.who) == nullptr) {
        return refuse(fmt::format("there is no combatant '{}'", command.who));
    }
    if (command.add.empty() == command.remove.empty()) {
        return refuse("a condition command either adds or removes one condition");
    }
    const std::string& name = command.add.empty() ? command.remove : command.add;
    if (name == "prone" || name == "grappled") {
        return refuse(fmt::format("{} follows {}: it is not set by hand", name,
                                  name == "prone" ? "the posture (go-prone, stand-up)" : "the binds of grapples"));
    }
    const Fighter& fighter = context.fighter(command.who);
    if (!command.remove.empty() && !fighter.conditions.contains(command.remove)) {
        return refuse(fmt::format("{} does not have {}", context.nameOf(command.who), command.remove));
    }
    context.emit(events::makeRulesetEvent(ConditionChanged{command.who, command.add, command.remove}));
    return std::nullopt;
}

Result leave(FwCall<engine::commands::Leave>& context) {
    const auto& command = context.command();
    if (context.state().ended) {
        return refuse("the encounter has ended");
    }
    const Combatant* who = context.state().find(command.who);
    if (who == nullptr || !who->active) {
        return refuse(fmt::format("{} is not in the encounter", command.who));
    }
    if (auto problem = answerWaits(context, context.nameOf(command.who) + " leaves")) {
        return problem;
    }
    const auto& due = context.rules().due;
    if (clock::playing(context.state()) && std::find(due.begin(), due.end(), command.who) != due.end()) {
        emitDeclaration(context, command.who, "stop"); // a mover who leaves declares nothing more
    }
    context.emit(events::CombatantLeft{command.who, command.reason});
    return std::nullopt;
}

Result side(FwCall<engine::commands::Side>& context) {
    if (auto refusal = SideChange::refusal(context.state(), context.command())) {
        return refusal;
    }
    if (auto problem = answerWaits(context, context.nameOf(context.command().who) + " changes sides")) {
        return problem;
    }
    context.emit(SideChange::event(context.state(), context.command()));
    return std::nullopt;
}

Result end(FwCall<engine::commands::End>& context) {
    if (context.state().ended) {
        return refuse("the encounter has already ended");
    }
    if (auto problem = answerWaits(context, "the encounter ends")) {
        return problem;
    }
    context.emit(events::EncounterEnded{context.command().outcome.empty() ? "ceasefire" : context.command().outcome});
    return std::nullopt;
}

} // namespace scouter::engine::fatewalker::clockCommands
