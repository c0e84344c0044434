// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/CombatState.h"
#include "fatewalker/FwJson.h"
#include "fatewalker/FwState.h"
#include "fatewalker/SharedFighter.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {
struct EncounterState;
} // namespace scouter::engine

// The facts of attacks meeting (contract sections 8, 10, 11): an attack opened at a target, an
// exchange resolved, a check rolled. Each carries the combatants as it leaves them and every die
// face it rolled, so the reducer applies it without asking the rules or the dice again.
namespace scouter::engine::fatewalker {

// One amount of damage dealt in an exchange or check, for the log and the review.
struct DamageLine {
    std::string to;
    int points = 0;
    bool stun = false;
    std::string cause; // attack, counter, throw, fall, headbutt
    friend bool operator==(const DamageLine&, const DamageLine&) = default;
};

// An Evasive Running roll: its successes penalise attacks on the runner while the increment lasts.
struct EvasionRolled {
    static constexpr std::string_view kType = "fw-evasion";
    static constexpr std::string_view kLogKind = "movement";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int successes = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const std::function<std::string(const std::string&)>& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const EvasionRolled&, const EvasionRolled&) = default;
};

// An attack rolled at a target: the exchange waits for the target's answer (`pending` reaction).
struct AttackOpened {
    static constexpr std::string_view kType = "fw-attack-open";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    Shared<OpenAttack> attack = OpenAttack{}; // never empty; the state keeps it while it is open
    [[nodiscard]] std::vector<std::string> references() const { return {attack->attacker, attack->target}; }
    [[nodiscard]] std::string words(const std::function<std::string(const std::string&)>& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const AttackOpened&, const AttackOpened&) = default;
};

// An attack and its answer (or none) resolved: damage, delays, falls, binds, weapons dropped; the
// checks it asks for next.
struct ExchangeResolved {
    static constexpr std::string_view kType = "fw-exchange";
    static constexpr std::string_view kLogKind = "maneuvers";
    Shared<Exchange> exchange = Exchange{};
    std::vector<DamageLine> dealt;
    std::vector<int> faces;         // every damage die, in the order rolled
    Fighters fighters;              // every combatant it changed, as it leaves them
    std::vector<CheckAsked> checks; // still to roll; the first is pending
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const std::function<std::string(const std::string&)>& nameOf) const;
    // `hints`: where the fighters it sets were found in the table the last time it was applied.
    void reduce(EncounterState& state, const IdHints& hints) const;
    friend bool operator==(const ExchangeResolved&, const ExchangeResolved&) = default;
};

// A check the exchange asked for, rolled: its delay, a fall and its damage.
struct CheckRolled {
    static constexpr std::string_view kType = "fw-check";
    static constexpr std::string_view kLogKind = "maneuvers";
    std::string who;
    std::string roll;
    int modifier = 0;
    int successes = 0;
    int delay = 0;
    bool delays = false;
    bool prone = false;
    std::optional<DamageLine> fall;
    std::vector<int> faces;                 // the fall's damage dice
    Fighters fighters;                      // the roller as it leaves it
    Shared<Exchange> exchange = Exchange{}; // the exchange with the check's delay, fall and damage
    std::vector<CheckAsked> checks;         // still to roll after this one
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const std::function<std::string(const std::string&)>& nameOf) const;
    // `hints`: where the fighters it sets were found in the table the last time it was applied.
    void reduce(EncounterState& state, const IdHints& hints) const;
    friend bool operator==(const CheckRolled&, const CheckRolled&) = default;
};

void to_json(nlohmann::json& json, const CheckAsked& value);
void from_json(const nlohmann::json& json, CheckAsked& value);
void to_json(nlohmann::json& json, const OpenAttack& value);
void from_json(const nlohmann::json& json, OpenAttack& value);
void to_json(nlohmann::json& json, const DamageLine& value);
void from_json(const nlohmann::json& json, DamageLine& value);
void to_json(nlohmann::json& json, const EvasionRolled& value);
void from_json(const nlohmann::json& json, EvasionRolled& value);
void to_json(nlohmann::json& json, const AttackOpened& value);
void from_json(const nlohmann::json& json, AttackOpened& value);
void to_json(nlohmann::json& json, const ExchangeResolved& value);
void from_json(const nlohmann::json& json, ExchangeResolved& value);
void to_json(nlohmann::json& json, const CheckRolled& value);
void from_json(const nlohmann::json& json, CheckRolled& value);

// Sets the pending decision the combat state asks for: the open attack's reaction, else the first
// check, else none.
void setCombatPending(FwState& rules);

} // namespace scouter::engine::fatewalker
