// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceExpression.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scouter::engine {
namespace {

DiceTerm dice(int sign, int count, int sides, DiceScale scale = DiceScale::None) {
    DiceTerm term;
    term.sign = sign;
    term.count = count;
    term.sides = sides;
    term.scale = scale;
    return term;
}

DiceTerm flat(int sign, int value, DiceScale scale = DiceScale::None) {
    DiceTerm term;
    term.sign = sign;
    term.flat = value;
    term.scale = scale;
    return term;
}

DiceExpression parsed(const std::string& text) {
    const DiceParseResult result = parseDice(text);
    EXPECT_TRUE(result.ok()) << "'" << text << "': " << (result.error ? result.error->message() : "");
    EXPECT_FALSE(result.error.has_value());
    return result.expression.value_or(DiceExpression{});
}

DiceParseError parseError(const std::string& text) {
    const DiceParseResult result = parseDice(text);
    EXPECT_FALSE(result.ok()) << "'" << text << "' parsed as " << (result.ok() ? result.expression->toString() : "");
    return result.error.value_or(DiceParseError{});
}

struct ParseCase {
    std::string text;
    DiceExpression expected;
    std::string canonical;
};

constexpr auto T = DiceScale::Current;
constexpr auto bT = DiceScale::Base;

const std::vector<ParseCase>& parseCases() {
    static const std::vector<ParseCase> cases = {
        {"d10", {false, {dice(1, 1, 10)}}, "1d10"},
        {"2d10", {false, {dice(1, 2, 10)}}, "2d10"},
        {"1d6+2", {false, {dice(1, 1, 6), flat(1, 2)}}, "1d6+2"},
        {"+1d6(T)", {false, {dice(1, 1, 6, T)}}, "1d6(T)"},
        {"2d10(T)", {false, {dice(1, 2, 10, T)}}, "2d10(T)"},
        {"-1(T)", {false, {flat(-1, 1, T)}}, "-1(T)"},
        {"2(bT)", {false, {flat(1, 2, bT)}}, "2(bT)"},
        {"+6(T)", {false, {flat(1, 6, T)}}, "6(T)"},
        {"-1(bT)", {false, {flat(-1, 1, bT)}}, "-1(bT)"},
        {"solid d10", {true, {dice(1, 1, 10)}}, "solid 1d10"},
        {"solid 2d10(T)", {true, {dice(1, 2, 10, T)}}, "solid 2d10(T)"},
        {"2d10+1d6(T)-3", {false, {dice(1, 2, 10), dice(1, 1, 6, T), flat(-1, 3)}}, "2d10+1d6(T)-3"},
        {"solid 2d10(T)+1d6-1(bT)",
         {true, {dice(1, 2, 10, T), dice(1, 1, 6), flat(-1, 1, bT)}},
         "solid 2d10(T)+1d6-1(bT)"},
        {"  2d10 +  1d6 ( T ) -\t3  ", {false, {dice(1, 2, 10), dice(1, 1, 6, T), flat(-1, 3)}}, "2d10+1d6(T)-3"},
        {"- 1d6", {false, {dice(-1, 1, 6)}}, "-1d6"},
        {"D10", {false, {dice(1, 1, 10)}}, "1d10"},
        {"2D10(t)", {false, {dice(1, 2, 10, T)}}, "2d10(T)"},
        {"1(BT)+1(Bt)", {false, {flat(1, 1, bT), flat(1, 1, bT)}}, "1(bT)+1(bT)"},
        {"SOLID d10", {true, {dice(1, 1, 10)}}, "solid 1d10"},
        {"Solid2d10", {true, {dice(1, 2, 10)}}, "solid 2d10"},
        {"solid -d4+2", {true, {dice(-1, 1, 4), flat(1, 2)}}, "solid -1d4+2"},
        {"0", {false, {flat(1, 0)}}, "0"},
        {"-0", {false, {flat(-1, 0)}}, "-0"},
        {"007d010", {false, {dice(1, 7, 10)}}, "7d10"},
        {"100d1000", {false, {dice(1, 100, 1000)}}, "100d1000"},
        {"1d1", {false, {dice(1, 1, 1)}}, "1d1"},
        {"100000", {false, {flat(1, 100000)}}, "100000"},
        {"d10+d10-d10", {false, {dice(1, 1, 10), dice(1, 1, 10), dice(-1, 1, 10)}}, "1d10+1d10-1d10"},
    };
    return cases;
}

TEST(DiceParse, EveryNotationFormParsesToTheTermsTheRulesMean) {
    for (const auto& testCase : parseCases()) {
        SCOPED_TRACE(testCase.text);
        EXPECT_EQ(parsed(testCase.text), testCase.expected);
    }
}

TEST(DiceParse, CanonicalTextDropsTheLeadingPlusAndNormalisesCaseAndSpacing) {
    for (const auto& testCase : parseCases()) {
        SCOPED_TRACE(testCase.text);
        EXPECT_EQ(parsed(testCase.text).toString(), testCase.canonical);
    }
}

TEST(DiceParse, CanonicalTextParsesBackToTheSameExpression) {
    for (const auto& testCase : parseCases()) {
        SCOPED_TRACE(testCase.text);
        const DiceExpression expression = parsed(testCase.text);
        const DiceExpression again = parsed(expression.toString());
        EXPECT_EQ(again, expression);
        EXPECT_EQ(again.toString(), expression.toString());
    }
}

TEST(DiceParse, TermsRememberWhereTheyWereWritten) {
    const DiceExpression expression = parsed("solid 2d10 + 1d6(T)  -3");
    ASSERT_EQ(expression.terms.size(), 3U);
    EXPECT_EQ(expression.terms[0].position, 6U);
    EXPECT_EQ(expression.terms[1].position, 11U);
    EXPECT_EQ(expression.terms[2].position, 21U);
}

TEST(DiceParse, SpacingDoesNotMakeExpressionsDifferent) {
    EXPECT_EQ(parsed("2d10 + 3"), parsed("2d10+3"));
    EXPECT_NE(parsed("2d10+3"), parsed("2d10-3"));
    EXPECT_NE(parsed("2d10(T)"), parsed("2d10(bT)"));
}

TEST(DiceParse, TermToStringAlwaysCarriesItsSign) {
    EXPECT_EQ(dice(1, 2, 10, T).toString(), "+2d10(T)");
    EXPECT_EQ(flat(-1, 1, bT).toString(), "-1(bT)");
    EXPECT_EQ(flat(1, 6).toString(), "+6");
    EXPECT_EQ((DiceExpression{true, {}}).toString(), "solid");
    EXPECT_EQ((DiceExpression{false, {}}).toString(), "");
}

struct ErrorCase {
    std::string text;
    std::size_t position;
    std::string expected;
    std::string found;
    std::string message;
};

TEST(DiceParse, MalformedExpressionsSayWhereAndWhatWasExpected) {
    const std::vector<ErrorCase> cases = {
        {"", 0, "a number or a die like 'd10'", "end of input",
         "column 1: expected a number or a die like 'd10', found end of input"},
        {"   ", 3, "a number or a die like 'd10'", "end of input",
         "column 4: expected a number or a die like 'd10', found end of input"},
        {"2d", 2, "a die size after 'd'", "end of input",
         "column 3: expected a die size after 'd', found end of input"},
        {"d", 1, "a die size after 'd'", "end of input", "column 2: expected a die size after 'd', found end of input"},
        {"2dx", 2, "a die size after 'd'", "'x'", "column 3: expected a die size after 'd', found 'x'"},
        {"2d 10", 2, "a die size after 'd'", "a space", "column 3: expected a die size after 'd', found a space"},
        {"2x10", 1, "'+', '-' or end of input", "'x'", "column 2: expected '+', '-' or end of input, found 'x'"},
        {"3d10+", 5, "a number or a die like 'd10'", "end of input",
         "column 6: expected a number or a die like 'd10', found end of input"},
        {"1d6(", 4, "'T' or 'bT' after '('", "end of input",
         "column 5: expected 'T' or 'bT' after '(', found end of input"},
        {"1d6(Q)", 4, "'T' or 'bT' after '('", "'Q'", "column 5: expected 'T' or 'bT' after '(', found 'Q'"},
        {"1d6(bx)", 4, "'T' or 'bT' after '('", "'bx'", "column 5: expected 'T' or 'bT' after '(', found 'bx'"},
        {"1d6(T", 5, "')' after 'T' or 'bT'", "end of input",
         "column 6: expected ')' after 'T' or 'bT', found end of input"},
        {"1d6(T2)", 5, "')' after 'T' or 'bT'", "'2'", "column 6: expected ')' after 'T' or 'bT', found '2'"},
        {"0d10", 0, "a dice count from 1 to 100", "'0'", "column 1: expected a dice count from 1 to 100, found '0'"},
        {"101d10", 0, "a dice count from 1 to 100", "'101'",
         "column 1: expected a dice count from 1 to 100, found '101'"},
        {"1d0", 2, "a die size from 1 to 1000", "'0'", "column 3: expected a die size from 1 to 1000, found '0'"},
        {"2+1d1001", 4, "a die size from 1 to 1000", "'1001'",
         "column 5: expected a die size from 1 to 1000, found '1001'"},
        {"100001", 0, "a number from 0 to 100000", "'100001'",
         "column 1: expected a number from 0 to 100000, found '100001'"},
        {"99999999999999999999999d6", 0, "a dice count from 1 to 100", "'9999999999999999...'",
         "column 1: expected a dice count from 1 to 100, found '9999999999999999...'"},
        {"++2", 1, "a number or a die like 'd10'", "'+'", "column 2: expected a number or a die like 'd10', found '+'"},
        {"2d10 3", 5, "'+', '-' or end of input", "'3'", "column 6: expected '+', '-' or end of input, found '3'"},
        {"2 d10", 2, "'+', '-' or end of input", "'d'", "column 3: expected '+', '-' or end of input, found 'd'"},
        {"solid", 5, "a number or a die like 'd10'", "end of input",
         "column 6: expected a number or a die like 'd10', found end of input"},
        {"solidd10", 0, "a number or a die like 'd10'", "'solidd'",
         "column 1: expected a number or a die like 'd10', found 'solidd'"},
        {"2d10 solid", 5, "'+', '-' or end of input", "'solid'",
         "column 6: expected '+', '-' or end of input, found 'solid'"},
        {"1d6 (bT)x", 8, "'+', '-' or end of input", "'x'", "column 9: expected '+', '-' or end of input, found 'x'"},
        {"2d10(T)(T)", 7, "'+', '-' or end of input", "'('", "column 8: expected '+', '-' or end of input, found '('"},
        {"2d10T", 4, "'(' around 'T' or 'bT', as in '(T)'", "'T'",
         "column 5: expected '(' around 'T' or 'bT', as in '(T)', found 'T'"},
        {"2d10 bt", 5, "'(' around 'T' or 'bT', as in '(T)'", "'bt'",
         "column 6: expected '(' around 'T' or 'bT', as in '(T)', found 'bt'"},
        {"2d10\xC3\x97"
         "3",
         4, "'+', '-' or end of input", "'\xC3\x97'", "column 5: expected '+', '-' or end of input, found '\xC3\x97'"},
        {"2d10\x01", 4, "'+', '-' or end of input", "byte 0x01",
         "column 5: expected '+', '-' or end of input, found byte 0x01"},
        {"2d10\xFF", 4, "'+', '-' or end of input", "byte 0xFF",
         "column 5: expected '+', '-' or end of input, found byte 0xFF"},
        {"-", 1, "a number or a die like 'd10'", "end of input",
         "column 2: expected a number or a die like 'd10', found end of input"},
        {"2d10\n+", 6, "a number or a die like 'd10'", "end of input",
         "column 7: expected a number or a die like 'd10', found end of input"},
        {"(T)", 0, "a number or a die like 'd10'", "'('", "column 1: expected a number or a die like 'd10', found '('"},
    };
    for (const auto& testCase : cases) {
        SCOPED_TRACE(testCase.text);
        const DiceParseError error = parseError(testCase.text);
        EXPECT_EQ(error.position, testCase.position);
        EXPECT_EQ(error.expected, testCase.expected);
        EXPECT_EQ(error.found, testCase.found);
        EXPECT_EQ(error.message(), testCase.message);
    }
}

TEST(DiceParse, WrittenLimitsAreInclusive) {
    EXPECT_TRUE(parseDice("100d10").ok());
    EXPECT_FALSE(parseDice("101d10").ok());
    EXPECT_TRUE(parseDice("1d1000").ok());
    EXPECT_FALSE(parseDice("1d1001").ok());
    EXPECT_TRUE(parseDice("-100000(T)").ok());
    EXPECT_FALSE(parseDice("-100001(T)").ok());
}

TEST(DiceParse, AnExpressionHasAtMostAHundredTerms) {
    // A long enough sum of numbers passed an int and aborted `scouter-cli roll`.
    std::string text = "1";
    for (int i = 1; i < kMaxDiceTerms; ++i) {
        text += "+1";
    }
    ASSERT_TRUE(parseDice(text).ok());
    EXPECT_EQ(parseDice(text).expression->terms.size(), 100U);
    const DiceParseError error = parseError(text + "+1");
    EXPECT_EQ(error.position, text.size());
    EXPECT_EQ(error.message(), "column 200: expected the end: an expression has at most 100 terms, found '+'");
}

TEST(DiceParse, AFailedParseGivesNoExpression) {
    const DiceParseResult result = parseDice("2d");
    EXPECT_FALSE(result.ok());
    EXPECT_FALSE(result.expression.has_value());
    ASSERT_TRUE(result.error.has_value());
}

} // namespace
} // namespace scouter::engine
