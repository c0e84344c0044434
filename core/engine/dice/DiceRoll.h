// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceExpression.h"
#include "dice/DiceSource.h"

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace scouter::engine {

// Most dice one roll may roll in all, after scaling and with the Extra Dice (model/Limits.h), so
// a typo in a scale cannot make the engine roll millions of dice.
using limits::kMaxRolledDice;

// A roll past a bound of model/Limits.h: a scale above the highest, more dice than one roll may roll,
// a term or an expression larger than the parser accepts. The message names the bound.
class DiceLimitError : public std::out_of_range {
public:
    using std::out_of_range::out_of_range;
};

struct RollContext {
    // The factors (T) and (bT) multiply by: a ruleset's own notion, named by it (Terms::diceScale:
    // the current and the base power level).
    int scale = 1;     // for (T)
    int baseScale = 1; // for (bT)
    DiceScaling scaling = DiceScaling::Count;
    // The character's extra dice (Terms::extraDice), added to every roll that is not solid.
    std::vector<DiceTerm> extraDice;
};

struct TermResult {
    DiceTerm term;
    bool extra = false;     // came from RollContext::extraDice
    int multiplier = 1;     // the scale applied (1 when unscaled; a scale below 0 counts as 0)
    std::vector<int> faces; // every face rolled for this term, in order
    int value = 0;          // signed contribution to the total
};

struct RollResult {
    DiceExpression expression;
    std::vector<TermResult> terms;
    int natural = 0; // signed sum of the dice terms only (the rules' "natural result")
    int total = 0;   // natural plus flat modifiers (the "Dice Score")

    [[nodiscard]] std::vector<int> faces() const; // all faces, in the order rolled
};

// What makes a roll break a bound, before any die is rolled: the message names the bound. Within
// the bounds no total can pass an int (model/Limits.h).
[[nodiscard]] std::optional<std::string> rollLimitProblem(const DiceExpression& expression, const RollContext& context);

// Rolls left to right as written, then the Extra Dice unless the expression is solid.
// (T)/(bT) on dice multiplies the number of dice or the rolled sum, as context.scaling says; on
// a flat number it multiplies the number. Throws DiceLimitError (before rolling anything) when
// rollLimitProblem has one, DiceScriptError (from a ScriptedDice) if the source cannot supply a
// face, and std::logic_error if the source gives a face outside 1..sides.
[[nodiscard]] RollResult roll(const DiceExpression& expression, const RollContext& context, DiceSource& source);

} // namespace scouter::engine
