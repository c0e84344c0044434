// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

// One combatant's part of Fatewalker's state (FwState::fighters): its next action tick, movement,
// posture, hold, windows, aim, last roll, damage, bind, cover and weapons (contract section 12).
namespace scouter::engine::fatewalker {

// A movement in the background: metres per 6 ticks, from `since`, the next declaration at `next`.
struct Movement {
    std::string mode; // walk, run, crawl, climb, swim, sprint, evasive-running
    double rate = 0;
    int since = 0;
    int next = 0;
    // The square it heads for on the grid (act's `to`): the token goes that way as the clock runs,
    // a square per metre covered; none when the ARC gave no destination.
    std::optional<Position> to;
    friend bool operator==(const Movement&, const Movement&) = default;
};

struct Cover {
    std::string source; // take-cover, shield-cover
    int percent = 0;
    std::string weapon; // the shield kept as cover (shield-cover)
    friend bool operator==(const Cover&, const Cover&) = default;
};

// A grapple between two combatants, held the same on both (section 11).
struct Bind {
    std::string with;
    std::optional<int> grapple;
    std::optional<int> takedown;
    std::optional<int> hold;
    std::string holder; // who has the hold, empty when none
    friend bool operator==(const Bind&, const Bind&) = default;
};

// The combatant's last roll (`<id>.roll`).
struct RollRecord {
    std::string action;
    int modifier = 0;
    std::optional<int> successes;
    std::optional<double> distance; // metres: jumps, leaps, sprint
    std::string result;             // quick look: none, maybe, definite
    std::optional<int> facts;       // search / observe: successes beyond 1
    std::vector<int> faces;         // the dice Scouter rolled for it, in order; none when typed in
    friend bool operator==(const RollRecord&, const RollRecord&) = default;
};

struct Fighter {
    int nextTick = 1;
    std::optional<Movement> movement;
    std::string posture = "standing";   // standing, prone, treading, clinging
    std::optional<int> held;            // the tick its hold began
    std::map<std::string, int> windows; // window name -> first tick it no longer covers
    int footworkDice = 0;
    bool footworkRefresh = false; // a Footwork window closed with no movement started since
    int evasiveSuccesses = 0;     // the Evasive Running roll's successes while its window is open
    int aim = 0;
    std::string aimKind; // basic-aim or aim while an aim is built
    std::optional<RollRecord> roll;
    int stunDamage = 0;
    int normalDamage = 0;
    std::optional<Bind> bind;
    std::optional<Cover> cover;
    std::map<std::string, std::string> weapons; // weapon id -> where it is
    std::set<std::string> conditions;           // the ARC's own (not prone / grappled)
    friend bool operator==(const Fighter&, const Fighter&) = default;
};

} // namespace scouter::engine::fatewalker
