// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Empowerment.h"

#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/Effects.h"
#include "dbu/Vitality.h"

#include <algorithm>
#include <string>

namespace scouter::engine::dbu {

namespace {

// Every character who gave the receiver Ki this round, once each, as the Miracle effect's source.
std::string giversOf(const Fighter& receiver) {
    std::vector<std::string> givers = receiver.empoweredBy;
    std::sort(givers.begin(), givers.end());
    givers.erase(std::unique(givers.begin(), givers.end()), givers.end());
    std::string source;
    for (const auto& giver : givers) {
        source += (source.empty() ? "" : ",") + giver;
    }
    return source;
}

std::size_t giverCount(const Fighter& receiver) {
    const std::string source = giversOf(receiver);
    return source.empty() ? 0 : static_cast<std::size_t>(std::count(source.begin(), source.end(), ',')) + 1;
}

const Effect* activeMiracle(const EncounterState& state, const std::string& receiver) {
    for (const auto& effect : state.effects) {
        if (effect.kind == EffectKind::Miracle && effect.owner == receiver) {
            return &effect;
        }
    }
    return nullptr;
}

} // namespace

void Empowerment::give(DbuContext& context, const std::string& giver, const std::string& receiver, int amount) {
    context.emit(EmpowerReceived{receiver, giver});
    const Fighter& pools = fighter(context.state(), receiver);
    if (const Effect* miracle = activeMiracle(context.state(), receiver)) {
        // "+2d6 for each character who transferred Ki Points to you": a later giver counts too, and
        // its Ki may exceed the maximum as well, until the same end.
        const Duration until = miracle->until;
        Effects::add(context, receiver, EffectKind::Miracle, kDecision, giversOf(pools), until);
        Vitality::setKi(context, receiver, fighter(context.state(), receiver).ki + amount, true);
        return;
    }
    const bool overMax = pools.ki + amount > pools.stats.ki;
    if (overMax && giverCount(pools) > 1 && !pools.usedThisEncounter(kDecision)) {
        context.emit(events::PendingRaised{PendingDecision{kDecision, receiver, {receiver, std::to_string(amount)}},
                                           Resume::None});
        return;
    }
    Vitality::setKi(context, receiver, pools.ki + amount);
}

std::optional<std::string> Empowerment::checkAnswer(const std::vector<std::string>& choice) {
    if (choice.size() != 1 || (choice[0] != "accept" && choice[0] != "decline")) {
        return std::string("Miracle Empowerment is the receiver's choice: 'accept' or 'decline'");
    }
    return std::nullopt;
}

void Empowerment::answer(DbuContext& context, const PendingDecision& pending, const std::string& choice) {
    const std::string& receiver = pending.subjects.at(0);
    const int amount = std::stoi(pending.subjects.at(1));
    const Fighter& pools = fighter(context.state(), receiver);
    if (choice != "accept") {
        Vitality::setKi(context, receiver, pools.ki + amount);
        return;
    }
    context.emit(LimitUsed{receiver, kDecision, true});
    Effects::add(context, receiver, EffectKind::Miracle, kDecision, giversOf(pools),
                 Effects::endOfNextTurn(context, receiver));
    Vitality::setKi(context, receiver, fighter(context.state(), receiver).ki + amount, true);
}

} // namespace scouter::engine::dbu
