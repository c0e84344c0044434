// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/ActionEconomy.h"
#include "dbu/CommandTable.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Grapples.h"
#include "dbu/Hiding.h"
#include "dbu/TurnFlow.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/AreaAttack.h"
#include "dbu/maneuvers/Attack.h"
#include "dbu/maneuvers/ManeuverCatalogue.h"
#include "dbu/maneuvers/Parries.h"
#include "dbu/maneuvers/Wagers.h"

#include <algorithm>
#include <fmt/format.h>
#include <fmt/ranges.h>

namespace scouter::engine::dbu {

namespace {

const ManeuverCatalogue& catalogue() {
    static const ManeuverCatalogue instance;
    return instance;
}

bool isCounterAnswer(const DbuCall<UseManeuver>& context) {
    return context.command().counter.value_or(false);
}

const Effect* preparedTrigger(const ManeuverCall& call, std::string_view name) {
    if (call.ownTurn()) {
        return nullptr;
    }
    for (const auto& effect : call.state().effects) {
        if (effect.kind == EffectKind::Triggered && effect.owner == call.actorId() && effect.name == name) {
            return &effect;
        }
    }
    return nullptr;
}

// A Counter Action that hits the character using Combat Recovery takes the recovery back (digest
// A5.2: "If any such counter hits you, you regain nothing"). Once: the offer stays open for the
// others but no longer carries the recovery.
void takeBackRecovery(DbuContext& context, const ManeuverCall& call) {
    const EncounterState& state = context.state();
    const std::string recoverer = state.offerActor;
    const int life = dbuState(state).offerLife;
    const int ki = dbuState(state).offerKi;
    if (!Attack::hits(call.command(), recoverer) || (life == 0 && ki == 0)) {
        return;
    }
    context.emit(offersSet(state.offers, recoverer, state.offerKind, {}, 0, 0));
    Vitality::loseLife(context, recoverer, life, {});
    Vitality::setKi(context, recoverer, fighter(context.state(), recoverer).ki - ki);
}

// A provocation gives each offeree one answer (000 Movement: "you will provoke a Counter Action
// against you"; scenario-format.md, Decisions and offers): the answer spends the answerer's offer,
// the others keep theirs. An answer that made an offer of its own has already replaced this one.
void spendAnsweredOffer(DbuContext& context, const std::string& who, const std::string& actor,
                        const std::string& kind) {
    const EncounterState& state = context.state();
    if (state.offerActor != actor || state.offerKind != kind) {
        return;
    }
    std::vector<std::string> left = state.offers;
    const auto answered = std::remove(left.begin(), left.end(), who);
    if (answered == left.end()) {
        return;
    }
    left.erase(answered, left.end());
    if (left.empty()) {
        context.emit(offersSet());
        return;
    }
    context.emit(offersSet(left, actor, kind, {}, dbuState(state).offerLife, dbuState(state).offerKi));
}

// 000 Command: "One of these actions must be used for a Movement Maneuver or must be transferred
// into a Counter Action", so nothing else may spend the last Action that could still go there.
std::optional<std::string> commandedRefusal(const ManeuverCall& call, const Maneuver& maneuver, int actions) {
    const Fighter& minion = call.actorFighter();
    if (maneuver.name() == "movement" || minion.commandedMoves <= 0 ||
        minion.actions - actions >= minion.commandedMoves) {
        return std::nullopt;
    }
    return fmt::format("{} was Commanded: one of its Actions must go to a Movement Maneuver or be converted into a "
                       "Counter Action (000 Command), and {} would leave none",
                       call.actor().name, maneuver.name());
}

// 002 Hidden: "Oblivious Characters cannot target you with any Maneuver", so whatever the maneuver
// provoked (leaving a Melee Range, Combat Recovery, a Grapple, Cross Counter), an Opponent the
// provoker is Hidden from is offered no Counter Action against it.
void dropObliviousOffers(DbuContext& context) {
    const EncounterState& state = context.state();
    const Combatant* actor = state.find(state.offerActor);
    // A Clash is offered to the Oblivious themselves (002 Hidden).
    if (context.settings().legacy || actor == nullptr || state.offers.empty() || state.offerKind == "clash") {
        return;
    }
    std::vector<std::string> kept;
    for (const auto& id : state.offers) {
        const Combatant* other = state.find(id);
        if (other == nullptr || !isHiddenFrom(state, *actor, *other)) {
            kept.push_back(id);
        }
    }
    if (kept.size() != state.offers.size()) {
        context.emit(
            offersSet(kept, state.offerActor, state.offerKind, {}, dbuState(state).offerLife, dbuState(state).offerKi));
    }
}

std::optional<std::string> checkPayment(const ManeuverCall& call, const Maneuver& maneuver) {
    const Combatant& actor = call.actor();
    const ManeuverCost cost = maneuver.cost(call);
    if (Parries::isCrossCounter(call.state(), call.command())) {
        return std::nullopt; // an Out-of-Sequence Basic Attack costs no Action
    }
    if (Wagers::usesInstant(call)) {
        return std::nullopt; // the Instant attack a Duel Escape grants costs no Action
    }
    if (Hiding::isClashAnswer(call.state(), call.command())) {
        return std::nullopt; // the Clash is an Out-of-Sequence Maneuver of the Oblivious
    }
    if (isCounterAnswer(call.context())) {
        const auto& offers = call.state().offers;
        if (std::find(offers.begin(), offers.end(), actor.id) == offers.end()) {
            return fmt::format("No Counter Action is offered to {}", actor.name);
        }
        if (!maneuver.isAttack()) {
            return std::string("A provoked Counter Action must be an Attacking Maneuver");
        }
        // The attack's Action cost is paid in Counter Actions (digest A11.12).
        return ActionEconomy::canPayCounters(call.state(), actor, cost.amount);
    }
    if (preparedTrigger(call, maneuver.name()) != nullptr) {
        return std::nullopt; // a Triggered Maneuver paid when it was declared
    }
    switch (cost.type) {
    case CostType::Actions:
        if (maneuver.name() != "united-attack" && !call.ownTurn()) {
            return fmt::format("Actions can only be spent during your own turn, and it is not {}'s turn", actor.name);
        }
        if (call.actorFighter().actions < cost.amount) {
            return fmt::format("{} has {} Action(s) and {} costs {}", actor.name, call.actorFighter().actions,
                               maneuver.name(), cost.amount);
        }
        if (auto refusal = commandedRefusal(call, maneuver, cost.amount)) {
            return refusal;
        }
        if (call.actorFighter().charges > 0 && !maneuver.isAttack() && maneuver.name() != "energy-charge" &&
            maneuver.name() != "stand-up") {
            return std::string("While charging, Actions may only continue the Energy Charge, launch the attack "
                               "or stand up");
        }
        return std::nullopt;
    case CostType::CounterActions:
        return ActionEconomy::canPayCounters(call.state(), actor, cost.amount);
    case CostType::Instant:
        return std::nullopt;
    }
    return std::nullopt;
}

// The options a maneuver takes are the ones it describes (the panel offers no other), so the two
// cannot drift; a free-text option (No Effort's type) takes any word. An empty option is left to
// the maneuver, which names the options it needs.
std::optional<std::string> optionRefusal(const DbuCall<UseManeuver>& context, const Combatant& actor,
                                         const Maneuver& maneuver) {
    const std::string& option = context.command().option;
    if (option.empty()) {
        return std::nullopt;
    }
    const ManeuverDescription described =
        maneuver.describe(DescriptionContext(context.state(), &actor, context.settings()));
    const bool freeText = std::any_of(described.inputs.begin(), described.inputs.end(),
                                      [](const InputDescription& input) { return input.kind == InputKind::Text; });
    if (freeText) {
        return std::nullopt;
    }
    std::vector<std::string> known;
    for (const auto& candidate : described.options) {
        if (candidate.id == option) {
            return std::nullopt;
        }
        if (!candidate.id.empty()) {
            known.push_back(candidate.id);
        }
    }
    if (known.empty()) {
        return fmt::format("{} takes no option, and '{}' was given", described.label, option);
    }
    return fmt::format("{} has no option '{}': {}", described.label, option, fmt::join(known, ", "));
}

// 002 Hidden: "Oblivious Characters cannot target you with any Maneuver (except the Sense/Search
// Maneuvers) unless that Maneuver is an AoE and ... targets at least 1 other Character".
std::optional<std::string> hiddenTargetRefusal(const DbuCall<UseManeuver>& context, const Combatant& actor,
                                               const Maneuver& maneuver) {
    const UseManeuver& command = context.command();
    const EncounterState& state = context.state();
    if (context.settings().legacy || maneuver.name() == "sense" || maneuver.name() == "search") {
        return std::nullopt;
    }
    const bool areaWithOthers =
        command.targets.size() >= 2 || AreaAttack::hugeSphereOnOwnSquare(context.state(), command);
    for (const auto& id : Attack::targetsOf(command)) {
        const Combatant* target = state.find(id);
        if (target != nullptr && isHiddenFrom(state, *target, actor) && !areaWithOthers) {
            return fmt::format("{} is Hidden from {}: only Sense (or Search) can target them until found, or an area "
                               "that also targets another character or is a Huge Sphere on {}'s own square (002)",
                               target->name, actor.name, actor.name);
        }
    }
    return std::nullopt;
}

std::optional<std::string> checkResolved(const DbuCall<UseManeuver>& context) {
    const UseManeuver& command = context.command();
    const EncounterState& state = context.state();
    const Combatant* actor = state.find(command.who);
    if (actor == nullptr) {
        return fmt::format("No combatant '{}'", command.who);
    }
    const Maneuver* maneuver = catalogue().find(command.name);
    if (maneuver == nullptr) {
        return fmt::format("Unknown maneuver '{}'", command.name);
    }
    if (!state.started) {
        return std::string("Maneuvers are used once the encounter has started");
    }
    if (!actor->active) {
        return fmt::format("{} has left the encounter", actor->name);
    }
    // Cross Counter: the Basic Attack is made even when the attack it answers Defeated the parrier.
    if (state.hasCondition(actor->id, "defeated") && !Parries::isCrossCounter(state, command)) {
        return fmt::format("{} is Defeated and cannot act", actor->name);
    }
    if (state.surpriseRound && actor->surprised) {
        return fmt::format("{} is Surprised and cannot take any Action in the surprise round, not even an Instant",
                           actor->name);
    }
    if (auto refusal = optionRefusal(context, *actor, *maneuver)) {
        return refusal;
    }
    if (!command.technique.empty() && maneuver->name() != "signature-technique") {
        return std::string("A Signature Technique is used only with the Signature Technique Maneuver (001)");
    }
    // The call only reads here: a const ManeuverCall cannot emit.
    const ManeuverCall call(const_cast<DbuCall<UseManeuver>&>(context), actor->id);
    if (auto refusal = checkPayment(call, *maneuver)) {
        return refusal;
    }
    if (!maneuver->isAttack() && (!command.targets.empty() || !command.hits.empty())) {
        return fmt::format("Only an Attacking Maneuver takes an area's targets and hits, and {} is not one",
                           maneuver->name());
    }
    if (auto refusal = maneuver->refusal(call)) {
        return refusal;
    }
    if (maneuver->isAttack()) {
        if (auto refusal = Attack::refusal(call)) {
            return refusal;
        }
    }
    if (command.tail.value_or(false) && maneuver->isAttack()) {
        if (auto refusal = Grapples::tailAttackRefusal(state, actor->id)) {
            return refusal;
        }
    }
    if (auto refusal = hiddenTargetRefusal(context, *actor, *maneuver)) {
        return refusal;
    }
    const bool desperate = maneuver->name() == "basic-attack" && Attack::desperationAllowed(call);
    if (command.option == "desperation" && !desperate) {
        return std::string("Desperation needs a target whose Tier of Power is at least 2 higher than yours");
    }
    if (command.ki && *command.ki < 0) {
        // A cost below 0 would be paid as nothing while the log shows it: no rule gives Ki back for a maneuver.
        return fmt::format("A Ki cost is 0 or more, not {}", *command.ki);
    }
    const int ki = maneuver->kiCost(call);
    if (auto refusal = Wagers::refusal(call, maneuver->isAttack(), ki)) {
        return refusal;
    }
    const Fighter& pools = fighter(state, *actor);
    if (ki > pools.ki && !desperate) {
        return fmt::format("{} has {} Ki and {} costs {}", actor->name, pools.ki, maneuver->name(), ki);
    }
    if (ki > pools.ki + pools.life) {
        return fmt::format("{} has {} Ki and {} Life to wager in Desperation, and {} costs {}", actor->name, pools.ki,
                           pools.life, maneuver->name(), ki);
    }
    return std::nullopt;
}

void runResolved(DbuCall<UseManeuver>& context) {
    const UseManeuver& command = context.command();
    const Maneuver& maneuver = *catalogue().find(command.name);
    ManeuverCall call(context, command.who);
    const ManeuverCost cost = maneuver.cost(call);
    const bool counterAnswer = isCounterAnswer(context);
    const std::string offerKind = context.state().offerKind;
    const std::string offerActor = context.state().offerActor;
    const bool crossCounter = Parries::isCrossCounter(context.state(), command);
    const bool clashAnswer = Hiding::isClashAnswer(context.state(), command);

    if (crossCounter) {
        context.emit(offersSet()); // one Out-of-Sequence answer, then it is spent
    } else if (Wagers::usesInstant(call)) {
        // a Duel Escape's Instant attack: no Action (Wagers::pay closes the grant)
    } else if (clashAnswer) {
        // Each Oblivious one may Clash once; the others keep their offer.
        std::vector<std::string> left = context.state().offers;
        left.erase(std::remove(left.begin(), left.end(), command.who), left.end());
        context.emit(offersSet(left, context.state().offerActor, "clash", {}, 0, 0));
    } else if (counterAnswer) {
        ActionEconomy::payCounters(context, command.who, cost.amount);
    } else if (const Effect* trigger = preparedTrigger(call, maneuver.name())) {
        context.emit(events::EffectRemoved{trigger->id, "fired"});
    } else if (cost.type == CostType::Actions) {
        ActionEconomy::payActions(context, command.who, cost.amount);
    } else if (cost.type == CostType::CounterActions) {
        ActionEconomy::payCounters(context, command.who, cost.amount);
    }
    // Desperation: what the Ki cannot pay is wagered from Life.
    const int ki = maneuver.kiCost(call);
    const int life = std::max(0, ki - call.actorFighter().ki);
    Vitality::spendKi(context, command.who, ki - life);
    if (life > 0) {
        Vitality::loseLife(context, command.who, life, {});
    }
    if (maneuver.isAttack() || maneuver.name() == "united-attack") {
        Wagers::pay(call);
    }
    if (counterAnswer && offerKind == "combat-recovery") {
        // Whoever counters a Combat Recovery cannot use Combat Recovery on their next turn.
        Effects::add(context, command.who, EffectKind::RecoveryLockout, "combat-recovery", "counter",
                     Effects::endOfNextTurn(context, command.who));
    }
    maneuver.perform(call);
    if (call.state().isHidden(command.who)) {
        Hiding::offerClash(context, command.who, maneuver.name(), command.option);
    }
    if (counterAnswer && offerKind == "combat-recovery") {
        takeBackRecovery(context, call);
    }
    if (counterAnswer) {
        spendAnsweredOffer(context, command.who, offerActor, offerKind);
    }
    // Reactions leave the last attack answerable; anything else done with Actions moves play on.
    const bool reaction = cost.type != CostType::Actions || maneuver.name() == "united-attack" || clashAnswer;
    const std::string role = maneuver.isAttack() ? "attack" : reaction ? "reaction" : "other";
    context.emit(ManeuverUsed{command.who, command.name, command.target, command.option, call.hit(), call.faces(), role,
                              command.damage, command.ki, command.category, command.technique});
    if (auto record = call.takeRecord()) {
        context.emit(AttackRecorded{SharedAttack(std::move(*record))});
    }
    if (maneuver.isAttack()) {
        for (const auto& target : Attack::targetsOf(command)) {
            if (!context.settings().legacy) {
                Hiding::afterAttack(context, command.who, target, Attack::hits(command, target));
            }
            Parries::answer(context, command.who, target);
        }
        if (!command.targets.empty()) {
            Hiding::offerAreaClash(context, command.who);
        }
    }
    dropObliviousOffers(context);
    if (Vitality::checkVictory(context)) {
        return;
    }
    TurnFlow::endTurnIfSpent(context);
}

// An area laid on the grid becomes the attack's targets first; a command without one is taken as it is.
std::optional<std::string> check(const DbuCall<UseManeuver>& context) {
    if (!context.command().at && context.command().area.empty() && !context.command().areaSize &&
        !context.command().huge) {
        return checkResolved(context);
    }
    UseManeuver resolved = context.command();
    if (auto refusal = AreaAttack::resolve(context.state(), resolved)) {
        return refusal;
    }
    return checkResolved(DbuCall<UseManeuver>(context, resolved));
}

void run(DbuCall<UseManeuver>& context) {
    if (!context.command().at) {
        runResolved(context);
        return;
    }
    UseManeuver resolved = context.command();
    static_cast<void>(AreaAttack::resolve(context.state(), resolved));
    DbuCall<UseManeuver> call(context, resolved);
    runResolved(call);
}

} // namespace

void addManeuverCommand(CommandTable& table) {
    table.add("maneuver", {check, run});
}

} // namespace scouter::engine::dbu
