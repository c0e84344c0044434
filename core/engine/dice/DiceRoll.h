#pragma once

#include "dice/DiceExpression.h"
#include "dice/DiceSource.h"

#include <vector>

namespace scouter::engine {

// Most dice one term may roll after tier scaling (100 written dice at Tier 100), so a typo in a
// tier cannot make the engine roll millions of dice.
inline constexpr int kMaxRolledDice = 10000;

struct RollContext {
    int tier = 1;     // current Tier of Power, for (T)
    int baseTier = 1; // base Tier of Power, for (bT)
    DiceTierScaling scaling = DiceTierScaling::Count;
    // The character's Extra Dice (e.g. ToP Extra Dice), added to every roll that is not solid.
    std::vector<DiceTerm> extraDice;
};

struct TermResult {
    DiceTerm term;
    bool extra = false;     // came from RollContext::extraDice
    int multiplier = 1;     // the tier factor applied (1 when unscaled; a tier below 0 counts as 0)
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

// Rolls left to right as written, then the Extra Dice unless the expression is solid.
// (T)/(bT) on dice multiplies the number of dice or the rolled sum, as context.scaling says; on
// a flat number it multiplies the number. Throws DiceScriptError (from a ScriptedDice) if the
// source cannot supply a face, std::out_of_range if a term would roll more than kMaxRolledDice
// dice, std::overflow_error if a value does not fit in an int, and std::logic_error if the
// source gives a face outside 1..sides.
[[nodiscard]] RollResult roll(const DiceExpression& expression, const RollContext& context, DiceSource& source);

} // namespace scouter::engine
