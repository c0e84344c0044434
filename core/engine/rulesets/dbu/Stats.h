// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine::dbu {

// A transformation the character can take, with the Tier of Power it adds while active.
struct Form {
    std::string name; // kebab case, the `form` argument of the Transformation Maneuver
    int tierBonus = 0;
    friend bool operator==(const Form&, const Form&) = default;
};

// A Signature Technique the character prepared (001 Signature Technique Maneuver): the panel offers
// it as its own row, its form filled from here, and the log names it.
struct Technique {
    std::string name;       // the table's words ("Special Beam Cannon"), unique on the sheet
    std::string profile;    // "simple" or "powered": what a Duel or United Attack must match
    std::string foundation; // "physical", "energy" or "magic"
    std::string attackType; // "melee" or "ranged"
    int ki = 0;             // its Ki cost, times the user's Tier of Power when `kiScaled`
    bool kiScaled = false;
    int wager = 0;         // the Ki Wager the form starts with
    int charges = 0;       // the Energy Charges it needs held to be used
    std::string areaShape; // empty (one target), "sphere", "line", "cone" or "square"
    int areaSize = 0;      // in squares: a sphere's radius, a line's or cone's length, a square's side
    bool areaHuge = false; // its Magnitude is Huge or more (002 Hidden reads it of a Sphere)
    std::string notes;
    friend bool operator==(const Technique&, const Technique&) = default;
};

// The character sheet values the DBU rules read (statsOf reads them from a combatant's sheet). Defaults are the
// scenario format's: missing stats are 0 except the pools and the speeds, so a bare combatant can still act.
struct Stats {
    int agilityScore = 0;
    int agilityModifier = 0;
    int tier = 0; // base Tier of Power
    int life = 10;
    int ki = 10;
    int capacity = 0;
    int normalSpeed = 1;
    int boostedSpeed = 1;
    int force = 0;
    int spirit = 0;
    int personality = 0;
    int initiativeBonus = 0;
    int meleeRange = 1;
    int size = 0;                         // Size Category, larger is bigger; only differences matter
    std::vector<int> thresholds;          // Life values at which a Health Threshold is reached
    std::vector<Form> forms;              // the transformations available
    std::vector<Technique> techniques;    // the Signature Techniques prepared
    bool tail = false;                    // Tail Restraint can hold it; it can make Tail Attacks
    std::vector<int> energyWoundDice{10}; // the dice of the Energy Wound Roll (the Empowerment Roll)
    std::optional<int> lifeNow;           // Life and Ki at the start of the encounter: full when not given
    std::optional<int> kiNow;
    [[nodiscard]] int lifeAtStart() const { return lifeNow.value_or(life); }
    [[nodiscard]] int kiAtStart() const { return kiNow.value_or(ki); }
    friend bool operator==(const Stats&, const Stats&) = default;
};

} // namespace scouter::engine::dbu
