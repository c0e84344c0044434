#pragma once

#include "EncounterTimeline.h"

#include <map>

namespace scouter::store {

// A column of the statistics after the combatant's name, from the ruleset's pools and resources
// (Ruleset::pools, Ruleset::resources): damage dealt and taken when it has a health pool, what was
// spent of each other pool, each resource a turn spends.
struct StatisticsColumn {
    enum class Kind { DamageDealt, DamageTaken, PoolSpent, Resource };
    Kind kind = Kind::DamageDealt;
    std::string id;       // the pool's or the resource's (PoolSpent, Resource)
    QString label;        // "Damage dealt", "Ki spent", "Actions"
    QString word;         // the label in a summary sentence: "dealt", "taken", "Ki", "Actions"
    QString abbreviation; // a resource's, for a cell per round ("A")
};

// What one combatant did and suffered over an encounter, from its log in effect.
struct CombatantStatistics {
    std::string id;
    QString name;
    int damageDealt = 0;                                    // health its maneuvers took from others
    int damageTaken = 0;                                    // health it lost, whatever the cause
    std::map<std::string, int> poolSpent;                   // by pool: what it lost of each pool that is not health
    std::map<std::string, int> spent;                       // by resource
    std::map<std::string, std::map<int, int>> spentByRound; // resource → round → amount
    std::map<int, int> damageDealtByRound;

    [[nodiscard]] int value(const StatisticsColumn& column) const;
    // What it spent of `resource` in `round`.
    [[nodiscard]] int spentIn(const std::string& resource, int round) const;
};

// Damage dealt and taken, pools and resources spent, per round and combatant, from what the
// ruleset says its events mean (Ruleset::facts). Damage counts as dealt by the one whose maneuver
// took the health; damage the ARC entered by hand counts as taken only.
class EncounterStatistics {
public:
    [[nodiscard]] static std::vector<StatisticsColumn> columns(const engine::Ruleset& rules);
    [[nodiscard]] static std::vector<CombatantStatistics> of(const EncounterTimeline& timeline);
};

} // namespace scouter::store
