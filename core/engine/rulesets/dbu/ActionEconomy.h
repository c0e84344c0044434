// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <optional>
#include <string>

namespace scouter::engine::dbu {

// Actions and Counter Actions: paying for maneuvers, converting, and the advantages that add
// Actions at the start of a turn (digest A4.1).
class ActionEconomy {
public:
    [[nodiscard]] static std::optional<std::string> canPayCounters(const EncounterState& state, const Combatant& who,
                                                                   int count);
    // Spends Counter Actions, the one that would be lost first before the other.
    static void payCounters(DbuContext& context, const std::string& who, int count);
    static void payActions(DbuContext& context, const std::string& who, int count);
    // Initiative Advantage and Tier-of-Power Advantage, added when the combatant's turn starts.
    static void grantAdvantages(DbuContext& context, const std::string& who);

    // The Actions each advantage gives `who` now.
    struct Advantages {
        int initiative = 0;
        int tier = 0;
    };
    [[nodiscard]] static Advantages advantages(const EncounterState& state, const Combatant& who, bool countDefeated);
};

} // namespace scouter::engine::dbu
