// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {

// One entry of the Initiative board: a combatant, or a group of indistinguishable NPCs that
// rolls once and acts in one slot.
struct Slot {
    std::string id;
    std::vector<std::string> members; // in file order; the first one's stats serve for Initiative
    int fileIndex = 0;                // where the slot first appears in the set-up, the last tie key

    bool hasInitiative = false;
    int initiative = 0;
    std::optional<int> naturalRoll; // the d10 face when the value came from a roll
    int agilityScore = 0;           // first tie-break, set by the ruleset from the first member's sheet
    std::optional<int> tieRoll;     // d10 roll-off, second tie-break
    std::optional<int> arcRank;     // the ARC's order when the roll-off tied again

    bool active = true;          // false once every member has left
    bool actedThisRound = false; // had (or skipped) its turn in the current round
    bool skipPending = false;    // the ARC skipped it before its slot came up
    int turnsStarted = 0;        // counts skipped turns too: they are still "your next turn"
    friend bool operator==(const Slot&, const Slot&) = default;
};

} // namespace scouter::engine
