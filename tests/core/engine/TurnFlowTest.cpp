// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class TurnFlowTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {8, 0});
        add("c", "heroes", {0, 2});
    }
};

TEST_F(TurnFlowTest, RoundStartGivesThreeActionsAndOneCounterAction) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    for (const char* id : {"a", "b", "c"}) {
        EXPECT_EQ(view(std::string(id) + ".actions"), 3);
        EXPECT_EQ(view(std::string(id) + ".counterActions"), 1);
    }
    EXPECT_EQ(view("round"), 1);
    EXPECT_EQ(view("current"), "a");
}

// By names, not slot ids ("It is a's turn, not b's"), and a name ending in s owns with the apostrophe.
TEST_F(TurnFlowTest, EndingAnotherOnesTurnIsRefusedByNames) {
    const_cast<Combatant&>(*m_builder.state().find("a")).name = "Goku";
    const_cast<Combatant&>(*m_builder.state().find("b")).name = "Bandits";
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    EXPECT_EQ(refuse(named<commands::EndTurn>("b")), "It is Goku's turn, not Bandits'");
}

TEST_F(TurnFlowTest, EndingEarlyKeepsActionsUntilTheRoundEnds) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    accept(named<commands::EndTurn>("a"));
    EXPECT_EQ(view("a.actions"), 3);
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("round"), 2);
    EXPECT_EQ(view("a.actions"), 3);
}

TEST_F(TurnFlowTest, TurnEndsByItselfAtZeroActions) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    for (int i = 0; i < 2; ++i) {
        accept(maneuver("a", "power-up"));
    }
    EXPECT_EQ(view("current"), "a");
    auto move = maneuver("a", "movement");
    move.to = Position{1, 0};
    accept(move);
    EXPECT_EQ(view("current"), "b");
}

TEST_F(TurnFlowTest, SkippingALaterSlotStillRunsItsExpiries) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    auto shaken = named<commands::Condition>("a");
    shaken.add = "shaken";
    shaken.until = "start-of-next-turn:b";
    accept(shaken);
    accept(named<commands::SkipTurn>("b"));
    accept(named<commands::EndTurn>("a"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(TurnFlowTest, SkippingTheActingSlotMovesOn) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    accept(named<commands::SkipTurn>());
    EXPECT_EQ(view("current"), "b");
}

TEST_F(TurnFlowTest, SkippingByAMemberSkipsTheWholeGroupSlot) {
    add("g1", "villains", {6, 0}, 1, "pack");
    add("g2", "villains", {6, 1}, 1, "pack");
    create();
    startWith({{"a", 14}, {"b", 12}, {"pack", 11}, {"c", 10}});
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("current"), "pack");
    accept(named<commands::SkipTurn>("g2"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_NE(refuse(named<commands::SkipTurn>("pack")).find("already had its turn"), std::string::npos);
}

TEST_F(TurnFlowTest, DefeatedSlotIsSkipped) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    auto defeat = named<commands::Condition>("c");
    defeat.add = "defeated";
    accept(defeat);
    accept(named<commands::EndTurn>("a"));
    accept(named<commands::EndTurn>("b"));
    EXPECT_EQ(view("round"), 2);
    EXPECT_EQ(view("current"), "a");
}

TEST_F(TurnFlowTest, LegacySurpriseRoundGivesTheSurprisedNoTurn) {
    create("dbu-legacy");
    auto surprise = named<dbu::Surprise>();
    surprise.ids = {"b"};
    accept(surprise);
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    EXPECT_EQ(view("round"), 0);
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"guard-down"}));
    accept(named<commands::EndTurn>("a"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_NE(refuse(maneuver("b", "surge")).find("Surprised"), std::string::npos);
    accept(named<commands::EndTurn>("c"));
    EXPECT_EQ(view("round"), 1);
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

TEST_F(TurnFlowTest, ModernSurpriseLastsForRoundOne) {
    create();
    auto surprise = named<dbu::Surprise>();
    surprise.ids = {"b"};
    accept(surprise);
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    EXPECT_EQ(view("round"), 1);
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"guard-down", "slowed"}));
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("current"), "b");
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

} // namespace
} // namespace scouter::engine::test
