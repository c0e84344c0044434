// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceRoll.h"
#include "dice/SeededDice.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <exception>
#include <random>
#include <string>
#include <string_view>

namespace scouter::engine {
namespace {

constexpr int kRandomByteInputs = 100'000;
constexpr int kTokenMixInputs = 100'000;

class InputMaker {
public:
    explicit InputMaker(std::uint64_t seed) : m_engine(seed) {}

    [[nodiscard]] std::string randomBytes() {
        std::string text(below(24), '\0');
        for (char& c : text) {
            // Half the bytes printable ASCII so that some inputs get past the first token.
            c = static_cast<char>(below(2) == 0 ? 0x20 + below(0x5F) : below(256));
        }
        return text;
    }

    [[nodiscard]] std::string tokenMix() {
        static constexpr std::array<std::string_view, 23> tokens = {
            "d", "D", "10",    "6", "100", "1000", "(T)", "(bT)", "(", ")", "T", "bT",
            "+", "-", "solid", " ", "  ",  "0",    "1",   "2",    "3", "7", "9"};
        std::string text;
        const std::size_t count = 1 + below(12);
        for (std::size_t i = 0; i < count; ++i) {
            text += tokens.at(below(tokens.size()));
        }
        return text;
    }

    [[nodiscard]] std::size_t below(std::size_t bound) { return static_cast<std::size_t>(m_engine() % bound); }

private:
    std::mt19937_64 m_engine;
};

struct SweepCounts {
    int valid = 0;
    int invalid = 0;
};

// Checks one input; returns false (after recording a failure) so the sweep can stop at the
// first bad input instead of flooding the log.
bool checkInput(const std::string& text, SeededDice& dice, std::size_t round, SweepCounts& counts) {
    DiceParseResult parsed;
    try {
        parsed = parseDice(text);
    } catch (const std::exception& error) {
        ADD_FAILURE() << "parseDice threw '" << error.what() << "' for input '" << text << "'";
        return false;
    }
    if (!parsed.ok()) {
        ++counts.invalid;
        if (!parsed.error) {
            ADD_FAILURE() << "no expression and no error for '" << text << "'";
            return false;
        }
        const DiceParseError& error = *parsed.error;
        const std::string prefix = "column " + std::to_string(error.position + 1) + ": expected ";
        if (error.position > text.size() || error.expected.empty() || error.found.empty() ||
            error.message().rfind(prefix, 0) != 0) {
            ADD_FAILURE() << "bad error for '" << text << "': " << error.message();
            return false;
        }
        return true;
    }
    ++counts.valid;
    const DiceExpression& expression = *parsed.expression;
    const std::string canonical = expression.toString();
    const DiceParseResult reparsed = parseDice(canonical);
    if (!reparsed.ok() || *reparsed.expression != expression || reparsed.expression->toString() != canonical) {
        ADD_FAILURE() << "'" << text << "' does not round-trip through '" << canonical << "'";
        return false;
    }

    RollContext context;
    context.scale = static_cast<int>(round % 6);
    context.baseScale = static_cast<int>((round / 6) % 6);
    context.scaling = round % 2 == 0 ? DiceScaling::Count : DiceScaling::Result;
    if (round % 3 == 0) {
        context.extraDice = parseDice("1d10(T)").expression->terms;
    }
    RollResult result;
    try {
        result = roll(expression, context, dice);
    } catch (const std::exception& error) {
        ADD_FAILURE() << "rolling '" << text << "' threw '" << error.what() << "'";
        return false;
    }
    long long natural = 0;
    long long total = 0;
    for (const auto& term : result.terms) {
        total += term.value;
        if (term.term.isDice()) {
            natural += term.value;
        }
        for (const int face : term.faces) {
            if (face < 1 || face > term.term.sides) {
                ADD_FAILURE() << "face " << face << " on a d" << term.term.sides << " rolling '" << text << "'";
                return false;
            }
        }
    }
    if (natural != result.natural || total != result.total) {
        ADD_FAILURE() << "'" << text << "' adds up to " << result.total << ", its terms to " << total;
        return false;
    }
    return true;
}

TEST(DiceFuzz, RandomBytesNeverCrashTheParserAndErrorsPointInsideTheInput) {
    InputMaker maker(0xD1CE);
    SeededDice dice(1);
    SweepCounts counts;
    for (int i = 0; i < kRandomByteInputs; ++i) {
        if (!checkInput(maker.randomBytes(), dice, static_cast<std::size_t>(i), counts)) {
            return;
        }
    }
    EXPECT_GT(counts.invalid, kRandomByteInputs / 2);
}

TEST(DiceFuzz, MixturesOfNotationTokensParseRollAndRoundTrip) {
    InputMaker maker(0x5C0u);
    SeededDice dice(2);
    SweepCounts counts;
    for (int i = 0; i < kTokenMixInputs; ++i) {
        if (!checkInput(maker.tokenMix(), dice, static_cast<std::size_t>(i), counts)) {
            return;
        }
    }
    // The sweep only means something if a fair share of the mixtures are valid expressions.
    EXPECT_GT(counts.valid, kTokenMixInputs / 20);
    EXPECT_GT(counts.invalid, kTokenMixInputs / 20);
}

} // namespace
} // namespace scouter::engine
