// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/EncounterState.h"
#include "model/IdHash.h"
#include "model/InitiativeOrder.h"
#include "rules/EncounterBuilder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

namespace scouter::engine {
namespace {

EncounterState withCombatants(int count) {
    EncounterBuilder builder;
    for (int i = 0; i < count; ++i) {
        Combatant c;
        c.id = "fighter-" + std::to_string(i);
        c.name = "Fighter " + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        builder.add(c);
    }
    return builder.build();
}

TEST(IdIndex, FindsEveryCombatantAndSlotOfALargeEncounterByItsId) {
    const EncounterState state = withCombatants(300);
    for (int i = 0; i < 300; ++i) {
        const std::string id = "fighter-" + std::to_string(i);
        const Combatant* found = state.find(id);
        ASSERT_NE(found, nullptr) << id;
        EXPECT_EQ(found->name, "Fighter " + std::to_string(i));
        ASSERT_NE(state.findSlot(found->slot), nullptr) << id;
        EXPECT_EQ(state.findSlot(found->slot)->id, found->slot);
    }
}

TEST(IdIndex, FindsNothingForAnIdNobodyHasEvenOneThatDiffersByALetter) {
    const EncounterState state = withCombatants(40);
    for (const std::string id : {"", "fighter-", "fighter-4O", "Fighter-1", "fighter-1 ", "fighter-400", "goku"}) {
        EXPECT_EQ(state.find(id), nullptr) << id;
    }
}

// Ids are compared and hashed a word at a time, with a different path for each length's last bytes:
// every length up to three words, with any one byte changed, must still be told apart.
TEST(IdIndex, IdsOfEveryLengthThatDifferInAnyOneLetterAreToldApart) {
    for (std::size_t length = 1; length <= 24; ++length) {
        std::string id;
        for (std::size_t i = 0; i < length; ++i) {
            id += static_cast<char>('a' + static_cast<char>(i % 26));
        }
        EncounterBuilder builder;
        Combatant c;
        c.id = id;
        builder.add(c);
        const EncounterState state = builder.build();
        ASSERT_NE(state.find(std::string(id)), nullptr) << id;
        EXPECT_FALSE(sameId(id, id.substr(0, length - 1))) << id;
        for (std::size_t at = 0; at < length; ++at) {
            std::string other = id;
            other[at] = 'Z';
            EXPECT_FALSE(sameId(id, other)) << id << " / " << other;
            EXPECT_EQ(state.find(other), nullptr) << id << " / " << other;
        }
    }
}

TEST(IdIndex, ACopyOfTheStateFindsItsOwnCombatants) {
    const EncounterState original = withCombatants(20);
    EncounterState copy = original;
    Combatant* found = copy.editCombatant("fighter-7");
    ASSERT_NE(found, nullptr);
    found->at = Position{9, 9};
    EXPECT_EQ(copy.find("fighter-7")->at, (Position{9, 9}));
    EXPECT_NE(original.find("fighter-7")->at, (Position{9, 9}));
    EXPECT_EQ(original, withCombatants(20));
}

TEST(IdIndex, ACombatantAddedAfterTheSetUpIsStillFound) {
    EncounterState state = withCombatants(10);
    Combatant late;
    late.id = "late-comer";
    state.combatants.push_back(late);
    ASSERT_NE(state.find("late-comer"), nullptr);
    EXPECT_EQ(state.find("late-comer")->id, "late-comer");
    EXPECT_NE(state.find("fighter-3"), nullptr);
}

TEST(IdIndex, EveryCombatantFindsItsOwnSlotInAGroupAndFromACopy) {
    EncounterBuilder builder;
    for (int i = 0; i < 12; ++i) {
        Combatant c;
        c.id = "saibaman-" + std::to_string(i);
        c.side = "villains";
        builder.add(c, i < 4 ? std::string() : "pack-" + std::to_string(i % 2)); // four alone, two groups
    }
    const EncounterState state = builder.build();
    ASSERT_EQ(state.slots.size(), 6U);
    for (const Combatant& combatant : state.combatants) {
        const Slot* slot = state.slotOf(combatant);
        ASSERT_NE(slot, nullptr) << combatant.id;
        EXPECT_EQ(slot->id, combatant.slot);
        const Combatant copy = combatant; // not one of the state's: found by its slot's id
        EXPECT_EQ(state.slotOf(copy), slot) << combatant.id;
    }
}

TEST(IdIndex, TheOrderIsReadRightHoweverItWasSet) {
    EncounterState state = withCombatants(8);
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        Slot* slot = state.editSlot(state.slots[i].id);
        slot->hasInitiative = true;
        slot->initiative = static_cast<int>(i * 7 % 8); // a shuffle of 0..7
    }
    sortOrder(state);
    ASSERT_EQ(state.order.size(), 8U);
    for (std::size_t at = 0; at < state.order.size(); ++at) {
        ASSERT_NE(state.slotInOrder(at), nullptr);
        EXPECT_EQ(state.slotInOrder(at)->id, state.order[at]);
        EXPECT_EQ(state.slotInOrder(at)->initiative, 7 - static_cast<int>(at));
    }
    // Set by hand, reversed: the positions sortOrder kept no longer match, and the ids decide.
    std::reverse(state.order.begin(), state.order.end());
    for (std::size_t at = 0; at < state.order.size(); ++at) {
        ASSERT_NE(state.slotInOrder(at), nullptr);
        EXPECT_EQ(state.slotInOrder(at)->id, state.order[at]);
    }
    state.order.push_back("nobody");
    EXPECT_EQ(state.slotInOrder(state.order.size() - 1), nullptr);
}

} // namespace
} // namespace scouter::engine
