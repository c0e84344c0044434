// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/Stats.h"

#include <algorithm>
#include <string>
#include <vector>

namespace scouter::engine::dbu {

// One combatant as the DBU rules see it.
struct Fighter {
    Stats stats; // the sheet, read once from the combatant's at set-up
    int life = 0;
    int ki = 0;

    int actions = 0;
    int baseCounter = 0;      // the round's Counter Action, lost at the end of the round
    int convertedCounter = 0; // converted from Actions, lost at the start of the owner's next turn
    bool momentumThisRound = false;

    int charges = 0; // Energy Charges; while above 0 the charger is locked into charging
    int powerUp = 0;
    int holdingBack = 0;

    std::string grappling;                    // whom this combatant holds in a Grapple
    std::vector<std::string> grappledBy;      // who holds this combatant: a second grappler may join
    std::vector<std::string> tailHeldBy;      // grapplers holding it by the tail (Tail Restraint)
    std::vector<std::string> foundBy;         // Opponents this Hidden combatant is no longer Hidden from
    int restraintFails = 0;                   // failed checks against an Energy Restraint: +1(T) each
    std::vector<std::string> roundLimits;     // once-per-round uses, cleared at each round start
    std::vector<std::string> encounterLimits; // once-per-encounter uses
    std::vector<std::string> empoweredBy;     // givers of Empower this round (Miracle Empowerment)
    bool actedThisTurn = false;               // used a maneuver or converted since its turn began (Surrender)
    int commandedMoves = 0;                   // Actions from Command still owed to Movement or a conversion this round
    std::vector<std::string> forms;           // the active transformations, in the order taken
    int capacitySpent = 0;                    // Capacity spent on Ki Wagers since the round started

    [[nodiscard]] int baseTier() const { return std::max(stats.tier, 1); }
    // The Tier of Power the active forms add (000/001 Transformation).
    [[nodiscard]] int formsBonus() const {
        int bonus = 0;
        for (const auto& active : forms) {
            const auto form = std::find_if(stats.forms.begin(), stats.forms.end(),
                                           [&](const Form& each) { return each.name == active; });
            bonus += form != stats.forms.end() ? form->tierBonus : 0;
        }
        return bonus;
    }
    // The current Tier of Power: the base, raised by the active forms, lowered by one per Holding
    // Back stack, never below 1.
    [[nodiscard]] int tier() const { return std::max(baseTier() + formsBonus() - holdingBack, 1); }
    [[nodiscard]] int counterActions() const { return baseCounter + convertedCounter; }
    [[nodiscard]] int capacity() const { return stats.capacity + powerUp * (stats.capacity / 4); }
    // The Capacity Ki Wagers may still spend this round (it returns at each round's start).
    [[nodiscard]] int capacityLeft() const { return std::max(capacity() - capacitySpent, 0); }
    [[nodiscard]] bool usedThisRound(const std::string& key) const {
        return std::find(roundLimits.begin(), roundLimits.end(), key) != roundLimits.end();
    }
    [[nodiscard]] bool usedThisEncounter(const std::string& key) const {
        return std::find(encounterLimits.begin(), encounterLimits.end(), key) != encounterLimits.end();
    }
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

} // namespace scouter::engine::dbu
