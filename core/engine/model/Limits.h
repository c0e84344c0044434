#pragma once

#include <cstddef>

// The bounds on everything Scouter accepts from outside: the library's sheet, an import, a scenario
// file, a command and the engine's set-up all read them from here (docs/rules/dbu.md, "Limits"). Where
// the rules give a bound it is theirs; elsewhere it is far above any real table and low enough that
// no sum of bounded values overflows an int and nothing drawn or exported per unit can hang.
namespace scouter::engine::limits {

// Tier of Power: the rules' lowest is 1 (Holding Back never takes it lower); they give no highest.
// 100 is far past any published character and keeps (T) costs and dice small (100d10(T) = 10,000 dice).
inline constexpr int kMinTier = 1;
inline constexpr int kMaxTier = 100;

// Life, Ki and Capacity Rate: published characters have tens to hundreds; a million leaves room
// for any homebrew, and a million times the largest Tier still fits an int.
inline constexpr int kMaxPool = 1'000'000;

// The battle grid's side in squares (the prep's and the import's bound): a speed, a melee range or a
// square past it reaches nothing more.
inline constexpr int kMaxGridSide = 1000;
inline constexpr int kMaxSpeed = kMaxGridSide;

// Agility Score, the Modifiers and bonuses: the rules' are single digits; ±1000 keeps Initiative and
// every roll's total (a d10 plus a few of them) far inside an int.
inline constexpr int kMaxModifier = 1000;

// Attribute Scores and Modifiers on a sheet, by its Tier of Power. The rules' Score Limit is 8 at
// Tier 1 and 3 more for every Tier after it (14 at Tier 3); a Modifier equals its Score unless an
// effect or a Transformation adds to it, and Scouter's rules texts hold no Transformation tables, so
// a sheet may carry as much again for them: 16 at Tier 1, 28 at Tier 3. The Agility Score gets the
// same room: it is the one Initiative reads in the fight (d10 + 1/2 Agility Score), entered as the
// fighter stands, and the conformance scenarios give 10 at Tier 1. The rules' "Minimums" (no rule
// gives a value below 0) is the lowest. These bind a sheet set up now (the library, an import,
// the prep, a scenario file); an encounter stored before them still opens (rulesets/dbu/SheetLimits.h).
inline constexpr int kScoreLimitAtTier1 = 8;
inline constexpr int kScoreLimitPerTier = 3;
inline constexpr int kTransformationAllowance = 2; // times the Score Limit

[[nodiscard]] constexpr int scoreLimit(int tier) {
    return kScoreLimitAtTier1 + kScoreLimitPerTier * ((tier < kMinTier ? kMinTier : tier) - kMinTier);
}
[[nodiscard]] constexpr int attributeLimit(int tier) {
    return kTransformationAllowance * scoreLimit(tier);
}

// Size Category: a few steps either way in the rules.
inline constexpr int kMaxSize = 100;

// Health Thresholds on one sheet: the rules' characters have three or four.
inline constexpr int kMaxThresholds = 100;

// An Initiative value: a d10 plus ½ Agility plus bonuses, all bounded above, stays within ±1,510.
inline constexpr int kMaxInitiative = 10'000;

// Any amount a command carries (damage, healing, Ki, a wager): at most a whole pool.
inline constexpr int kMaxCommandAmount = kMaxPool;

// Records one command carries (a Duel's three sets): a hundred is far past any rule's list.
inline constexpr int kMaxCommandRecords = 100;

// Members of one NPC group: the library's editor offers 1 to 99, and two digits keep the numbered
// names ("Saibaman {n}") no longer than their pattern.
inline constexpr int kMaxGroupMembers = 99;

// Combatants in one encounter: the grid benchmark plays 500 smoothly; twice that is still a board.
inline constexpr int kMaxCombatants = 1000;

// Lengths in characters (Unicode code points). A name is one line on the board and the grid; a
// title one line in lists (the longest conformance scenario title is 196); notes a few pages.
inline constexpr std::size_t kMaxNameLength = 100;
inline constexpr std::size_t kMaxTitleLength = 300;
inline constexpr std::size_t kMaxNotesLength = 20'000;
// Combatant and group ids are made from names (100) plus a "-N" suffix.
inline constexpr std::size_t kMaxIdLength = 128;

// Nesting of a JSON document (scenario files, imports): Scouter's own are at most 8 deep; 64 is
// far from what a recursive reader can take on the stack.
inline constexpr int kMaxJsonDepth = 64;

// Dice, as written: dice in one term, die size, flat numbers, terms in one expression. The rules'
// longest expression has four terms and their largest die is a d20.
inline constexpr int kMaxDiceCount = 100;
inline constexpr int kMaxDieSides = 1000;
inline constexpr int kMaxFlatValue = 100'000;
inline constexpr int kMaxDiceTerms = 100;
// Dice one roll may roll in all, tier scaling and Extra Dice included: 100 written dice at Tier 100.
// With the bounds above no roll's total can pass 2 × 10^9, so every sum fits an int.
inline constexpr int kMaxRolledDice = 10'000;

} // namespace scouter::engine::limits
