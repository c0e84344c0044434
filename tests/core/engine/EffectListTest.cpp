// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EffectList.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace scouter::engine {
namespace {

Effect effectNumbered(int id) {
    Effect effect;
    effect.id = id;
    effect.owner = "fighter-" + std::to_string(id % 7);
    effect.kind = id % 2 == 0 ? EffectKind::Condition : EffectKind::PowerUp;
    effect.name = "condition with a name too long for a short string " + std::to_string(id);
    effect.source = "arc";
    return effect;
}

std::vector<int> idsOf(const EffectList& list) {
    std::vector<int> ids;
    for (const Effect& effect : list) {
        ids.push_back(effect.id);
    }
    return ids;
}

TEST(EffectList, KeepsTheEffectsInPlayInTheOrderAddedThroughThousandsOfEndings) {
    // Against a plain vector erased in place, which is what the list must always read as.
    std::mt19937 random(31);
    EffectList list;
    std::vector<Effect> reference;
    int nextId = 1;
    for (int step = 0; step < 5000; ++step) {
        if (reference.empty() || random() % 3 != 0) {
            const Effect effect = effectNumbered(nextId++);
            list.push_back(effect);
            reference.push_back(effect);
        } else {
            // Mostly the oldest, as effects fall due in the order they began, sometimes any.
            const std::size_t at = random() % 4 == 0 ? random() % reference.size() : 0;
            EXPECT_TRUE(list.remove(reference[at].id));
            reference.erase(reference.begin() + static_cast<std::ptrdiff_t>(at));
        }
        ASSERT_EQ(list.size(), reference.size()) << "step " << step;
        ASSERT_TRUE(std::equal(list.begin(), list.end(), reference.begin(), reference.end())) << "step " << step;
        // The search by kind sees what is in play of that kind, never an ended effect.
        const std::string owner = "fighter-" + std::to_string(step % 7);
        for (const EffectKind kind : {EffectKind::Condition, EffectKind::PowerUp, EffectKind::Duel}) {
            const auto ownedOfKind = [&](const Effect& effect) { return effect.kind == kind && effect.owner == owner; };
            ASSERT_EQ(list.anyOf(kind, [&](const Effect& effect) { return effect.owner == owner; }),
                      std::any_of(reference.begin(), reference.end(), ownedOfKind))
                << "step " << step;
        }
    }
}

TEST(EffectList, AnEffectEndsOnceAndAnIdNeverInPlayEndsNothing) {
    EffectList list{effectNumbered(1), effectNumbered(2), effectNumbered(3)};
    EXPECT_TRUE(list.remove(2));
    EXPECT_FALSE(list.remove(2));
    EXPECT_FALSE(list.remove(9));
    EXPECT_EQ(idsOf(list), (std::vector<int>{1, 3}));
}

TEST(EffectList, TwoEffectsWithOneIdEndOneAtATimeTheFirstFirst) {
    // Outside data may repeat an id: ending it ends the first, as erasing the first found did.
    Effect first = effectNumbered(4);
    Effect second = effectNumbered(4);
    second.name = "second";
    EffectList list{first, second};
    EXPECT_TRUE(list.remove(4));
    ASSERT_EQ(list.size(), 1U);
    EXPECT_EQ(list.begin()->name, "second");
}

TEST(EffectList, ListsWithTheSameEffectsInPlayAreEqualHoweverTheyGotThere) {
    // A replayed state is compared with the live one: the live one may hold ended effects not yet
    // compacted away that the replay never had, and they must not make the two differ.
    EffectList live;
    EffectList replayed;
    for (int id = 1; id <= 40; ++id) {
        live.push_back(effectNumbered(id));
    }
    for (int id = 1; id <= 30; ++id) {
        ASSERT_TRUE(live.remove(id));
    }
    for (int id = 31; id <= 40; ++id) {
        replayed.push_back(effectNumbered(id));
    }
    EXPECT_EQ(live, replayed);
    ASSERT_TRUE(replayed.remove(35));
    EXPECT_NE(live, replayed);
}

TEST(EffectList, RemoveIfEndsWhatThePredicateHoldsForAndClearEndsEverything) {
    EffectList list;
    for (int id = 1; id <= 50; ++id) {
        list.push_back(effectNumbered(id));
    }
    EXPECT_EQ(list.removeIf([](const Effect& effect) { return effect.kind == EffectKind::PowerUp; }), 25U);
    EXPECT_EQ(list.size(), 25U);
    EXPECT_TRUE(std::all_of(list.begin(), list.end(),
                            [](const Effect& effect) { return effect.kind == EffectKind::Condition; }));
    list.clear();
    EXPECT_TRUE(list.empty());
    EXPECT_EQ(list.begin(), list.end());
}

TEST(EffectList, AKindIsAskedAboutOnlyWhileOneOfItIsInPlay) {
    // The question by kind answers no at once when none of that kind is in play: ended by any
    // means, and after a compaction, the count it goes by must stay the effects in play.
    EffectList list;
    const auto anyPowerUp = [&] { return list.anyOf(EffectKind::PowerUp, [](const Effect&) { return true; }); };
    EXPECT_FALSE(anyPowerUp());
    for (int id = 1; id <= 60; ++id) {
        list.push_back(effectNumbered(id));
    }
    EXPECT_EQ(list.liveOf(EffectKind::PowerUp), 30U);
    EXPECT_EQ(list.liveOf(EffectKind::Carried), 0U);
    for (int id = 1; id <= 59; id += 2) {
        ASSERT_TRUE(list.remove(id)); // every Power Up: enough ended to compact the list
    }
    EXPECT_FALSE(anyPowerUp());
    EXPECT_EQ(list.liveOf(EffectKind::Condition), 30U);
    list.push_back(effectNumbered(61));
    EXPECT_TRUE(anyPowerUp());
    EXPECT_EQ(list.removeIf([](const Effect& effect) { return effect.id == 61; }), 1U);
    EXPECT_FALSE(anyPowerUp());
    EXPECT_TRUE(list.anyOf(EffectKind::Condition, [](const Effect& effect) { return effect.id == 60; }));
    list.clear();
    EXPECT_EQ(list.liveOf(EffectKind::Condition), 0U);
    EXPECT_FALSE(list.anyOf(EffectKind::Condition, [](const Effect&) { return true; }));
}

} // namespace
} // namespace scouter::engine
