// SPDX-License-Identifier: GPL-3.0-or-later
// What the players' screen may say of a combatant whose numbers are secret: how hurt it looks
// (Ruleset::health) and which board columns anyone at the table may read (BoardColumn::audience),
// for each ruleset.
#include "EngineFixture.h"
#include "FatewalkerFixture.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scouter::engine::test {
namespace {

std::vector<std::string> publicColumns(const Ruleset& ruleset) {
    std::vector<std::string> ids;
    for (const auto& column : ruleset.boardColumns()) {
        if (column.audience == BoardColumn::Audience::Public) {
            ids.push_back(column.id);
        }
    }
    return ids;
}

class DbuHealth : public EngineFixture, public ::testing::WithParamInterface<const char*> {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {1, 0});
        add("c", "villains", {2, 0});
        create(GetParam());
        startWith({{"a", 20}, {"b", 10}, {"c", 5}});
    }

    void hurt(const std::string& id, int amount) {
        auto command = named<dbu::LoseLife>(id);
        command.amount = amount;
        accept(command);
    }

    [[nodiscard]] Health health(const std::string& id) const { return m_encounter->ruleset().health(state(), id); }
};

TEST_P(DbuHealth, ReadsTheLifeBarAsWordsAndZeroLifeAsDown) {
    EXPECT_EQ(health("b"), Health::Unhurt);
    hurt("b", 30);
    EXPECT_EQ(health("b"), Health::Bloodied) << "70 of 100";
    hurt("b", 20);
    EXPECT_EQ(health("b"), Health::BadlyHurt) << "50 of 100: half or less left";
    hurt("b", 49);
    EXPECT_EQ(health("b"), Health::BadlyHurt) << "1 of 100";
    hurt("b", 1);
    EXPECT_EQ(health("b"), Health::Down) << "0 Life";
}

TEST_P(DbuHealth, DefeatedOrGoneIsDownWhateverTheLifeLeft) {
    auto defeat = named<commands::Condition>("b");
    defeat.add = "defeated";
    accept(defeat);
    EXPECT_EQ(health("b"), Health::Down);
    auto leave = named<commands::Leave>("c");
    leave.reason = "escape";
    accept(leave);
    EXPECT_EQ(health("c"), Health::Down);
    EXPECT_EQ(health("a"), Health::Unhurt);
}

TEST_P(DbuHealth, OnlyTheConditionsArePublicNeverLifeKiOrActions) {
    EXPECT_EQ(publicColumns(m_encounter->ruleset()), std::vector<std::string>{"conditions"});
}

INSTANTIATE_TEST_SUITE_P(BothStructures, DbuHealth, ::testing::Values("dbu", "dbu-legacy"));

class True20Health : public EngineFixture {
protected:
    void SetUp() override {
        for (const char* id : {"ash", "bex"}) {
            Combatant c;
            c.id = id;
            c.name = id;
            c.side = std::string(id) == "ash" ? "heroes" : "villains";
            c.at = {std::string(id) == "ash" ? 0 : 1, 0};
            c.sheet.numbers = {{"constitution", 1}};
            m_builder.add(c, {});
        }
        create("true20");
        startWith({{"ash", 20}, {"bex", 10}});
    }

    // A Toughness save of Bex's against DC 15 + `damage`; Constitution 1 adds to the roll.
    void save(int damage, int roll, bool lethal) {
        auto command = named<true20::Toughness>("bex");
        command.damage = damage;
        command.roll = roll;
        command.lethal = lethal;
        accept(command);
    }

    [[nodiscard]] Health health() const { return m_encounter->ruleset().health(state(), "bex"); }
};

TEST_F(True20Health, TheLethalTrackReadsHurtBloodiedWoundedBadlyHurtDyingDown) {
    EXPECT_EQ(health(), Health::Unhurt);
    save(5, 16, true); // 17 against DC 20: failed by 3
    EXPECT_EQ(health(), Health::Bloodied) << "Hurt";
    save(5, 14, true); // failed by 5
    EXPECT_EQ(health(), Health::BadlyHurt) << "Wounded";
    save(5, 9, true); // failed by 10
    EXPECT_EQ(health(), Health::BadlyHurt) << "Disabled";
    save(5, 4, true); // failed by 15
    EXPECT_EQ(health(), Health::Down) << "Dying";
}

TEST_F(True20Health, TheSubdualTrackReadsBruisedAndDazedBloodiedStaggeredBadlyHurtUnconsciousDown) {
    save(5, 16, false);
    EXPECT_EQ(health(), Health::Bloodied) << "Bruised";
    save(5, 14, false);
    EXPECT_EQ(health(), Health::Bloodied) << "Dazed";
    save(5, 9, false);
    EXPECT_EQ(health(), Health::BadlyHurt) << "Staggered";
    save(5, 4, false);
    EXPECT_EQ(health(), Health::Down) << "Unconscious";
}

TEST_F(True20Health, AnInstantKillIsDown) {
    save(10, 1, true); // 2 against DC 25: failed by 23
    EXPECT_EQ(health(), Health::Down);
}

TEST_F(True20Health, TheTracksChecksAndConvictionAreNotPublic) {
    EXPECT_TRUE(publicColumns(m_encounter->ruleset()).empty());
}

class FatewalkerHealth : public FatewalkerTest {
protected:
    void SetUp() override {
        const std::map<std::string, int, std::less<>> skilled{{"agility", 6}, {"unarmed", 6}, {"observe", 4}};
        add("a", skilled);
        add("b", skilled);
        create();
        accept("start");
    }

    [[nodiscard]] Health health() const { return rules().health(state(), "b"); }
};

TEST_F(FatewalkerHealth, DamageTakenIsBloodiedFatigueBadlyHurtOutOfWillDown) {
    EXPECT_EQ(health(), Health::Unhurt);
    m_dice.append({1, 2, 3, 9});
    accept("act", {{"who", "a"}, {"action", "strike"}, {"target", "b"}, {"pool", 4}, {"tn", 6}});
    m_dice.append({1, 2, 3, 9, 9});
    accept("resolve", {{"choice", std::vector<std::string>{"none"}}});
    ASSERT_EQ(view("b.stunDamage"), 3);
    EXPECT_EQ(health(), Health::Bloodied);
    accept("condition", {{"who", "b"}, {"add", "fatigued"}});
    EXPECT_EQ(health(), Health::BadlyHurt);
    accept("condition", {{"who", "b"}, {"add", "unconscious"}});
    EXPECT_EQ(health(), Health::Down);
    accept("condition", {{"who", "b"}, {"remove", "unconscious"}});
    accept("condition", {{"who", "b"}, {"add", "incapacitated"}});
    EXPECT_EQ(health(), Health::Down);
}

TEST_F(FatewalkerHealth, PostureMovementTheTimelineAndConditionsArePublicDamageAndWindowsAreNot) {
    EXPECT_EQ(publicColumns(rules()), (std::vector<std::string>{"next", "posture", "movement", "conditions"}));
    accept("condition", {{"who", "b"}, {"add", "fatigued"}});
    const BoardCell conditions = rules().boardCell(state(), "b", "conditions");
    ASSERT_EQ(conditions.chips.size(), 1U);
    EXPECT_EQ(conditions.chips.front().text, "Fatigued");
    EXPECT_EQ(conditions.text, "Fatigued");
}

} // namespace
} // namespace scouter::engine::test
