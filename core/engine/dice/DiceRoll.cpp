// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceRoll.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <span>
#include <stdexcept>
#include <utility>

namespace scouter::engine {
namespace {

[[nodiscard]] int scaleFactor(DiceScale scale, const RollContext& context) {
    switch (scale) {
    case DiceScale::None:
        return 1;
    case DiceScale::Current:
        return std::max(0, context.scale);
    case DiceScale::Base:
        return std::max(0, context.baseScale);
    }
    return 1;
}

[[nodiscard]] long long diceRolledBy(const DiceTerm& term, const RollContext& context) {
    if (!term.isDice()) {
        return 0;
    }
    return context.scaling == DiceScaling::Count ? static_cast<long long>(term.count) * scaleFactor(term.scale, context)
                                                 : term.count;
}

// A term the parser would not have produced (a hand-made expression or Extra Dice).
[[nodiscard]] std::optional<std::string> termProblem(const DiceTerm& term) {
    const bool fits = term.isDice() ? term.count >= 1 && term.count <= kMaxDiceCount && term.sides <= kMaxDieSides
                                    : term.count == 0 && term.flat >= 0 && term.flat <= kMaxFlatValue;
    if (fits && (term.sign == 1 || term.sign == -1)) {
        return std::nullopt;
    }
    return fmt::format("{} is past the written limits ({} dice of at most {} sides, or a number up to {})",
                       term.toString(), kMaxDiceCount, kMaxDieSides, kMaxFlatValue);
}

// Values are bounded (rollLimitProblem), so this only guards against a bound changed without care.
// `what` (a term or the expression) is written out only for the message: every roll passes here,
// and writing it out each time was most of a roll's cost.
template <class Written> [[nodiscard]] int checkedInt(long long value, const Written& what) {
    if (value > std::numeric_limits<int>::max() || value < std::numeric_limits<int>::min()) {
        throw DiceLimitError(fmt::format("the roll of {} is too large to add up", what.toString()));
    }
    return static_cast<int>(value);
}

[[nodiscard]] TermResult rollTerm(const DiceTerm& term, bool extra, const RollContext& context, DiceSource& source) {
    TermResult result;
    result.term = term;
    result.extra = extra;
    result.multiplier = scaleFactor(term.scale, context);

    long long magnitude = 0;
    if (term.isDice()) {
        const bool scaleCount = context.scaling == DiceScaling::Count;
        const long long dice = diceRolledBy(term, context);
        long long sum = 0;
        result.faces.reserve(static_cast<std::size_t>(dice));
        for (long long i = 0; i < dice; ++i) {
            const int face = source.roll(term.sides);
            if (face < 1 || face > term.sides) {
                // Recording a face the die cannot show would corrupt the event log for good.
                throw std::logic_error(fmt::format("a dice source gave face {} for a d{}", face, term.sides));
            }
            result.faces.push_back(face);
            sum += face;
        }
        magnitude = scaleCount ? sum : sum * result.multiplier;
    } else {
        magnitude = static_cast<long long>(term.flat) * result.multiplier;
    }
    result.value = checkedInt(term.sign < 0 ? -magnitude : magnitude, term);
    return result;
}

} // namespace

std::vector<int> RollResult::faces() const {
    std::vector<int> all;
    for (const auto& term : terms) {
        all.insert(all.end(), term.faces.begin(), term.faces.end());
    }
    return all;
}

std::optional<std::string> rollLimitProblem(const DiceExpression& expression, const RollContext& context) {
    for (const int scale : {context.scale, context.baseScale}) {
        if (scale > limits::kMaxDiceScale) {
            return fmt::format("a scale of {} for (T) or (bT) is above the highest, {}", scale, limits::kMaxDiceScale);
        }
    }
    const std::span<const DiceTerm> extra =
        expression.solid ? std::span<const DiceTerm>() : std::span<const DiceTerm>(context.extraDice);
    if (expression.terms.size() > static_cast<std::size_t>(kMaxDiceTerms) ||
        extra.size() > static_cast<std::size_t>(kMaxDiceTerms)) {
        return fmt::format("an expression has at most {} terms, and so do the Extra Dice", kMaxDiceTerms);
    }
    long long dice = 0;
    for (const auto terms : {std::span<const DiceTerm>(expression.terms), extra}) {
        for (const DiceTerm& term : terms) {
            if (auto problem = termProblem(term)) {
                return problem;
            }
            dice += diceRolledBy(term, context);
        }
    }
    if (dice > kMaxRolledDice) {
        return fmt::format("{} scaled by {} (base {}) would roll {} dice, more than the {} one roll may roll",
                           expression.toString(), context.scale, context.baseScale, dice, kMaxRolledDice);
    }
    return std::nullopt;
}

RollResult roll(const DiceExpression& expression, const RollContext& context, DiceSource& source) {
    if (auto problem = rollLimitProblem(expression, context)) {
        throw DiceLimitError(*problem);
    }
    RollResult result;
    result.expression = expression;
    long long natural = 0;
    long long total = 0;
    const auto add = [&](const DiceTerm& term, bool extra) {
        TermResult rolled = rollTerm(term, extra, context, source);
        if (term.isDice()) {
            natural += rolled.value;
        }
        total += rolled.value;
        result.terms.push_back(std::move(rolled));
    };
    for (const auto& term : expression.terms) {
        add(term, false);
    }
    if (!expression.solid) {
        for (const auto& term : context.extraDice) {
            add(term, true);
        }
    }
    result.natural = checkedInt(natural, expression);
    result.total = checkedInt(total, expression);
    return result;
}

} // namespace scouter::engine
