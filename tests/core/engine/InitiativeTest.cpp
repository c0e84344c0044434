// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"

namespace scouter::engine::test {
namespace {

class InitiativeTest : public EngineFixture {};

TEST_F(InitiativeTest, ModernAddsHalfAgilityScoreRoundedDown) {
    add("a", "heroes", {0, 0}).sheet.numbers["agilityScore"] = 7;
    add("b", "villains", {5, 0});
    create();
    m_dice.append({6, 2});
    accept(named<dbu::RollInitiative>());
    EXPECT_EQ(view("a.initiative"), 9);
    EXPECT_EQ(view("b.initiative"), 5);
}

TEST_F(InitiativeTest, LegacyAddsHalfAgilityModifierAndBonus) {
    Combatant& a = add("a", "heroes", {0, 0});
    a.sheet.numbers["agilityModifier"] = 5;
    a.sheet.numbers["initiativeBonus"] = 2;
    add("b", "villains", {5, 0});
    create("dbu-legacy");
    m_dice.append({4, 1});
    accept(named<dbu::RollInitiative>());
    EXPECT_EQ(view("a.initiative"), 8);
}

TEST_F(InitiativeTest, SurprisedHalveARolledValueButNotAnEnteredOne) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create();
    auto surprise = named<dbu::Surprise>();
    surprise.ids = {"a", "b"};
    accept(surprise);
    auto roll = named<commands::SetInitiative>("a");
    roll.roll = 9;
    accept(roll);
    auto value = named<commands::SetInitiative>("b");
    value.value = 9;
    accept(value);
    EXPECT_EQ(view("a.initiative"), 6); // (9 + 3) / 2
    EXPECT_EQ(view("b.initiative"), 9);
}

TEST_F(InitiativeTest, AgilityScoreBreaksATieBeforeAnyRollOff) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0}).sheet.numbers["agilityScore"] = 8;
    create();
    startWith({{"a", 10}, {"b", 10}});
    EXPECT_EQ(view("order"), nlohmann::json({"b", "a"}));
    EXPECT_EQ(m_dice.remaining(), 0U);
}

TEST_F(InitiativeTest, TiedRollOffWaitsForTheArc) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create();
    m_dice.append({4, 4});
    startWith({{"a", 10}, {"b", 10}});
    EXPECT_EQ(view("pending"), "tie");
    EXPECT_EQ(view("current"), nullptr);
    EXPECT_NE(refuse(named<commands::EndTurn>()).find("decision waits"), std::string::npos);
    auto tie = named<commands::BreakTie>();
    tie.ids = {"b", "a"};
    accept(tie);
    EXPECT_EQ(view("current"), "b");
}

TEST_F(InitiativeTest, RerollOptionBreaksTheTieByItself) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create("dbu", {{"tieAfterRollOff", "reroll"}});
    m_dice.append({4, 4, 2, 2, 3, 9});
    startWith({{"a", 10}, {"b", 10}});
    EXPECT_EQ(view("pending"), nullptr);
    EXPECT_EQ(view("order"), nlohmann::json({"b", "a"}));
    EXPECT_EQ(m_dice.remaining(), 0U);
}

TEST_F(InitiativeTest, ModernOrderFollowsAChangedValueAndNobodyActsTwice) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    add("c", "villains", {6, 0});
    create();
    startWith({{"a", 15}, {"b", 12}, {"c", 9}});
    auto raise = named<commands::SetInitiative>("c");
    raise.value = 20;
    accept(raise);
    EXPECT_EQ(view("order"), nlohmann::json({"c", "a", "b"}));
    accept(named<commands::EndTurn>("a"));
    EXPECT_EQ(view("current"), "c"); // bumped above the current position: acts next
    accept(named<commands::EndTurn>("c"));
    EXPECT_EQ(view("current"), "b");
    accept(named<commands::EndTurn>("b"));
    EXPECT_EQ(view("round"), 2);
    EXPECT_EQ(view("current"), "c");
}

TEST_F(InitiativeTest, LegacyOrderStaysTheSameWhenAValueChanges) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {5, 0});
    create("dbu-legacy");
    startWith({{"a", 15}, {"b", 12}});
    auto raise = named<commands::SetInitiative>("b");
    raise.value = 20;
    accept(raise);
    EXPECT_EQ(view("order"), nlohmann::json({"a", "b"}));
}

TEST_F(InitiativeTest, GroupRollsOnceWithItsFirstMember) {
    add("a", "heroes", {0, 0});
    add("g1", "villains", {5, 0}, 1, "pack").sheet.numbers["agilityScore"] = 4;
    add("g2", "villains", {5, 1}, 1, "pack");
    create();
    m_dice.append({5, 7});
    accept(named<dbu::RollInitiative>());
    EXPECT_EQ(view("a.initiative"), 8);
    EXPECT_EQ(view("g1.initiative"), 9);
    EXPECT_EQ(view("g2.initiative"), 9);
    EXPECT_EQ(view("pack.initiative"), 9);
}

} // namespace
} // namespace scouter::engine::test
