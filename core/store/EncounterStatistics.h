#pragma once

#include "EncounterTimeline.h"

#include <map>

namespace scouter::store {

// What one combatant did and suffered over an encounter, from its log in effect.
struct CombatantStatistics {
    std::string id;
    QString name;
    int damageDealt = 0; // Life its maneuvers took from others
    int damageTaken = 0; // Life it lost, whatever the cause
    int kiSpent = 0;
    int actions = 0;
    int counterActions = 0;
    std::map<int, int> actionsByRound; // round → Actions spent
    std::map<int, int> countersByRound;
    std::map<int, int> damageDealtByRound;
};

// Damage dealt and taken, Ki spent, Actions and Counter Actions per round and combatant. Damage
// counts as dealt by the one whose maneuver took the Life; damage the ARC entered by hand counts
// as taken only.
class EncounterStatistics {
public:
    [[nodiscard]] static std::vector<CombatantStatistics> of(const EncounterTimeline& timeline);
};

} // namespace scouter::store
