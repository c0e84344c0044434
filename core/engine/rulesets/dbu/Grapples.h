// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/DbuContext.h"

#include <optional>
#include <string>

namespace scouter::engine::dbu {

// 000 Grapple: each grapple carries its own Grappled and Guard Down (source grappleSource), so a
// character in two grapples keeps them while the other lasts, and ending one grapple, whoever
// ends it, clears exactly what that grapple gave.
class Grapples {
public:
    [[nodiscard]] static std::string source(const std::string& grappler, const std::string& grappled);
    static void begin(DbuContext& context, const std::string& grappler, const std::string& grappled, bool tail);
    // `offerCounter`: the Grappler lost a Grapple Check, so the freed character may take a Counter
    // Action against it ("If the Grappler fails, they are susceptible to a Counter Action").
    static void end(DbuContext& context, const std::string& grappler, const std::string& grappled, bool offerCounter);
    // A partner who dies or escapes ends every grapple it is in, for the other side too.
    static void endAllOf(DbuContext& context, const std::string& id);
    // "Only the Grappler can be targeted by Maneuvers or effects that would make them move"
    // (Moving A Target aside): a refusal when `moved` is held in a grapple.
    [[nodiscard]] static std::optional<std::string> moveRefusal(const EncounterState& state, const std::string& mover,
                                                                const std::string& moved);
    // After someone outside the grapple moved the Grappler `moved` by (dx, dy): its Grapple
    // Check at -2(T) falls due at once; the ARC answers it, and a won check brings the held along.
    static void movedByOutsider(DbuContext& context, const std::string& mover, const std::string& moved, int dx,
                                int dy);
    // Tail Attacks: refused without a tail, and while held by Tail Restraint.
    [[nodiscard]] static std::optional<std::string> tailAttackRefusal(const EncounterState& state,
                                                                      const std::string& attacker);
    // Answers a `grapple-check` decision: subjects [grappler, grappled, optional "dx,dy"].
    static void answerCheck(DbuContext& context, const PendingDecision& check, bool grapplerWon);
};

} // namespace scouter::engine::dbu
