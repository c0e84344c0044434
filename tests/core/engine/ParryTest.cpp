// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "dbu/DbuEvents.h"
#include "events/RulesetEventOf.h"

#include "events/EventJson.h"

namespace scouter::engine::test {
namespace {

// The Parry options that act after the attack they answer (Cross Counter, Direct Hit, Deflect's
// Rebound), and Desperation's Life wager on the attacking side (digest A5.2).
class ParryTest : public EngineFixture {
protected:
    void SetUp() override {
        add("e", "villains", {1, 0}, 2);
        add("a", "heroes", {0, 0}, 2);
        add("b", "heroes", {0, 1}, 2);
        create();
        startWith({{"e", 14}, {"a", 12}, {"b", 10}});
    }

    void parry(const std::string& who, const std::string& option, const std::string& target = {}) {
        auto command = maneuver(who, "parry", target);
        command.option = option;
        accept(command);
    }

    void attack(const std::string& who, const std::string& target, int damage, int ki = 0) {
        auto command = maneuver(who, "basic-attack", target);
        command.hit = true;
        command.damage = damage;
        command.ki = ki;
        accept(command);
    }

    [[nodiscard]] const CommandGroup& lastGroup() const { return m_encounter->log().back(); }
};

TEST_F(ParryTest, CrossCounterIsOneFreeBasicAttackOnTheAttacker) {
    parry("a", "cross-counter");
    attack("e", "a", 10);
    EXPECT_EQ(view("offers"), nlohmann::json({"a"}));
    // Only the attacker may be its target.
    auto astray = maneuver("a", "basic-attack", "b");
    astray.hit = true;
    EXPECT_NE(refuse(astray).find("own turn"), std::string::npos);
    attack("a", "e", 7);
    EXPECT_EQ(view("e.life"), 93);
    EXPECT_EQ(view("a.actions"), 3);
    EXPECT_EQ(view("a.counterActions"), 0);
    EXPECT_EQ(view("offers"), nlohmann::json::array());
}

TEST_F(ParryTest, TheParryIsRecordedAgainstTheAttackAndSurvivesAStoredRoundTrip) {
    parry("a", "deflect");
    attack("e", "a", 3);
    bool answered = false;
    for (const auto& event : lastGroup().events) {
        if (const auto* parried = events::rulesetEventAs<dbu::ParryAnswered>(event)) {
            answered = parried->who == "a" && parried->option == "deflect" && parried->attacker == "e";
            EXPECT_EQ(eventFromJson(toJson(event), &m_encounter->ruleset()), event);
        }
    }
    EXPECT_TRUE(answered);
    EXPECT_EQ(dbu::dbuState(m_encounter->state()).parry, "deflect");
}

TEST_F(ParryTest, DirectHitShakesOnlyAHeavyAttackThatDealtNothing) {
    parry("a", "direct-hit");
    attack("e", "a", 5, 10); // it did damage
    EXPECT_EQ(view("e.conditions"), nlohmann::json::array());
    accept(named<dbu::Convert>("a"));
    parry("a", "direct-hit");
    attack("e", "a", 0, 9); // below 5(T) = 10
    EXPECT_EQ(view("e.conditions"), nlohmann::json::array());
}

TEST_F(ParryTest, ReboundNeedsTheDeflectOfTheAttackJustMade) {
    parry("a", "guard");
    attack("e", "a", 3);
    auto rebound = maneuver("a", "parry", "e");
    rebound.option = "rebound";
    rebound.hit = true;
    rebound.damage = 9;
    EXPECT_NE(refuse(rebound).find("follows a Deflect"), std::string::npos);
}

class DesperationTest : public EngineFixture {};

TEST_F(DesperationTest, TheLifeWageredComesBackWithUndo) {
    add("a", "heroes", {0, 0}, 2);
    add("f", "villains", {2, 2}, 4);
    create();
    startWith({{"a", 14}, {"f", 10}});
    auto wager = maneuver("a", "basic-attack", "f");
    wager.ki = 70;
    wager.hit = false;
    accept(wager);
    EXPECT_EQ(view("a.ki"), 0);
    EXPECT_EQ(view("a.life"), 90);
    ASSERT_TRUE(m_encounter->undo());
    EXPECT_EQ(view("a.ki"), 60);
    EXPECT_EQ(view("a.life"), 100);
}

// The panel holds the attacker as the target while an attack is answered: a Parry aimed at the
// attacker is the parrier's own, answering that attack; a Deflect aimed at an Ally still helps it.
TEST_F(ParryTest, AParryAimedAtTheAttackerIsTheParriersOwn) {
    auto guardForAlly = maneuver("b", "parry", "a");
    guardForAlly.option = "guard";
    EXPECT_NE(refuse(guardForAlly).find("Only a Deflect can be made for an Ally"), std::string::npos);
    parry("a", "block", "e");
    attack("e", "a", 0);
    EXPECT_EQ(dbu::dbuState(state()).parry, "block");
    bool answered = false;
    for (const auto& event : lastGroup().events) {
        if (const auto* parried = events::rulesetEventAs<dbu::ParryAnswered>(event)) {
            answered = parried->who == "a" && parried->option == "block" && parried->attacker == "e";
        }
    }
    EXPECT_TRUE(answered);
    parry("b", "deflect", "a");
    EXPECT_EQ(view("b.counterActions"), 0);
}

} // namespace
} // namespace scouter::engine::test
