// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Parries.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuOffers.h"
#include "dbu/DbuState.h"

#include "dbu/Effects.h"
#include "dbu/maneuvers/Attack.h"

#include <algorithm>

namespace scouter::engine::dbu {

namespace {
// A Direct Hit shakes an attacker who dealt no damage with a Signature Technique or a Ki Wager
// of at least 5(T).
bool shakesAttacker(const DbuCall<UseManeuver>& context, const Combatant& attacker, const std::string& target) {
    const UseManeuver& attack = context.command();
    const bool noDamage = !Attack::hits(attack, target) || attack.damage.value_or(0) == 0;
    // With the additions the wager is its own input (`ki` is the base cost); before them `ki` held it.
    const int wagered =
        Attack::usesAdditions(attack) ? attack.wager.value_or(0) + attack.lifeWager.value_or(0) : attack.ki.value_or(0);
    const bool heavy = attack.name == "signature-technique" || wagered >= 5 * fighter(context.state(), attacker).tier();
    return noDamage && heavy;
}
} // namespace

void Parries::declare(DbuCall<UseManeuver>& context, const std::string& who) {
    const UseManeuver& command = context.command();
    const std::string helped = helps(context.state(), who, command.target) ? command.target : std::string();
    const std::string anchor = context.state().current.empty() ? who : context.state().current;
    const int effect = context.state().nextEffectId;
    Effects::add(context, who, EffectKind::Parry, command.option, helped, Effects::endOfThisTurn(context, anchor));
    if (command.score) {
        context.emit(ParryScored{who, effect, *command.score});
    }
}

std::vector<Parries::Declared> Parries::declaredFor(const EncounterState& state, const std::string& target) {
    std::vector<Declared> declared;
    const auto& scores = dbuState(state).parryScores;
    for (const auto& effect : state.effects) {
        if (effect.kind != EffectKind::Parry ||
            !((effect.owner == target && effect.source.empty()) || effect.source == target)) {
            continue;
        }
        Declared parry{effect.owner, effect.name, std::nullopt};
        const auto scored = std::find_if(scores.begin(), scores.end(),
                                         [&](const ParryScore& entry) { return entry.effect == effect.id; });
        if (scored != scores.end()) {
            parry.score = scored->score;
        }
        declared.push_back(std::move(parry));
    }
    return declared;
}

void Parries::answer(DbuCall<UseManeuver>& context, const std::string& attacker, const std::string& target) {
    std::vector<Effect> used;
    for (const auto& effect : context.state().effects) {
        if (effect.kind == EffectKind::Parry &&
            ((effect.owner == target && effect.source.empty()) || effect.source == target)) {
            used.push_back(effect);
        }
    }
    std::string option;
    for (const auto& effect : used) {
        context.emit(events::EffectRemoved{effect.id, "answered"});
        if (effect.owner == target) {
            option = effect.name;
        }
    }
    if (option.empty()) {
        return;
    }
    context.emit(ParryAnswered{target, option, attacker});
    if (option == "cross-counter") {
        context.emit(offersSet({target}, attacker, "cross-counter", {}, 0, 0));
    } else if (option == "direct-hit" && shakesAttacker(context, context.combatant(attacker), target)) {
        Effects::addCondition(context, attacker, "shaken", "direct-hit:" + target,
                              Effects::endOfNextTurn(context, attacker));
    }
}

bool Parries::helps(const EncounterState& state, const std::string& who, const std::string& target) {
    if (target.empty() || target == who) {
        return false;
    }
    const Combatant* parrier = state.find(who);
    const Combatant* other = state.find(target);
    return parrier == nullptr || other == nullptr || !state.isOpponent(*parrier, *other);
}

bool Parries::isCrossCounter(const EncounterState& state, const UseManeuver& command) {
    const auto& offers = state.offers;
    return command.name == "basic-attack" && state.offerKind == "cross-counter" && command.target == state.offerActor &&
           std::find(offers.begin(), offers.end(), command.who) != offers.end();
}

} // namespace scouter::engine::dbu
