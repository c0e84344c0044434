// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FighterTable.h"

#include <gtest/gtest.h>

#include <array>
#include <map>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>

namespace scouter::engine::fatewalker {
namespace {

FighterTable twoFighters() {
    FighterTable table;
    table.edit("raider-1").weapons["sword"] = "held";
    table.edit("raider-2").nextTick = 4;
    return table;
}

// The same fighters, raider-1 to raider-`count` each at the tick of its number, added first to last
// and last to first.
std::pair<FighterTable, FighterTable> filledBothWays(int count) {
    FighterTable forward;
    FighterTable backward;
    for (int i = 1; i <= count; ++i) {
        forward.edit("raider-" + std::to_string(i)).nextTick = i;
        backward.edit("raider-" + std::to_string(count + 1 - i)).nextTick = count + 1 - i;
    }
    return {std::move(forward), std::move(backward)};
}

// A copy of the state (the panel's scratch, an undo checkpoint) shares its fighters: what one copy
// writes, the other never sees, whichever of the two writes.
TEST(FatewalkerFighterTable, ACopyWrittenLeavesTheOtherAsItWas) {
    const FighterTable original = twoFighters();
    FighterTable copy = original;
    EXPECT_TRUE(copy == original);

    copy.edit("raider-1").weapons["sword"] = "dropped";
    copy.edit("raider-1").stunDamage = 2;
    copy.set("raider-2", Fighter{});

    EXPECT_EQ(original.at("raider-1").weapons.at("sword"), "held");
    EXPECT_EQ(original.at("raider-1").stunDamage, 0);
    EXPECT_EQ(original.at("raider-2").nextTick, 4);
    EXPECT_EQ(copy.at("raider-1").weapons.at("sword"), "dropped");
    EXPECT_EQ(copy.at("raider-2").nextTick, 1);
    EXPECT_FALSE(copy == original);

    FighterTable writer = twoFighters();
    const FighterTable kept = writer;
    writer.edit("raider-3").posture = "prone";
    EXPECT_FALSE(kept.contains("raider-3"));
    EXPECT_EQ(writer.size(), 3u);
    EXPECT_EQ(kept.size(), 2u);
}

// A copy assigned back over the one a probe wrote is the state again, equal to it.
TEST(FatewalkerFighterTable, AssignedBackIsEqualAgain) {
    const FighterTable state = twoFighters();
    FighterTable scratch = state;
    scratch.edit("raider-2").nextTick = 9;
    scratch = state;
    EXPECT_TRUE(scratch == state);
    EXPECT_EQ(scratch.at("raider-2").nextTick, 4);
}

// An event's fighter is shared by every table it is applied to (the live state, a replay, a
// checkpoint), and none of their later edits reaches the event or the other tables: replaying the
// log after play goes on still gives what was played.
TEST(FatewalkerFighterTable, AnEventsFighterSharedByTablesIsNeverChangedByTheirEdits) {
    Fighter struck;
    struck.stunDamage = 3;
    struck.weapons["sword"] = "held";
    const SharedFighter carried(struck);

    FighterTable live = twoFighters();
    FighterTable replayed = twoFighters();
    live.set("raider-1", carried);
    replayed.set("raider-1", carried);
    EXPECT_EQ(&live.at("raider-1"), &*carried);
    EXPECT_EQ(&replayed.at("raider-1"), &*carried);

    live.edit("raider-1").weapons["sword"] = "dropped";
    live.edit("raider-1").stunDamage = 5;

    EXPECT_EQ(carried->stunDamage, 3);
    EXPECT_EQ(carried->weapons.at("sword"), "held");
    EXPECT_EQ(replayed.at("raider-1"), struck);
    EXPECT_EQ(live.at("raider-1").stunDamage, 5);
    EXPECT_FALSE(live == replayed);

    // Once the event is gone, a table that alone holds the fighter still edits it as its own.
    FighterTable alone = twoFighters();
    alone.set("raider-2", SharedFighter(struck));
    alone.edit("raider-2").nextTick = 7;
    EXPECT_EQ(alone.at("raider-2").nextTick, 7);
    EXPECT_EQ(alone.at("raider-2").stunDamage, 3);
}

// A replayed event sets its fighter where it found it the last time (its hint): in a table filled in
// another order, or in a copy sharing its list, it still sets that fighter and no other.
TEST(FatewalkerFighterTable, AFighterSetWhereTheHintSaysIsTheOneNamedInAnyTable) {
    auto [forward, backward] = filledBothWays(6);
    Fighter struck;
    struck.stunDamage = 4;
    const SharedFighter carried(struck);
    const IdHint hint;
    forward.set("raider-2", carried, hint);  // second of six in this one
    backward.set("raider-2", carried, hint); // fifth in this one: raider-5 is second
    EXPECT_EQ(&forward.at("raider-2"), &*carried);
    EXPECT_EQ(&backward.at("raider-2"), &*carried);
    EXPECT_EQ(backward.at("raider-5").nextTick, 5);
    EXPECT_EQ(backward.at("raider-5").stunDamage, 0);

    const FighterTable kept = forward;
    FighterTable copy = forward;
    copy.set("raider-2", SharedFighter(Fighter{}), hint);
    EXPECT_EQ(&kept.at("raider-2"), &*carried) << "the table it was copied from keeps the event's";
    EXPECT_EQ(copy.at("raider-2").stunDamage, 0);

    FighterTable empty;
    empty.set("raider-9", carried, hint); // none yet: added, as without a hint
    EXPECT_EQ(&empty.at("raider-9"), &*carried);
}

// Whoever may act is asked for by its combatant's place first: a wrong place, one past the end or
// a copy that wrote the fighter since still give the fighter of the id asked for.
TEST(FatewalkerFighterTable, AFighterLookedForAtAPlaceIsTheOneNamedWhateverThePlace) {
    FighterTable table;
    for (int i = 1; i <= 4; ++i) {
        table.edit("raider-" + std::to_string(i)).nextTick = i;
    }
    EXPECT_EQ(table.find("raider-3", 2)->nextTick, 3); // its own place
    EXPECT_EQ(table.find("raider-3", 0)->nextTick, 3); // raider-1's
    EXPECT_EQ(table.find("raider-3", 9)->nextTick, 3);
    EXPECT_EQ(table.find("raider-3", FighterTable::kNoPlace)->nextTick, 3);
    EXPECT_EQ(table.find("raider-9", 1), nullptr);
    FighterTable copy = table;
    copy.edit("raider-2").nextTick = 20;
    EXPECT_EQ(copy.find("raider-2", 1)->nextTick, 20);
    EXPECT_EQ(table.find("raider-2", 1)->nextTick, 2);
    EXPECT_EQ(FighterTable{}.find("raider-1", 0), nullptr);
}

TEST(FatewalkerFighterTable, TablesFilledInAnotherOrderAreEqual) {
    const auto [forward, backward] = filledBothWays(20);
    EXPECT_TRUE(forward == backward);
    EXPECT_EQ(backward.at("raider-7").nextTick, 7);
}

TEST(FatewalkerFighterTable, SomeoneWithoutAFighterHasNone) {
    const FighterTable table = twoFighters();
    EXPECT_EQ(table.find("raider-9"), nullptr);
    EXPECT_FALSE(table.contains("raider-9"));
    EXPECT_THROW((void)table.at("raider-9"), std::out_of_range);
    EXPECT_EQ(FighterTable{}.find("raider-1"), nullptr);
}

// A copy that writes more fighters than it keeps beside the shared list takes the list for itself,
// with every fighter it wrote before; the original never sees any of them.
TEST(FatewalkerFighterTable, ACopyWritingManyFightersKeepsThemAll) {
    FighterTable original;
    for (int i = 1; i <= 20; ++i) {
        original.edit("raider-" + std::to_string(i)).nextTick = i;
    }
    FighterTable copy = original;
    for (int i = 1; i <= 12; ++i) {
        copy.edit("raider-" + std::to_string(i)).nextTick = 100 + i;
        EXPECT_EQ(copy.at("raider-" + std::to_string(i)).nextTick, 100 + i);
    }
    copy.edit("raider-21").nextTick = 21;
    for (int i = 1; i <= 20; ++i) {
        const std::string id = "raider-" + std::to_string(i);
        EXPECT_EQ(original.at(id).nextTick, i) << id;
        EXPECT_EQ(copy.at(id).nextTick, i <= 12 ? 100 + i : i) << id;
    }
    EXPECT_EQ(copy.at("raider-21").nextTick, 21);
    EXPECT_FALSE(original.contains("raider-21"));
    EXPECT_FALSE(copy == original);

    // A copy whose one change is made back is equal again; two copies with the same change too.
    FighterTable first = original;
    FighterTable second = original;
    first.edit("raider-3").nextTick = 30;
    second.edit("raider-3").nextTick = 30;
    EXPECT_TRUE(first == second);
    EXPECT_FALSE(first == original);
    first.edit("raider-3").nextTick = 3;
    EXPECT_TRUE(first == original);
}

// Any mix of edits, replacements, shared fighters, new ids and copies among three tables: each
// table always reads what was written to it, and two tables are equal exactly when they hold the
// same fighters.
TEST(FatewalkerFighterTable, RandomWritesAndCopiesMatchAPlainMap) {
    std::mt19937 random(31);
    std::array<FighterTable, 3> tables;
    std::array<std::map<std::string, int>, 3> expected;
    for (int step = 0; step < 5000; ++step) {
        const auto t = static_cast<std::size_t>(random() % 3);
        const std::string id = "raider-" + std::to_string(random() % 24);
        const int tick = static_cast<int>(random() % 50);
        switch (random() % 5) {
        case 0:
            tables[t].edit(id).nextTick = tick;
            break;
        case 1: {
            Fighter fighter;
            fighter.nextTick = tick;
            tables[t].set(id, fighter);
            break;
        }
        case 2: {
            Fighter fighter;
            fighter.nextTick = tick;
            tables[t].set(id, SharedFighter(fighter));
            break;
        }
        case 3: {
            const auto from = static_cast<std::size_t>(random() % 3);
            tables[t] = tables[from];
            expected[t] = expected[from];
            continue;
        }
        default:
            tables[t] = FighterTable{};
            expected[t].clear();
            continue;
        }
        expected[t][id] = tick;
        for (std::size_t k = 0; k < tables.size(); ++k) {
            ASSERT_EQ(tables[k].size(), expected[k].size()) << "step " << step;
            for (const auto& [name, value] : expected[k]) {
                ASSERT_EQ(tables[k].at(name).nextTick, value) << "step " << step << ", table " << k << ", " << name;
            }
        }
        ASSERT_EQ(tables[0] == tables[1], expected[0] == expected[1]) << "step " << step;
    }
}

} // namespace
} // namespace scouter::engine::fatewalker
