// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FwRuleset.h"

// Fatewalker's words for the shared screens (a scene counted in ticks: no turns, no rounds), and
// the terms of its rules the other rulesets lack.
namespace scouter::engine::fatewalker {

Terms FwRuleset::terms() const {
    Terms terms;
    terms.board = "Timeline";
    terms.turn.clear(); // every action costs ticks; nobody's turn ends
    terms.round.clear();
    terms.harmEvents = "Damage";
    terms.timeEvents = "Ticks and actions";
    return terms;
}

std::vector<std::string> FwRuleset::ownWords() const {
    // Its firearms' bursts count rounds of ammunition, not rounds of combat (003 Ranged).
    return {"tick",
            "Prowess",
            "Successes",
            "TN",
            "Footwork",
            "Evasive Running",
            "Stun damage",
            "Timeline",
            "Short Burst (3 rounds)",
            "Long Burst (6 rounds)",
            "Full Auto (20 rounds)"};
}

} // namespace scouter::engine::fatewalker
