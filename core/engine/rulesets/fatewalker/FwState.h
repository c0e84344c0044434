// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/CombatState.h"
#include "fatewalker/FighterTable.h"
#include "model/KeptOptional.h"
#include "model/Shared.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

// Fatewalker's own part of the encounter (EncounterState::rules): the clock of ticks, every
// combatant's next action tick, movement, posture, hold, windows, aim, last roll, damage, bind,
// cover and weapons (contract section 12). Set up by FwRuleset::prepare, changed only by its events.
namespace scouter::engine::fatewalker {

// A decision the engine waits for: `tie` (the ARC orders who acts first at the tick), `reaction`
// (the target answers an open attack), `check` (a roll section 8 asks for).
struct Pending {
    std::string kind;
    std::string who;              // empty for the ARC
    std::vector<std::string> ids; // tie: the combatants to order; reaction: the attacker
    std::string action;           // reaction: the attack; check: what the roll is for
    friend bool operator==(const Pending&, const Pending&) = default;
};

struct FriendlyFire {
    std::string target;
    int attackModifier = 0;
    int defenceModifier = 0;
    friend bool operator==(const FriendlyFire&, const FriendlyFire&) = default;
};

// The last resolved exchange between an attack and its answer (section 8).
struct Exchange {
    std::string attacker;
    std::string target;
    std::string action;
    std::string reaction; // empty: none
    int net = 0;
    bool hit = false;
    std::optional<double> distance;
    std::map<std::string, int> damage;
    std::map<std::string, int> delay;
    std::vector<std::string> prone;
    std::optional<FriendlyFire> friendlyFire;
    friend bool operator==(const Exchange&, const Exchange&) = default;
};

struct FwState {
    std::optional<int> tick; // none before start
    FighterTable fighters;
    std::vector<std::string> tieOrder;               // the ARC's order of the current tick
    std::vector<std::string> due;                    // movement declarations owed now
    std::map<std::string, std::string> declarations; // made this tick, applied when all are in
    KeptOptional<Pending> pending;                   // set and cleared by every exchange: keeps its memory
    Shared<Exchange> exchange;                       // the exchange event's own, not a copy
    CombatState combat;                              // the open attack and the checks it asks for (fw-combat)
    friend bool operator==(const FwState&, const FwState&) = default;
};

} // namespace scouter::engine::fatewalker
