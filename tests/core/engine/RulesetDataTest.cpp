// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/RulesetData.h"

#include <gtest/gtest.h>

#include <map>
#include <string>

namespace scouter::engine::test {
namespace {

struct Tracks {
    std::map<std::string, int> damage;
    friend bool operator==(const Tracks&, const Tracks&) = default;
};

struct Clock {
    int tick = 0;
    friend bool operator==(const Clock&, const Clock&) = default;
};

TEST(RulesetDataTest, AssignedOverContentsOfItsTypeItIsAnEqualAndSeparateCopy) {
    RulesetData played(Tracks{{{"goku", 3}, {"vegeta", 5}}});
    RulesetData scratch(Tracks{{{"goku", 9}, {"nappa", 1}}});
    scratch = played;
    EXPECT_EQ(scratch, played);
    ASSERT_NE(scratch.get<Tracks>(), nullptr);
    EXPECT_EQ(scratch.get<Tracks>()->damage, (std::map<std::string, int>{{"goku", 3}, {"vegeta", 5}}));

    scratch.get<Tracks>()->damage["goku"] = 7;
    EXPECT_EQ(played.get<Tracks>()->damage.at("goku"), 3) << "the copy shares nothing with what it was taken from";
    EXPECT_FALSE(scratch == played);
}

TEST(RulesetDataTest, AssignedOverAnotherTypeOrNothingItTakesTheOthersContents) {
    RulesetData clock(Clock{4});
    RulesetData tracks(Tracks{{{"goku", 3}}});
    clock = tracks;
    EXPECT_EQ(clock.get<Clock>(), nullptr);
    ASSERT_NE(clock.get<Tracks>(), nullptr);
    EXPECT_EQ(clock, tracks);

    RulesetData empty;
    clock = empty;
    EXPECT_TRUE(clock.empty());
    empty = tracks;
    EXPECT_EQ(empty, tracks);
}

} // namespace
} // namespace scouter::engine::test
