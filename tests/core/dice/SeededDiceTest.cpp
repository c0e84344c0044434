// SPDX-License-Identifier: GPL-3.0-or-later
#include "dice/SeededDice.h"

#include <gtest/gtest.h>

#include <array>
#include <climits>
#include <cstdint>
#include <stdexcept>
#include <vector>

namespace scouter::engine {
namespace {

std::vector<int> rollMany(SeededDice& dice, int sides, int times) {
    std::vector<int> faces;
    faces.reserve(static_cast<std::size_t>(times));
    for (int i = 0; i < times; ++i) {
        faces.push_back(dice.roll(sides));
    }
    return faces;
}

// These faces were computed by an independent implementation of mt19937_64 and the same
// rejection mapping. If they change, every saved seed replays differently: do not update
// them to make the test pass.
TEST(SeededDice, ASeedGivesTheSameFacesOnEveryPlatform) {
    SeededDice d6(42);
    EXPECT_EQ(rollMany(d6, 6, 12), (std::vector<int>{1, 3, 5, 1, 6, 3, 5, 1, 5, 2, 2, 1}));

    SeededDice mixed(42);
    std::vector<int> faces;
    for (const int sides : {10, 6, 20, 1000, 3, 100, 4, 12}) {
        faces.push_back(mixed.roll(sides));
    }
    EXPECT_EQ(faces, (std::vector<int>{7, 3, 11, 663, 3, 29, 1, 1}));

    SeededDice d10(20240601);
    EXPECT_EQ(rollMany(d10, 10, 10), (std::vector<int>{3, 6, 8, 3, 6, 3, 6, 10, 1, 9}));

    SeededDice huge(UINT64_MAX);
    EXPECT_EQ(rollMany(huge, INT_MAX, 4), (std::vector<int>{826301785, 1383032660, 753190502, 548107690}));
}

TEST(SeededDice, TheSameSeedRepeatsTheSameRolls) {
    SeededDice first(7);
    SeededDice second(7);
    EXPECT_EQ(rollMany(first, 10, 200), rollMany(second, 10, 200));
}

TEST(SeededDice, DifferentSeedsGiveDifferentRolls) {
    SeededDice first(7);
    SeededDice second(8);
    EXPECT_NE(rollMany(first, 10, 50), rollMany(second, 10, 50));
}

TEST(SeededDice, FacesStayWithinTheDie) {
    SeededDice dice(123);
    for (const int sides : {1, 2, 3, 6, 7, 10, 12, 20, 100, 1000, INT_MAX}) {
        SCOPED_TRACE(sides);
        for (const int face : rollMany(dice, sides, 2000)) {
            ASSERT_GE(face, 1);
            ASSERT_LE(face, sides);
        }
    }
}

TEST(SeededDice, EveryFaceOfASmallDieComesUp) {
    SeededDice dice(99);
    std::array<int, 20> seen{};
    for (const int face : rollMany(dice, 20, 2000)) {
        ++seen.at(static_cast<std::size_t>(face - 1));
    }
    for (const int count : seen) {
        EXPECT_GT(count, 0);
    }
}

// A fixed seed makes this deterministic; the bound is loose (the 99.999th percentile of
// chi-square with 5 degrees of freedom is about 25.7) so it only catches a real bias.
TEST(SeededDice, SixtyThousandD6AreEvenlySpread) {
    constexpr int rolls = 60'000;
    constexpr double expected = rolls / 6.0;
    SeededDice dice(2024);
    std::array<int, 6> counts{};
    for (int i = 0; i < rolls; ++i) {
        ++counts.at(static_cast<std::size_t>(dice.roll(6) - 1));
    }
    double chiSquare = 0.0;
    for (const int count : counts) {
        const double difference = count - expected;
        chiSquare += difference * difference / expected;
        EXPECT_NEAR(count, expected, 500.0);
    }
    EXPECT_LT(chiSquare, 25.7);
}

TEST(SeededDice, ARandomDeviceSeedCanBeReplayed) {
    SeededDice played = SeededDice::fromRandomDevice();
    SeededDice replayed(played.seed());
    EXPECT_EQ(rollMany(played, 10, 20), rollMany(replayed, 10, 20));
}

TEST(SeededDice, ADieWithoutSidesIsAProgrammingError) {
    SeededDice dice(1);
    EXPECT_THROW((void)dice.roll(0), std::invalid_argument);
    EXPECT_THROW((void)dice.roll(-6), std::invalid_argument);
}

} // namespace
} // namespace scouter::engine
