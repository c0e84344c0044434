// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Wagers.h"

#include "dbu/DbuState.h"
#include "dbu/PowerEvents.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/Attack.h"

#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {

std::optional<std::string> instantRefusal(const ManeuverCall& call, bool attack) {
    if (!call.command().instant.value_or(false)) {
        return std::nullopt;
    }
    if (!attack) {
        return std::string("Only an Attacking Maneuver can be the Instant Action a Duel Escape grants");
    }
    if (dbuState(call.state()).instantGrant != call.actorId()) {
        return fmt::format("{} has no Instant attack open: a successful Duel Escape grants one, used at once "
                           "(000 Duel Escape)",
                           call.actor().name);
    }
    return std::nullopt;
}

std::optional<std::string> lifeWagerRefusal(const ManeuverCall& call, int lifeWager, int baseKi) {
    if (lifeWager == 0) {
        return std::nullopt;
    }
    if (call.command().name != "basic-attack") {
        return std::string("Life can be wagered only on a Basic Attack, with Desperation (000 Desperation)");
    }
    if (!Attack::desperationAllowed(call)) {
        return std::string("Desperation needs a target whose Tier of Power is at least 2 higher than yours "
                           "(000 Desperation)");
    }
    const Fighter& actor = call.actorFighter();
    if (lifeWager > actor.life) {
        return fmt::format("{} has {} Life and wagers {}", call.actor().name, actor.life, lifeWager);
    }
    if (baseKi > actor.ki) {
        return fmt::format("Life pays only the wager: {} has {} Ki and the attack costs {} (000 Desperation)",
                           call.actor().name, actor.ki, baseKi);
    }
    return std::nullopt;
}

} // namespace

std::optional<std::string> Wagers::refusal(const ManeuverCall& call, bool attack, int baseKi) {
    if (auto refusal = instantRefusal(call, attack)) {
        return refusal;
    }
    const int wager = call.command().wager.value_or(0);
    const int lifeWager = call.command().lifeWager.value_or(0);
    if (wager == 0 && lifeWager == 0) {
        return std::nullopt;
    }
    const bool united = call.command().name == "united-attack";
    if (!attack && !united) {
        return std::string("A Ki Wager is placed on an Attacking Maneuver");
    }
    if (wager < 0 || lifeWager < 0) {
        return std::string("A wager is 0 or more");
    }
    if (auto refusal = lifeWagerRefusal(call, lifeWager, baseKi)) {
        return refusal;
    }
    const Fighter& actor = call.actorFighter();
    // "this Ki Wager cannot exceed 1/4 of your Capacity Rate" (000 United Attack)
    if (united && wager > call.context().settings().divide(actor.capacity(), 4)) {
        return fmt::format("A United Attack's Ki Wager is at most 1/4 of your Capacity Rate = {} (000 United Attack)",
                           call.context().settings().divide(actor.capacity(), 4));
    }
    if (wager + lifeWager > actor.capacityLeft()) {
        return fmt::format("{} has {} Capacity left this round and wagers {}: a Ki Wager spends Capacity "
                           "(000 Duel)",
                           call.actor().name, actor.capacityLeft(), wager + lifeWager);
    }
    if (baseKi + wager > actor.ki) {
        return fmt::format("{} has {} Ki: the attack costs {} and the wager {}", call.actor().name, actor.ki, baseKi,
                           wager);
    }
    return std::nullopt;
}

void Wagers::pay(ManeuverCall& call) {
    const UseManeuver& command = call.command();
    const int wager = command.wager.value_or(0);
    const int lifeWager = command.lifeWager.value_or(0);
    if (wager > 0) {
        Vitality::spendKi(call.context(), call.actorId(), wager);
    }
    if (lifeWager > 0) {
        Vitality::loseLife(call.context(), call.actorId(), lifeWager, {});
    }
    const bool united = command.name == "united-attack";
    const int charges = united ? 0 : call.actorFighter().charges;
    // An attack that stakes nothing is recorded only to forget the last one's stakes.
    const bool staked = wager > 0 || lifeWager > 0 || charges > 0;
    if (staked || (!united && dbuState(call.state()).stakes != AttackStakes{})) {
        call.context().emit(KiWagered{call.actorId(), command.target, wager, lifeWager, charges, united});
    }
    if (usesInstant(call)) {
        call.context().emit(InstantGranted{});
    }
}

bool Wagers::usesInstant(const ManeuverCall& call) {
    return call.command().instant.value_or(false) && dbuState(call.state()).instantGrant == call.actorId();
}

void Wagers::lapseInstant(DbuContext& context, const UseManeuver* maneuver) {
    const auto* rules = context.state().rules.get<DbuState>();
    if (rules == nullptr || rules->instantGrant.empty()) {
        return;
    }
    if (maneuver != nullptr && maneuver->instant.value_or(false)) {
        return;
    }
    context.emit(InstantGranted{});
}

} // namespace scouter::engine::dbu
