// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/CombatSetup.h"

#include "fatewalker/AttackKinds.h"
#include "fatewalker/FwJson.h"
#include "fatewalker/FwRules.h"
#include "fatewalker/OutcomeTables.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::fatewalker::combat {

namespace {

// «+N damage» and «TN +N» a row carries itself (its options carry their own).
struct RowDamage {
    int bonus = 0;
    int targetNumber = 0;
};

RowDamage rowDamageOf(std::string_view action) {
    if (action == "hack") {
        return {1, 0}; // «Hack adds +1 damage to the attack»
    }
    if (action == "backstab") {
        return {1, 1}; // «Counts as a vitals strike (Damage +1, Damage TN: +1)»
    }
    if (action == "spin-slash") {
        return {4, 0}; // «+4 damage»
    }
    return {};
}

int ticksRunning(const Fighter& fighter, int now) {
    if (!fighter.movement || fighter.movement->mode != "run") {
        return -1;
    }
    return std::max(0, now - fighter.movement->since);
}

std::optional<DamageNotation> weaponNotation(const Combatant& combatant, const std::string& weapon) {
    const SheetRecord* record = weapon.empty() ? nullptr : clock::weaponOf(combatant, weapon);
    if (record == nullptr) {
        return std::nullopt;
    }
    return DamageNotation::parse(record->text("damage"));
}

int sizeModifier(std::string_view size) {
    // «XS: -3, S: -1, L: +1, XL: +3»
    if (size == "extra-small") {
        return -3;
    }
    if (size == "small") {
        return -1;
    }
    if (size == "large") {
        return 1;
    }
    return size == "extra-large" ? 3 : 0;
}

} // namespace

CombatReadings readingsOf(const FwContext& context) {
    CombatReadings readings = context.settings().combat;
    readings.successAtTn = context.settings().successAtTn;
    return readings;
}

OpenAttack openAttack(const FwContext& context, const Combatant& attacker, const ActionArguments& command,
                      const Row& row, int successes) {
    OpenAttack attack;
    attack.attacker = command.who;
    attack.target = command.target;
    attack.action = command.action;
    attack.weapon = command.weapon;
    attack.targetWeapon = command.targetWeapon;
    attack.successes = successes;
    const Fighter& fighter = context.fighter(command.who);
    const int now = context.now();
    std::optional<DamageNotation> notation;
    if (row.name == "unarmed-charge") {
        notation = DamageNotation{{{4, 1}}, 5}; // «The base damage is 4x1»
        attack.runUpBonus = unarmedChargeBonus(command.run.value_or(0));
    } else if (!row.damage.empty()) {
        notation = DamageNotation::parse(row.damage);
    } else {
        notation = weaponNotation(attacker, command.weapon);
    }
    const int running = ticksRunning(fighter, now);
    if (row.name == "melee-charge" && running >= 0) {
        attack.runUpBonus = meleeChargeBonus(running);
    } else if (row.name == "leap-kick" && running >= 0) {
        attack.runUpBonus = runningLeapKickBonus(running);
    }
    const RowDamage own = rowDamageOf(row.name);
    int targetNumber = own.targetNumber;
    attack.damageBonus = own.bonus + attack.runUpBonus;
    const RowOption* option = command.option.empty() ? nullptr : findOption(row, command.option);
    if (option != nullptr) {
        attack.damageBonus += option->damage;
        targetNumber += option->tn;
    }
    if (notation) {
        attack.damage = notation->raised(targetNumber).text();
    }
    const SheetRecord* weapon = command.weapon.empty() ? nullptr : clock::weaponOf(attacker, command.weapon);
    attack.projectile =
        weapon != nullptr && !weapon->text("projectile").empty() ? weapon->text("projectile") : std::string("bullet");
    return attack;
}

RollTerms attackSituationTerms(const EncounterState& state, const ActionArguments& command, const Row& row) {
    RollTerms terms;
    const Fighter& fighter = clock::fighterOf(state, command.who);
    const Fighter& target = clock::fighterOf(state, command.target);
    const auto kind = attackKind(row.name);
    const auto& evasive = clock::rulesOf(state).combat.evasive;
    const auto running = evasive.find(command.target);
    if (kind && target.windows.contains("evasive-running") && running != evasive.end()) {
        // «ranged attacks against the character instead suffer (Successes -1) as a penalty and melee
        // attacks suffer half this»: thrown attacks count as ranged, the half rounds down.
        const int penalty = std::max(running->second - 1, 0);
        const bool ranged = kind->shot || kind->thrown;
        addTerm(terms, ranged ? -penalty : -(penalty / 2),
                ranged ? "the target's Evasive Running" : "the target's Evasive Running, halved in melee");
    }
    if (row.name == "hold" || row.name == "choke-hold") {
        // «Successive hold maneuvers ... receive a bonus equal to the current Hold value»
        if (fighter.bind && fighter.bind->hold && fighter.bind->holder == command.who) {
            addTerm(terms, *fighter.bind->hold, "the current Hold value");
        }
    }
    if (row.name == "unarmed-disarm") {
        const Combatant* defender = state.find(command.target);
        const SheetRecord* weapon = defender != nullptr ? clock::weaponOf(*defender, command.targetWeapon) : nullptr;
        if (weapon != nullptr) {
            addTerm(terms, sizeModifier(weapon->text("size")),
                    fmt::format("the weapon's size: {}", weapon->text("size")));
        }
    }
    return terms;
}

std::optional<double> attackReach(const FwContext& context, const Combatant& attacker, const ActionArguments& command,
                                  const Row& row) {
    const int speed = attacker.sheet.number("speed");
    if (row.name == "leap-kick") {
        // «Speed / 3 meters», or «Speed / 2 meters» running
        return metres(ticksRunning(context.fighter(command.who), context.now()) >= 0 ? speed / 2.0 : speed / 3.0);
    }
    if (row.name == "lunge") {
        const SheetRecord* weapon = clock::weaponOf(attacker, command.weapon);
        // «Speed/2 meters + Weapon Length»
        return metres(speed / 2.0 + (weapon != nullptr ? weapon->number("length") : 0));
    }
    return std::nullopt;
}

ExchangeInput exchangeInput(const FwContext& context, const OpenAttack& attack, const Row* answerRow,
                            const ActionArguments* answer, int answerSuccesses) {
    ExchangeInput input;
    input.attacker = attack.attacker;
    input.target = attack.target;
    input.action = attack.action;
    input.kind = attackKind(attack.action).value_or(AttackKind{});
    input.attackSuccesses = attack.successes;
    if (!attack.damage.empty()) {
        input.attackDamage = DamageNotation::parse(attack.damage);
    }
    input.attackBonus = attack.damageBonus;
    const Fighter& attacker = context.fighter(attack.attacker);
    if (attacker.bind && attacker.bind->with == attack.target) {
        input.bind = BindLevels{attacker.bind->grapple, attacker.bind->takedown, attacker.bind->hold,
                                attacker.bind->holder.empty() ? std::nullopt
                                                              : std::optional<std::string>{attacker.bind->holder}};
    }
    if (answerRow == nullptr || answer == nullptr) {
        return input;
    }
    input.reaction = std::string(answerRow->name);
    input.dodge = answerRow->name == "friendly-fire" ? answer->option : std::string();
    input.answerSuccesses = answerSuccesses;
    if (!answer->newTarget.empty()) {
        input.newTarget = answer->newTarget;
    }
    input.answerStun = answerRow->table == kUnarmedTable;
    if (!answerRow->damage.empty()) {
        input.answerDamage = DamageNotation::parse(answerRow->damage);
    } else if (!answer->weapon.empty()) {
        const Combatant* defender = context.state().find(answer->who);
        if (defender != nullptr) {
            input.answerDamage = weaponNotation(*defender, answer->weapon);
        }
    }
    if (answerRow->name == "stop-charge") {
        input.answerBonus = attack.runUpBonus; // «equivalent to whatever the charge attack's bonus was»
    }
    return input;
}

} // namespace scouter::engine::fatewalker::combat
