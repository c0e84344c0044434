// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/DiceRoll.h"
#include "dice/ScriptedDice.h"

#include <gtest/gtest.h>

#include <climits>
#include <stdexcept>
#include <string>
#include <vector>

namespace scouter::engine {
namespace {

DiceExpression expressionOf(const std::string& text) {
    const DiceParseResult result = parseDice(text);
    EXPECT_TRUE(result.ok()) << text << ": " << (result.error ? result.error->message() : "");
    return result.expression.value_or(DiceExpression{});
}

RollContext atTier(int tier, int baseTier, DiceScaling scaling = DiceScaling::Count) {
    RollContext context;
    context.scale = tier;
    context.baseScale = baseTier;
    context.scaling = scaling;
    return context;
}

struct RollCase {
    std::string text;
    RollContext context;
    std::vector<int> script;
    std::vector<int> faces;
    int natural;
    int total;
};

TEST(DiceRoll, EveryNotationFormRollsToTheExpectedFacesAndTotal) {
    const std::vector<RollCase> cases = {
        {"d10", atTier(1, 1), {7}, {7}, 7, 7},
        {"2d10", atTier(1, 1), {3, 9}, {3, 9}, 12, 12},
        {"1d6+2", atTier(1, 1), {4}, {4}, 4, 6},
        {"+1d6(T)", atTier(3, 1), {1, 2, 6}, {1, 2, 6}, 9, 9},
        {"2d10(T)", atTier(3, 1), {1, 2, 3, 4, 5, 6}, {1, 2, 3, 4, 5, 6}, 21, 21},
        {"-1(T)", atTier(3, 1), {}, {}, 0, -3},
        {"2(bT)", atTier(5, 2), {}, {}, 0, 4},
        {"+6(T)", atTier(3, 1), {}, {}, 0, 18},
        {"-1(bT)", atTier(1, 4), {}, {}, 0, -4},
        {"solid d10", atTier(2, 2), {10}, {10}, 10, 10},
        {"solid 2d10(T)", atTier(2, 2), {1, 10, 5, 5}, {1, 10, 5, 5}, 21, 21},
        {"2d10+1d6(T)-3", atTier(2, 1), {8, 2, 6, 1}, {8, 2, 6, 1}, 17, 14},
        {"solid 2d10(T)+1d6-1(bT)", atTier(2, 3), {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, 15, 12},
        {"-d6+10", atTier(1, 1), {5}, {5}, -5, 5},
        {"1d20-1d4", atTier(1, 1), {17, 3}, {17, 3}, 14, 14},
    };
    for (const auto& testCase : cases) {
        SCOPED_TRACE(testCase.text);
        ScriptedDice dice(testCase.script);
        const RollResult result = roll(expressionOf(testCase.text), testCase.context, dice);
        EXPECT_EQ(result.faces(), testCase.faces);
        EXPECT_EQ(result.natural, testCase.natural);
        EXPECT_EQ(result.total, testCase.total);
        EXPECT_EQ(dice.remaining(), 0U);
        EXPECT_EQ(result.expression, expressionOf(testCase.text));
    }
}

TEST(DiceRoll, TermResultsShowEachTermsFacesMultiplierAndValueInWrittenOrder) {
    ScriptedDice dice({9, 1, 4, 6, 2});
    const RollResult result = roll(expressionOf("2d10-1d6(T)+1(bT)"), atTier(3, 2), dice);
    ASSERT_EQ(result.terms.size(), 3U);

    EXPECT_EQ(result.terms[0].term.toString(), "+2d10");
    EXPECT_EQ(result.terms[0].faces, (std::vector<int>{9, 1}));
    EXPECT_EQ(result.terms[0].multiplier, 1);
    EXPECT_EQ(result.terms[0].value, 10);

    EXPECT_EQ(result.terms[1].term.toString(), "-1d6(T)");
    EXPECT_EQ(result.terms[1].faces, (std::vector<int>{4, 6, 2}));
    EXPECT_EQ(result.terms[1].multiplier, 3);
    EXPECT_EQ(result.terms[1].value, -12);

    EXPECT_EQ(result.terms[2].term.toString(), "+1(bT)");
    EXPECT_TRUE(result.terms[2].faces.empty());
    EXPECT_EQ(result.terms[2].multiplier, 2);
    EXPECT_EQ(result.terms[2].value, 2);

    EXPECT_EQ(result.natural, -2);
    EXPECT_EQ(result.total, 0);
    for (const auto& term : result.terms) {
        EXPECT_FALSE(term.extra);
    }
}

TEST(DiceRoll, CountScalingRollsTierTimesTheDice) {
    ScriptedDice dice({1, 2, 3, 4, 5, 6});
    const RollResult result = roll(expressionOf("2d10(T)"), atTier(3, 1, DiceScaling::Count), dice);
    EXPECT_EQ(result.faces().size(), 6U);
    EXPECT_EQ(result.total, 21);
}

TEST(DiceRoll, CountScalingWithBaseTierUsesTheBaseTier) {
    ScriptedDice dice({1, 2, 3, 4});
    const RollResult result = roll(expressionOf("1d6(bT)"), atTier(7, 4, DiceScaling::Count), dice);
    EXPECT_EQ(result.faces(), (std::vector<int>{1, 2, 3, 4}));
    EXPECT_EQ(result.terms[0].multiplier, 4);
    EXPECT_EQ(result.total, 10);
}

TEST(DiceRoll, ResultScalingRollsTheWrittenDiceAndMultipliesTheirSum) {
    ScriptedDice dice({4, 7});
    const RollResult result = roll(expressionOf("2d10(T)"), atTier(3, 1, DiceScaling::Result), dice);
    EXPECT_EQ(result.faces(), (std::vector<int>{4, 7}));
    EXPECT_EQ(result.terms[0].multiplier, 3);
    EXPECT_EQ(result.natural, 33);
    EXPECT_EQ(result.total, 33);
}

TEST(DiceRoll, ResultScalingWithBaseTierAndASignedTerm) {
    ScriptedDice dice({2, 5, 3});
    const RollResult result = roll(expressionOf("1d6-2d6(bT)+1"), atTier(9, 2, DiceScaling::Result), dice);
    EXPECT_EQ(result.faces(), (std::vector<int>{2, 5, 3}));
    EXPECT_EQ(result.terms[1].value, -16);
    EXPECT_EQ(result.natural, -14);
    EXPECT_EQ(result.total, -13);
}

TEST(DiceRoll, FlatTermsAreMultipliedByTheirTierWhateverTheDicePolicy) {
    for (const auto scaling : {DiceScaling::Count, DiceScaling::Result}) {
        ScriptedDice dice;
        EXPECT_EQ(roll(expressionOf("+6(T)"), atTier(3, 1, scaling), dice).total, 18);
        EXPECT_EQ(roll(expressionOf("-1(bT)"), atTier(1, 4, scaling), dice).total, -4);
        EXPECT_EQ(roll(expressionOf("2(bT)+3-1(T)"), atTier(5, 2, scaling), dice).total, 2);
    }
}

TEST(DiceRoll, FlatModifiersCountTowardsTheTotalButNotTheNaturalResult) {
    ScriptedDice dice({6});
    const RollResult result = roll(expressionOf("1d10+6(T)"), atTier(2, 2), dice);
    EXPECT_EQ(result.natural, 6);
    EXPECT_EQ(result.total, 18);
}

TEST(DiceRoll, ATierOfZeroOrBelowRollsNoScaledDiceAndZeroesScaledFlats) {
    for (const int tier : {0, -2}) {
        SCOPED_TRACE(tier);
        ScriptedDice dice({5});
        const RollResult result = roll(expressionOf("2d10(T)+1d10+3(T)-1(bT)"), atTier(tier, tier), dice);
        EXPECT_EQ(result.faces(), (std::vector<int>{5}));
        EXPECT_EQ(result.terms[0].multiplier, 0);
        EXPECT_EQ(result.terms[0].value, 0);
        EXPECT_EQ(result.total, 5);
    }
    ScriptedDice dice({5, 5});
    EXPECT_EQ(roll(expressionOf("2d10(T)"), atTier(0, 1, DiceScaling::Result), dice).total, 0);
}

TEST(DiceRoll, NormalRollsAddTheExtraDiceAfterTheWrittenTerms) {
    RollContext context = atTier(2, 2);
    context.extraDice = expressionOf("1d10(T)+1d6").terms;
    ScriptedDice dice({8, 3, 9, 4});
    const RollResult result = roll(expressionOf("1d10+2"), context, dice);

    ASSERT_EQ(result.terms.size(), 4U);
    EXPECT_FALSE(result.terms[0].extra);
    EXPECT_FALSE(result.terms[1].extra);
    EXPECT_TRUE(result.terms[2].extra);
    EXPECT_TRUE(result.terms[3].extra);
    EXPECT_EQ(result.terms[2].faces, (std::vector<int>{3, 9}));
    EXPECT_EQ(result.terms[3].faces, (std::vector<int>{4}));
    EXPECT_EQ(result.faces(), (std::vector<int>{8, 3, 9, 4}));
    EXPECT_EQ(result.natural, 24);
    EXPECT_EQ(result.total, 26);
    EXPECT_EQ(result.expression, expressionOf("1d10+2"));
}

TEST(DiceRoll, SolidRollsIgnoreTheExtraDice) {
    RollContext context = atTier(2, 2);
    context.extraDice = expressionOf("1d10(T)").terms;
    ScriptedDice dice({8, 3, 9});
    const RollResult result = roll(expressionOf("solid d10"), context, dice);
    ASSERT_EQ(result.terms.size(), 1U);
    EXPECT_EQ(result.faces(), (std::vector<int>{8}));
    EXPECT_EQ(result.total, 8);
    EXPECT_EQ(dice.remaining(), 2U);
}

TEST(DiceRoll, AnEmptyExpressionRollsOnlyTheExtraDice) {
    RollContext context;
    context.extraDice = expressionOf("1d4").terms;
    ScriptedDice dice({3});
    const RollResult result = roll(DiceExpression{}, context, dice);
    EXPECT_EQ(result.total, 3);
    EXPECT_TRUE(result.terms[0].extra);
}

TEST(DiceRoll, RunningOutOfScriptedFacesStopsTheRoll) {
    ScriptedDice dice({4});
    try {
        (void)roll(expressionOf("2d10"), RollContext{}, dice);
        FAIL() << "expected DiceScriptError";
    } catch (const DiceScriptError& error) {
        EXPECT_STREQ(error.what(), "scripted dice ran out: a d10 was rolled with no face left");
    }
}

TEST(DiceRoll, AScaleTooHighToRollIsRefusedBeforeRollingAnything) {
    ScriptedDice dice({1});
    try {
        (void)roll(expressionOf("100d10(T)"), atTier(101, 1), dice);
        FAIL() << "expected DiceLimitError";
    } catch (const DiceLimitError& error) {
        EXPECT_STREQ(error.what(), "a scale of 101 for (T) or (bT) is above the highest, 100");
    }
    EXPECT_EQ(dice.remaining(), 1U);
}

TEST(DiceRoll, TheDiceOfOneRollAreCountedTogether) {
    // Each term alone is within the bound; together, with the Extra Dice, they are not.
    RollContext context = atTier(100, 100);
    context.extraDice = expressionOf("1d6").terms;
    ScriptedDice dice({1});
    const auto problem = rollLimitProblem(expressionOf("100d10(T)"), context);
    ASSERT_TRUE(problem.has_value());
    EXPECT_EQ(*problem,
              "100d10(T) scaled by 100 (base 100) would roll 10001 dice, more than the 10000 one roll may roll");
    EXPECT_THROW((void)roll(expressionOf("100d10(T)"), context, dice), DiceLimitError);
    EXPECT_EQ(dice.remaining(), 1U);
    EXPECT_FALSE(rollLimitProblem(expressionOf("solid 100d10(T)"), context).has_value()) << "solid: no Extra Dice";
    EXPECT_TRUE(rollLimitProblem(expressionOf("50d10(T)+50d10(T)+1d4"), atTier(100, 1)).has_value());
}

TEST(DiceRoll, TheLargestAllowedRollStillAddsUp) {
    std::vector<int> script(kMaxRolledDice, 1000);
    ScriptedDice dice(script);
    const RollResult result = roll(expressionOf("100d1000(T)"), atTier(100, 1), dice);
    EXPECT_EQ(result.total, 10'000'000);
}

TEST(DiceRoll, WithinTheBoundsTheLargestTotalsFitAnInt) {
    // 100 terms of the largest number at the highest Tier, and as many again as Extra Dice.
    std::string most;
    std::string least;
    for (int i = 0; i < kMaxDiceTerms; ++i) {
        most += "+100000(T)";
        least += "-100000(T)";
    }
    RollContext context = atTier(limits::kMaxDiceScale, limits::kMaxDiceScale);
    context.extraDice = expressionOf(most).terms;
    ScriptedDice none(std::vector<int>{});
    EXPECT_EQ(roll(expressionOf(most), context, none).total, 2'000'000'000);
    context.extraDice = expressionOf(least).terms;
    EXPECT_EQ(roll(expressionOf(least), context, none).total, -2'000'000'000);
    EXPECT_THROW((void)roll(expressionOf("100000(T)"), atTier(INT_MAX, 1), none), DiceLimitError);
}

TEST(DiceRoll, AHandMadeExpressionPastTheWrittenLimitsIsRefused) {
    DiceExpression made;
    made.terms.push_back(DiceTerm{1, kMaxDiceCount + 1, 10, 0, DiceScale::None, 0});
    ScriptedDice dice({1});
    EXPECT_THROW((void)roll(made, RollContext{}, dice), DiceLimitError);
    made.terms = {DiceTerm{1, 0, 0, INT_MAX, DiceScale::None, 0}};
    EXPECT_THROW((void)roll(made, RollContext{}, dice), DiceLimitError);
}

// A source that breaks the DiceSource contract.
class LoadedDice final : public DiceSource {
public:
    [[nodiscard]] int roll(int sides) override { return sides + 1; }
};

TEST(DiceRoll, AFaceTheDieCannotShowIsNeverRecorded) {
    LoadedDice dice;
    EXPECT_THROW((void)roll(expressionOf("1d6"), RollContext{}, dice), std::logic_error);
}

} // namespace
} // namespace scouter::engine
