// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Duration.h"

#include <string>

namespace scouter::engine {

// Conditions are what the table sees; the other kinds are timed rule effects the engine tracks
// so that they end on the right anchor (digest A6).
enum class EffectKind {
    Condition,
    PowerUp,          // Power Up stacks end together at the first use's expiry
    Botch,            // Botch Rate 3 after Blitz or a charged attack
    RapidStrike,      // Rapid Movement's Strike bonus for the rest of the turn
    RecoveryLockout,  // countered a Combat Recovery: no Combat Recovery on the next turn
    InterveneLockout, // failed an Intervene save: no more Intervene this round
    Triggered,        // a Triggered Maneuver waiting for its activation
    Miracle,          // Miracle Empowerment's bonus
    Duel,             // a Duel under way against the owner, which Duel Escape answers
    Parry,            // a Parry declared for the next attack on the owner (or, helping, on `source`)
    Carried,          // a piece of terrain the owner holds (Terrain Lift), its Hardness in `source`
};

struct Effect {
    int id = 0;
    std::string owner; // combatant id
    EffectKind kind = EffectKind::Condition;
    std::string name;   // condition name, or what the effect is about (e.g. the Triggered response)
    std::string source; // who or what caused it, e.g. "terrify:goku", "surprise", "arc"
    Duration until;
    friend bool operator==(const Effect&, const Effect&) = default;
};

[[nodiscard]] std::string_view toString(EffectKind kind);
[[nodiscard]] bool effectKindFromString(std::string_view text, EffectKind& kind);

} // namespace scouter::engine
