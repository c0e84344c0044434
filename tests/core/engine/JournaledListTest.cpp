// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/JournaledList.h"
#include "model/EncounterState.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <thread>
#include <vector>

namespace scouter::engine {
namespace {

using Names = JournaledList<std::string>;

Names fighters(int count) {
    std::vector<std::string> names;
    for (int i = 0; i < count; ++i) {
        names.push_back("fighter-" + std::to_string(i));
    }
    return names;
}

TEST(JournaledList, AScratchPutBackAfterOneChangeIsTheOriginalAgain) {
    const Names original = fighters(20);
    Names scratch = original;
    scratch.edit(3) = "moved";
    EXPECT_EQ(original[3], "fighter-3");
    EXPECT_NE(scratch, original);
    scratch = original;
    EXPECT_EQ(scratch.items(), original.items());
    EXPECT_EQ(scratch, original);
}

// The scratch copies back what it changed; what the original changed since must come too.
TEST(JournaledList, PuttingBackAfterTheOriginalChangedTakesItsChanges) {
    Names original = fighters(20);
    Names scratch = original;
    scratch.edit(3) = "moved";
    original.edit(7) = "hurt";
    scratch = original;
    EXPECT_EQ(scratch.items(), original.items());
    EXPECT_EQ(scratch[7], "hurt");
    EXPECT_EQ(scratch[3], "fighter-3");
}

TEST(JournaledList, ManyChangesAGrowthOrAClearAreAllPutBack) {
    const Names original = fighters(40);
    Names scratch = original;
    for (std::size_t i = 0; i < 30; ++i) {
        scratch.edit(i) = "changed";
    }
    scratch = original;
    EXPECT_EQ(scratch.items(), original.items());
    scratch.push_back("late-comer");
    scratch = original;
    EXPECT_EQ(scratch.items(), original.items());
    scratch.clear();
    scratch = original;
    EXPECT_EQ(scratch.items(), original.items());
}

// A reference read before a change shows the change: the items stay where they are.
TEST(JournaledList, AReferenceReadBeforeAnEditShowsTheEdit) {
    Names names = fighters(5);
    const Names copy = names;
    const std::string& second = names[1];
    names.edit(1) = "renamed";
    EXPECT_EQ(second, "renamed");
    EXPECT_EQ(copy[1], "fighter-1");
    EXPECT_THROW((void)names.edit(5), std::out_of_range);
}

TEST(JournaledList, WhatIsLeftOfAMovedListIsNoLongerEqualToIt) {
    Names names = fighters(3);
    const Names copy = names;
    Names taken = std::move(names);
    EXPECT_EQ(taken, copy);
    names = fighters(3);
    names.edit(0) = "other";
    EXPECT_NE(names, copy);
    names = copy;
    EXPECT_EQ(names.items(), copy.items());
}

// The review reads and replays its log on a thread of its own while the window plays on: lists changed
// on two threads alike (the same number of changes, from one list) hold what each was given, and
// putting one back from the other copies it whole.
TEST(JournaledList, ListsChangedAlikeOnTwoThreadsAreNeverTakenForEachOther) {
    const Names original = fighters(8);
    Names first = original;
    Names second = original;
    const auto change = [](Names& names, const std::string& by) {
        for (std::size_t i = 0; i < names.size(); ++i) {
            names.edit(i) = by + "-" + std::to_string(i);
        }
    };
    std::thread one(change, std::ref(first), "first");
    std::thread two(change, std::ref(second), "second");
    one.join();
    two.join();
    EXPECT_NE(first, second);
    EXPECT_EQ(first[7], "first-7");
    first = second;
    EXPECT_EQ(first.items(), second.items());
    EXPECT_EQ(first[0], "second-0");
}

// Lists changed, copied and put back at random, as a probe's scratch and an encounter's state are:
// every copy holds what it copied.
TEST(JournaledList, RandomChangesAndCopiesNeverLoseAChange) {
    std::mt19937 random(31);
    std::vector<Names> lists(3, fighters(24));
    for (int step = 0; step < 5000; ++step) {
        Names& list = lists[random() % lists.size()];
        switch (random() % 6) {
        case 0:
        case 1:
        case 2:
            if (!list.empty()) {
                list.edit(random() % list.size()) = "step-" + std::to_string(step);
            }
            break;
        case 3:
            if (list.size() < 40) {
                list.push_back("added-" + std::to_string(step));
            }
            break;
        default: {
            const Names& from = lists[random() % lists.size()];
            list = from;
            ASSERT_EQ(list.items(), from.items()) << "step " << step;
            break;
        }
        }
    }
}

TEST(JournaledList, AStateChangesItsCombatantsOnlyThroughEditCombatant) {
    EncounterState state;
    Combatant goku;
    goku.id = "goku";
    state.combatants.push_back(goku);
    state.indexIds();
    const EncounterState before = state;
    EncounterState scratch = before;
    scratch.editCombatant("goku")->at = Position{3, 4};
    EXPECT_EQ(scratch.editCombatant("nobody"), nullptr);
    EXPECT_EQ(before.find("goku")->at, (Position{0, 0}));
    EXPECT_FALSE(scratch == before);
    scratch = before;
    EXPECT_EQ(scratch.find("goku")->at, (Position{0, 0}));
    EXPECT_TRUE(scratch == before);
}

} // namespace
} // namespace scouter::engine
