// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>

// The bounds on everything Scouter accepts from outside: the library's sheet, an import, a scenario
// file, a command and the engine's set-up all read them from here (docs/rules, "Limits"); a
// ruleset's own bounds are in its folder (rulesets/<ruleset>). Where
// the rules give a bound it is theirs; elsewhere it is far above any real table and low enough that
// no sum of bounded values overflows an int and nothing drawn or exported per unit can hang.
namespace scouter::engine::limits {

// The factor (T) and (bT) in a dice expression multiply by (RollContext): a ruleset names it and
// gives its bounds in its own folder. 100 keeps scaled costs and
// dice small (100d10(T) = 10,000 dice).
inline constexpr int kMaxDiceScale = 100;

// A pool a ruleset tracks (life, energy): published characters have tens to
// hundreds; a million leaves room for any homebrew, and a million times the largest dice scale
// still fits an int.
inline constexpr int kMaxPool = 1'000'000;

// The battle grid's side in squares (the prep's and the import's bound): a speed, a melee range or a
// square past it reaches nothing more.
inline constexpr int kMaxGridSide = 1000;
inline constexpr int kMaxSpeed = kMaxGridSide;
// An area of effect's size in squares (a radius, a length, a side): a tenth of the grid's side.
inline constexpr int kMaxAreaSize = 100;

// Agility Score, the Modifiers and bonuses: the rules' are single digits; ±1000 keeps Initiative and
// every roll's total (a d10 plus a few of them) far inside an int.
inline constexpr int kMaxModifier = 1000;

// Size Category: a few steps either way in the rules.
inline constexpr int kMaxSize = 100;

// Entries of a sheet's list of whole numbers (thresholds: characters have a few).
inline constexpr int kMaxListEntries = 100;

// An Initiative value: a d10 plus ½ Agility plus bonuses, all bounded above, stays within ±1,510.
inline constexpr int kMaxInitiative = 10'000;

// Any amount a command carries (damage, healing, a pool spent, a wager): at most a whole pool.
inline constexpr int kMaxCommandAmount = kMaxPool;

// Records one command carries (a Duel's three sets): a hundred is far past any rule's list.
inline constexpr int kMaxCommandRecords = 100;

// Members of one NPC group: the library's editor offers 1 to 99, and two digits keep the numbered
// names ("Fighter {n}") no longer than their pattern.
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
// Dice one roll may roll in all, scaling and Extra Dice included: 100 written dice at scale 100.
// With the bounds above no roll's total can pass 2 × 10^9, so every sum fits an int.
inline constexpr int kMaxRolledDice = 10'000;

} // namespace scouter::engine::limits
