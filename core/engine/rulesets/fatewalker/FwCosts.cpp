// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwPlan.h"

#include "fatewalker/FwRules.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::engine::fatewalker {

namespace {

int sizeCost(std::string_view size) {
    if (size == "extra-small") {
        return 2;
    }
    if (size == "small") {
        return 3;
    }
    if (size == "large") {
        return 5;
    }
    if (size == "extra-large") {
        return 6;
    }
    return 4;
}

std::string whereOf(const Fighter& fighter, const std::string& weapon) {
    const auto found = fighter.weapons.find(weapon);
    return found == fighter.weapons.end() ? std::string("sheathed") : found->second;
}

std::optional<std::string> rangeProblem(const Row& row, int ticks) {
    if (ticks < row.minTicks || (row.maxTicks > 0 && ticks > row.maxTicks)) {
        const std::string range = row.maxTicks > 0 ? fmt::format("{}-{}", row.minTicks, row.maxTicks)
                                                   : fmt::format("{} or more", row.minTicks);
        return fmt::format("Refused: {} takes {} ticks («{}»), not {}", row.label, range,
                           row.maxTicks > 0 ? range : fmt::format("{}+", row.minTicks), ticks);
    }
    return std::nullopt;
}

} // namespace

int readyCost(const SheetRecord& weapon, const std::string& where) {
    int cost = sizeCost(weapon.text("size", "medium"));
    if (where == "at-hand") {
        cost -= 1; // «If the weapon is roughly at hand level the action takes 1 tick less»
    } else if (where == "stowed") {
        cost += weapon.number("stowedTicks"); // «can take an extra 1-10 ticks to ready»
    }
    return std::max(0, cost);
}

int requisitePenalty(const Combatant& combatant, const Row& row) {
    if (!combatManeuver(row)) {
        return 0;
    }
    int deficit = 0;
    for (const auto& requisite : row.requisites) {
        deficit = std::max(deficit, requisite.level - combatant.sheet.number(requisite.skill));
    }
    return -deficit;
}

std::optional<std::string> costOf(const Combatant& combatant, const Fighter& fighter, const ActionArguments& command,
                                  const Row& row, int& cost) {
    const SheetRecord* weapon = command.weapon.empty() ? nullptr : clock::weaponOf(combatant, command.weapon);
    const int speed = weapon != nullptr ? weapon->number("speed") : 0;
    const int ready = weapon != nullptr ? readyCost(*weapon, whereOf(fighter, command.weapon)) : 0;
    const RowOption* option = command.option.empty() ? nullptr : findOption(row, command.option);
    switch (row.cost) {
    case CostRule::Fixed:
        cost = row.base;
        break;
    case CostRule::Weapon:
        cost = speed + row.base;
        break;
    case CostRule::Ticks: {
        const int ticks = command.ticks.value_or(row.defaultTicks);
        if (auto problem = rangeProblem(row, ticks)) {
            return problem;
        }
        cost = ticks;
        break;
    }
    case CostRule::Ready:
        cost = ready;
        break;
    case CostRule::Pickup:
        cost = (option != nullptr ? option->cost : 2) + (command.twoHands.value_or(false) ? 1 : 0);
        break;
    case CostRule::Option:
        cost = option != nullptr ? option->cost : row.base;
        break;
    case CostRule::Burst:
        cost = row.base * (weapon != nullptr ? weapon->number("recoil") : 0);
        break;
    case CostRule::Reload:
        cost = (weapon != nullptr ? weapon->number("reload") : 0) + command.extraTicks.value_or(0);
        break;
    case CostRule::QuickDraw:
        cost = ready;
        break;
    case CostRule::Cobra:
        // «Ready + Weapon: -2 … Cannot make the attack faster than the base weapon speed»
        cost = std::max(speed, ready + speed - 2);
        break;
    case CostRule::Twin: {
        const SheetRecord* second = clock::weaponOf(combatant, command.weapon2);
        cost = speed + (second != nullptr ? second->number("speed") : 0) - 4;
        break;
    }
    case CostRule::ParryRiposte:
        cost = (speed - 2) + speed - 2; // «Parry + Strike: -2»
        break;
    case CostRule::EngageGut:
        cost = 5 + speed - 2; // «Engage + Gut: -2»
        break;
    case CostRule::UnarmedCharge:
        cost = row.base + command.run.value_or(0); // «8 + Run»
        break;
    case CostRule::FriendlyFire: {
        const Row* dodge = option != nullptr ? findRow(option->id) : nullptr;
        int dodgeCost = 0;
        if (dodge != nullptr) {
            (void)costOf(combatant, fighter, ActionArguments{}, *dodge, dodgeCost);
        }
        cost = dodgeCost + row.base; // «+1 tick»
        break;
    }
    case CostRule::EvadeAoe:
        cost = row.base + (command.prone.value_or(false) ? 1 : 0); // «the action takes one more tick»
        break;
    case CostRule::Footwork:
        // «doesn't cost 2 ticks to continue to perform it, but a new roll must be made»
        cost = fighter.footworkRefresh ? 0 : row.base;
        break;
    }
    cost = std::max(0, cost);
    return std::nullopt;
}

int aimSpent(const Fighter& fighter, const Row& row) {
    if (row.name == "long-burst") {
        return std::min(fighter.aim, 2); // «Max aim bonus of +2»
    }
    if (row.name == "full-auto") {
        return std::min(fighter.aim, 1); // «Max aim bonus of +1»
    }
    if (row.name == "shoot" || row.name == "ranged-called-shot" || row.name == "short-burst" ||
        row.name == "vitals-shot") {
        return fighter.aim;
    }
    return 0;
}

RollTerms baseTerms(const Combatant& combatant, const Fighter& fighter, const ActionArguments& command,
                    const Row& row) {
    RollTerms terms;
    const std::string label(row.label);
    const RowOption* option = command.option.empty() ? nullptr : findOption(row, command.option);
    const Row* dodge = row.name == "friendly-fire" && option != nullptr ? findRow(option->id) : nullptr;
    if (dodge != nullptr) {
        // «The dodge roll functions as normal except with a -1 penalty»: the modified dodge's own
        // modifier, and the higher deficit of both rows' requisites.
        addTerm(terms, dodge->modifier, fmt::format("{}'s Roll column", dodge->label));
        addTerm(terms, row.modifier, fmt::format("{}'s Roll column", label));
        addTerm(terms, std::min(requisitePenalty(combatant, row), requisitePenalty(combatant, *dodge)),
                "skill below the requisite");
    } else {
        addTerm(terms, row.modifier, fmt::format("{}'s Roll column", label));
        addTerm(terms, requisitePenalty(combatant, row), "skill below the requisite");
        if (option != nullptr) {
            addTerm(terms, option->modifier, fmt::format("{}: {}", label, option->id));
        }
    }
    if (command.extraTicks) {
        // «+1 modifier to the roll for every two extra ticks taken»
        addTerm(terms, *command.extraTicks / 2, fmt::format("{} extra ticks", *command.extraTicks));
    }
    addTerm(terms, aimSpent(fighter, row), "aim");
    if (row.name == "shield-block" && !command.weapon.empty()) {
        if (const SheetRecord* shield = clock::weaponOf(combatant, command.weapon)) {
            addTerm(terms, shield->number("deflection") + shield->number("absorb"), "the shield's Deflection + Absorb");
        }
    }
    if (row.name == "leap-kick" && fighter.movement && fighter.movement->mode == "run") {
        addTerm(terms, -1, "a running Leap Kick"); // «suffers another -1 attack penalty»
    }
    if (row.name == "twin-pistols" && !command.target2.empty() && command.target2 != command.target) {
        // «An additional -1 penalty will apply to both actions if they are at different targets»
        addTerm(terms, -1, "two pistols at different targets");
    }
    if (fighter.cover && fighter.cover->source == "shield-cover") {
        addTerm(terms, -2, "keeping Shield Cover"); // «any actions suffer an additional -2»
    }
    if (fighter.bind && fighter.bind->hold && fighter.bind->holder == fighter.bind->with && row.name != "slip") {
        addTerm(terms, -3, "in an opponent's hold"); // -3 on everything but Slip (section 8)
    }
    if ((row.name == "grapple" || row.name == "slip" || row.name == "sprawl") &&
        clock::freeHands(combatant, fighter) == 1) {
        addTerm(terms, -3, "only one hand free"); // «with only one hand free suffers a -3»
    }
    return terms;
}

} // namespace scouter::engine::fatewalker
