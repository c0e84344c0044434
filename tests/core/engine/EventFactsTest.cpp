// SPDX-License-Identifier: GPL-3.0-or-later
// What a ruleset's events mean for the log and the review (Ruleset::pools, resources, facts,
// decisionNote): the store and the screens read these, never the ruleset's fields or event types.
#include "EngineFixture.h"
#include "dbu/DbuEvents.h"
#include "events/RulesetEventOf.h"
#include "true20/DamageTrack.h"
#include "true20/True20Events.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>

namespace scouter::engine::test {
namespace {

class EventFactsTest : public EngineFixture {
protected:
    // The facts of every event of the last command, each read against the state just before it.
    [[nodiscard]] EventFacts lastCommand(const EncounterState& before) const {
        EncounterState running = before;
        EventFacts all;
        for (const auto& event : m_encounter->log().back().events) {
            EventFacts facts = m_encounter->ruleset().facts(running, event);
            if (!facts.actor.empty() && all.actor.empty()) {
                all.actor = facts.actor;
            }
            if (facts.headline && !all.headline) {
                all.headline = facts.headline;
            }
            if (facts.outcome) {
                all.outcome = facts.outcome;
            }
            all.pools.insert(all.pools.end(), facts.pools.begin(), facts.pools.end());
            all.spent.insert(all.spent.end(), facts.spent.begin(), facts.spent.end());
            all.caused.insert(all.caused.end(), facts.caused.begin(), facts.caused.end());
            all.damage.insert(all.damage.end(), facts.damage.begin(), facts.damage.end());
            m_encounter->ruleset().apply(running, event);
        }
        return all;
    }

    template <class T> static bool has(const std::vector<T>& list, const T& value) {
        return std::find(list.begin(), list.end(), value) != list.end();
    }
};

TEST_F(EventFactsTest, DbuTracksLifeAsHealthAndKiAndSpendsActionsAndCounterActions) {
    add("a", "heroes", {0, 0});
    create();
    const auto pools = m_encounter->ruleset().pools();
    ASSERT_EQ(pools.size(), 2u);
    EXPECT_EQ(pools[0], (PoolDescription{"life", "Life", PoolDescription::Kind::Health}));
    EXPECT_EQ(pools[1], (PoolDescription{"ki", "Ki", PoolDescription::Kind::Spent}));
    const auto resources = m_encounter->ruleset().resources();
    ASSERT_EQ(resources.size(), 2u);
    EXPECT_EQ(resources[0].many, "Actions");
    EXPECT_EQ(resources[1].one, "Counter Action");
    EXPECT_EQ(resources[1].abbreviation, "CA");
}

TEST_F(EventFactsTest, ADbuHitSaysWhoseManeuverItWasTheLifeLostWhatItCausedAndItsCost) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {1, 0}).sheet.lists["thresholds"] = {80, 60, 40};
    create();
    startWith({{"a", 12}, {"b", 10}});
    const EncounterState before = state();
    auto hit = maneuver("a", "basic-attack", "b");
    hit.hit = true;
    hit.damage = 25;
    accept(hit);
    const EventFacts facts = lastCommand(before);
    EXPECT_EQ(facts.actor, "a");
    ASSERT_TRUE(facts.headline);
    EXPECT_EQ(*facts.headline, (Headline{"a", "basic-attack", "", "b"}));
    EXPECT_EQ(facts.outcome, (AttackOutcome{"a", "b", "basic-attack", "hit", true}));
    EXPECT_TRUE(has(facts.pools, PoolChange{"b", "life", 100, 75}));
    EXPECT_EQ(facts.damage, (std::vector<DamageTaken>{{"b", 25, ""}})) << "dealt by the command's maneuver";
    EXPECT_TRUE(has(facts.caused, Caused{"b", "Health Threshold"}));
    EXPECT_TRUE(has(facts.caused, Caused{"a", "Bonus Momentum"}));
    EXPECT_TRUE(has(facts.spent, ResourceSpent{"a", "actions", 1}));
}

// A DBU attack that misses was dodged (the Dodge Roll won), or blocked by the Block declared for it:
// the log said "miss" for both, and the Parry's own line said nothing of the attack.
TEST_F(EventFactsTest, DbuSaysWhetherAMissWasDodgedOrBlocked) {
    add("a", "villains", {1, 0});
    add("b", "heroes", {0, 0});
    create();
    startWith({{"a", 12}, {"b", 10}});
    EncounterState before = state();
    accept(maneuver("a", "basic-attack", "b"));
    EXPECT_EQ(lastCommand(before).outcome, (AttackOutcome{"a", "b", "basic-attack", "dodged", false}));

    auto block = maneuver("b", "parry");
    block.option = "block";
    accept(block);
    before = state();
    accept(maneuver("a", "basic-attack", "b"));
    EXPECT_EQ(lastCommand(before).outcome, (AttackOutcome{"a", "b", "basic-attack", "blocked", false}));
}

// A 1-round Slowed set in Raditz's turn ends as his turn ends in the next round: the chip read "until
// end of this round" all through round 2, though it was gone before Krillin's turn.
TEST_F(EventFactsTest, ARoundsChipSaysWhoseTurnEndsIt) {
    add("rad", "villains", {1, 0});
    add("kri", "heroes", {0, 0});
    create();
    startWith({{"rad", 12}, {"kri", 10}});
    CommandForm slow;
    slow.type = "condition";
    slow.set("who", "kri").set("add", "slowed").set("until", "rounds:1");
    accept(read(slow));
    const auto chip = [this] {
        return m_encounter->ruleset().boardCell(state(), "kri", "conditions").chips.at(0).text;
    };
    EXPECT_EQ(chip(), "Slowed · until the end of rad's turn next round");
    accept(named<commands::EndTurn>("rad"));
    accept(named<commands::EndTurn>("kri"));
    ASSERT_EQ(state().round, 2);
    EXPECT_EQ(chip(), "Slowed · until the end of rad's turn");
}

// After the fight, Instant Recovery brings the Defeated back to full Life; the chip read "Defeated"
// beside a full bar as if still down. It now reads as the fight's outcome.
TEST_F(EventFactsTest, DefeatedAfterTheFightIsItsOutcomeBesideFullLife) {
    add("rad", "villains", {1, 0});
    add("kri", "heroes", {0, 0});
    create();
    startWith({{"rad", 12}, {"kri", 10}});
    auto blow = maneuver("rad", "basic-attack", "kri");
    blow.hit = true;
    blow.damage = 100;
    accept(blow);
    ASSERT_TRUE(state().ended);
    const auto chips = m_encounter->ruleset().boardCell(state(), "kri", "conditions").chips;
    ASSERT_EQ(chips.size(), 1U);
    EXPECT_EQ(chips.front().text, "Defeated in this fight");
    EXPECT_EQ(m_encounter->ruleset().boardCell(state(), "kri", "life").text, "100/100") << "Instant Recovery";
}

// ToP is Tier of Power: the log read "Top Advantage", an id titled.
TEST_F(EventFactsTest, ATierOfPowerAdvantageIsCalledByItsName) {
    add("a", "heroes", {0, 0}, 3);
    add("b", "villains", {1, 0}, 1);
    create();
    for (const auto& [who, value] : {std::pair{"a", 30}, std::pair{"b", 20}}) {
        commands::SetInitiative set;
        set.who = who;
        set.value = value;
        accept(set);
    }
    const EncounterState before = state();
    accept(commands::Start{});
    const EventFacts facts = lastCommand(before);
    EXPECT_TRUE(has(facts.caused, Caused{"a", "ToP Advantage"})) << "a at Tier 3 against Tier 1";
    bool said = false;
    for (const auto& event : m_encounter->log().back().events) {
        if (const auto* gained = events::rulesetEventAs<dbu::ActionsGained>(event);
            gained != nullptr && gained->reason == "top-advantage") {
            EXPECT_EQ(gained->words([](const std::string& id) { return id; }), "a gains 2 Actions (ToP Advantage)");
            said = true;
        }
    }
    EXPECT_TRUE(said);
}

TEST_F(EventFactsTest, ADbuKiChangeIsAPoolChangeFromTheValueBefore) {
    add("a", "heroes", {0, 0});
    create();
    const EventFacts facts = m_encounter->ruleset().facts(state(), dbu::KiSet{"a", 45});
    ASSERT_EQ(facts.pools.size(), 1u);
    EXPECT_EQ(facts.pools[0], (PoolChange{"a", "ki", 60, 45}));
    EXPECT_TRUE(facts.actor.empty());
    EXPECT_TRUE(facts.caused.empty()) << "Ki has no thresholds";
}

TEST_F(EventFactsTest, ADbuRestraintCheckNotesTheBonusOfFailedChecks) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {1, 0});
    create();
    EncounterState restrained = state();
    const PendingDecision check{"restraint-check", "", {"a", "b"}};
    EXPECT_EQ(m_encounter->ruleset().decisionNote(restrained, check), "");
    dbu::fighter(restrained, "b").restraintFails = 2;
    EXPECT_EQ(m_encounter->ruleset().decisionNote(restrained, check), "+2(T) from failed checks");
    EXPECT_EQ(m_encounter->ruleset().decisionNote(restrained, PendingDecision{"grapple-check", "", {"a", "b"}}), "");
}

class True20FactsTest : public EventFactsTest {
protected:
    void play() {
        for (const std::string id : {"ash", "bex"}) {
            Combatant c;
            c.id = id;
            c.name = id;
            c.side = id == "ash" ? "heroes" : "villains";
            c.at = {id == "ash" ? 0 : 1, 0};
            c.sheet.numbers = {{"bcb", 2}, {"dexterity", 1}, {"constitution", 1}};
            m_builder.add(c, {});
        }
        create("true20");
        startWith({{"ash", 20}, {"bex", 10}});
    }
};

TEST_F(True20FactsTest, True20TracksNoPoolAndSpendsItsBudgetsActionsAndConviction) {
    play();
    EXPECT_TRUE(m_encounter->ruleset().pools().empty()) << "damage becomes states, not a number that drops";
    std::vector<std::string> ids;
    for (const auto& resource : m_encounter->ruleset().resources()) {
        ids.push_back(resource.id);
    }
    EXPECT_EQ(ids, (std::vector<std::string>{"standard", "move", "full-round", "conviction"}));
}

TEST_F(True20FactsTest, AnAttackIsItsAttackersManeuverAndSpendsAStandardAction) {
    play();
    const EncounterState before = state();
    auto attack = named<true20::Attack>("ash");
    attack.target = "bex";
    attack.roll = 15;
    accept(attack);
    const EventFacts facts = lastCommand(before);
    EXPECT_EQ(facts.actor, "ash");
    EXPECT_FALSE(facts.headline) << "True20's own sentence heads the command";
    EXPECT_EQ(facts.spent, (std::vector<ResourceSpent>{{"ash", "standard", 1}}));
    EXPECT_TRUE(facts.pools.empty());
}

// A move on the grid spends its move action, a double move both: the review counted none.
TEST_F(True20FactsTest, AMoveOnTheGridSpendsItsMoveActionsADoubleMoveBoth) {
    play();
    EncounterState before = state();
    auto move = named<true20::Move>("ash");
    move.to = Position{0, 2};
    accept(move);
    EXPECT_EQ(lastCommand(before).spent, (std::vector<ResourceSpent>{{"ash", "move", 1}}));
    accept(named<commands::EndTurn>("ash"));
    before = state();
    auto twice = named<true20::Move>("bex");
    twice.to = Position{1, 6};
    twice.mode = "double";
    accept(twice);
    EXPECT_EQ(lastCommand(before).spent, (std::vector<ResourceSpent>{{"bex", "move", 2}}));
}

TEST_F(True20FactsTest, AFailedToughnessSaveCausesTheStatesItInflicts) {
    play();
    const EncounterState before = state();
    auto save = named<true20::Toughness>("bex");
    save.damage = 4;
    save.roll = 3;
    save.lethal = true;
    accept(save);
    const auto* rolled = events::rulesetEventAs<true20::ToughnessRolled>(m_encounter->log().back().events.front());
    ASSERT_NE(rolled, nullptr);
    ASSERT_FALSE(rolled->success);
    ASSERT_FALSE(rolled->results.empty());
    const EventFacts facts = lastCommand(before);
    std::vector<Caused> expected;
    for (const auto& result : rolled->results) {
        expected.push_back({"bex", true20::stateLabel(result)});
    }
    EXPECT_EQ(facts.caused, expected);
    EXPECT_FALSE(facts.caused.front().what.empty());
    EXPECT_TRUE(std::isupper(static_cast<unsigned char>(facts.caused.front().what.front())));
}

TEST_F(True20FactsTest, ARecoveryCheckWithConvictionSpendsAPoint) {
    play();
    true20::RecoveryRolled rolled;
    rolled.who = "bex";
    rolled.state = "wounded";
    rolled.conviction = true;
    rolled.outcome = "recovered";
    const EventFacts facts = m_encounter->ruleset().facts(state(), events::makeRulesetEvent(rolled));
    EXPECT_EQ(facts.spent, (std::vector<ResourceSpent>{{"bex", "conviction", 1}}));
    rolled.conviction = false;
    EXPECT_TRUE(m_encounter->ruleset().facts(state(), events::makeRulesetEvent(rolled)).spent.empty());
}

} // namespace
} // namespace scouter::engine::test
