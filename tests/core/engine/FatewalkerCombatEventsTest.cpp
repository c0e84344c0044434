// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker's combat events: read back by the ruleset as the store does, applied by themselves,
// told in the ARC's words.
#include "FighterEdit.h"
#include "events/EventJson.h"
#include "events/Reducer.h"
#include "events/RulesetEventOf.h"
#include "fatewalker/CombatEvents.h"
#include "rules/RulesetRegistry.h"

#include <gtest/gtest.h>

namespace scouter::engine::fatewalker {
namespace {

const Ruleset& fatewalkerRules() {
    static const auto made = RulesetRegistry::withBuiltins().create("fatewalker", {});
    return *std::get<std::unique_ptr<Ruleset>>(made);
}

std::string nameOf(const std::string& id) {
    return id == "a" ? "Aster" : id == "b" ? "Brand" : id;
}

ExchangeResolved strikeLanded() {
    ExchangeResolved event;
    Exchange& exchange = event.exchange.edit();
    exchange.attacker = "b";
    exchange.target = "a";
    exchange.action = "strike";
    exchange.net = 3;
    exchange.hit = true;
    exchange.damage = {{"a", 5}};
    event.dealt = {{"a", 5, true, "attack"}};
    event.faces = {1, 2, 3, 9, 4};
    Fighter hurt;
    hurt.stunDamage = 5;
    hurt.nextTick = 9;
    event.fighters = {{"a", hurt}};
    return event;
}

TEST(FatewalkerCombatEvents, RoundTripThroughTheRulesetsDecoder) {
    OpenAttack attack{"a", "b", "unarmed-disarm", "", "dagger", 3, "4x1 @5", 2, 1, "arrow"};
    ExchangeResolved resolved = strikeLanded();
    Exchange& exchange = resolved.exchange.edit();
    exchange.reaction = "leaping-dodge";
    exchange.distance = 1.5;
    exchange.delay = {{"b", 2}};
    exchange.prone = {"a"};
    exchange.friendlyFire = FriendlyFire{"c", 2, -2};
    resolved.checks = {{"a", "leaping-dodge-fall", -5, false, false}};
    editFighter(resolved.fighters, "b", [](Fighter& b) { b.bind = Bind{"a", 2, std::nullopt, 1, "b"}; });
    // Metres are fractions kept to the thousandth, and a stored event holds whole numbers only.
    editFighter(resolved.fighters, "a", [](Fighter& a) {
        a.movement = Movement{"climb", metres(7 / 5.0), 3, 9, std::nullopt};
        a.roll = RollRecord{"jump", 0, 2, metres(7 / 3.0), {}, std::nullopt, {}};
    });
    CheckRolled rolled;
    rolled.who = "a";
    rolled.roll = "charge-footing";
    rolled.modifier = -5;
    rolled.delay = 5;
    rolled.delays = true;
    rolled.prone = true;
    rolled.fall = DamageLine{"a", 1, true, "fall"};
    rolled.faces = {3};
    rolled.exchange = resolved.exchange;
    rolled.fighters = resolved.fighters;
    for (const Event& event : {events::makeRulesetEvent(AttackOpened{attack}), events::makeRulesetEvent(resolved),
                               events::makeRulesetEvent(rolled), events::makeRulesetEvent(EvasionRolled{"b", 3})}) {
        const nlohmann::json json = toJson(event);
        EXPECT_EQ(eventFromJson(json, &fatewalkerRules()), event) << json.dump();
    }
}

TEST(FatewalkerCombatEvents, AnOpenedAttackAsksTheTargetAndTheResolutionClosesIt) {
    EncounterState state;
    state.rules = RulesetData(FwState{});
    const auto opened =
        events::makeRulesetEvent(AttackOpened{OpenAttack{"b", "a", "strike", "", "", 3, "5x1 @5", 0, 0, "bullet"}});
    std::get<events::RulesetEvent>(opened).body->reduce(state);
    const FwState& rules = *state.rules.get<FwState>();
    ASSERT_TRUE(rules.pending.has_value());
    EXPECT_EQ(rules.pending->kind, "reaction");
    EXPECT_EQ(rules.pending->who, "a");
    const auto resolved = events::makeRulesetEvent(strikeLanded());
    std::get<events::RulesetEvent>(resolved).body->reduce(state);
    const FwState& after = *state.rules.get<FwState>();
    EXPECT_FALSE(after.pending.has_value());
    EXPECT_FALSE(after.combat.open.has_value());
    EXPECT_EQ(after.fighters.at("a").stunDamage, 5);
    ASSERT_TRUE(after.exchange.has_value());
    EXPECT_EQ(after.exchange->damage.at("a"), 5);
}

// The state keeps the attack and the exchange the events carry, not copies of them; a copy of an
// event changed while it is made (a test's, a builder's) leaves the event it came from as it was.
TEST(FatewalkerCombatEvents, TheStateSharesTheEventsAttackAndExchangeAndAnEditedCopyLeavesThemAlone) {
    EncounterState state;
    state.rules = RulesetData(FwState{});
    const AttackOpened opened{OpenAttack{"b", "a", "strike", "", "", 3, "5x1 @5", 0, 0, ""}};
    opened.reduce(state);
    EXPECT_EQ(&*state.rules.get<FwState>()->combat.open, &*opened.attack);
    const EncounterState checkpoint = state;
    const ExchangeResolved resolved = strikeLanded();
    resolved.reduce(state, IdHints{});
    const FwState& after = *state.rules.get<FwState>();
    EXPECT_EQ(&*after.exchange, &*resolved.exchange);
    EXPECT_FALSE(after.combat.open.has_value());
    EXPECT_EQ(checkpoint.rules.get<FwState>()->combat.open->attacker, "b") << "a copy taken before keeps it";

    ExchangeResolved dodged = resolved;
    dodged.exchange.edit().hit = false;
    EXPECT_TRUE(resolved.exchange->hit);
    EXPECT_TRUE(after.exchange->hit);
    EXPECT_FALSE(dodged.exchange->hit);
    EXPECT_NE(dodged, resolved);
}

TEST(FatewalkerCombatEvents, TheLogTellsWhoHitWhomWithWhatDamage) {
    EXPECT_EQ(strikeLanded().words(nameOf), "Brand's Strike → Aster, hit: 5 stun");
    auto dodged = strikeLanded();
    dodged.exchange.edit().reaction = "dodge";
    dodged.exchange.edit().hit = false;
    dodged.exchange.edit().net = 0;
    dodged.dealt.clear();
    EXPECT_EQ(dodged.words(nameOf), "Brand's Strike → Aster, dodged (Dodge, net 0)");
    auto blocked = dodged;
    blocked.exchange.edit().reaction = "block";
    blocked.exchange.edit().net = -1;
    EXPECT_EQ(blocked.words(nameOf), "Brand's Strike → Aster, blocked (Block, net −1)");
    auto through = strikeLanded();
    through.exchange.edit().reaction = "block";
    EXPECT_EQ(through.words(nameOf), "Brand's Strike → Aster, hit (Block, net 3): 5 stun") << "a Block that lessens";
    auto unanswered = dodged;
    unanswered.exchange.edit().reaction.clear();
    EXPECT_EQ(unanswered.words(nameOf), "Brand's Strike → Aster, missed");
    CheckRolled fall;
    fall.who = "a";
    fall.roll = "trip-kick-fall";
    fall.prone = true;
    fall.fall = DamageLine{"a", 1, true, "fall"};
    EXPECT_EQ(fall.words(nameOf),
              "Aster rolls against falling from the Trip Kick: 0 successes, falls prone, 1 stun to Aster");
}

// The review's statistics count what the facts say: each line of an exchange's damage with the one
// who dealt it (the attacker its attack, the defender its counter, nobody one's own headbutt), a
// fall with the attack that felled, and the extra ticks a charger's footing costs it.
TEST(FatewalkerCombatEvents, TheFactsSayWhoDealtEachDamageAndWhatAChargersFootingCost) {
    EncounterState before;
    before.rules = RulesetData(FwState{});
    ExchangeResolved resolved = strikeLanded();
    resolved.exchange.edit().action = "headbutt";
    resolved.exchange.edit().reaction = "block-strike";
    resolved.dealt = {{"a", 5, true, "attack"}, {"b", 2, true, "headbutt"}, {"b", 3, false, "counter"}};
    editFighter(resolved.fighters, "b", [](Fighter& b) {
        b.stunDamage = 2;
        b.normalDamage = 3;
    });
    const EventFacts exchanged = fatewalkerRules().facts(before, events::makeRulesetEvent(resolved));
    EXPECT_EQ(exchanged.actor, "b");
    EXPECT_EQ(exchanged.damage, (std::vector<DamageTaken>{{"a", 5, "b"}, {"b", 2, "b"}, {"b", 3, "a"}}));

    CheckRolled fell;
    fell.who = "a";
    fell.roll = "charge-footing";
    fell.delays = true;
    fell.delay = 4;
    fell.fall = DamageLine{"a", 2, true, "fall"};
    fell.exchange = resolved.exchange;
    const EventFacts fall = fatewalkerRules().facts(before, events::makeRulesetEvent(fell));
    EXPECT_EQ(fall.damage, (std::vector<DamageTaken>{{"a", 2, "b"}}));
    EXPECT_TRUE(fall.spent.empty()) << "the one charged is delayed, it spends nothing";
    CheckRolled footing;
    footing.who = "b";
    footing.roll = "charge-footing";
    footing.delays = true;
    footing.delay = 3;
    footing.exchange = resolved.exchange;
    const EventFacts charged = fatewalkerRules().facts(before, events::makeRulesetEvent(footing));
    EXPECT_TRUE(charged.damage.empty());
    EXPECT_EQ(charged.spent, (std::vector<ResourceSpent>{{"b", "ticks", 3}}));
}

// Its statistics are damage dealt and taken (its Stun and Normal damage are totals that rise) and
// ticks: neither damage nor the next action tick is something spent.
TEST(FatewalkerCombatEvents, ItsPoolsAreDamageTotalsAndAClockNothingSpent) {
    using Kind = PoolDescription::Kind;
    EXPECT_EQ(fatewalkerRules().pools(), (std::vector<PoolDescription>{{"next-tick", "Next tick", Kind::Clock},
                                                                       {"stun", "Stun damage", Kind::Damage},
                                                                       {"normal", "Normal damage", Kind::Damage}}));
}

} // namespace
} // namespace scouter::engine::fatewalker
