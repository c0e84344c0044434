// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

// Reactions answer the attack just made: Intervene a successful strike on an Ally, United Attack
// an Ally's attack, Duel Escape a Duel under way.
class ReactionTest : public EngineFixture {
protected:
    void SetUp() override {
        add("e", "villains", {3, 0}, 2);
        add("a", "heroes", {0, 0}, 2);
        add("b", "heroes", {1, 0}, 2);
        create();
        startWith({{"e", 14}, {"a", 12}, {"b", 10}});
    }
};

TEST_F(ReactionTest, InterveneAnswersASuccessfulStrikeOnAnAlly) {
    auto intervene = maneuver("b", "intervene", "a");
    intervene.option = "distant-deflect";
    intervene.hit = true;
    EXPECT_NE(refuse(intervene).find("successfully struck"), std::string::npos);
    auto miss = maneuver("e", "basic-attack", "a");
    accept(miss);
    EXPECT_NE(refuse(intervene).find("successfully struck"), std::string::npos);
    auto hit = maneuver("e", "basic-attack", "a");
    hit.hit = true;
    hit.damage = 10;
    accept(hit);
    accept(intervene);
    EXPECT_EQ(view("b.ki"), 54); // 3(T) at Tier 2
    EXPECT_EQ(view("b.counterActions"), 0);
}

TEST_F(ReactionTest, AnAttackIsNoLongerAnswerableAfterTheNextManeuver) {
    auto hit = maneuver("e", "basic-attack", "a");
    hit.hit = true;
    hit.damage = 10;
    accept(hit);
    accept(maneuver("e", "power-up"));
    auto intervene = maneuver("b", "intervene", "a");
    intervene.option = "wall-of-defense";
    intervene.hit = true;
    EXPECT_NE(refuse(intervene).find("successfully struck"), std::string::npos);
}

TEST_F(ReactionTest, UnitedAttackJoinsAnAlliesAttack) {
    accept(named<commands::EndTurn>());
    EXPECT_EQ(view("current"), "a");
    auto join = maneuver("b", "united-attack", "a");
    join.ki = 4;
    EXPECT_NE(refuse(join).find("joins an Ally's Attacking Maneuver"), std::string::npos);
    accept(maneuver("a", "basic-attack", "e"));
    accept(join);
    EXPECT_EQ(view("b.actions"), 2);
    EXPECT_EQ(view("b.ki"), 56);
}

TEST_F(ReactionTest, DuelEscapeNeedsADuel) {
    EXPECT_NE(refuse(maneuver("e", "duel-escape")).find("Duel against you"), std::string::npos);
    accept(maneuver("e", "signature-technique", "a"));
    accept(maneuver("a", "duel", "e"));
    auto escape = maneuver("e", "duel-escape");
    escape.hit = true;
    accept(escape);
    auto convert = named<dbu::Convert>("e");
    accept(convert);
    EXPECT_NE(refuse(maneuver("e", "duel-escape")).find("Duel against you"), std::string::npos);
}

TEST_F(ReactionTest, RerollOnlyTheStillTied) {
    EncounterBuilder builder;
    for (const char* id : {"x", "y", "z"}) {
        Combatant c;
        c.id = id;
        c.name = id;
        c.side = id == std::string("x") ? "heroes" : "villains";
        builder.add(c);
    }
    m_builder = builder;
    create("dbu", {{"tieAfterRollOff", "reroll"}});
    m_dice.append({5, 5, 5, 7, 7, 2, 4, 6});
    startWith({{"x", 12}, {"y", 12}, {"z", 12}});
    EXPECT_EQ(view("order"), nlohmann::json({"y", "x", "z"}));
    EXPECT_EQ(m_dice.remaining(), 0U);
}

} // namespace
} // namespace scouter::engine::test
