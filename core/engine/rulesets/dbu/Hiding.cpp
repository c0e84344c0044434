// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/Hiding.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"

#include "dbu/Effects.h"

#include <algorithm>

namespace scouter::engine::dbu {

void Hiding::found(DbuContext& context, const std::string& hider, const std::string& observer) {
    context.emit(HiddenFound{hider, observer});
    const EncounterState& state = context.state();
    const Combatant& hidden = context.combatant(hider);
    const bool stillHidden = std::any_of(state.combatants.begin(), state.combatants.end(), [&](const Combatant& c) {
        return state.isStanding(c) && isHiddenFrom(state, hidden, c);
    });
    if (!stillHidden) {
        Effects::removeCondition(context, hider, "hidden", {}, "found");
    }
}

void Hiding::afterAttack(DbuContext& context, const std::string& attacker, const std::string& target, bool hit) {
    const EncounterState& state = context.state();
    const Combatant* victim = state.find(target);
    if (victim == nullptr || !isHiddenFrom(state, context.combatant(attacker), *victim)) {
        return;
    }
    const std::string key = "hidden-attack:" + target;
    const bool second = fighter(context.state(), attacker).usedThisRound(key);
    context.emit(LimitUsed{attacker, key, false});
    if (hit || second) {
        found(context, attacker, target);
    }
}

void Hiding::atTurnEnd(DbuContext& context, const std::string& slotId) {
    const EncounterState& state = context.state();
    const Slot* slot = state.findSlot(slotId);
    if (slot == nullptr) {
        return;
    }
    std::vector<std::pair<std::string, std::string>> finds;
    for (const auto& id : slot->members) {
        const Combatant& member = context.combatant(id);
        if (!state.isHidden(member.id)) {
            continue; // asked at every turn's end: most have nothing hidden to find
        }
        for (const auto& other : state.combatants) {
            if (state.isStanding(other) && isHiddenFrom(state, member, other) &&
                distance(member.at, other.at) <= fighter(context.state(), other).stats.meleeRange) {
                finds.emplace_back(member.id, other.id);
            }
        }
    }
    for (const auto& [hider, observer] : finds) {
        if (context.state().hasCondition(hider, "hidden")) {
            found(context, hider, observer);
        }
    }
}

namespace {
// Every standing Opponent still Oblivious of `hider` is offered a Clash against it.
void offerClashToOblivious(DbuContext& context, const std::string& hider) {
    const EncounterState& state = context.state();
    const Combatant& hidden = context.combatant(hider);
    std::vector<std::string> oblivious;
    for (const auto& other : state.combatants) {
        if (state.isStanding(other) && isHiddenFrom(state, hidden, other)) {
            oblivious.push_back(other.id);
        }
    }
    if (!oblivious.empty()) {
        std::sort(oblivious.begin(), oblivious.end());
        context.emit(offersSet(oblivious, hider, "clash", {}, 0, 0));
    }
}
} // namespace

void Hiding::offerClash(DbuContext& context, const std::string& hider, std::string_view maneuver,
                        std::string_view option) {
    if (context.settings().legacy || option == "stop" || option == "revert" ||
        (maneuver != "power-up" && maneuver != "energy-charge" && maneuver != "transformation")) {
        return;
    }
    offerClashToOblivious(context, hider);
}

void Hiding::offerAreaClash(DbuContext& context, const std::string& hider) {
    const EncounterState& state = context.state();
    if (context.settings().legacy || !state.offers.empty() || !state.isHidden(hider)) {
        return;
    }
    offerClashToOblivious(context, hider);
}

bool Hiding::isClashAnswer(const EncounterState& state, const UseManeuver& command) {
    const auto& offers = state.offers;
    return command.name == "search" && state.offerKind == "clash" && command.target == state.offerActor &&
           std::find(offers.begin(), offers.end(), command.who) != offers.end();
}

} // namespace scouter::engine::dbu
