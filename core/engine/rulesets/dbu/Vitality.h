// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <string>

namespace scouter::engine::dbu {

// Life and Ki, and what follows from them: Health Thresholds, Bonus Momentum, Defeated at 0
// Life, Holding Back's Concealment check, and the encounter's end when no Opponents remain.
class Vitality {
public:
    // `attacker` is set when the loss comes from that combatant's Strike (Bonus Momentum).
    static void loseLife(DbuContext& context, const std::string& who, int amount, const std::string& attacker);
    static void gainLife(DbuContext& context, const std::string& who, int amount);
    // Sets Ki within 0..max; `allowAboveMax` for Miracle Empowerment.
    static void setKi(DbuContext& context, const std::string& who, int value, bool allowAboveMax = false);
    static void spendKi(DbuContext& context, const std::string& who, int amount);
    // Ends the encounter when no two standing combatants are Opponents (Absolute Victory, A9.1).
    // Returns whether it ended.
    static bool checkVictory(DbuContext& context, const std::string& outcome = "victory");
};

} // namespace scouter::engine::dbu
