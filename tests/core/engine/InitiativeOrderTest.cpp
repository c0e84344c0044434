// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/InitiativeOrder.h"
#include "events/Event.h"
#include "events/Reducer.h"
#include "model/EncounterState.h"
#include "rules/EncounterBuilder.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

namespace scouter::engine {
namespace {

// Twelve combatants: eight alone, four in two pairs, so a slot may outlast one of its members.
EncounterState table() {
    EncounterBuilder builder;
    for (int i = 0; i < 12; ++i) {
        Combatant c;
        c.id = "fighter-" + std::to_string(i);
        c.side = i % 2 == 0 ? "heroes" : "villains";
        builder.add(c, i < 8 ? std::string() : "pair-" + std::to_string(i % 2));
    }
    EncounterState state = builder.build();
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        state.slots.edit(i).agilityScore = static_cast<int>(i % 3); // ties of Initiative go to Agility, then set-up
    }
    return state;
}

// What a whole sort from nothing gives for the same slots.
std::vector<std::string> sortedAfresh(const EncounterState& state) {
    EncounterState copy = state;
    copy.order.clear();
    copy.orderPositions.clear();
    sortOrder(copy);
    return copy.order;
}

void expectOrderReadsRight(const EncounterState& state) {
    ASSERT_EQ(state.order.size(), state.orderPositions.size());
    for (std::size_t at = 0; at < state.order.size(); ++at) {
        ASSERT_NE(state.slotInOrder(at), nullptr);
        EXPECT_EQ(state.slotInOrder(at)->id, state.order[at]);
        EXPECT_EQ(state.orderPositions[at], static_cast<std::uint32_t>(state.slotInOrder(at) - state.slots.data()));
    }
}

// Initiative set and set again, in a random sequence with many ties, and combatants leaving: after
// each event the order is the one a whole sort gives, however it got there.
TEST(InitiativeOrder, SettingInitiativeAndLeavingOneAtATimeGivesWhatAWholeSortGives) {
    for (unsigned seed = 1; seed <= 20; ++seed) {
        std::mt19937 random(seed);
        EncounterState state = table();
        for (int step = 0; step < 60; ++step) {
            const auto pick = static_cast<std::size_t>(random() % 12);
            if (step > 20 && random() % 5 == 0) {
                const Combatant& who = state.combatants[pick];
                if (who.active) {
                    Reducer::apply(state, events::CombatantLeft{who.id, "defeated"});
                }
            } else {
                const Slot& slot = state.slots[pick % state.slots.size()];
                Reducer::apply(state, events::InitiativeSet{slot.id, static_cast<int>(random() % 4), std::nullopt, {}});
            }
            ASSERT_EQ(state.order, sortedAfresh(state)) << "seed " << seed << ", step " << step;
            expectOrderReadsRight(state);
        }
    }
}

TEST(InitiativeOrder, APairStaysInTheOrderUntilItsLastMemberLeaves) {
    EncounterState state = table();
    const std::string pair = state.find("fighter-8")->slot;
    Reducer::apply(state, events::InitiativeSet{pair, 3, std::nullopt, {}});
    Reducer::apply(state, events::InitiativeSet{state.find("fighter-0")->slot, 1, std::nullopt, {}});
    Reducer::apply(state, events::CombatantLeft{"fighter-8", "defeated"});
    EXPECT_EQ(state.order, (std::vector<std::string>{pair, state.find("fighter-0")->slot}));
    Reducer::apply(state, events::CombatantLeft{"fighter-10", "fled"});
    EXPECT_EQ(state.order, (std::vector<std::string>{state.find("fighter-0")->slot}));
    expectOrderReadsRight(state);
}

// An order someone set by hand is not trusted to be sorted: the next Initiative sorts it whole.
TEST(InitiativeOrder, AnOrderSetByHandIsSortedWholeByTheNextInitiative) {
    EncounterState state = table();
    for (std::size_t i = 0; i < state.slots.size(); ++i) {
        Reducer::apply(state, events::InitiativeSet{state.slots[i].id, static_cast<int>(i), std::nullopt, {}});
    }
    std::reverse(state.order.begin(), state.order.end());
    std::reverse(state.orderPositions.begin(), state.orderPositions.end());
    Reducer::apply(state, events::InitiativeSet{state.slots[0].id, 40, std::nullopt, {}});
    EXPECT_EQ(state.order, sortedAfresh(state));
    EXPECT_EQ(state.order.front(), state.slots[0].id);
    EXPECT_EQ(state.order[1], state.slots.back().id);
    expectOrderReadsRight(state);
}

} // namespace
} // namespace scouter::engine
