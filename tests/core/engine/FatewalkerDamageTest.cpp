// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's rolls (contract section 4): successes strictly under a TN (R-1), damage notation
// AxB[/CxD] @TN rolled left to right, «+N damage» added to the total (R-3), «TN +1».
#include "dice/DiceScriptError.h"
#include "dice/ScriptedDice.h"
#include "fatewalker/DamageNotation.h"
#include "fatewalker/OutcomeTables.h"

#include <gtest/gtest.h>

namespace scouter::engine::fatewalker {
namespace {

TEST(FatewalkerDamage, CountsFacesStrictlyBelowTheTargetNumber) {
    EXPECT_EQ(successesUnder({1, 2, 6, 7, 5}, 6), 3);
    EXPECT_EQ(successesUnder({6, 6, 6}, 6), 0);
    EXPECT_EQ(successesUnder({}, 6), 0);
}

TEST(FatewalkerDamage, ReadsOneOrTwoPoolsAndTheTargetNumber) {
    const auto kick = DamageNotation::parse("4x1/1x3 @5");
    ASSERT_TRUE(kick.has_value());
    EXPECT_EQ(kick->pools(), (std::vector<DamagePool>{{4, 1}, {1, 3}}));
    EXPECT_EQ(kick->targetNumber(), 5);
    EXPECT_EQ(kick->diceCount(), 5);
    EXPECT_EQ(kick->text(), "4x1/1x3 @5");
    const auto strike = DamageNotation::parse("5x1@5");
    ASSERT_TRUE(strike.has_value());
    EXPECT_EQ(strike->text(), "5x1 @5");
}

TEST(FatewalkerDamage, RefusesWhatIsNotANotationNamingIt) {
    for (const char* bad : {"", "5x1", "x1 @5", "5x @5", "5x1 @", "5x1/ @5", "5x1/2x1/1x1 @5", "-5x1 @5",
                            "5x1 @5 extra", "0x1 @5", "41x1 @5", "5x0 @5", "5x101 @5", "5x1 @0", "5x1 @12", "5d1 @5"}) {
        EXPECT_FALSE(DamageNotation::parse(bad).has_value()) << bad;
        const auto problem = DamageNotation::problem(bad);
        ASSERT_TRUE(problem.has_value()) << bad;
        EXPECT_NE(problem->find("AxB[/CxD] @TN"), std::string::npos);
    }
    EXPECT_FALSE(DamageNotation::problem("3x2/2x1 @6").has_value());
}

TEST(FatewalkerDamage, RollsThePoolsLeftToRightAsWritten) {
    const auto kick = *DamageNotation::parse("4x1/1x3 @5");
    ScriptedDice dice{{1, 2, 8, 9, 4}};
    const auto roll = rollDamage(kick, 0, dice);
    EXPECT_EQ(roll.points, 2 + 3); // two 1-point successes, then one 3-point success
    EXPECT_EQ(roll.faces, (std::vector<int>{1, 2, 8, 9, 4}));
    ScriptedDice reversed{{4, 8, 9, 9, 1}};
    EXPECT_EQ(rollDamage(kick, 0, reversed).points, 1 + 3);
}

TEST(FatewalkerDamage, AddsFlatDamageToTheTotalAndRaisesTheTargetNumber) {
    const auto sword = *DamageNotation::parse("3x2/2x1 @6");
    ScriptedDice dice{{1, 9, 9, 2, 9}};
    EXPECT_EQ(rollDamage(sword, 3, dice).points, 2 + 1 + 3);
    const auto vitals = sword.raised(1);
    EXPECT_EQ(vitals.targetNumber(), 7);
    ScriptedDice sixes{{6, 6, 6, 6, 6}};
    EXPECT_EQ(rollDamage(vitals, 0, sixes).points, 8); // a 6 is under TN 7, not under TN 6
    ScriptedDice again{{6, 6, 6, 6, 6}};
    EXPECT_EQ(rollDamage(sword, 0, again).points, 0);
}

TEST(FatewalkerDamage, RunningOutOfScriptedFacesThrows) {
    const auto strike = *DamageNotation::parse("5x1 @5");
    ScriptedDice dice{{1, 2}};
    EXPECT_THROW((void)rollDamage(strike, 0, dice), DiceScriptError);
}

TEST(FatewalkerOutcomeTables, ReloadQuickReloadAndQuickDrawFollowTheirTables) {
    EXPECT_EQ(reloadOutcome(0), (TableOutcome{0, true}));
    EXPECT_EQ(reloadOutcome(1), (TableOutcome{5, false}));
    EXPECT_EQ(reloadOutcome(2), (TableOutcome{3, false}));
    EXPECT_EQ(reloadOutcome(3), (TableOutcome{1, false}));
    EXPECT_EQ(reloadOutcome(4), (TableOutcome{0, false}));
    EXPECT_EQ(reloadOutcome(9), (TableOutcome{0, false}));
    EXPECT_EQ(quickReloadOutcome(0), (TableOutcome{0, true}));
    EXPECT_EQ(quickReloadOutcome(1), (TableOutcome{3, false}));
    EXPECT_EQ(quickReloadOutcome(2), (TableOutcome{0, false}));
    EXPECT_EQ(quickReloadOutcome(3), (TableOutcome{-1, false}));
    EXPECT_EQ(quickReloadOutcome(4), (TableOutcome{-1, false}));
    EXPECT_EQ(quickReloadOutcome(5), (TableOutcome{-2, false}));
    EXPECT_EQ(quickDrawOutcome(0), (TableOutcome{0, true}));
    EXPECT_EQ(quickDrawOutcome(1), (TableOutcome{2, false}));
    EXPECT_EQ(quickDrawOutcome(2), (TableOutcome{0, false}));
    EXPECT_EQ(quickDrawOutcome(4), (TableOutcome{-1, false}));
    EXPECT_EQ(quickDrawOutcome(7), (TableOutcome{-2, false}));
    EXPECT_EQ(reloadExtraTicksModifier(0), 0);
    EXPECT_EQ(reloadExtraTicksModifier(3), 1);
    EXPECT_EQ(reloadExtraTicksModifier(4), 2);
}

TEST(FatewalkerOutcomeTables, RunUpBonusesAndRecoveryDelays) {
    EXPECT_EQ(chargeFootingDelay(2), 3);
    EXPECT_EQ(chargeFootingDelay(7), 0);
    EXPECT_EQ(meleeChargeBonus(1), 0);
    EXPECT_EQ(meleeChargeBonus(5), 2);
    EXPECT_EQ(meleeChargeBonus(12), 3);
    EXPECT_EQ(unarmedChargeBonus(3), 3);
    EXPECT_EQ(unarmedChargeBonus(6), 4);
    EXPECT_EQ(runningLeapKickBonus(13), 6);
    EXPECT_EQ(headbuttSelfDamage(5, false), 2);
    EXPECT_EQ(headbuttSelfDamage(5, true), 3);
    EXPECT_EQ(burstCost(3, 2, 5, false), 6);
    EXPECT_EQ(burstCost(3, 2, 5, true), 11);
}

} // namespace
} // namespace scouter::engine::fatewalker
