#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class ConditionTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {8, 0});
        add("c", "heroes", {0, 2});
        create();
        startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    }
    void give(const std::string& who, const std::string& condition, const std::string& until) {
        Command command = named("condition", who);
        command.add = condition;
        command.until = until;
        accept(command);
    }
};

TEST_F(ConditionTest, EndOfNextTurnCreatedDuringOwnTurnLastsThroughTheFollowingTurn) {
    give("b", "shaken", "end-of-next-turn:a");
    accept(named("endTurn"));
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"shaken"}));
    accept(named("endTurn"));
    accept(named("endTurn"));
    accept(named("endTurn")); // a's round-2 turn ends
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, StartOfNextTurnOfSomeoneStillToActThisRound) {
    give("a", "guard-down", "start-of-next-turn:c");
    accept(named("endTurn"));
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"guard-down"}));
    accept(named("endTurn"));
    EXPECT_EQ(view("current"), "c");
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, EndOfRound) {
    give("a", "slowed", "end-of-round");
    accept(named("endTurn"));
    accept(named("endTurn"));
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"slowed"}));
    accept(named("endTurn"));
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, AddingAgainReplacesTheDuration) {
    give("a", "slowed", "end-of-round");
    give("a", "slowed", "manual");
    for (int i = 0; i < 6; ++i) {
        accept(named("endTurn"));
    }
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"slowed"}));
    Command remove = named("condition", "a");
    remove.remove = "slowed";
    accept(remove);
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, ZeroLifeDefeats) {
    Command hurt = named("damage", "c");
    hurt.amount = 150;
    accept(hurt);
    EXPECT_EQ(view("c.life"), 0);
    EXPECT_EQ(view("c.conditions"), nlohmann::json({"defeated"}));
    EXPECT_EQ(view("c.active"), true);
}

TEST_F(ConditionTest, LifeAndKiStayWithinTheirPools) {
    Command heal = named("heal", "a");
    heal.amount = 50;
    accept(heal);
    EXPECT_EQ(view("a.life"), 100);
    Command ki = named("ki", "a");
    ki.amount = -500;
    accept(ki);
    EXPECT_EQ(view("a.ki"), 0);
}

} // namespace
} // namespace scouter::engine::test
