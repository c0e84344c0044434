// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceRoll.h"

#include <QString>
#include <QStringList>

namespace scouter::ui {

// How a roll reads on screen. One line per term, faces in the order rolled, so the ARC can
// read the dice out to the table:
//   "2d10(T) ×3 → 4, 9, 1, 10, 7, 2"      (T) multiplied the number of dice
//   "2d10(T) → 4, 9 ×3 = 39"               (T) multiplied the result
//   "+3", "-1(bT) ×2 = -2"                 flat modifiers
//   "Extra Dice 1d10 → 7"                  the character's Extra Dice
[[nodiscard]] QString describeTerm(const engine::TermResult& term, engine::DiceScaling scaling);
[[nodiscard]] QStringList describeTerms(const engine::RollResult& result, engine::DiceScaling scaling);

// Every term on one line, for the history table: "2d10(T) ×2 → 4, 9, 1, 10; +3".
[[nodiscard]] QString describeFaces(const engine::RollResult& result, engine::DiceScaling scaling);

// How the roll adds up on one line, for a field a roll button filled: every face, every flat
// modifier and the total: "2d6 (3 + 4) + 2 = 9", "1d10(T) ×2 (4 + 9) − 1 = 12",
// "1d10(T) (7) ×2 = 14" when (T) multiplied the result.
[[nodiscard]] QString describeSum(const engine::RollResult& result, engine::DiceScaling scaling);

// The power level the roll was made at (Terms::diceScale): "2", or "2 (base 1)" when the base differs.
[[nodiscard]] QString describeTier(int tier, int baseTier);

} // namespace scouter::ui
