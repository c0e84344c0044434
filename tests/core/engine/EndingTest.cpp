// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class EndingTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {1, 0});
        add("c", "heroes", {0, 1});
        create();
        startWith({{"a", 14}, {"b", 12}, {"c", 10}});
    }
};

TEST_F(EndingTest, AbsoluteVictoryAndUndoTakesItBack) {
    auto shaken = named<commands::Condition>("c");
    shaken.add = "shaken";
    accept(shaken);
    auto defeat = named<commands::Condition>("b");
    defeat.add = "defeated";
    accept(defeat);
    EXPECT_EQ(view("ended"), true);
    EXPECT_EQ(view("outcome"), "victory");
    EXPECT_EQ(view("current"), nullptr);
    EXPECT_EQ(view("c.conditions"), nlohmann::json::array());
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(view("ended"), false);
    EXPECT_EQ(view("current"), "a");
    EXPECT_EQ(view("c.conditions"), nlohmann::json({"shaken"}));
    ASSERT_TRUE(m_encounter->redo());
    EXPECT_EQ(view("ended"), true);
}

TEST_F(EndingTest, LastOfASideEscaping) {
    auto leave = named<commands::Leave>("b");
    leave.reason = "escape";
    accept(leave);
    EXPECT_EQ(view("outcome"), "escape");
    EXPECT_EQ(view("b.active"), false);
}

// A9.2: a character who fled cannot re-enter. Nobody joins once play starts, so the escaped
// character stays out of the order for the rest of the encounter and cannot leave again.
TEST_F(EndingTest, AnEscapedCharacterDoesNotComeBack) {
    auto leave = named<commands::Leave>("c");
    leave.reason = "escape";
    accept(leave);
    EXPECT_EQ(view("ended"), false) << "a is still there for the heroes";
    EXPECT_EQ(view("order"), nlohmann::json({"a", "b"}));
    EXPECT_NE(refuse(leave).find("already left"), std::string::npos);
    for (int turn = 0; turn < 4; ++turn) {
        accept(named<commands::EndTurn>());
        EXPECT_NE(view("current"), "c") << "turn " << turn;
    }
    EXPECT_EQ(view("c.active"), false);
}

TEST_F(EndingTest, RelationChangeCanEndIt) {
    auto relation = named<commands::Relation>();
    relation.a = "a";
    relation.b = "b";
    relation.relation = "ally";
    accept(relation);
    EXPECT_EQ(view("ended"), false); // c and b are still Opponents
    relation.a = "c";
    accept(relation);
    EXPECT_EQ(view("ended"), true);
}

TEST_F(EndingTest, DeathRemovesFromTheOrder) {
    auto leave = named<commands::Leave>("c");
    leave.reason = "death";
    accept(leave);
    EXPECT_EQ(view("order"), nlohmann::json({"a", "b"}));
    EXPECT_EQ(view("c.active"), false);
}

TEST_F(EndingTest, CeasefireEndsAndRefusesFurtherCommands) {
    auto end = named<commands::End>();
    end.outcome = "ceasefire";
    accept(end);
    EXPECT_EQ(view("outcome"), "ceasefire");
    EXPECT_NE(refuse(maneuver("a", "power-up")).find("ended"), std::string::npos);
}

} // namespace
} // namespace scouter::engine::test
