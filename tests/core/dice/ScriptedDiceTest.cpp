// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/ScriptedDice.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace scouter::engine {
namespace {

std::string scriptErrorOf(ScriptedDice& dice, int sides) {
    try {
        (void)dice.roll(sides);
    } catch (const DiceScriptError& error) {
        return error.what();
    }
    return "no DiceScriptError";
}

TEST(ScriptedDice, GivesTheFacesInTheOrderFedWhateverTheDieSize) {
    ScriptedDice dice({3, 10, 1, 6});
    EXPECT_EQ(dice.remaining(), 4U);
    EXPECT_EQ(dice.roll(6), 3);
    EXPECT_EQ(dice.roll(10), 10);
    EXPECT_EQ(dice.roll(20), 1);
    EXPECT_EQ(dice.roll(6), 6);
    EXPECT_EQ(dice.remaining(), 0U);
}

TEST(ScriptedDice, AppendedFacesComeAfterTheOnesAlreadyQueued) {
    ScriptedDice dice;
    EXPECT_EQ(dice.remaining(), 0U);
    dice.append({2});
    dice.append({4, 5});
    EXPECT_EQ(dice.remaining(), 3U);
    EXPECT_EQ(dice.roll(10), 2);
    dice.append({1});
    EXPECT_EQ(dice.roll(10), 4);
    EXPECT_EQ(dice.roll(10), 5);
    EXPECT_EQ(dice.roll(10), 1);
}

TEST(ScriptedDice, RunningOutThrowsAndNamesTheDie) {
    ScriptedDice dice({4});
    EXPECT_EQ(dice.roll(10), 4);
    EXPECT_EQ(scriptErrorOf(dice, 10), "scripted dice ran out: a d10 was rolled with no face left");
    EXPECT_EQ(scriptErrorOf(dice, 6), "scripted dice ran out: a d6 was rolled with no face left");
}

TEST(ScriptedDice, AFaceLargerThanTheDieThrowsAndStaysQueued) {
    ScriptedDice dice({12});
    EXPECT_EQ(scriptErrorOf(dice, 10), "scripted face 12 is larger than the d10 being rolled");
    EXPECT_EQ(dice.remaining(), 1U);
    EXPECT_EQ(dice.roll(12), 12);
}

TEST(ScriptedDice, AFaceBelowOneThrows) {
    ScriptedDice dice({0, -3});
    EXPECT_EQ(scriptErrorOf(dice, 6), "scripted face 0 is below 1, the lowest face of the d6 being rolled");
    EXPECT_EQ(dice.remaining(), 2U);
}

TEST(ScriptedDice, TheErrorIsARuntimeError) {
    ScriptedDice dice;
    EXPECT_THROW((void)dice.roll(6), std::runtime_error);
}

TEST(ScriptedDice, ADieWithoutSidesIsAProgrammingError) {
    ScriptedDice dice({1});
    EXPECT_THROW((void)dice.roll(0), std::invalid_argument);
    EXPECT_EQ(dice.remaining(), 1U);
}

} // namespace
} // namespace scouter::engine
