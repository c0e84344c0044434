// SPDX-License-Identifier: GPL-3.0-or-later
// How an attack and its answer resolve in Fatewalker (contract section 8): evasions, parries and
// blocks, Unbalance, counterattacks, what a landed attack does, and the checks that follow.
#include "dice/ScriptedDice.h"
#include "fatewalker/ExchangeResolution.h"

#include <gtest/gtest.h>

namespace scouter::engine::fatewalker {
namespace {

ExchangeInput attack(const std::string& action, int successes, const std::string& damage = "5x1 @5") {
    ExchangeInput input;
    input.attacker = "a";
    input.target = "b";
    input.action = action;
    input.kind = *attackKind(action);
    input.attackSuccesses = successes;
    if (!damage.empty()) {
        input.attackDamage = DamageNotation::parse(damage);
    }
    return input;
}

ExchangeInput answered(ExchangeInput input, const std::string& reaction, int successes,
                       const std::string& damage = "") {
    input.reaction = reaction;
    input.answerSuccesses = successes;
    if (!damage.empty()) {
        input.answerDamage = DamageNotation::parse(damage);
    }
    return input;
}

ExchangeOutcome resolve(const ExchangeInput& input, std::vector<int> faces, const CombatReadings& readings = {}) {
    ScriptedDice dice{faces};
    auto outcome = resolveExchange(input, readings, dice);
    EXPECT_EQ(dice.remaining(), 0U) << "faces left over";
    return outcome;
}

TEST(FatewalkerExchange, TheDefenderWinsATieAndEachSuccessCancelsOne) {
    const auto tie = resolve(answered(attack("strike", 3), "dodge", 3), {});
    EXPECT_EQ(tie.net, 0);
    EXPECT_FALSE(tie.hit);
    EXPECT_TRUE(tie.damage.empty());
    const auto hit = resolve(answered(attack("strike", 3), "dodge", 1), {1, 2, 3, 7, 8});
    EXPECT_EQ(hit.net, 2);
    EXPECT_TRUE(hit.hit);
    EXPECT_EQ(hit.damageTo("b"), 3);
    ASSERT_EQ(hit.damage.size(), 1U);
    EXPECT_TRUE(hit.damage[0].stun);
}

TEST(FatewalkerExchange, NoAnswerLandsWithOneSuccessAndWeaponDamageIsNormal) {
    auto input = attack("attack", 1, "3x2/2x1 @6");
    const auto outcome = resolve(input, {1, 9, 9, 2, 9});
    EXPECT_TRUE(outcome.hit);
    EXPECT_EQ(outcome.damageTo("b"), 3);
    EXPECT_FALSE(outcome.damage[0].stun);
    EXPECT_FALSE(resolve(attack("attack", 0, "3x2/2x1 @6"), {}).hit);
}

TEST(FatewalkerExchange, RedirectMovesTheAttackerByTheDodgersNetSuccesses) {
    const auto outcome = resolve(answered(attack("strike", 2), "redirect", 4), {});
    EXPECT_FALSE(outcome.hit);
    EXPECT_EQ(outcome.distance, 2.0);
}

TEST(FatewalkerExchange, FriendlyFireRecordsTheRedirectedAttackOnlyWithANetSuccess) {
    auto input = answered(attack("strike", 2), "friendly-fire", 5);
    input.dodge = "dodge";
    input.newTarget = "c";
    const auto outcome = resolve(input, {});
    ASSERT_TRUE(outcome.friendlyFire.has_value());
    EXPECT_EQ(*outcome.friendlyFire, (FriendlyFireOutcome{"c", 3, -3}));
    input.answerSuccesses = 2;
    EXPECT_FALSE(resolve(input, {}).friendlyFire.has_value());
}

TEST(FatewalkerExchange, AParryTakesItsDamageOffTheAttacksDamage) {
    const auto outcome =
        resolve(answered(attack("strike", 4), "parry", 3, "3x2/2x1 @6"), {1, 2, 3, 4, 9, 1, 9, 9, 2, 9});
    EXPECT_TRUE(outcome.hit);
    EXPECT_EQ(outcome.damageTo("b"), 1);
    const auto cancelled =
        resolve(answered(attack("kick", 2, "4x1/1x3 @5"), "parry", 2, "3x2/2x1 @6"), {1, 9, 9, 9, 9, 1, 2, 9, 9, 9});
    EXPECT_FALSE(cancelled.hit);
    EXPECT_EQ(cancelled.damageTo("b"), 0);
    EXPECT_EQ(cancelled.damage.size(), 1U);
    const auto failedParry = resolve(answered(attack("strike", 2), "parry", 0, "3x2/2x1 @6"), {1, 2, 9, 9, 9});
    EXPECT_EQ(failedParry.damageTo("b"), 2);
    const auto missed = resolve(answered(attack("strike", 0), "parry", 2, "3x2/2x1 @6"), {});
    EXPECT_FALSE(missed.hit);
    EXPECT_TRUE(missed.damage.empty());
}

TEST(FatewalkerExchange, AParryComparedAsSuccessesWhenTheArcSaysSo) {
    CombatReadings readings;
    readings.parryComparesDamage = false;
    const auto stopped = resolve(answered(attack("strike", 3), "parry", 3, "3x2/2x1 @6"), {}, readings);
    EXPECT_FALSE(stopped.hit);
    const auto landed = resolve(answered(attack("strike", 4), "parry", 3, "3x2/2x1 @6"), {1, 2, 3, 9, 9}, readings);
    EXPECT_EQ(landed.damageTo("b"), 3);
}

TEST(FatewalkerExchange, UnbalanceStopsTheAttackAndDelaysTheAttackerByItsSurplus) {
    const auto stopped = resolve(answered(attack("strike", 3), "unbalance", 5), {});
    EXPECT_FALSE(stopped.hit);
    EXPECT_EQ(stopped.net, -2);
    EXPECT_EQ(stopped.delay, (std::vector<std::pair<std::string, int>>{{"a", 2}}));
    const auto tie = resolve(answered(attack("strike", 3), "unbalance", 3), {});
    EXPECT_FALSE(tie.hit);
    EXPECT_TRUE(tie.delay.empty());
    const auto landed = resolve(answered(attack("strike", 4), "unbalance", 1), {1, 2, 3, 9, 9});
    EXPECT_TRUE(landed.hit);
    EXPECT_EQ(landed.damageTo("b"), 3);
    CombatReadings readings;
    readings.unbalanceStopsOnTie = false;
    const auto tieLands = resolve(answered(attack("strike", 3), "unbalance", 3), {1, 9, 9, 9, 9}, readings);
    EXPECT_TRUE(tieLands.hit);
    EXPECT_EQ(tieLands.damageTo("b"), 1);
}

TEST(FatewalkerExchange, CounterattacksWinLoseOrBothTakeDamageOnATie) {
    auto riposte = answered(attack("attack", 2, "3x2/2x1 @6"), "parry-riposte", 3, "2x3 @6");
    riposte.answerStun = false;
    const auto won = resolve(riposte, {1, 9});
    EXPECT_FALSE(won.hit);
    EXPECT_EQ(won.damageTo("a"), 3);
    EXPECT_EQ(won.damageTo("b"), 0);
    riposte.answerSuccesses = 2;
    const auto tie = resolve(riposte, {1, 9, 9, 9, 9, 1, 1});
    EXPECT_TRUE(tie.hit);
    ASSERT_EQ(tie.damage.size(), 2U);
    EXPECT_EQ(tie.damage[0].to, "b"); // the attack's damage first
    EXPECT_EQ(tie.damageTo("b"), 2);
    EXPECT_EQ(tie.damageTo("a"), 6);
    riposte.answerSuccesses = 1;
    const auto lost = resolve(riposte, {1, 1, 9, 9, 9});
    EXPECT_EQ(lost.damageTo("b"), 4);
    EXPECT_EQ(lost.damageTo("a"), 0);
}

TEST(FatewalkerExchange, StopChargeAddsTheChargesBonusWhenItWins) {
    auto input = answered(attack("melee-charge", 2, "2x2 @6"), "stop-charge", 4, "2x2 @6");
    input.attackBonus = 3;
    input.answerBonus = 3;
    input.answerStun = false;
    const auto won = resolve(input, {1, 9});
    EXPECT_EQ(won.damageTo("a"), 2 + 3);
    input.answerSuccesses = 2;
    const auto tie = resolve(input, {1, 9, 1, 9});
    EXPECT_EQ(tie.damageTo("b"), 2 + 3);
    EXPECT_EQ(tie.damageTo("a"), 2);
}

TEST(FatewalkerExchange, DefensiveThrowThrowsHurtsAndDownsByItsMargin) {
    const auto outcome = resolve(answered(attack("unarmed-charge", 1, "4x1 @5"), "defensive-throw", 5), {1, 2});
    EXPECT_FALSE(outcome.hit);
    EXPECT_EQ(outcome.distance, 2.0);
    EXPECT_EQ(outcome.damageTo("a"), 2);
    EXPECT_EQ(outcome.prone, (std::vector<std::string>{"a"}));
    ASSERT_EQ(outcome.checks.size(), 1U); // the charger's footing, always
    EXPECT_EQ(outcome.checks[0].who, "a");
    const auto small = resolve(answered(attack("unarmed-charge", 1, "4x1 @5"), "defensive-throw", 3), {});
    EXPECT_EQ(small.distance, 1.0);
    EXPECT_TRUE(small.prone.empty());
    const auto tie = resolve(answered(attack("unarmed-charge", 2, "4x1 @5"), "defensive-throw", 2), {1, 9, 9, 9});
    EXPECT_TRUE(tie.hit);
    EXPECT_EQ(tie.damageTo("b"), 1);
    EXPECT_FALSE(tie.distance.has_value());
}

TEST(FatewalkerExchange, CatchStrikeGrapplesAndStepInsideAvoids) {
    const auto caught = resolve(answered(attack("kick", 1, "4x1/1x3 @5"), "catch-strike", 4), {});
    EXPECT_EQ(caught.bind.kind, BindChange::Kind::Set);
    EXPECT_EQ(caught.bind.levels.grapple, 2);
    EXPECT_TRUE(caught.bind.newBind);
    const auto inside = resolve(answered(attack("attack", 1, "3x2 @6"), "step-inside", 2, "2x3 @6"), {});
    EXPECT_FALSE(inside.hit);
    EXPECT_TRUE(inside.damage.empty());
}

TEST(FatewalkerExchange, TakedownNeedsThreeNetSuccessesAndDownsBoth) {
    const auto weak = resolve(attack("takedown", 2, ""), {});
    EXPECT_FALSE(weak.hit);
    const auto landed = resolve(attack("takedown", 4, ""), {1, 2, 3, 9});
    EXPECT_TRUE(landed.hit);
    EXPECT_EQ(landed.damageTo("b"), 3);
    EXPECT_EQ(landed.bind.levels.takedown, 1);
    EXPECT_EQ(landed.prone, (std::vector<std::string>{"a", "b"}));
}

TEST(FatewalkerExchange, UnarmedThrowAndHeadbutt) {
    const auto thrown = resolve(attack("unarmed-throw", 3, ""), {1, 2, 9});
    EXPECT_EQ(thrown.distance, 1.5);
    EXPECT_EQ(thrown.damageTo("b"), 2);
    EXPECT_EQ(thrown.prone, (std::vector<std::string>{"b"}));
    const auto butt = resolve(attack("headbutt", 2, "5x1 @6"), {1, 2, 3, 4, 5});
    EXPECT_EQ(butt.damageTo("b"), 5);
    EXPECT_EQ(butt.damageTo("a"), 2);
    CombatReadings up;
    up.headbuttRoundsUp = true;
    EXPECT_EQ(resolve(attack("headbutt", 2, "5x1 @6"), {1, 2, 3, 4, 5}, up).damageTo("a"), 3);
}

TEST(FatewalkerExchange, ChecksFollowChargesTripKicksAndLeapingDodges) {
    const auto charge = resolve(attack("unarmed-charge", 3, "4x1 @5"), {1, 2, 6, 7});
    ASSERT_EQ(charge.checks.size(), 2U);
    EXPECT_EQ(charge.checks[0], (CheckAsked{"a", "charge-footing", 0, true, false}));
    EXPECT_EQ(charge.checks[1], (CheckAsked{"b", "charge-footing", -2, true, true}));
    const auto trip = resolve(attack("trip-kick", 1, "4x1/1x3 @5"), {1, 9, 9, 9, 1});
    ASSERT_EQ(trip.checks.size(), 1U);
    EXPECT_EQ(trip.checks[0], (CheckAsked{"b", "trip-kick-fall", -4, false, true}));
    const auto leap = resolve(answered(attack("strike", 3), "leaping-dodge", 1), {1, 9, 9, 9, 9});
    ASSERT_EQ(leap.checks.size(), 1U);
    EXPECT_EQ(leap.checks[0], (CheckAsked{"b", "leaping-dodge-fall", -1, false, false}));
    EXPECT_TRUE(resolve(answered(attack("strike", 3), "leaping-dodge", 3), {}).checks.empty());
}

TEST(FatewalkerExchange, AFailedCheckDownsItsRollerAndTheOneHitTakesAFall) {
    ScriptedDice dice{{3}};
    const auto fall = resolveCheck({"b", "charge-footing", -5, true, true}, 0, CombatReadings{}, dice);
    EXPECT_EQ(fall.delay, 5);
    EXPECT_TRUE(fall.prone);
    ASSERT_TRUE(fall.fall.has_value());
    EXPECT_EQ(fall.fall->points, 1);
    ScriptedDice none;
    const auto kept = resolveCheck({"a", "charge-footing", 0, true, false}, 2, CombatReadings{}, none);
    EXPECT_EQ(kept.delay, 3);
    EXPECT_FALSE(kept.prone);
    const auto attackerFalls = resolveCheck({"a", "charge-footing", 0, true, false}, 0, CombatReadings{}, none);
    EXPECT_TRUE(attackerFalls.prone);
    EXPECT_FALSE(attackerFalls.fall.has_value());
}

TEST(FatewalkerExchange, AFailedHoldFreesBoth) {
    auto input = answered(attack("hold", 2, ""), "slip", 3);
    input.bind = BindLevels{2, std::nullopt, std::nullopt, std::nullopt};
    EXPECT_EQ(resolve(input, {}).bind.kind, BindChange::Kind::Ended);
    input.answerSuccesses = 0;
    const auto held = resolve(input, {});
    EXPECT_EQ(held.bind.kind, BindChange::Kind::Set);
    EXPECT_EQ(held.bind.levels.hold, 1);
    EXPECT_EQ(held.bind.levels.holder, "a");
}

TEST(FatewalkerExchange, UnarmedDisarmLandsOnANetSuccess) {
    auto input = answered(attack("unarmed-disarm", 2, ""), "parry", 1);
    input.reaction.reset();
    EXPECT_TRUE(resolve(input, {}).disarmed);
    input.attackSuccesses = 0;
    EXPECT_FALSE(resolve(input, {}).disarmed);
}

TEST(FatewalkerExchange, MeleeDisarmLandsWithoutEffectAndATiedCounterGrapplesNobody) {
    const auto disarm = resolve(attack("melee-disarm", 2, "3x2 @6"), {});
    EXPECT_TRUE(disarm.hit);
    EXPECT_TRUE(disarm.damage.empty());
    const auto tied = resolve(answered(attack("grapple", 2, ""), "step-inside", 2), {});
    EXPECT_FALSE(tied.hit);
    EXPECT_EQ(tied.bind.kind, BindChange::Kind::Unchanged);
}

} // namespace
} // namespace scouter::engine::fatewalker
