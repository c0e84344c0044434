// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

#include <fmt/format.h>

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
        auto command = named<commands::Condition>(who);
        command.add = condition;
        command.until = until;
        accept(command);
    }
};

TEST_F(ConditionTest, EndOfNextTurnCreatedDuringOwnTurnLastsThroughTheFollowingTurn) {
    give("b", "shaken", "end-of-next-turn:a");
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("b.conditions"), nlohmann::json({"shaken"}));
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>()); // a's round-2 turn ends
    EXPECT_EQ(view("b.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, StartOfNextTurnOfSomeoneStillToActThisRound) {
    give("a", "guard-down", "start-of-next-turn:c");
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"guard-down"}));
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("current"), "c");
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, EndOfRound) {
    give("a", "slowed", "end-of-round");
    accept(named<commands::EndTurn>());
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"slowed"}));
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
}

TEST_F(ConditionTest, AddingAgainReplacesTheDuration) {
    give("a", "slowed", "end-of-round");
    give("a", "slowed", "manual");
    for (int i = 0; i < 6; ++i) {
        accept(named<commands::EndTurn>());
    }
    EXPECT_EQ(view("a.conditions"), nlohmann::json({"slowed"}));
    auto remove = named<commands::Condition>("a");
    remove.remove = "slowed";
    accept(remove);
    EXPECT_EQ(view("a.conditions"), nlohmann::json::array());
    // The log said "Slowed ends (expired)" when the ARC removed it.
    const auto& ended = m_encounter->log().back().events;
    ASSERT_EQ(ended.size(), 1U);
    ASSERT_TRUE(std::holds_alternative<events::EffectRemoved>(ended.front()));
    EXPECT_EQ(std::get<events::EffectRemoved>(ended.front()).why, "removed");
    // Named, not by its ids ("a does not have slowed").
    const std::string again = refuse(remove);
    EXPECT_EQ(again, fmt::format("{} is not Slowed: there is nothing to remove", state().find("a")->name));
}

TEST_F(ConditionTest, ZeroLifeDefeats) {
    auto hurt = named<dbu::LoseLife>("c");
    hurt.amount = 150;
    accept(hurt);
    EXPECT_EQ(view("c.life"), 0);
    EXPECT_EQ(view("c.conditions"), nlohmann::json({"defeated"}));
    EXPECT_EQ(view("c.active"), true);
}

TEST_F(ConditionTest, LifeAndKiStayWithinTheirPools) {
    auto heal = named<dbu::Heal>("a");
    heal.amount = 50;
    accept(heal);
    EXPECT_EQ(view("a.life"), 100);
    auto ki = named<dbu::AdjustKi>("a");
    ki.amount = -500;
    accept(ki);
    EXPECT_EQ(view("a.ki"), 0);
}

} // namespace
} // namespace scouter::engine::test
