// SPDX-License-Identifier: GPL-3.0-or-later
#include "RollDescription.h"

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

using engine::DiceScale;
using engine::DiceScaling;
using engine::DiceTerm;
using engine::TermResult;

TermResult diceTerm(int count, int sides, DiceScale scale, int multiplier, std::vector<int> faces, int value) {
    TermResult result;
    result.term = DiceTerm{.sign = 1, .count = count, .sides = sides, .flat = 0, .scale = scale, .position = 0};
    result.multiplier = multiplier;
    result.faces = std::move(faces);
    result.value = value;
    return result;
}

TermResult flatTerm(int sign, int flat, DiceScale scale, int multiplier) {
    TermResult result;
    result.term = DiceTerm{.sign = sign, .count = 0, .sides = 0, .flat = flat, .scale = scale, .position = 0};
    result.multiplier = multiplier;
    result.value = sign * flat * multiplier;
    return result;
}

TEST(RollDescriptionTest, CountScalingShowsEveryDieRolled) {
    const auto term = diceTerm(2, 10, DiceScale::Current, 3, {4, 9, 1, 10, 7, 2}, 33);
    EXPECT_EQ(describeTerm(term, DiceScaling::Count), QStringLiteral("2d10(T) ×3 → 4, 9, 1, 10, 7, 2"));
}

TEST(RollDescriptionTest, ResultScalingSpellsOutTheProduct) {
    const auto term = diceTerm(2, 10, DiceScale::Current, 3, {4, 9}, 39);
    EXPECT_EQ(describeTerm(term, DiceScaling::Result), QStringLiteral("2d10(T) → 4, 9 ×3 = 39"));
}

TEST(RollDescriptionTest, UnscaledDiceAndModifiers) {
    EXPECT_EQ(describeTerm(diceTerm(1, 10, DiceScale::None, 1, {7}, 7), DiceScaling::Count),
              QStringLiteral("1d10 → 7"));
    EXPECT_EQ(describeTerm(flatTerm(1, 3, DiceScale::None, 1), DiceScaling::Count), QStringLiteral("+3"));
    EXPECT_EQ(describeTerm(flatTerm(-1, 1, DiceScale::Base, 2), DiceScaling::Count), QStringLiteral("-1(bT) ×2 = -2"));
}

TEST(RollDescriptionTest, ExtraDiceAreNamed) {
    auto term = diceTerm(1, 10, DiceScale::None, 1, {6}, 6);
    term.extra = true;
    EXPECT_EQ(describeTerm(term, DiceScaling::Count), QStringLiteral("Extra Dice 1d10 → 6"));
}

TEST(RollDescriptionTest, FacesJoinTermsOnOneLine) {
    engine::RollResult result;
    result.terms = {diceTerm(2, 10, DiceScale::None, 1, {4, 9}, 13), flatTerm(1, 3, DiceScale::None, 1)};
    EXPECT_EQ(describeFaces(result, DiceScaling::Count), QStringLiteral("2d10 → 4, 9; +3"));
}

TEST(RollDescriptionTest, TierNamesTheBaseOnlyWhenItDiffers) {
    EXPECT_EQ(describeTier(2, 2), QStringLiteral("2"));
    EXPECT_EQ(describeTier(3, 1), QStringLiteral("3 (base 1)"));
}

} // namespace
} // namespace scouter::ui
