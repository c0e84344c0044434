// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterTimeline.h"

#include <map>

namespace scouter::store {

// A column of the statistics after the combatant's name, from the ruleset's pools and resources
// (Ruleset::pools, Ruleset::resources): damage dealt and taken when it counts damage (a health pool
// or damage totals), what was spent of each pool that is spent, each resource a turn spends.
struct StatisticsColumn {
    enum class Kind { DamageDealt, DamageTaken, PoolSpent, Resource };
    Kind kind = Kind::DamageDealt;
    std::string id;       // the pool's or the resource's (PoolSpent, Resource)
    QString label;        // "Damage dealt", "Mana spent", "Actions"
    QString word;         // the label in a summary sentence: "dealt", "taken", "Mana", "Actions"
    QString abbreviation; // a resource's, for a cell per moment ("AP")
};

// What one combatant did and suffered over an encounter, from its log in effect.
struct CombatantStatistics {
    std::string id;
    QString name;
    int damageDealt = 0;                  // damage its maneuvers dealt to others
    int damageTaken = 0;                  // damage it took, whatever the cause
    std::map<std::string, int> poolSpent; // by pool: what it lost of each pool that is spent
    std::map<std::string, int> spent;     // by resource
    // Resource → moment (its label: "Round 2", "Tick 13") → amount spent by the commands given then.
    std::map<std::string, std::map<std::string, int>> spentByMoment;

    [[nodiscard]] int value(const StatisticsColumn& column) const;
    // What it spent of `resource` in the commands given at `moment` (EncounterStatistics::moments).
    [[nodiscard]] int spentIn(const std::string& resource, const engine::Moment& moment) const;
};

// Damage dealt and taken, pools and resources spent, per combatant and moment, counted from what
// the ruleset says its events mean (Ruleset::facts) and nothing else: its damage facts (with their
// dealers), the changes of its spent pools, the resources its events spend.
class EncounterStatistics {
public:
    [[nodiscard]] static std::vector<StatisticsColumn> columns(const engine::Ruleset& rules);
    [[nodiscard]] static std::vector<CombatantStatistics> of(const EncounterTimeline& timeline);
    // The moments the log's commands were given at, as the ruleset counts time (rounds, or
    // ticks), in order: the log's sections, a cell per moment. Before the fight is one
    // only when `statistics` (of the same timeline) spent something then.
    [[nodiscard]] static std::vector<engine::Moment> moments(const EncounterTimeline& timeline,
                                                             const std::vector<CombatantStatistics>& statistics);
};

} // namespace scouter::store
