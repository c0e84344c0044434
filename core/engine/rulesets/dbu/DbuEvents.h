// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuState.h"
#include "events/Event.h"
#include "model/EncounterState.h"

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// DBU's own facts (events::RulesetEvent bodies): the Actions and pools, the stacks and once-only
// uses, the maneuvers with every face rolled. Their stored type names and fields are those the
// core stored before DBU kept them (campaign files and `scouter-export/1` files read unchanged);
// `words` is the log's sentence (`before`: the state the event is applied to), `reduce` how it
// changes DBU's state (DbuReducer.cpp). A DBU command's log line is made from what its events
// changed (Ruleset::facts), not from their sentences (kLabelsCommand). Each converts to the Event
// it is (a RulesetEvent), so the rules emit it as they emit the core's: context.emit(LifeSet{...}).
namespace scouter::engine::dbu {

using NameOf = std::function<std::string(const std::string&)>;

// "bonus-momentum" -> "Bonus Momentum": how the log titles an id it has no label for.
[[nodiscard]] std::string titled(const std::string& kebab);
// Why Actions were gained, in the rules' words: "ToP Advantage", "Bonus Momentum".
[[nodiscard]] std::string gainReasonWords(const std::string& reason);

struct ActionsGained {
    static constexpr std::string_view kType = "actions-gained";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int amount = 0;
    std::string reason; // "initiative-advantage", "top-advantage", "bonus-momentum", "command"
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ActionsGained&, const ActionsGained&) = default;
};

struct ActionsSpent {
    static constexpr std::string_view kType = "actions-spent";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int actions = 0;
    int baseCounter = 0;
    int convertedCounter = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ActionsSpent&, const ActionsSpent&) = default;
};

struct ActionsConverted {
    static constexpr std::string_view kType = "actions-converted";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int count = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ActionsConverted&, const ActionsConverted&) = default;
};

struct ConvertedLost {
    static constexpr std::string_view kType = "converted-lost";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ConvertedLost&, const ConvertedLost&) = default;
};

struct LifeSet {
    static constexpr std::string_view kType = "life-set";
    static constexpr std::string_view kLogKind = "life-ki";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int value = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf, const EncounterState& before) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const LifeSet&, const LifeSet&) = default;
};

struct KiSet {
    static constexpr std::string_view kType = "ki-set";
    static constexpr std::string_view kLogKind = "life-ki";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int value = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf, const EncounterState& before) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const KiSet&, const KiSet&) = default;
};

struct ChargesSet {
    static constexpr std::string_view kType = "charges-set";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int value = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ChargesSet&, const ChargesSet&) = default;
};

struct PowerUpSet {
    static constexpr std::string_view kType = "power-up-set";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int value = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const PowerUpSet&, const PowerUpSet&) = default;
};

struct HoldingBackSet {
    static constexpr std::string_view kType = "holding-back-set";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int stacks = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const HoldingBackSet&, const HoldingBackSet&) = default;
};

// A once-per-round or once-per-encounter use; "hidden-attack:<target>" marks an attack from hiding.
struct LimitUsed {
    static constexpr std::string_view kType = "limit-used";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    static constexpr std::string_view kHiddenAttack = "hidden-attack:";
    std::string who;
    std::string key;
    bool perEncounter = false;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const LimitUsed&, const LimitUsed&) = default;
};

struct InstantSequenceSet {
    static constexpr std::string_view kType = "instant-sequence-set";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::vector<std::string> ids;
    [[nodiscard]] std::vector<std::string> references() const { return ids; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const InstantSequenceSet&, const InstantSequenceSet&) = default;
};

struct ManeuverUsed {
    static constexpr std::string_view kType = "maneuver-used";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    std::string name;
    std::string target;
    std::string option;
    bool hit = false;
    std::vector<int> faces; // every die the maneuver rolled, in order
    // "attack" (reactions may answer it), "reaction" (leaves the last attack answerable) or "other".
    std::string role;
    std::optional<int> damage; // the damage entered for it, as entered (a miss may carry a Duel's)
    std::optional<int> ki;     // the Ki entered (wager, gift, boost), before the fixed costs
    std::string category;      // the Damage Category entered (Called Shot), empty when none
    std::string technique{};   // the Signature Technique used, by its name on the sheet; empty when none
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ManeuverUsed&, const ManeuverUsed&) = default;
};

struct GrappleSet {
    static constexpr std::string_view kType = "grapple-set";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string grappler;
    std::string grappled;
    bool held = true;  // false: the grapple ended
    bool tail = false; // Tail Restraint: held by the tail, no Tail Attacks while it lasts
    [[nodiscard]] std::vector<std::string> references() const { return {grappler, grappled}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const GrappleSet&, const GrappleSet&) = default;
};

struct EmpowerReceived {
    static constexpr std::string_view kType = "empower-received";
    static constexpr std::string_view kLogKind = "other";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    std::string giver;
    [[nodiscard]] std::vector<std::string> references() const { return {who, giver}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const EmpowerReceived&, const EmpowerReceived&) = default;
};

// The Parry `who` declared answered `attacker`'s attack (or, as "rebounded", its Rebound was made).
struct ParryAnswered {
    static constexpr std::string_view kType = "parry-answered";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    std::string option;
    std::string attacker;
    [[nodiscard]] std::vector<std::string> references() const { return {who, attacker}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ParryAnswered&, const ParryAnswered&) = default;
};

// `observer` found the Hidden `hider`, who stays Hidden from the others (002 Hidden, A8).
struct HiddenFound {
    static constexpr std::string_view kType = "hidden-found";
    static constexpr std::string_view kLogKind = "conditions";
    static constexpr bool kLabelsCommand = false;
    std::string hider;
    std::string observer;
    [[nodiscard]] std::vector<std::string> references() const { return {observer, hider}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const HiddenFound&, const HiddenFound&) = default;
};

// The Force check of an Energy-Restrained character against the Restraint TN.
struct RestraintChecked {
    static constexpr std::string_view kType = "restraint-checked";
    static constexpr std::string_view kLogKind = "conditions";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    bool passed = false;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const RestraintChecked&, const RestraintChecked&) = default;
};

// The attack just made, with the Life each target lost to it (what Intervene's options read and
// give back); a Redirect or Distant Deflect records it again with the losses it restored.
struct AttackRecorded {
    static constexpr std::string_view kType = "attack-recorded";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    SharedAttack attack;
    [[nodiscard]] std::vector<std::string> references() const;
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state, const IdHints& hints) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const AttackRecorded&, const AttackRecorded&) = default;
};

// The Dice Score `who` entered with the Parry declared as effect `effect` (Block, Deflect).
struct ParryScored {
    static constexpr std::string_view kType = "parry-scored";
    static constexpr std::string_view kLogKind = "maneuvers";
    static constexpr bool kLabelsCommand = false;
    std::string who;
    int effect = 0;
    int score = 0;
    [[nodiscard]] std::vector<std::string> references() const { return {who}; }
    [[nodiscard]] std::string words(const NameOf& nameOf) const;
    void reduce(EncounterState& state) const;
    operator Event() const&;
    operator Event() &&;
    friend bool operator==(const ParryScored&, const ParryScored&) = default;
};

void to_json(nlohmann::json& json, const ActionsGained& event);
void from_json(const nlohmann::json& json, ActionsGained& event);
void to_json(nlohmann::json& json, const ActionsSpent& event);
void from_json(const nlohmann::json& json, ActionsSpent& event);
void to_json(nlohmann::json& json, const ActionsConverted& event);
void from_json(const nlohmann::json& json, ActionsConverted& event);
void to_json(nlohmann::json& json, const ConvertedLost& event);
void from_json(const nlohmann::json& json, ConvertedLost& event);
void to_json(nlohmann::json& json, const LifeSet& event);
void from_json(const nlohmann::json& json, LifeSet& event);
void to_json(nlohmann::json& json, const KiSet& event);
void from_json(const nlohmann::json& json, KiSet& event);
void to_json(nlohmann::json& json, const ChargesSet& event);
void from_json(const nlohmann::json& json, ChargesSet& event);
void to_json(nlohmann::json& json, const PowerUpSet& event);
void from_json(const nlohmann::json& json, PowerUpSet& event);
void to_json(nlohmann::json& json, const HoldingBackSet& event);
void from_json(const nlohmann::json& json, HoldingBackSet& event);
void to_json(nlohmann::json& json, const LimitUsed& event);
void from_json(const nlohmann::json& json, LimitUsed& event);
void to_json(nlohmann::json& json, const InstantSequenceSet& event);
void from_json(const nlohmann::json& json, InstantSequenceSet& event);
void to_json(nlohmann::json& json, const ManeuverUsed& event);
void from_json(const nlohmann::json& json, ManeuverUsed& event);
void to_json(nlohmann::json& json, const GrappleSet& event);
void from_json(const nlohmann::json& json, GrappleSet& event);
void to_json(nlohmann::json& json, const EmpowerReceived& event);
void from_json(const nlohmann::json& json, EmpowerReceived& event);
void to_json(nlohmann::json& json, const ParryAnswered& event);
void from_json(const nlohmann::json& json, ParryAnswered& event);
void to_json(nlohmann::json& json, const HiddenFound& event);
void from_json(const nlohmann::json& json, HiddenFound& event);
void to_json(nlohmann::json& json, const RestraintChecked& event);
void from_json(const nlohmann::json& json, RestraintChecked& event);
void to_json(nlohmann::json& json, const AttackRecorded& event);
void from_json(const nlohmann::json& json, AttackRecorded& event);
void to_json(nlohmann::json& json, const ParryScored& event);
void from_json(const nlohmann::json& json, ParryScored& event);

} // namespace scouter::engine::dbu
