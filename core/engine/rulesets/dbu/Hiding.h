#pragma once

#include "dbu/DbuContext.h"

#include <string>

namespace scouter::engine::dbu {

// 002 Hidden as a relation between a Hidden character and each Opponent it is Hidden from
// (digest A8). The `hidden` condition stays while anyone is still Oblivious to the character.
class Hiding {
public:
    // `observer` finds `hider`; once no standing Opponent is Oblivious, the condition ends.
    static void found(DbuContext& context, const std::string& hider, const std::string& observer);
    // A hit finds the attacker, and so does a second attack on the same Opponent in one round.
    static void afterAttack(DbuContext& context, const std::string& attacker, const std::string& target, bool hit);
    // Ending a turn within an Oblivious Opponent's Melee Range finds the members of the slot.
    static void atTurnEnd(DbuContext& context, const std::string& slotId);
};

} // namespace scouter::engine::dbu
