// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/maneuvers/Attack.h"
#include "dbu/DbuEvents.h"
#include "dbu/DbuState.h"
#include "dbu/maneuvers/AreaAttack.h"

#include "dbu/Effects.h"
#include "dbu/Vitality.h"
#include "dbu/maneuvers/Parries.h"
#include "model/Limits.h"

#include <algorithm>
#include <fmt/format.h>

namespace scouter::engine::dbu {

namespace {

std::string typeWord(const std::string& attackType) {
    if (attackType == "physical") {
        return "Physical";
    }
    return attackType == "energy" ? "Energy" : "Magic";
}

// Block answers Melee/Ballistic attacks, Deflect Energy and Magic ones (000 Parry): an attack of
// the other kind on someone with such a Parry declared is refused.
std::optional<std::string> parryTypeRefusal(const EncounterState& state, const UseManeuver& command,
                                            const std::string& target) {
    if (command.attackType.empty()) {
        return std::nullopt;
    }
    const bool physical = command.attackType == "physical";
    for (const auto& parry : Parries::declaredFor(state, target)) {
        const Combatant* parrier = state.find(parry.owner);
        const std::string name = parrier != nullptr ? parrier->name : parry.owner;
        if (parry.option == "block" && !physical) {
            return fmt::format("{}'s Block answers Melee/Ballistic attacks only (000 Parry); this attack is {}", name,
                               typeWord(command.attackType));
        }
        if (parry.option == "deflect" && physical) {
            return fmt::format("{}'s Deflect answers Energy/Magic attacks only (000 Parry); this attack is Physical",
                               name);
        }
    }
    return std::nullopt;
}

std::optional<std::string> areaRefusal(const ManeuverCall& call) {
    const UseManeuver& command = call.command();
    const EncounterState& state = call.state();
    if (!command.target.empty() && !command.targets.empty()) {
        return std::string("An attack names one target or an area attack's targets, not both");
    }
    if (command.targets.empty()) {
        if (!command.hits.empty()) {
            return std::string("hits lists the targets an area attack hit: give its targets too");
        }
        return std::nullopt;
    }
    for (std::size_t i = 0; i < command.targets.size(); ++i) {
        const std::string& id = command.targets[i];
        const Combatant* other = state.find(id);
        if (other == nullptr) {
            return fmt::format("No combatant '{}' among the area attack's targets", id);
        }
        if (id == call.actorId()) {
            return std::string("An area attack's targets do not include its attacker");
        }
        if (!other->active) {
            return fmt::format("{} has left the encounter", other->name);
        }
        if (std::find(command.targets.begin(), command.targets.begin() + static_cast<std::ptrdiff_t>(i), id) !=
            command.targets.begin() + static_cast<std::ptrdiff_t>(i)) {
            return fmt::format("{} is listed twice among the area attack's targets", other->name);
        }
    }
    for (const auto& id : command.hits) {
        if (std::find(command.targets.begin(), command.targets.end(), id) == command.targets.end()) {
            return fmt::format("'{}' is in hits but not among the area attack's targets", id);
        }
    }
    return std::nullopt;
}

} // namespace

int Attack::kiCost(const ManeuverCall& call, int extraPerTier, int ownKi) {
    const int tier = call.tier();
    const int ki = call.command().ki.value_or(ownKi) + extraPerTier * tier + 2 * tier * call.actorFighter().charges;
    return call.reducedKi(ki);
}

bool Attack::desperationAllowed(const ManeuverCall& call) {
    const Combatant* target = call.target();
    return target != nullptr && fighter(call.state(), *target).tier() >= call.actorFighter().tier() + 2;
}

void Attack::addBotch(ManeuverCall& call) {
    Effects::add(call.context(), call.actorId(), EffectKind::Botch, "botch-rate-3", "attack",
                 Effects::startOfNextTurn(call.context(), call.actorId()));
}

void Attack::releaseCharges(ManeuverCall& call) {
    if (call.actorFighter().charges == 0) {
        return;
    }
    call.context().emit(ChargesSet{call.actorId(), 0});
    Effects::removeCondition(call.context(), call.actorId(), "guard-down", "energy-charge");
    addBotch(call);
}

bool Attack::usesAdditions(const UseManeuver& command) {
    return !command.attackType.empty() || command.strike.has_value() || !command.targets.empty() ||
           command.wager.has_value() || command.lifeWager.has_value();
}

std::span<const std::string> Attack::targetsOf(const UseManeuver& command) {
    if (!command.targets.empty()) {
        return command.targets;
    }
    return command.target.empty() ? std::span<const std::string>() : std::span<const std::string>(&command.target, 1);
}

bool Attack::hits(const UseManeuver& command, const std::string& id) {
    if (!command.targets.empty()) {
        return std::find(command.hits.begin(), command.hits.end(), id) != command.hits.end();
    }
    return !id.empty() && id == command.target && command.hit.value_or(false);
}

std::optional<std::string> Attack::refusal(const ManeuverCall& call) {
    const UseManeuver& command = call.command();
    const std::string& type = command.attackType;
    if (!type.empty() && type != "physical" && type != "energy" && type != "magic") {
        return fmt::format("attackType is physical, energy or magic, not '{}'", type);
    }
    if (command.strike && (*command.strike < 0 || *command.strike > limits::kMaxCommandAmount)) {
        return fmt::format("A Strike Roll's Dice Score is 0 to {}", limits::kMaxCommandAmount);
    }
    if (auto refusal = areaRefusal(call)) {
        return refusal;
    }
    for (const auto& id : targetsOf(command)) {
        if (auto refusal = parryTypeRefusal(call.state(), command, id)) {
            return refusal;
        }
    }
    return std::nullopt;
}

void Attack::applyHit(ManeuverCall& call) {
    const UseManeuver& command = call.command();
    const EncounterState& state = call.state();
    AttackRecord record;
    record.attacker = call.actorId();
    record.maneuver = command.name;
    record.attackType = command.attackType;
    record.strike = command.strike;
    record.charges = call.chargesAtStart();
    record.attackerTier = call.tier();
    record.damage = command.damage;
    record.category = command.category;
    const auto targets = targetsOf(command);
    record.targets.assign(targets.begin(), targets.end());
    record.area = AreaAttack::of(state, command);
    for (const auto& id : record.targets) {
        if (hits(command, id)) {
            record.hits.push_back(id);
        }
    }
    const bool computed = usesAdditions(command);
    const int damage = std::max(0, command.damage.value_or(0));
    // A successful Deflect: the deflected target takes 1/4, every other target nothing (000 Parry:
    // "all of those characters do not take damage"). Each Energy Charge lowers the score by the
    // attacker's Tier of Power.
    std::string deflected;
    if (computed && command.strike) {
        for (const auto& id : record.targets) {
            for (const auto& parry : Parries::declaredFor(state, id)) {
                if (parry.option != "deflect" || !parry.score) {
                    continue;
                }
                record.deflectChecked.push_back(id);
                if (*parry.score - record.attackerTier * record.charges > *command.strike && deflected.empty()) {
                    deflected = id;
                }
            }
        }
    }
    record.deflected = deflected;
    std::vector<std::pair<std::string, int>> planned;
    for (const auto& id : record.targets) {
        bool struck = hits(command, id);
        int loss = damage;
        for (const auto& parry : Parries::declaredFor(state, id)) {
            if (!computed) {
                continue;
            }
            // A scored Block or Deflect replaces the Dodge Roll (000 Parry: "Instead of rolling
            // Dodge"): its comparison with the Strike, not `hit`, says whether the attack struck.
            if (command.strike && parry.score && parry.option == "block" && parry.owner == id) {
                // 000 Block: "If your score is higher than the enemy's ... take no damage".
                struck = *parry.score <= *command.strike;
            } else if (command.strike && parry.score && parry.option == "deflect") {
                struck = true; // a Deflect that did not beat the Strike lets it hit
            } else if (parry.option == "guard" && parry.owner == id) {
                loss = damage / 2; // 000 Guard: "reduces the attack's damage by 1/2 its total"
            }
        }
        if (!deflected.empty()) {
            loss = id == deflected ? damage / 4 : 0;
        } else if (!struck) {
            loss = 0;
        } else if (std::find(record.hits.begin(), record.hits.end(), id) == record.hits.end()) {
            record.hits.push_back(id);
        }
        planned.emplace_back(id, loss);
    }
    for (const auto& [id, loss] : planned) {
        const int before = fighter(call.state(), id).life;
        if (loss > 0 && command.damage) {
            Vitality::loseLife(call.context(), id, loss, call.actorId());
        }
        record.losses.emplace_back(id, before - fighter(call.state(), id).life);
    }
    call.setRecord(std::move(record));
}

} // namespace scouter::engine::dbu
