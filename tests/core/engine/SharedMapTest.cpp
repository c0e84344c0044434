// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/SheetValues.h"

#include <gtest/gtest.h>

namespace scouter::engine {
namespace {

SheetValues goku() {
    SheetValues sheet;
    sheet.numbers["life"] = 45;
    sheet.numbers["tier"] = 3;
    sheet.lists["thresholds"] = {30, 15};
    sheet.texts["race"] = "saiyan";
    return sheet;
}

TEST(SharedMap, AChangedCopyOfASheetLeavesTheOriginalAsItWas) {
    const SheetValues original = goku();
    SheetValues copy = original;
    copy.numbers["life"] = 10;
    copy.lists["thresholds"].push_back(5);
    copy.texts.erase("race");
    EXPECT_EQ(original.number("life"), 45);
    EXPECT_EQ(original.lists.at("thresholds"), (std::vector<int>{30, 15}));
    EXPECT_TRUE(original.texts.contains("race"));
    EXPECT_EQ(copy.number("life"), 10);
    EXPECT_EQ(copy.lists.at("thresholds"), (std::vector<int>{30, 15, 5}));
    EXPECT_FALSE(copy.texts.contains("race"));
    EXPECT_NE(copy, original);
}

TEST(SharedMap, ChangingThroughAnIteratorTouchesOnlyThatCopy) {
    const SheetValues original = goku();
    SheetValues copy = original;
    for (auto& [key, value] : copy.numbers) {
        value += 1;
    }
    EXPECT_EQ(copy.number("tier"), 4);
    EXPECT_EQ(original.number("tier"), 3);
}

TEST(SharedMap, SheetsWithTheSameValuesAreEqualHoweverTheyWereMade) {
    SheetValues built = goku();
    SheetValues copied = built;
    EXPECT_EQ(built, copied);
    copied.numbers["tier"] = 3; // written, yet the same value
    EXPECT_EQ(built, copied);
    EXPECT_EQ(SheetValues{}, SheetValues{});
    SheetValues emptied = goku();
    emptied.numbers.clear();
    emptied.lists.clear();
    emptied.texts.clear();
    EXPECT_TRUE(emptied.empty());
    EXPECT_EQ(emptied, SheetValues{});
    EXPECT_EQ(emptied.number("life", 7), 7);
}

} // namespace
} // namespace scouter::engine
