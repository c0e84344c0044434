#include "dice/DiceRoll.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>

namespace scouter::engine {
namespace {

[[nodiscard]] int tierFactor(TierScale scale, const RollContext& context) {
    switch (scale) {
    case TierScale::None:
        return 1;
    case TierScale::Current:
        return std::max(0, context.tier);
    case TierScale::Base:
        return std::max(0, context.baseTier);
    }
    return 1;
}

[[nodiscard]] int checkedInt(long long value, const DiceTerm& term) {
    if (value > std::numeric_limits<int>::max() || value < std::numeric_limits<int>::min()) {
        throw std::overflow_error(fmt::format("the roll of {} is too large to add up", term.toString()));
    }
    return static_cast<int>(value);
}

[[nodiscard]] TermResult rollTerm(const DiceTerm& term, bool extra, const RollContext& context, DiceSource& source) {
    TermResult result;
    result.term = term;
    result.extra = extra;
    result.multiplier = tierFactor(term.scale, context);

    long long magnitude = 0;
    if (term.isDice()) {
        const bool scaleCount = context.scaling == DiceTierScaling::Count;
        const long long dice = scaleCount ? static_cast<long long>(term.count) * result.multiplier : term.count;
        if (dice > kMaxRolledDice) {
            throw std::out_of_range(fmt::format("{} would roll {} dice, more than the {} allowed in one term",
                                                term.toString(), dice, kMaxRolledDice));
        }
        long long sum = 0;
        result.faces.reserve(static_cast<std::size_t>(std::max(0LL, dice)));
        for (long long i = 0; i < dice; ++i) {
            const int face = source.roll(term.sides);
            if (face < 1 || face > term.sides) {
                // Recording a face the die cannot show would corrupt the event log for good.
                throw std::logic_error(fmt::format("a dice source gave face {} for a d{}", face, term.sides));
            }
            result.faces.push_back(face);
            sum += face;
        }
        // sum is at most kMaxRolledDice * INT_MAX and the multiplier at most INT_MAX, so the
        // product would overflow long long: compare against the limit by division instead.
        if (!scaleCount && result.multiplier > 1 && sum > std::numeric_limits<int>::max() / result.multiplier) {
            throw std::overflow_error(fmt::format("the roll of {} is too large to add up", term.toString()));
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

RollResult roll(const DiceExpression& expression, const RollContext& context, DiceSource& source) {
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
    if (natural > std::numeric_limits<int>::max() || natural < std::numeric_limits<int>::min() ||
        total > std::numeric_limits<int>::max() || total < std::numeric_limits<int>::min()) {
        throw std::overflow_error(fmt::format("the roll of {} is too large to add up", expression.toString()));
    }
    result.natural = static_cast<int>(natural);
    result.total = static_cast<int>(total);
    return result;
}

} // namespace scouter::engine
