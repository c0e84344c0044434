// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwJson.h"
#include "fatewalker/FwState.h"
#include "fatewalker/SharedFighter.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {
struct EncounterState;
} // namespace scouter::engine

// Fatewalker's own facts (events::RulesetEvent bodies). Each carries what it decided (a
// combatant's state after an action, the clock's new tick with what reaching it changed), so the
// reducer applies it without asking the rules or the dice again.
namespace scouter::engine::fatewalker {

using NameOf = std::function<std::string(const std::string&)>;

// Before the start: the combatant's first action tick.
struct TickSet {
    static constexpr std::string_view kType = "fw-set-tick";
    static constexpr std::string_view kLogKind = "turns";
    std::string who;
    int tick = 1;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const TickSet&, const TickSet&) = default;
};

// The clock reaches `tick` (the start reaches tick 1): windows and sprints that end there have
// closed (`fighters` holds the combatants it changed), `due` owe a movement declaration.
struct ClockMoved {
    static constexpr std::string_view kType = "fw-clock";
    static constexpr std::string_view kLogKind = "turns";
    int tick = 1;
    Fighters fighters;
    std::vector<std::string> due;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const ClockMoved&, const ClockMoved&) = default;
};

// An action, maneuver or reaction: its cost, and the actor as it leaves it (`after`).
struct ActionTaken {
    static constexpr std::string_view kType = "fw-action";
    static constexpr std::string_view kLogKind = "maneuvers";
    std::string who;
    std::string action;
    std::string how = "act"; // act, preempt, react
    std::string option;
    std::string weapon;
    std::string target;
    int tick = 0;
    int cost = 0;
    SharedFighter after;
    std::string favourite{}; // the favourite maneuver used, by its name on the sheet; empty when none
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    // `hints`: where the fighters it sets were found in the table the last time it was applied.
    void reduce(EncounterState& state, const IdHints& hints) const;
    friend bool operator==(const ActionTaken&, const ActionTaken&) = default;
};

// A movement declaration; the last one due applies them all at once (`applied`).
struct Declared {
    static constexpr std::string_view kType = "fw-declare";
    static constexpr std::string_view kLogKind = "movement";
    std::string who;
    std::string declare; // continue, change, stop
    Fighters applied;    // set by the last declaration due: every mover as the declarations leave it
    bool last = false;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const Declared&, const Declared&) = default;
};

// A decision raised (a tie for the ARC to order, a reaction, a check) or answered (`pending` null).
struct PendingSet {
    static constexpr std::string_view kType = "fw-pending";
    static constexpr std::string_view kLogKind = "decisions";
    static constexpr bool kLabelsCommand = false;
    std::optional<Pending> pending;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const PendingSet&, const PendingSet&) = default;
};

// The ARC's order of the combatants sharing the current tick.
struct TieOrdered {
    static constexpr std::string_view kType = "fw-tie";
    static constexpr std::string_view kLogKind = "decisions";
    std::vector<std::string> order;
    [[nodiscard]] std::vector<std::string> references() const { return order; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const TieOrdered&, const TieOrdered&) = default;
};

// A condition the ARC adds or removes by hand.
struct ConditionChanged {
    static constexpr std::string_view kType = "fw-condition";
    static constexpr std::string_view kLogKind = "conditions";
    std::string who;
    std::string add;
    std::string remove;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const ConditionChanged&, const ConditionChanged&) = default;
};

// Combatants changed by something else than their own action (an exchange's outcome, a check):
// fw-combat's outcomes and the exchange record.
struct FightersChanged {
    static constexpr std::string_view kType = "fw-fighters";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    Fighters fighters;
    std::optional<Exchange> exchange; // set when an exchange was resolved
    std::string why;                  // the log's words
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    friend bool operator==(const FightersChanged&, const FightersChanged&) = default;
};

void to_json(nlohmann::json& json, const TickSet& value);
void from_json(const nlohmann::json& json, TickSet& value);
void to_json(nlohmann::json& json, const ClockMoved& value);
void from_json(const nlohmann::json& json, ClockMoved& value);
void to_json(nlohmann::json& json, const ActionTaken& value);
void from_json(const nlohmann::json& json, ActionTaken& value);
void to_json(nlohmann::json& json, const Declared& value);
void from_json(const nlohmann::json& json, Declared& value);
void to_json(nlohmann::json& json, const PendingSet& value);
void from_json(const nlohmann::json& json, PendingSet& value);
void to_json(nlohmann::json& json, const TieOrdered& value);
void from_json(const nlohmann::json& json, TieOrdered& value);
void to_json(nlohmann::json& json, const ConditionChanged& value);
void from_json(const nlohmann::json& json, ConditionChanged& value);
void to_json(nlohmann::json& json, const FightersChanged& value);
void from_json(const nlohmann::json& json, FightersChanged& value);

} // namespace scouter::engine::fatewalker
