// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's grapple binds (contract section 11, R-21, R-39).
#include "fatewalker/Binds.h"

#include <gtest/gtest.h>

namespace scouter::engine::fatewalker {
namespace {

BindLevels levels(std::optional<int> grapple, std::optional<int> takedown = std::nullopt,
                  std::optional<int> hold = std::nullopt, std::optional<std::string> holder = std::nullopt) {
    return BindLevels{grapple, takedown, hold, std::move(holder)};
}

TEST(FatewalkerBinds, ANewGrappleIsNetMinusOneAndALaterOneAddsNet) {
    const auto fresh = grappleLanded(std::nullopt, 3);
    EXPECT_EQ(fresh.kind, BindChange::Kind::Set);
    EXPECT_TRUE(fresh.newBind);
    EXPECT_EQ(fresh.levels.grapple, 2);
    const auto more = grappleLanded(levels(2), 2);
    EXPECT_FALSE(more.newBind);
    EXPECT_EQ(more.levels.grapple, 4);
    EXPECT_EQ(grappleLanded(std::nullopt, 1).levels.grapple, 0);
}

TEST(FatewalkerBinds, TakedownSetsItsLevelAndDownsBoth) {
    const auto change = takedownLanded(levels(1), 5);
    EXPECT_EQ(change.levels.takedown, 2);
    EXPECT_EQ(change.levels.grapple, 1);
    EXPECT_TRUE(change.bothProne);
}

TEST(FatewalkerBinds, HoldsAddHalfTheirNetRoundedUpForTheSameHolder) {
    const auto first = holdLanded(levels(1), "a", 3);
    EXPECT_EQ(first.levels.hold, 2);
    EXPECT_EQ(first.levels.holder, "a");
    const auto second = holdLanded(first.levels, "a", 1);
    EXPECT_EQ(second.levels.hold, 3);
    EXPECT_EQ(successiveHoldBonus(second.levels, "a"), 3);
    EXPECT_EQ(successiveHoldBonus(second.levels, "b"), 0);
    const auto reversed = holdLanded(second.levels, "b", 2);
    EXPECT_EQ(reversed.levels.hold, 1);
    EXPECT_EQ(reversed.levels.holder, "b");
}

TEST(FatewalkerBinds, SlipLowersTheHoldOfTheOneHeldOrElseTheGrapple) {
    const auto out = slipLanded(levels(2, std::nullopt, 2, "a"), "b", 3);
    EXPECT_EQ(out.kind, BindChange::Kind::Set);
    EXPECT_EQ(out.levels.hold, std::nullopt);
    EXPECT_EQ(out.levels.holder, std::nullopt);
    EXPECT_EQ(out.levels.grapple, 2);
    const auto lowered = slipLanded(levels(3), "b", 2);
    EXPECT_EQ(lowered.levels.grapple, 1);
    EXPECT_EQ(slipLanded(levels(1), "b", 2).kind, BindChange::Kind::Ended);
    const auto holderSlips = slipLanded(levels(2, std::nullopt, 2, "a"), "a", 1);
    EXPECT_EQ(holderSlips.levels.grapple, 1);
    EXPECT_EQ(holderSlips.levels.hold, 2);
}

TEST(FatewalkerBinds, SweepLowersTheTakedownAndBelowZeroBothStand) {
    const auto lowered = sweepLanded(levels(std::nullopt, 3), 2);
    EXPECT_EQ(lowered.levels.takedown, 1);
    EXPECT_FALSE(lowered.bothStand);
    const auto stood = sweepLanded(levels(1, 1), 2);
    EXPECT_TRUE(stood.bothStand);
    EXPECT_EQ(stood.kind, BindChange::Kind::Set);
    EXPECT_EQ(stood.levels.grapple, 1);
    EXPECT_EQ(sweepLanded(levels(std::nullopt, 0), 1).kind, BindChange::Kind::Ended);
}

} // namespace
} // namespace scouter::engine::fatewalker
