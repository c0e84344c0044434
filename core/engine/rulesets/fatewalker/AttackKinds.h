// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string_view>

namespace scouter::engine::fatewalker {

// What kind of attack a maneuver is, for who may answer it and how (contract section 8). Only
// attacks take a `target` and open an exchange.
struct AttackKind {
    bool melee = false;    // every unarmed attack and every melee-table attack but the throws
    bool thrown = false;   // melee-throw, careful-throw, cobra-strike
    bool shot = false;     // the ranged attacks (projectile from the weapon)
    bool punch = false;    // strike, martial, lightning, power, elbow, nerve strikes, unarmed called shot
    bool kick = false;     // kick, martial, knee, spinning, leap, trip kicks
    bool charge = false;   // melee-charge, unarmed-charge
    bool strike = false;   // what parries answer: punches, kicks, melee-table attacks, charges, headbutt
    bool headbutt = false; // «Cannot be blocked (can be evaded)»
    bool shieldBash = false;
    bool weapon = false;       // a melee-table attack (with a weapon): «Attempting to block weapons adds a -2»
    bool unarmed = false;      // an unarmed-table attack (stun damage)
    bool grappling = false;    // grapple, takedown, hold, choke-hold, unarmed-throw: what a reactive Slip answers
    bool indefensible = false; // backstab: no answer
    bool exchange = true;      // twin-pistols takes a target for its penalty only

    friend bool operator==(const AttackKind&, const AttackKind&) = default;
};

// The kind of `action`, or nullopt when it is not an attack.
[[nodiscard]] std::optional<AttackKind> attackKind(std::string_view action);
[[nodiscard]] inline bool isAttack(std::string_view action) {
    return attackKind(action).has_value();
}

} // namespace scouter::engine::fatewalker
