// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

// True20's own facts (events::RulesetEvent bodies). Each carries every die face it rolled and
// what it decided, so replay never rolls again; `words` is the log's sentence in the ARC's words.
namespace scouter::engine::true20 {

using NameOf = std::function<std::string(const std::string&)>;

struct AttackMade {
    static constexpr std::string_view kType = "t20-attack";
    static constexpr std::string_view kLogKind = "maneuvers";
    std::string who;
    std::string target;
    std::string mode = "melee"; // melee, ranged, grapple
    std::string spent;          // standard, full-round, prepared
    int face = 0;
    int bonus = 0; // every modifier of the roll
    int defense = 0;
    std::string result;  // hit, miss, critical-threat
    int weapon = 0;      // Weapon Damage, for the Toughness save that follows a hit
    bool lethal = false; // the attack means to kill (the lethal track)
    // What the target's Defense counted, "dodge" or "parry", empty for neither (caught off guard,
    // helpless, a Defense set by hand): a miss is dodged or parried, or simply a miss.
    std::string defendedWith;
    // The prepared attack made (an attack kept on the sheet), by its name; empty for a plain one.
    std::string name{};
    int threat = 20; // the lowest natural face that threatened a critical (the attack's threat range)
    [[nodiscard]] std::vector<std::string> references() const { return {who, target}; }
    template <class Visit> void visitReferences(Visit& visit) const {
        visit(who);
        visit(target);
    }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    // How the attack ended, in the log's words: "hit", "dodged", "parried" or "missed".
    [[nodiscard]] std::string outcome() const;
    friend bool operator==(const AttackMade&, const AttackMade&) = default;
};

struct CriticalConfirmed {
    static constexpr std::string_view kType = "t20-confirm";
    static constexpr std::string_view kLogKind = "maneuvers";
    std::string who;
    std::string target;
    int face = 0;
    int bonus = 0;
    int defense = 0;
    bool confirmed = false;
    [[nodiscard]] std::vector<std::string> references() const { return {who, target}; }
    template <class Visit> void visitReferences(Visit& visit) const {
        visit(who);
        visit(target);
    }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const CriticalConfirmed&, const CriticalConfirmed&) = default;
};

struct ThreatLapsed {
    static constexpr std::string_view kType = "t20-threat-lapsed";
    static constexpr std::string_view kLogKind = "maneuvers";
    std::string who;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const ThreatLapsed&, const ThreatLapsed&) = default;
};

struct ToughnessRolled {
    static constexpr std::string_view kType = "t20-toughness";
    static constexpr std::string_view kLogKind = "life-ki";
    std::string who;
    bool lethal = false;
    int dc = 0;
    int face = 0;
    int bonus = 0;
    bool success = false;
    bool kill = false;                  // a lethal failure by 20 or more
    std::vector<std::string> inflicted; // the band's states, lethal first
    std::vector<std::string> results;   // what they became (roll-over), for the log
    std::string anchor;                 // the turn in progress, where its timers run from
    int round = 0;
    [[nodiscard]] int total() const { return face + bonus; }
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const ToughnessRolled&, const ToughnessRolled&) = default;
};

struct SaveRolled {
    static constexpr std::string_view kType = "t20-save";
    static constexpr std::string_view kLogKind = "other";
    std::string who;
    std::string kind; // fortitude, reflex, will
    int dc = 0;
    int face = 0;
    int bonus = 0;
    bool success = false;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const SaveRolled&, const SaveRolled&) = default;
};

struct RecoveryRolled {
    static constexpr std::string_view kType = "t20-recovery";
    static constexpr std::string_view kLogKind = "life-ki";
    std::string who;
    std::string state; // the state it works on
    int face = 0;
    int bonus = 0;
    int total = 0; // after Conviction
    int dc = 10;
    bool conviction = false;
    std::string outcome; // recovered, failed, improved, steady, died
    int round = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const RecoveryRolled&, const RecoveryRolled&) = default;
};

struct ActionTaken {
    static constexpr std::string_view kType = "t20-action";
    static constexpr std::string_view kLogKind = "turns";
    std::string who;
    std::string action; // standard, move, full-round, free, reaction ("type" is the stored event's own key)
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const ActionTaken&, const ActionTaken&) = default;
};

struct DefenseChosen {
    static constexpr std::string_view kType = "t20-defend";
    static constexpr std::string_view kLogKind = "other";
    std::string who;
    std::string with; // dodge, parry, best
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const DefenseChosen&, const DefenseChosen&) = default;
};

struct Delayed {
    static constexpr std::string_view kType = "t20-delay";
    static constexpr std::string_view kLogKind = "turns";
    std::string who;   // the slot that waits
    std::string after; // the slot it waits behind
    [[nodiscard]] std::vector<std::string> references() const { return {who, after}; }
    template <class Visit> void visitReferences(Visit& visit) const {
        visit(who);
        visit(after);
    }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const Delayed&, const Delayed&) = default;
};

struct Prepared {
    static constexpr std::string_view kType = "t20-prepare";
    static constexpr std::string_view kLogKind = "turns";
    std::string who;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const Prepared&, const Prepared&) = default;
};

struct Pushed {
    static constexpr std::string_view kType = "t20-push";
    static constexpr std::string_view kLogKind = "life-ki";
    std::string who;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const Pushed&, const Pushed&) = default;
};

// A move on the grid with one move action, or both (a double move): Scouter's own addition, the
// seed names move actions without a distance (docs/rules/true20.md, R-20 .. R-23).
struct MoveMade {
    static constexpr std::string_view kType = "t20-move";
    static constexpr std::string_view kLogKind = "movement";
    std::string who;
    int x = 0; // the square reached
    int y = 0;
    int squares = 0;
    int actions = 1; // move actions spent: 1, or 2 for a double move
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const MoveMade&, const MoveMade&) = default;
};

// The ARC's Off-guard by hand (the neutral condition command): given until the end of `anchor`'s
// turn in `endRound` (an empty anchor: until removed), or taken away.
struct ConditionChanged {
    static constexpr std::string_view kType = "t20-condition";
    static constexpr std::string_view kLogKind = "other";
    std::string who;
    std::string condition; // off-guard
    bool added = true;
    std::string anchor; // a slot id
    int endRound = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    template <class Visit> void visitReferences(Visit& visit) const { visit(who); }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    friend bool operator==(const ConditionChanged&, const ConditionChanged&) = default;
};

// A prepared attack's name and a threat range wider than 20 are written only when there are
// some: a plain attack is stored as it always was.
void to_json(nlohmann::json& json, const AttackMade& e);
void from_json(const nlohmann::json& json, AttackMade& e);
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(CriticalConfirmed, who, target, face, bonus, defense, confirmed)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ThreatLapsed, who)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ToughnessRolled, who, lethal, dc, face, bonus, success, kill, inflicted,
                                                results, anchor, round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(SaveRolled, who, kind, dc, face, bonus, success)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(RecoveryRolled, who, state, face, bonus, total, dc, conviction, outcome,
                                                round)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ActionTaken, who, action)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(DefenseChosen, who, with)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Delayed, who, after)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Prepared, who)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(Pushed, who)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(MoveMade, who, x, y, squares, actions)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE_WITH_DEFAULT(ConditionChanged, who, condition, added, anchor, endRound)

} // namespace scouter::engine::true20
