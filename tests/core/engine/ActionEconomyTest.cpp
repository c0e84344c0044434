// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class ActionEconomyTest : public EngineFixture {};

TEST_F(ActionEconomyTest, InitiativeAdvantageNeedsTenOverTheHighestOpponent) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {8, 0});
    add("c", "villains", {8, 2});
    create();
    startWith({{"a", 21}, {"b", 12}, {"c", 2}});
    EXPECT_EQ(view("a.actions"), 3); // 9 above the highest: nothing, however low the other
}

TEST_F(ActionEconomyTest, InitiativeAdvantageIsAtMostOneAction) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {8, 0});
    add("c", "villains", {8, 2});
    create();
    startWith({{"a", 40}, {"b", 12}, {"c", 2}});
    EXPECT_EQ(view("a.actions"), 4);
}

TEST_F(ActionEconomyTest, TierAdvantageUsesBaseTiers) {
    add("a", "heroes", {0, 0}, 3);
    add("b", "villains", {8, 0}, 1);
    create();
    startWith({{"a", 12}, {"b", 10}});
    EXPECT_EQ(view("a.actions"), 5);
    auto hold = maneuver("a", "holding-back");
    hold.stacks = 2;
    accept(hold);
    EXPECT_EQ(view("a.tier"), 1);
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.actions"), 5); // Holding Back does not change the base Tier
}

TEST_F(ActionEconomyTest, ConvertedCounterActionIsLostAtTheOwnersNextTurn) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {8, 0});
    create();
    startWith({{"a", 12}, {"b", 10}});
    accept(named<commands::EndTurn>());
    auto convert = named<dbu::Convert>("a");
    convert.count = 2;
    accept(convert);
    EXPECT_EQ(view("a.actions"), 1);
    EXPECT_EQ(view("a.counterActions"), 3);
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("round"), 2);
    EXPECT_EQ(view("a.counterActions"), 1); // lost at the start of a's turn
}

TEST_F(ActionEconomyTest, BonusMomentumOncePerRoundAndTheTurnGoesOn) {
    add("a", "heroes", {0, 0});
    Combatant& b = add("b", "villains", {1, 0});
    b.sheet.lists["thresholds"] = {80, 60, 40};
    create();
    startWith({{"a", 12}, {"b", 10}});
    auto hit = maneuver("a", "basic-attack", "b");
    hit.hit = true;
    hit.damage = 25;
    accept(hit);
    EXPECT_EQ(view("a.actions"), 3);
    accept(hit);
    EXPECT_EQ(view("a.actions"), 2); // second threshold, same round: no second momentum
    accept(hit);
    EXPECT_EQ(view("current"), "a");
    accept(hit);
    EXPECT_EQ(view("ended"), true); // 0 Life: Defeated, and no Opponent is left
}

TEST_F(ActionEconomyTest, LastActionWithMomentumKeepsTheTurn) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {1, 0}).sheet.lists["thresholds"] = {50};
    create();
    startWith({{"a", 12}, {"b", 10}});
    accept(maneuver("a", "power-up"));
    accept(maneuver("a", "power-up"));
    auto hit = maneuver("a", "basic-attack", "b");
    hit.hit = true;
    hit.damage = 60;
    accept(hit);
    EXPECT_EQ(view("current"), "a");
    EXPECT_EQ(view("a.actions"), 1);
}

TEST_F(ActionEconomyTest, CounterActionsArePaidForOffers) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {1, 0});
    create();
    startWith({{"a", 12}, {"b", 10}});
    auto move = maneuver("a", "movement");
    move.to = Position{4, 0};
    accept(move);
    EXPECT_EQ(view("offers"), nlohmann::json({"b"}));
    auto counter = maneuver("b", "basic-attack", "a");
    counter.counter = true;
    accept(counter);
    EXPECT_EQ(view("b.counterActions"), 0);
    EXPECT_EQ(view("b.actions"), 3);
    accept(maneuver("a", "power-up"));
    EXPECT_EQ(view("offers"), nlohmann::json::array());
}

} // namespace
} // namespace scouter::engine::test
