// SPDX-License-Identifier: GPL-3.0-or-later
#include "dbu/FighterList.h"

#include <gtest/gtest.h>

namespace scouter::engine::dbu {
namespace {

FighterList twoFighters() {
    FighterList list;
    for (int life : {40, 25}) {
        Fighter fighter;
        fighter.life = life;
        fighter.actions = 3;
        list.push_back(std::move(fighter));
    }
    return list;
}

TEST(DbuFighterList, AChangedCopyLeavesTheOriginalAsItWas) {
    const FighterList original = twoFighters();
    FighterList copy = original;
    copy.edit(0).life = 10;
    copy.edit(0).grappledBy.push_back("saibaman-1");
    EXPECT_EQ(original[0].life, 40);
    EXPECT_TRUE(original[0].grappledBy.empty());
    EXPECT_EQ(copy[0].life, 10);
    EXPECT_EQ(copy[1].life, 25);
    EXPECT_NE(copy, original);

    // One of two copies changed: the other and the original stay as they were.
    FighterList again = original;
    FighterList changed = original;
    changed.edit(1).actions = 0;
    EXPECT_EQ(again[1].actions, 3);
    EXPECT_EQ(original[1].actions, 3);
    EXPECT_EQ(again, original);
}

TEST(DbuFighterList, ListsWithTheSameFightersAreEqualHoweverTheyWereMade) {
    FighterList copy = twoFighters();
    copy.edit(1).life = 25; // written, yet the same value
    EXPECT_EQ(copy, twoFighters());
    FighterList shorter;
    shorter.push_back(Fighter{});
    EXPECT_NE(shorter, twoFighters());
    EXPECT_EQ(FighterList{}, FighterList{});
    EXPECT_THROW((void)copy.edit(2), std::out_of_range);
    EXPECT_THROW((void)copy.at(2), std::out_of_range);
}

} // namespace
} // namespace scouter::engine::dbu
