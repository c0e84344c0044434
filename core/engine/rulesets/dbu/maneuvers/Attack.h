#pragma once

#include "dbu/maneuvers/Maneuver.h"

namespace scouter::engine::dbu {

// What every Attacking Maneuver shares: the Ki it costs with Energy Charges released, and the
// consequences of a hit (digest A5.2 Basic Attack, Energy Charge).
class Attack {
public:
    // The attack's own Ki, +`extraPerTier`(T), +2(T) per Energy Charge, less full-stack Holding Back.
    [[nodiscard]] static int kiCost(const ManeuverCall& call, int extraPerTier);
    // Launching the attack discards the charges, ends their Guard Down and sets Botch Rate 3.
    static void releaseCharges(ManeuverCall& call);
    static void addBotch(ManeuverCall& call);
    // Desperation: a target whose current Tier of Power is 2+ above yours lets you wager Life like Ki.
    [[nodiscard]] static bool desperationAllowed(const ManeuverCall& call);
    // Applies `damage` to the target on a hit, as the actor's Strike.
    static void applyHit(ManeuverCall& call);
};

} // namespace scouter::engine::dbu
