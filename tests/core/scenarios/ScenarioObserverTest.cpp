// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/ScenarioRunner.h"
#include "scenario/StateView.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace scouter::engine {
namespace {

// Two initiatives, a start, an undo and a redo: five accepted commands between a refusal and
// expectations, so the counting rules of stop-after are all exercised.
[[nodiscard]] nlohmann::json scenario() {
    const nlohmann::json stats = {{"agilityScore", 6}, {"tier", 1},        {"life", 100},
                                  {"ki", 50},          {"normalSpeed", 5}, {"boostedSpeed", 7}};
    return {{"format", "scouter-scenario/1"},
            {"title", "observer"},
            {"ruleset", "dbu"},
            {"combatants",
             {{{"id", "a"}, {"side", "heroes"}, {"at", {0, 0}}, {"stats", stats}},
              {{"id", "b"}, {"side", "villains"}, {"at", {5, 0}}, {"stats", stats}}}},
            {"steps",
             {{{"do", "setInitiative"}, {"who", "a"}, {"value", 12}},
              {{"refuse", "endTurn"}},
              {{"do", "setInitiative"}, {"who", "b"}, {"value", 10}},
              {{"expect", {{"round", 0}}}},
              {{"do", "start"}},
              {{"do", "undo"}},
              {{"do", "redo"}},
              {{"expect", {{"round", 1}}}}}}};
}

struct Seen {
    std::string type;
    int step = 0;
    long long accepted = 0;
    bool started = false;
};

TEST(ScenarioObserverTest, EveryAcceptedDoIsObservedWithItsStepAndTheEncounterAfterIt) {
    std::vector<Seen> seen;
    RunOptions options;
    options.onAccepted = [&](const AcceptedStep& step) {
        seen.push_back({std::string(step.name), step.stepNumber, step.accepted, step.encounter.state().started});
        return true;
    };
    int finished = 0;
    options.onFinish = [&](const Encounter&, std::size_t) { ++finished; };
    const ScenarioOutcome outcome = ScenarioRunner().runJson(scenario(), "observer", options);
    ASSERT_EQ(outcome.status, ScenarioOutcome::Status::Pass) << outcome.line;
    EXPECT_EQ(outcome.commands, 5);
    EXPECT_EQ(finished, 1);
    ASSERT_EQ(seen.size(), 5U);
    EXPECT_EQ(seen[0].type, "setInitiative");
    EXPECT_EQ(seen[0].step, 1);
    EXPECT_EQ(seen[1].step, 3) << "the refusal is a step but not a command";
    EXPECT_EQ(seen[2].type, "start");
    EXPECT_TRUE(seen[2].started);
    EXPECT_EQ(seen[3].type, "undo");
    EXPECT_FALSE(seen[3].started) << "the observer sees the encounter after the command";
    EXPECT_EQ(seen[4].type, "redo");
    EXPECT_EQ(seen[4].accepted, 5);
}

TEST(ScenarioObserverTest, StopAfterCountsUndoAndRedoButNotRefusalsOrExpectations) {
    for (long long k = 0; k <= 5; ++k) {
        RunOptions options;
        options.stopAfter = k;
        nlohmann::json state;
        options.onFinish = [&](const Encounter& encounter, std::size_t diceLeft) {
            state = StateView::flatten(encounter.state(), diceLeft, encounter.ruleset());
        };
        const ScenarioOutcome outcome = ScenarioRunner().runJson(scenario(), "observer", options);
        ASSERT_EQ(outcome.status, ScenarioOutcome::Status::Pass) << "k " << k << ": " << outcome.line;
        EXPECT_EQ(outcome.commands, k);
        EXPECT_EQ(state["round"], k == 3 || k == 5 ? 1 : 0) << "k " << k;
    }
}

TEST(ScenarioObserverTest, AnObserverCanStopTheRun) {
    RunOptions options;
    options.onAccepted = [](const AcceptedStep& step) { return step.accepted < 2; };
    const ScenarioOutcome outcome = ScenarioRunner().runJson(scenario(), "observer", options);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Stopped);
    EXPECT_EQ(outcome.commands, 2);
    EXPECT_EQ(outcome.detail, "step 3: stopped by the observer");
}

} // namespace
} // namespace scouter::engine
