// SPDX-License-Identifier: GPL-3.0-or-later
// Who may answer what in Fatewalker, and what the attack and the situation put on the rolls
// (contract section 8).
#include "fatewalker/Answers.h"
#include "fatewalker/RollSituation.h"

#include <gtest/gtest.h>

namespace scouter::engine::fatewalker {
namespace {

AttackSeen seen(const std::string& action, const std::string& projectile = "bullet") {
    return AttackSeen{action, *attackKind(action), projectile};
}

bool allowed(const std::string& reaction, const std::string& attack, const std::string& projectile = "bullet") {
    return !judgeAnswer(reaction, seen(attack, projectile), {}).refusal.has_value();
}

int modifier(const std::string& reaction, const std::string& attack, const std::string& projectile = "bullet") {
    const auto judgement = judgeAnswer(reaction, seen(attack, projectile), {});
    EXPECT_FALSE(judgement.refusal.has_value()) << reaction << " against " << attack;
    return judgement.modifier;
}

TEST(FatewalkerAnswers, KnowsWhichManeuversAreAttacks) {
    EXPECT_TRUE(isAttack("strike"));
    EXPECT_TRUE(isAttack("shoot"));
    EXPECT_TRUE(isAttack("cobra-strike"));
    EXPECT_TRUE(isAttack("slip"));
    EXPECT_FALSE(isAttack("dodge"));
    EXPECT_FALSE(isAttack("quick-look"));
    EXPECT_FALSE(attackKind("twin-pistols")->exchange);
    EXPECT_TRUE(attackKind("backstab")->indefensible);
}

TEST(FatewalkerAnswers, EvasionsMeetMeleeAndOnlyTheMissileDodgesMeetShots) {
    EXPECT_TRUE(allowed("dodge", "strike"));
    EXPECT_TRUE(allowed("dodge", "attack"));
    EXPECT_FALSE(allowed("dodge", "shoot"));
    EXPECT_FALSE(allowed("dodge", "melee-throw"));
    EXPECT_FALSE(allowed("redirect", "careful-throw"));
    EXPECT_EQ(modifier("sidestep", "strike"), 0);
    EXPECT_EQ(modifier("sidestep", "melee-throw"), -3);
    EXPECT_FALSE(allowed("sidestep", "shoot"));
    EXPECT_EQ(modifier("dodge-missile", "cobra-strike"), 0);
    EXPECT_EQ(modifier("dodge-missile", "shoot", "arrow"), -2);
    EXPECT_EQ(modifier("dodge-missile", "shoot", "bolt"), -4);
    EXPECT_EQ(modifier("dodge-missile", "long-burst", "bullet"), -4);
    EXPECT_EQ(modifier("dodge-missile", "shoot", "photon"), -6);
    EXPECT_EQ(modifier("dodge-missile", "vitals-shot", "tachyon"), -8);
    EXPECT_FALSE(allowed("dodge-missile", "strike"));
    EXPECT_EQ(modifier("parry-projectile", "melee-throw"), -2);
    EXPECT_EQ(modifier("parry-projectile", "shoot", "arrow"), -4);
    EXPECT_EQ(modifier("parry-projectile", "shoot", "laser"), -5);
    EXPECT_FALSE(allowed("parry-projectile", "shoot", "tachyon"));
    EXPECT_EQ(modifier("block-projectile", "careful-throw"), 0);
    EXPECT_EQ(modifier("block-projectile", "shoot", "arrow"), -2);
    EXPECT_FALSE(allowed("block-projectile", "shoot", "bullet"));
}

TEST(FatewalkerAnswers, ParriesAndBlocksMeetStrikesButNeverAHeadbutt) {
    EXPECT_TRUE(allowed("parry", "strike"));
    EXPECT_TRUE(allowed("quick-parry", "kick"));
    EXPECT_TRUE(allowed("power-parry", "melee-charge"));
    EXPECT_FALSE(allowed("parry", "shield-bash"));
    EXPECT_TRUE(allowed("shield-block", "shield-bash"));
    EXPECT_FALSE(allowed("parry", "headbutt"));
    EXPECT_FALSE(allowed("shield-block", "headbutt"));
    EXPECT_FALSE(allowed("block", "headbutt"));
    EXPECT_TRUE(allowed("dodge", "headbutt"));
    EXPECT_FALSE(allowed("parry", "grapple"));
    EXPECT_EQ(modifier("block", "strike"), 0);
    EXPECT_EQ(modifier("martial-block", "attack"), -2);
    EXPECT_EQ(modifier("unbalance", "hack"), -2);
    EXPECT_FALSE(allowed("block", "unarmed-charge"));
    EXPECT_TRUE(allowed("leg-check", "trip-kick"));
    EXPECT_FALSE(allowed("leg-check", "spinning-kick"));
    EXPECT_FALSE(allowed("leg-check", "leap-kick"));
}

TEST(FatewalkerAnswers, GrapplingAnswersAndCounterattacksMeetWhatTheirRowsName) {
    EXPECT_TRUE(allowed("sprawl", "takedown"));
    EXPECT_TRUE(allowed("sprawl", "unarmed-throw"));
    EXPECT_FALSE(allowed("sprawl", "grapple"));
    for (const char* grappling : {"grapple", "takedown", "hold", "choke-hold", "unarmed-throw"}) {
        EXPECT_TRUE(allowed("slip", grappling)) << grappling;
    }
    EXPECT_FALSE(allowed("slip", "strike"));
    EXPECT_TRUE(allowed("grapple", "slip"));
    EXPECT_TRUE(allowed("grapple", "sweep"));
    EXPECT_FALSE(allowed("hold", "slip"));
    EXPECT_FALSE(judgeAnswer("hold", seen("slip"), {"", true}).refusal.has_value());
    EXPECT_TRUE(allowed("stop-charge", "unarmed-charge"));
    EXPECT_FALSE(allowed("stop-charge", "strike"));
    EXPECT_EQ(modifier("defensive-throw", "unarmed-charge"), -2);
    EXPECT_EQ(modifier("defensive-throw", "leap-kick"), -2);
    EXPECT_EQ(modifier("defensive-throw", "melee-charge"), -3);
    EXPECT_EQ(modifier("catch-strike", "strike"), -2);
    EXPECT_EQ(modifier("catch-strike", "kick"), 0);
    EXPECT_FALSE(allowed("catch-strike", "attack"));
    EXPECT_TRUE(allowed("step-inside", "attack"));
    EXPECT_FALSE(allowed("step-inside", "shoot"));
    EXPECT_TRUE(allowed("parry-riposte", "attack"));
    EXPECT_EQ(modifier("block-strike", "attack"), -2);
}

TEST(FatewalkerAnswers, RefusesAnswersToTheIndefensibleAndReactionsThatAnswerNothing) {
    const auto backstab = judgeAnswer("dodge", seen("backstab"), {});
    ASSERT_TRUE(backstab.refusal.has_value());
    EXPECT_NE(backstab.refusal->find("indefensible"), std::string::npos);
    EXPECT_TRUE(judgeAnswer("evade-aoe", seen("strike"), {}).refusal.has_value());
    EXPECT_TRUE(judgeAnswer("disengage", seen("strike"), {}).refusal.has_value());
}

TEST(FatewalkerAnswers, TheAttackModifiesItsAnswer) {
    EXPECT_EQ(modifier("dodge", "unarmed-charge"), 2);
    EXPECT_EQ(modifier("sidestep", "melee-charge"), 2);
    EXPECT_EQ(modifier("redirect", "melee-charge"), 5);
    EXPECT_EQ(modifier("redirect", "grapple"), 3);
    EXPECT_EQ(modifier("redirect", "takedown"), 3);
    EXPECT_EQ(modifier("step-inside", "melee-charge"), 0); // a dodge for penalties, not bonuses
    EXPECT_EQ(modifier("dodge", "thrust"), -1);
    EXPECT_EQ(modifier("step-inside", "thrust"), -1);
    EXPECT_EQ(modifier("parry", "thrust"), 0);
    EXPECT_EQ(modifier("block", "lightning-strike"), -1);
    EXPECT_EQ(modifier("catch-strike", "lightning-strike"), -3);
    EXPECT_EQ(modifier("dodge", "power-strike"), 1);
    EXPECT_EQ(modifier("parry", "spin-slash"), 1);
    EXPECT_EQ(modifier("slip", "unarmed-throw"), 2);
    EXPECT_EQ(modifier("sprawl", "unarmed-throw"), 2);
}

TEST(FatewalkerAnswers, FriendlyFireAnswersAsTheDodgeItModifies) {
    EXPECT_EQ(judgeAnswer("friendly-fire", seen("melee-throw"), {"sidestep", false}).modifier, -3);
    EXPECT_EQ(judgeAnswer("friendly-fire", seen("melee-charge"), {"dodge", false}).modifier, 2);
    EXPECT_TRUE(judgeAnswer("friendly-fire", seen("melee-throw"), {"dodge", false}).refusal.has_value());
    EXPECT_TRUE(judgeAnswer("friendly-fire", seen("strike"), {"redirect", false}).refusal.has_value());
}

TEST(FatewalkerAnswers, FootworkDiceServeParriesBlocksAndEvasionsOnly) {
    EXPECT_TRUE(takesFootworkDice("parry"));
    EXPECT_TRUE(takesFootworkDice("shield-block"));
    EXPECT_TRUE(takesFootworkDice("dodge"));
    EXPECT_TRUE(takesFootworkDice("unbalance"));
    EXPECT_FALSE(takesFootworkDice("parry-riposte"));
    EXPECT_FALSE(takesFootworkDice("stop-charge"));
    EXPECT_FALSE(takesFootworkDice("sprawl"));
}

RollSituation rolling(const std::string& action) {
    RollSituation situation;
    situation.action = action;
    return situation;
}

TEST(FatewalkerSituation, HoldsCoverHandsAndEvasiveRunnersChangeTheRoll) {
    auto held = rolling("strike");
    held.inOpponentsHold = true;
    EXPECT_EQ(judgeSituation(held).modifier, -3);
    held.action = "slip";
    EXPECT_EQ(judgeSituation(held).modifier, 0);
    auto covered = rolling("attack");
    covered.keepsShieldCover = true;
    EXPECT_EQ(judgeSituation(covered).modifier, -2);
    auto oneHand = rolling("grapple");
    oneHand.freeHands = 1;
    EXPECT_EQ(judgeSituation(oneHand).modifier, -3);
    oneHand.freeHands = 0;
    EXPECT_TRUE(judgeSituation(oneHand).refusal.has_value());
    auto shot = rolling("shoot");
    shot.attack = attackKind("shoot");
    shot.targetEvasiveSuccesses = 4;
    EXPECT_EQ(judgeSituation(shot).modifier, -3);
    auto thrown = rolling("melee-throw");
    thrown.attack = attackKind("melee-throw");
    thrown.targetEvasiveSuccesses = 4;
    EXPECT_EQ(judgeSituation(thrown).modifier, -3);
    auto melee = rolling("attack");
    melee.attack = attackKind("attack");
    melee.targetEvasiveSuccesses = 4;
    EXPECT_EQ(judgeSituation(melee).modifier, -1);
    melee.targetEvasiveSuccesses = 0;
    EXPECT_EQ(judgeSituation(melee).modifier, 0);
    auto hold = rolling("hold");
    hold.holdValue = 2;
    EXPECT_EQ(judgeSituation(hold).modifier, 2);
}

} // namespace
} // namespace scouter::engine::fatewalker
