// SPDX-License-Identifier: GPL-3.0-or-later
#include "EngineFixture.h"
#include "ProbeAgreement.h"
#include "dbu/DbuEvents.h"
#include "events/RulesetEventOf.h"

namespace scouter::engine::test {
namespace {

class ProbeTest : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {0, 4});
        create();
        startWith({{"a", 20}, {"b", 10}});
    }
};

template <typename T> const T* firstOf(const std::vector<Event>& events) {
    for (const auto& event : events) {
        const T* found = nullptr;
        if constexpr (requires { T::kType; }) {
            found = events::rulesetEventAs<T>(event);
        } else {
            found = std::get_if<T>(&event);
        }
        if (found != nullptr) {
            return found;
        }
    }
    return nullptr;
}

TEST_F(ProbeTest, ShowsWhatAManeuverWouldCostWithoutDoingIt) {
    const EncounterState before = state();
    const std::size_t commands = m_encounter->log().size();
    const auto blitz = maneuver("a", "blitz", "b");
    const CommandProbe probe = m_encounter->probe(blitz);

    ASSERT_TRUE(probe.accepted) << probe.message;
    const auto* spent = firstOf<dbu::ActionsSpent>(probe.events);
    ASSERT_NE(spent, nullptr);
    EXPECT_EQ(spent->actions, 2);
    EXPECT_TRUE(state() == before);
    EXPECT_EQ(m_encounter->log().size(), commands);

    accept(blitz);
    EXPECT_EQ(fighter("a").actions, dbu::fighter(before, "a").actions - 2);
}

// A copy of the state shares each fighter until one of them changes it: what a probe spends shows in
// the state it would leave, never in the encounter or in a copy taken before it.
TEST_F(ProbeTest, SpendsInTheStateItWouldLeaveOnlyNeverInTheEncounterOrItsCopies) {
    const int actions = fighter("a").actions;
    const int ki = fighter("a").ki;
    const EncounterState copied = state();
    ProbeScratch scratch;
    for (int i = 0; i < 2; ++i) { // the second on the scratch the first changed
        const CommandProbe probe = m_encounter->probe(maneuver("a", "blitz", "b"), scratch);
        ASSERT_TRUE(probe.accepted) << probe.message;
        EXPECT_EQ(dbu::fighter(scratch.state, "a").actions, actions - 2);
        EXPECT_LT(dbu::fighter(scratch.state, "a").ki, ki);
    }
    const CommandProbe kept = m_encounter->probe(maneuver("a", "blitz", "b"));
    ASSERT_TRUE(kept.accepted) << kept.message;
    EXPECT_EQ(dbu::fighter(kept.after, "a").actions, actions - 2);
    EXPECT_EQ(fighter("a").actions, actions);
    EXPECT_EQ(fighter("a").ki, ki);
    EXPECT_EQ(dbu::fighter(copied, "a").actions, actions);
    EXPECT_EQ(dbu::fighter(copied, "a").ki, ki);

    accept(maneuver("a", "blitz", "b"));
    EXPECT_EQ(fighter("a").actions, actions - 2);
    EXPECT_EQ(dbu::fighter(copied, "a").actions, actions);
    EXPECT_EQ(dbu::fighter(kept.after, "a").actions, actions - 2);
}

TEST_F(ProbeTest, GivesTheRulesRefusalAndLeavesTheStateAlone) {
    const EncounterState before = state();
    const CommandProbe probe = m_encounter->probe(maneuver("b", "power-up"));

    EXPECT_FALSE(probe.accepted);
    EXPECT_NE(probe.message.find("own turn"), std::string::npos) << probe.message;
    EXPECT_TRUE(probe.events.empty());
    EXPECT_TRUE(state() == before);
}

class ProbeBeforeStart : public EngineFixture {};

TEST_F(ProbeBeforeStart, TakesNoFaceFromTheEncountersDice) {
    add("a", "heroes", {0, 0});
    add("b", "villains", {0, 4});
    create();
    m_dice.append({7, 3});

    const CommandProbe probe = m_encounter->probe(named<commands::Start>());

    ASSERT_TRUE(probe.accepted) << probe.message;
    EXPECT_NE(firstOf<events::InitiativeSet>(probe.events), nullptr);
    EXPECT_EQ(m_dice.remaining(), 2u);
    EXPECT_EQ(state().round, 0);
}

} // namespace
} // namespace scouter::engine::test

namespace scouter::engine::test {
namespace {

// What the panel and the board key their view of the state on (the ruleset's timeline): a new
// revision with every change of the state, none for a look or a refusal.
TEST_F(ProbeTest, TheRevisionChangesWithEveryChangeOfTheStateAndOnlyThen) {
    const std::uint64_t started = m_encounter->revision();
    (void)m_encounter->probe(maneuver("a", "blitz", "b"));
    EXPECT_FALSE(m_encounter->submit(maneuver("b", "power-up")).accepted);
    EXPECT_EQ(m_encounter->revision(), started);

    accept(maneuver("a", "power-up"));
    const std::uint64_t played = m_encounter->revision();
    EXPECT_NE(played, started);
    ASSERT_TRUE(m_encounter->undo());
    const std::uint64_t undone = m_encounter->revision();
    EXPECT_NE(undone, played);
    EXPECT_NE(undone, started); // the same state as at the start, yet a view must look again
    ASSERT_TRUE(m_encounter->redo());
    EXPECT_NE(m_encounter->revision(), undone);
    EXPECT_NE(m_encounter->revision(), played);
}

} // namespace
} // namespace scouter::engine::test

namespace scouter::engine::test {
namespace {

// The action panel judges every maneuver of a combatant on one scratch copy of the state: each
// answer, and the state each accepted one would leave, is what probing it alone gives, whatever was
// probed on the scratch before (accepted maneuvers changed it) and after the encounter moved on.
TEST_F(ProbeTest, ProbesOnOneScratchAnswerAsEachProbeAlone) {
    ProbeScratch scratch;
    int accepted = 0;
    int refused = 0;
    const auto judgeAll = [&] {
        std::vector<Command> commands;
        for (const std::string who : {"a", "b"}) {
            for (const auto& described : m_encounter->ruleset().maneuvers(state(), who)) {
                commands.emplace_back(maneuver(who, described.id, who == "a" ? "b" : "a"));
            }
            commands.emplace_back(named<commands::EndTurn>());
        }
        // Twice over, so an accepted maneuver is judged again on the scratch it changed.
        for (int pass = 0; pass < 2; ++pass) {
            for (const Command& command : commands) {
                if (probesAgree(*m_encounter, command, scratch, commandName(command))) {
                    ++accepted;
                } else {
                    ++refused;
                }
            }
        }
    };
    judgeAll();
    accept(maneuver("a", "power-up"));
    judgeAll();
    accept(named<commands::EndTurn>());
    judgeAll();
    EXPECT_GT(accepted, 10);
    EXPECT_GT(refused, 10);
}

// Each command's events gather in a list the encounter keeps from one command to the next: what a
// probe gathered, or a refused command, never shows up in the next command's line of the log.
TEST_F(ProbeTest, EachCommandLogsItsOwnEventsWhateverWasProbedOrRefusedJustBefore) {
    ProbeScratch scratch;
    ASSERT_TRUE(m_encounter->probe(maneuver("a", "power-up"), scratch).accepted);
    const std::size_t commands = m_encounter->log().size();
    const CommandResult refused = m_encounter->submit(maneuver("b", "power-up")); // not b's turn
    EXPECT_FALSE(refused.accepted);
    EXPECT_EQ(m_encounter->log().size(), commands);
    const Command endTurn = named<commands::EndTurn>();
    const CommandProbe expected = m_encounter->probe(endTurn);
    ASSERT_TRUE(expected.accepted) << expected.message;
    ASSERT_FALSE(expected.events.empty());
    accept(endTurn);
    ASSERT_EQ(m_encounter->log().size(), commands + 1);
    EXPECT_EQ(m_encounter->log().back().events, expected.events);
}

} // namespace
} // namespace scouter::engine::test
