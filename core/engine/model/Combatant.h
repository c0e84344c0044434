// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"
#include "model/SheetValues.h"

#include <string>

namespace scouter::engine {

// One character in the encounter as every ruleset sees it: who it is, its side and square, its
// sheet. What a ruleset tracks about it (its pools, actions or damage tracks) is the ruleset's
// own state (EncounterState::rules).
struct Combatant {
    std::string id;
    std::string name;
    std::string side;
    // The side it fought on when the encounter was set up, once it went over to another (a `side`
    // command); empty while it fights on that one.
    std::string formerSide;
    std::string slot; // the initiative slot: its own id, or its group id
    bool pc = false;
    SheetValues sheet; // its sheet, in the keys of its ruleset's description (Ruleset::sheet)

    Position at;
    bool surprised = false;
    bool active = true; // false once it died, escaped or surrendered
    std::string leftReason;

    friend bool operator==(const Combatant&, const Combatant&) = default;
};

} // namespace scouter::engine
