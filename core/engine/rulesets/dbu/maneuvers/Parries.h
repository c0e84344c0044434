// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine::dbu {

// A Parry is declared before the attack it answers (the attack's `hit` and `damage` are already
// what the Parry made of them); what follows the attack is the engine's: Cross Counter's
// Out-of-Sequence Basic Attack, Direct Hit's Shaken, and the Rebound a Deflect allows (A5.2).
class Parries {
public:
    // A Parry waiting for the next attack on `target`: the target's own, or a Deflect made for it.
    struct Declared {
        std::string owner;
        std::string option;
        std::optional<int> score; // the Dice Score entered with it (Block, Deflect)
    };
    [[nodiscard]] static std::vector<Declared> declaredFor(const EncounterState& state, const std::string& target);
    // Keeps the declared option for the next attack on the parrier, or, for a Deflect helping an
    // Ally (`target`), on that Ally; unused, it lapses at the end of the current turn.
    static void declare(DbuCall<UseManeuver>& context, const std::string& who);
    // After `attacker`'s Attacking Maneuver on `target`: uses up the Parries declared for it.
    static void answer(DbuCall<UseManeuver>& context, const std::string& attacker, const std::string& target);
    // Whether a Parry by `who` with `target` is made for an Ally (a Deflect); an Opponent as the
    // target is the attacker the Parry answers, which makes it `who`'s own.
    [[nodiscard]] static bool helps(const EncounterState& state, const std::string& who, const std::string& target);
    // Whether the command is the Cross Counter's Basic Attack: offered, free, even when Defeated.
    [[nodiscard]] static bool isCrossCounter(const EncounterState& state, const UseManeuver& command);
};

} // namespace scouter::engine::dbu
