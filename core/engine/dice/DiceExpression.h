// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Limits.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// (T) multiplies by the current scale, (bT) by the base scale (RollContext): the notation
// comes from one ruleset's power levels (digest A0.3), the parser is every ruleset's, so the core
// names it neutrally.
enum class DiceScale { None, Current, Base };

// What (T)/(bT) multiplies on a dice term: the number of dice (default) or the rolled result.
enum class DiceScaling { Count, Result };

// One signed term of an expression: "2d10(T)", "-1(bT)", "+6".
struct DiceTerm {
    int sign = 1;  // +1 or -1
    int count = 0; // dice to roll before scaling; 0 for a flat number
    int sides = 0; // die size; 0 for a flat number
    int flat = 0;  // value of a flat number (before scaling)
    DiceScale scale = DiceScale::None;
    std::size_t position = 0; // 0-based offset of the term in the source text

    [[nodiscard]] bool isDice() const { return sides > 0; }
    [[nodiscard]] std::string toString() const; // canonical form, e.g. "+2d10(T)"

    // Where a term was written is not what it means, so position takes no part in equality:
    // "2d10 + 3" and "2d10+3" are the same expression.
    friend bool operator==(const DiceTerm& lhs, const DiceTerm& rhs) {
        return lhs.sign == rhs.sign && lhs.count == rhs.count && lhs.sides == rhs.sides && lhs.flat == rhs.flat &&
               lhs.scale == rhs.scale;
    }
};

// A parsed expression. "solid" (as the rules write "a solid d10") means Extra Dice
// from the character are not added.
struct DiceExpression {
    bool solid = false;
    std::vector<DiceTerm> terms;

    [[nodiscard]] std::string toString() const; // canonical form, e.g. "solid 2d10(T)+1"
    friend bool operator==(const DiceExpression&, const DiceExpression&) = default;
};

// Written limits (model/Limits.h), checked by the parser on the numbers as written (before any
// scaling), and the most terms one expression may have.
using limits::kMaxDiceCount;
using limits::kMaxDiceTerms;
using limits::kMaxDieSides;
using limits::kMaxFlatValue;

struct DiceParseError {
    std::size_t position = 0; // 0-based byte offset where parsing failed, at most the input length
    std::string expected;     // what was expected there, e.g. "a die size after 'd'"
    // What was found, ready to show: "end of input", a quoted token such as "'x'" or "'101'",
    // "a space", or a byte that is not text such as "byte 0x07".
    std::string found;

    // "column 4: expected a die size after 'd', found 'x'" (columns are 1-based)
    [[nodiscard]] std::string message() const;
    friend bool operator==(const DiceParseError&, const DiceParseError&) = default;
};

struct DiceParseResult {
    std::optional<DiceExpression> expression;
    std::optional<DiceParseError> error;
    [[nodiscard]] bool ok() const { return expression.has_value(); }
};

// Never throws for any input (short of running out of memory): a malformed expression gives an error.
[[nodiscard]] DiceParseResult parseDice(std::string_view text);

} // namespace scouter::engine
