// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Shared.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

// What an exchange keeps between its commands (contract section 8): the attack waiting for its
// answer, and the checks still to roll after it resolved. Part of FwState, changed by the combat
// events only.
namespace scouter::engine::fatewalker {

// A check the exchange asks for (`pending` `check`): its roller, what it is for, its modifier.
struct CheckAsked {
    std::string who;
    std::string roll;        // charge-footing, trip-kick-fall, leaping-dodge-fall
    int modifier = 0;        // -damage taken, for the one hit
    bool delays = false;     // the charge's footing: 5 - successes ticks
    bool fallDamage = false; // a fall of the one hit: 1x1 @5
    friend bool operator==(const CheckAsked&, const CheckAsked&) = default;
};

// An attack rolled at a target and waiting for the target's answer.
struct OpenAttack {
    std::string attacker;
    std::string target;
    std::string action;
    std::string weapon;
    std::string targetWeapon; // unarmed-disarm
    int successes = 0;
    std::string damage;  // the notation its damage rolls with (TN raised), empty when none
    int damageBonus = 0; // «+N damage» of the row and option, and the run-up
    int runUpBonus = 0;  // what a Stop Charge adds («whatever the charge attack's bonus was»)
    std::string projectile;
    friend bool operator==(const OpenAttack&, const OpenAttack&) = default;
};

struct CombatState {
    Shared<OpenAttack> open;            // the attack event's own, not a copy
    std::vector<CheckAsked> checks;     // the first is the pending one
    std::map<std::string, int> evasive; // a runner's Evasive Running successes, while its window is open
    friend bool operator==(const CombatState&, const CombatState&) = default;
};

} // namespace scouter::engine::fatewalker
