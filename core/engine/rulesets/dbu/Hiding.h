// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <string>
#include <string_view>

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
    // 002: after a Hidden character's Power Up, Energy Charge or Transformation, each Oblivious
    // Opponent "may initiate a Clash ... as an Out-of-Sequence Maneuver": they are offered one.
    // Stopping a charge (`option` stop) is not charging, and reverting a form is not transforming.
    static void offerClash(DbuContext& context, const std::string& hider, std::string_view maneuver,
                           std::string_view option);
    // 002: the same after "any Attacking Maneuver that has an AoE" of a Hidden character, once the
    // attack has found whom it found; an Out-of-Sequence answer already offered (Cross Counter)
    // goes first, one at a time, and the Clash is then the ARC's.
    static void offerAreaClash(DbuContext& context, const std::string& hider);
    // The Clash's answer: a `search` on the hider by one it is offered to, costing nothing.
    [[nodiscard]] static bool isClashAnswer(const EncounterState& state, const UseManeuver& command);
};

} // namespace scouter::engine::dbu
