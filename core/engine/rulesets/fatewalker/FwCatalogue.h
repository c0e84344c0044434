// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string_view>
#include <vector>

// Every row of seed 003's tables in one place (contract section 5.1): its name, table, type, how
// its tick cost is computed, the roll's modifier, the requisite skills, whether a roll is needed,
// and the seed's own words for it. The panel, the handlers and the tests all read this list.
namespace scouter::engine::fatewalker {

enum class RowType { Common, Action, Reaction, Initiated, Counterattack, ActionReaction };
enum class RollNeed { None, Optional, Required };
enum class WeaponNeed { None, Melee, Thrown, Ranged, Shield, Any, Optional };

// How a row's tick cost is found (W = the weapon's speed, R = its Ready/Draw cost).
enum class CostRule {
    Fixed,         // base
    Weapon,        // W + base
    Ticks,         // the command's `ticks`, within the row's range
    Ready,         // by size 2..6, -1 at hand, + stowedTicks when stowed
    Pickup,        // hand 2, above-head 3, below-knees 4, +1 with both hands
    Option,        // the chosen option's cost
    Burst,         // base x recoil
    Reload,        // the weapon's reload + extraTicks
    QuickDraw,     // R
    Cobra,         // max(W, R + W - 2)
    Twin,          // W + W2 - 4
    ParryRiposte,  // (W - 2) + W - 2
    EngageGut,     // 5 + W - 2
    UnarmedCharge, // 8 + run
    FriendlyFire,  // the modified dodge's cost + 1
    EvadeAoe,      // 7, 8 when going prone
    Footwork,      // 2, 0 for a refresh
};

struct Requisite {
    std::string_view skill;
    int level = 0;
};

struct RowOption {
    std::string_view id;
    int modifier = 0; // to the roll
    int cost = 0;     // CostRule::Option: the ticks; else added to the cost
    int damage = 0;   // +N damage
    int tn = 0;       // +N to the damage TN
    std::string_view help;
};

struct Row {
    std::string_view name;  // the contract's kebab-case name
    std::string_view label; // the seed's name
    std::string_view table; // the seed's table: the panel's group
    RowType type = RowType::Common;
    CostRule cost = CostRule::Fixed;
    int base = 0;
    int modifier = 0; // the Roll column's modifier
    std::vector<Requisite> requisites;
    RollNeed roll = RollNeed::None;
    WeaponNeed weapon = WeaponNeed::None;
    bool attack = false;     // takes a `target` and opens an exchange
    std::string_view damage; // the Damage column's notation, empty when none
    int damageBonus = 0;     // «+N damage» the row adds (Hack +1, Spin Slash +4, Backstab +1)
    int tnBonus = 0;         // «TN +1» on the damage roll (Backstab)
    std::vector<RowOption> options;
    bool optionRequired = false;
    int minTicks = 0; // CostRule::Ticks: the range; maxTicks 0 = no upper bound
    int maxTicks = 0;
    int defaultTicks = 0;      // 0: `ticks` is required
    std::string_view rollName; // "Prowess(Agility)"
    std::string_view help;     // the seed's words
};

inline constexpr std::string_view kCommonTable = "Common Actions";
inline constexpr std::string_view kSpecialTable = "Special Common Actions";
inline constexpr std::string_view kEvasionTable = "Evasion";
inline constexpr std::string_view kMeleeTable = "Melee";
inline constexpr std::string_view kUnarmedTable = "Unarmed";
inline constexpr std::string_view kRangedTable = "Ranged";

[[nodiscard]] const std::vector<Row>& catalogue();
[[nodiscard]] const Row* findRow(std::string_view name);
[[nodiscard]] const RowOption* findOption(const Row& row, std::string_view id);
[[nodiscard]] std::string_view typeName(RowType type);
// Taken with `act`/`preempt` (Action, Initiated, common) or `react` (Reaction, Counterattack); both
// for Action/Reaction.
[[nodiscard]] bool actable(const Row& row);
[[nodiscard]] bool reactable(const Row& row);
// Whether the row's roll is a combat maneuver's, judged against requisite skills.
[[nodiscard]] bool combatManeuver(const Row& row);

} // namespace scouter::engine::fatewalker
