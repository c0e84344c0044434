// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "fatewalker/Answers.h"
#include "fatewalker/AttackKinds.h"
#include "fatewalker/Binds.h"
#include "fatewalker/CombatReadings.h"
#include "fatewalker/CombatState.h"
#include "fatewalker/DamageNotation.h"

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine::fatewalker {

// A roll of damage in an exchange, in the order rolled.
struct DamageDealt {
    std::string to;
    int points = 0;
    bool stun = false;
    std::vector<int> faces;
    std::string cause; // attack, block, counter, throw, fall, headbutt
    friend bool operator==(const DamageDealt&, const DamageDealt&) = default;
};

// Redirected attack of a Friendly Fire dodge: the new attack itself is the ARC's.
struct FriendlyFireOutcome {
    std::string target;
    int attackModifier = 0;
    int defenceModifier = 0;
    friend bool operator==(const FriendlyFireOutcome&, const FriendlyFireOutcome&) = default;
};

// An attack and its answer, as the engine resolves them.
struct ExchangeInput {
    std::string attacker;
    std::string target;
    std::string action;
    AttackKind kind;
    int attackSuccesses = 0;
    std::optional<DamageNotation> attackDamage; // the row's notation or the weapon's, TN raised
    int attackBonus = 0;                        // «+N damage» and run-up bonuses
    std::optional<std::string> reaction;        // nullopt: the target does not react
    std::string dodge;                          // friendly-fire: the dodge it modifies
    int answerSuccesses = 0;
    std::optional<DamageNotation> answerDamage; // a block's or counter's notation, or a parry's weapon
    bool answerStun = true;                     // unarmed answers deal stun damage
    int answerBonus = 0;                        // Stop Charge: the charge's bonus
    std::optional<std::string> newTarget;       // friendly-fire
    std::optional<BindLevels> bind;             // the pair's bind before the exchange
};

struct ExchangeOutcome {
    int net = 0;
    bool hit = false;
    std::optional<double> distance;
    std::vector<DamageDealt> damage;
    std::vector<std::pair<std::string, int>> delay;
    std::vector<std::string> prone;
    std::optional<FriendlyFireOutcome> friendlyFire;
    BindChange bind;
    bool disarmed = false; // an Unarmed Disarm landed: the target's weapon drops at its feet
    std::vector<CheckAsked> checks;

    [[nodiscard]] std::vector<int> faces() const;
    [[nodiscard]] int damageTo(const std::string& who) const;
};

// Resolves the exchange, rolling its damage from `dice` in the contract's order: the attack's damage
// before the block's or counter's, then fall damage.
[[nodiscard]] ExchangeOutcome resolveExchange(const ExchangeInput& input, const CombatReadings& readings,
                                              DiceSource& dice);

// The outcome of a check: a charge's footing delays its roller, 0 successes knocks prone, and one who
// falls after being hit takes 1x1 @5.
struct CheckOutcome {
    int successes = 0;
    int delay = 0;
    bool prone = false;
    std::optional<DamageDealt> fall;
};

[[nodiscard]] CheckOutcome resolveCheck(const CheckAsked& check, int successes, const CombatReadings& readings,
                                        DiceSource& dice);

} // namespace scouter::engine::fatewalker
