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

TEST_F(TurnFlowTest, EndingEarlyKeepsActionsUntilTheRoundEnds) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    accept(named("endTurn", "a"));
    EXPECT_EQ(view("a.actions"), 3);
    accept(named("endTurn"));
    accept(named("endTurn"));
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
    Command move = maneuver("a", "movement");
    move.to = Position{1, 0};
    accept(move);
    EXPECT_EQ(view("current"), "b");
}

TEST_F(TurnFlowTest, SkippingALaterSlotStillRunsItsExpiries) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    Command shaken = named("condition", "a");
    shaken.add = "shaken";
    shaken.until = "start-of-next-turn:b";
    accept(shaken);
    accept(named("skipTurn", "b"));
    accept(named("endTurn", "a"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(TurnFlowTest, SkippingTheActingSlotMovesOn) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    accept(named("skipTurn"));
    EXPECT_EQ(view("current"), "b");
}

TEST_F(TurnFlowTest, SkippingByAMemberSkipsTheWholeGroupSlot) {
    add("g1", "villains", {6, 0}, 1, "pack");
    add("g2", "villains", {6, 1}, 1, "pack");
    create();
    startWith({{"a", 14}, {"b", 12}, {"pack", 11}, {"c", 10}});
    accept(named("endTurn"));
    accept(named("endTurn"));
    EXPECT_EQ(view("current"), "pack");
    accept(named("skipTurn", "g2"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_NE(refuse(named("skipTurn", "pack")).find("already had its turn"), std::string::npos);
}

TEST_F(TurnFlowTest, DefeatedSlotIsSkipped) {
    create();
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    Command defeat = named("condition", "c");
    defeat.add = "defeated";
    accept(defeat);
    accept(named("endTurn", "a"));
    accept(named("endTurn", "b"));
    EXPECT_EQ(view("round"), 2);
    EXPECT_EQ(view("current"), "a");
}

TEST_F(TurnFlowTest, LegacySurpriseRoundGivesTheSurprisedNoTurn) {
    create("dbu-legacy");
    Command surprise = named("surprise");
    surprise.ids = {"b"};
    accept(surprise);
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    EXPECT_EQ(view("round"), 0);
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"guard-down"}));
    accept(named("endTurn", "a"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_NE(refuse(maneuver("b", "surge")).find("Surprised"), std::string::npos);
    accept(named("endTurn", "c"));
    EXPECT_EQ(view("round"), 1);
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

TEST_F(TurnFlowTest, ModernSurpriseLastsForRoundOne) {
    create();
    Command surprise = named("surprise");
    surprise.ids = {"b"};
    accept(surprise);
    startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    EXPECT_EQ(view("round"), 1);
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"guard-down", "slowed"}));
    accept(named("endTurn"));
    EXPECT_EQ(view("current"), "b");
    accept(named("endTurn"));
    accept(named("endTurn"));
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

} // namespace
} // namespace scouter::engine::test
