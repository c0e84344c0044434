#pragma once

#include "model/Position.h"
#include "model/SheetValues.h"
#include "model/Stats.h"

#include <algorithm>
#include <string>
#include <vector>

namespace scouter::engine {

// One character in the encounter: its sheet and everything play changes about it.
struct Combatant {
    std::string id;
    std::string name;
    std::string side;
    std::string slot; // the initiative slot: its own id, or its group id
    bool pc = false;
    Stats stats;       // DBU's sheet, read by the DBU ruleset
    SheetValues sheet; // any other ruleset's sheet, as its description (Ruleset::sheet) reads it

    int life = 0;
    int ki = 0;
    Position at;
    bool surprised = false;
    bool active = true; // false once it died, escaped or surrendered
    std::string leftReason;

    int actions = 0;
    int baseCounter = 0;      // the round's Counter Action, lost at the end of the round
    int convertedCounter = 0; // converted from Actions, lost at the start of the owner's next turn
    bool momentumThisRound = false;

    int charges = 0; // Energy Charges; while above 0 the charger is locked into charging
    int powerUp = 0;
    int holdingBack = 0;

    std::string grappling;                    // whom this combatant holds in a Grapple
    std::string grappledBy;                   // who holds this combatant
    std::vector<std::string> foundBy;         // Opponents this Hidden combatant is no longer Hidden from
    int restraintFails = 0;                   // failed checks against an Energy Restraint: +1(T) each
    std::vector<std::string> roundLimits;     // once-per-round uses, cleared at each round start
    std::vector<std::string> encounterLimits; // once-per-encounter uses
    std::vector<std::string> empoweredBy;     // givers of Empower this round (Miracle Empowerment)

    [[nodiscard]] int baseTier() const { return std::max(stats.tier, 1); }
    // Holding Back lowers the current Tier of Power by one per stack, never below 1.
    [[nodiscard]] int tier() const { return std::max(baseTier() - holdingBack, 1); }
    [[nodiscard]] int counterActions() const { return baseCounter + convertedCounter; }
    [[nodiscard]] int capacity() const { return stats.capacity + powerUp * (stats.capacity / 4); }
    [[nodiscard]] bool usedThisRound(const std::string& key) const {
        return std::find(roundLimits.begin(), roundLimits.end(), key) != roundLimits.end();
    }
    [[nodiscard]] bool usedThisEncounter(const std::string& key) const {
        return std::find(encounterLimits.begin(), encounterLimits.end(), key) != encounterLimits.end();
    }
    friend bool operator==(const Combatant&, const Combatant&) = default;
};

} // namespace scouter::engine
