// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/maneuvers/Maneuver.h"

#include <optional>
#include <string>

namespace scouter::engine::dbu {

// The Ki Wager of an Attacking Maneuver (`wager`, paid in Ki and Capacity), Desperation's
// `lifeWager` (paid in Life), and the Instant attack a successful Duel Escape grants (`instant`).
// The maneuver runner calls them for every maneuver, so each attack gets them the same way.
class Wagers {
public:
    // Why the wagers or the Instant grant of `call` cannot be, or nullopt. `baseKi` is the Ki the
    // maneuver costs without its wager (Maneuver::kiCost).
    [[nodiscard]] static std::optional<std::string> refusal(const ManeuverCall& call, bool attack, int baseKi);
    // Pays the wagers of an attack (before it releases its charges) and records its stakes; a
    // United Attack's wager is added onto its Ally's attack.
    static void pay(ManeuverCall& call);
    // The attack uses the Instant grant of a Duel Escape: it costs no Action.
    [[nodiscard]] static bool usesInstant(const ManeuverCall& call);
    // The Instant grant lapses at the next command that is not the attack it allows.
    static void lapseInstant(DbuContext& context, const UseManeuver* maneuver);
};

} // namespace scouter::engine::dbu
