// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCheck.h"

#include "dice/DiceRoll.h"
#include "dice/SeededDice.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

// Any text typed into a dice field or `scouter-cli roll`: the parser answers with an expression
// or an error inside the text, never an exception; an expression reads back the same from its
// canonical text; a roll gives faces on the dice and adds up, or refuses with the exceptions
// roll() documents.

using scouter::fuzz::require;
using namespace scouter::engine;

namespace {

// FNV-1a, so that one input always rolls at the same tiers with the same dice.
[[nodiscard]] std::uint64_t fingerprint(std::string_view text) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : text) {
        hash = (hash ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    }
    return hash;
}

[[nodiscard]] RollContext contextFor(std::uint64_t hash) {
    RollContext context;
    context.scale = static_cast<int>(hash % 13) - 1; // below 0 counts as 0
    context.baseScale = static_cast<int>((hash / 13) % 13) - 1;
    context.scaling = (hash / 169) % 2 == 0 ? DiceScaling::Count : DiceScaling::Result;
    if ((hash / 338) % 3 == 0) {
        context.extraDice = parseDice("1d10(T)").expression->terms;
    }
    return context;
}

void checkRoll(const RollResult& result) {
    long long natural = 0;
    long long total = 0;
    for (const TermResult& term : result.terms) {
        total += term.value;
        if (term.term.isDice()) {
            natural += term.value;
        }
        for (const int face : term.faces) {
            require(face >= 1 && face <= term.term.sides, "every face is on the die");
        }
    }
    require(natural == result.natural, "the natural result is the sum of the dice terms");
    require(total == result.total, "the total is the sum of the terms");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const DiceParseResult parsed = parseDice(text);
    if (!parsed.ok()) {
        require(parsed.error.has_value(), "a refused expression comes with an error");
        const DiceParseError& error = *parsed.error;
        require(error.position <= size, "the error points inside the text");
        require(!error.expected.empty() && !error.found.empty(), "the error says what was expected and found");
        const std::string prefix = "column " + std::to_string(error.position + 1) + ": expected ";
        require(error.message().starts_with(prefix), "the message names the column");
        return 0;
    }
    const DiceExpression& expression = *parsed.expression;
    const std::string canonical = expression.toString();
    const DiceParseResult again = parseDice(canonical);
    require(again.ok() && *again.expression == expression, "the canonical text reads back as the same expression");
    require(again.expression->toString() == canonical, "the canonical text is stable");

    const std::uint64_t hash = fingerprint(text);
    SeededDice dice(hash);
    try {
        checkRoll(roll(expression, contextFor(hash), dice));
    } catch (const std::out_of_range&) {
        // too many dice after tier scaling: refused as documented
    } catch (const std::overflow_error&) {
        // a sum past int: refused as documented
    }
    return 0;
}
