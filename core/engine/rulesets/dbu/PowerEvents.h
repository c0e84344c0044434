// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuEvents.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

// DBU's events of Tier, Ki and the Duel (seed 000/001 Transformation, Ki Wager, Duel, Duel
// Escape, Power Surge): the forms taken, the Capacity Ki Wagers spend, the Duel's course.
namespace scouter::engine::dbu {

// `who` took (`active`) or dropped the form `form`.
struct FormChanged {
    static constexpr std::string_view kType = "form-changed";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    std::string form;
    bool active = true;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const FormChanged&, const FormChanged&) = default;
};

// An Attacking Maneuver's stakes: its Ki Wager spends Capacity; the Duel and Direct Hit read them.
struct KiWagered {
    static constexpr std::string_view kType = "ki-wagered";
    static constexpr std::string_view kLogKind = "life-ki";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    std::string target;
    int wager = 0;
    int lifeWager = 0;
    int charges = 0;
    bool united = false; // a United Attack's wager, added onto the Ally's (`target`) attack
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const KiWagered&, const KiWagered&) = default;
};

// Capacity given back this round (a Duel's refund, Power Surge).
struct CapacityRestored {
    static constexpr std::string_view kType = "capacity-restored";
    static constexpr std::string_view kLogKind = "life-ki";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int amount = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const CapacityRestored&, const CapacityRestored&) = default;
};

// `challenger` answers `attacker`'s attack with a Duel.
struct DuelOpened {
    static constexpr std::string_view kType = "duel-opened";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string challenger;
    std::string attacker;
    int challengerCharges = 0;
    int attackerCharges = 0;
    int refund = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {challenger, attacker}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const DuelOpened&, const DuelOpened&) = default;
};

// The open Duel ends: won by `winner`, or escaped when `winner` is empty.
struct DuelClosed {
    static constexpr std::string_view kType = "duel-closed";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string winner;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const DuelClosed&, const DuelClosed&) = default;
};

// `who` may make one attack as an Instant Action (a successful Duel Escape); empty: it lapsed.
struct InstantGranted {
    static constexpr std::string_view kType = "instant-granted";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const InstantGranted&, const InstantGranted&) = default;
};

void to_json(nlohmann::json& json, const FormChanged& event);
void from_json(const nlohmann::json& json, FormChanged& event);
void to_json(nlohmann::json& json, const KiWagered& event);
void from_json(const nlohmann::json& json, KiWagered& event);
void to_json(nlohmann::json& json, const CapacityRestored& event);
void from_json(const nlohmann::json& json, CapacityRestored& event);
void to_json(nlohmann::json& json, const DuelOpened& event);
void from_json(const nlohmann::json& json, DuelOpened& event);
void to_json(nlohmann::json& json, const DuelClosed& event);
void from_json(const nlohmann::json& json, DuelClosed& event);
void to_json(nlohmann::json& json, const InstantGranted& event);
void from_json(const nlohmann::json& json, InstantGranted& event);

} // namespace scouter::engine::dbu
