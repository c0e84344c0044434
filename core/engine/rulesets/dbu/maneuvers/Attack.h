// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/maneuvers/Maneuver.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace scouter::engine::dbu {

// What every Attacking Maneuver shares: the Ki it costs with Energy Charges released, its targets
// (one, or an area's), and the consequences of a hit: what the targets' Parries make of its damage
// (000 Parry), Bonus Momentum, and the record the reactions after it read (digest A5.2).
class Attack {
public:
    // The attack's own Ki (the command's, else `ownKi`), +`extraPerTier`(T), +2(T) per Energy Charge,
    // less full-stack Holding Back.
    [[nodiscard]] static int kiCost(const ManeuverCall& call, int extraPerTier, int ownKi = 0);
    // Launching the attack discards the charges, ends their Guard Down and sets Botch Rate 3.
    static void releaseCharges(ManeuverCall& call);
    static void addBotch(ManeuverCall& call);
    // Desperation: a target whose current Tier of Power is 2+ above yours lets you wager Life like Ki.
    [[nodiscard]] static bool desperationAllowed(const ManeuverCall& call);
    // Whether the attack carries an input of the DBU additions (attack type, Strike, area, wagers):
    // then the engine works out Guard, Block and Deflect from the numbers. An attack without any
    // carries its damage as the table already reduced it, as files written before them expect.
    [[nodiscard]] static bool usesAdditions(const UseManeuver& command);
    // `targets` for an area attack, otherwise the one `target`: a view of the command's own ids,
    // asked several times per attack, so it copies none.
    [[nodiscard]] static std::span<const std::string> targetsOf(const UseManeuver& command);
    // Whether the Strike beat `id`'s Dodge: `hits` for an area attack, `hit` for one target.
    [[nodiscard]] static bool hits(const UseManeuver& command, const std::string& id);
    // What every Attacking Maneuver checks: its targets, its attack type against the Parries
    // declared for them, and an Oblivious attacker's area attack on someone Hidden from it.
    [[nodiscard]] static std::optional<std::string> refusal(const ManeuverCall& call);
    // Applies `damage` to every target it hit, as the actor's Strike, with what a Parry makes of
    // it, and keeps the attack's record for the runner.
    static void applyHit(ManeuverCall& call);
};

} // namespace scouter::engine::dbu
