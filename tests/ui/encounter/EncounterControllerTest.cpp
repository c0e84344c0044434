// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

TEST(EncounterController, FollowsTheActingCombatantUntilTheArcPicksAnother) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;

    EXPECT_EQ(c.acting(), QStringLiteral("goku"));
    EXPECT_EQ(c.selected(), QStringLiteral("goku"));
    QSignalSpy picked(&c, &EncounterController::selectionChanged);
    c.select(QStringLiteral("saibaman-2"));
    EXPECT_EQ(c.selected(), QStringLiteral("saibaman-2"));
    EXPECT_EQ(picked.count(), 1);
    c.select({});
    EXPECT_EQ(c.selected(), QStringLiteral("goku"));
}

// Who acts is read once per state and kept: it must follow each command, its undo and its redo.
TEST(EncounterController, WhoActsFollowsACommandItsUndoAndItsRedo) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;
    ASSERT_EQ(c.acting(), QStringLiteral("goku"));
    ASSERT_TRUE(c.submit(engine::commands::EndTurn{"goku"}).accepted);
    const QString next = c.acting();
    EXPECT_NE(next, QStringLiteral("goku"));
    EXPECT_FALSE(next.isEmpty());
    ASSERT_TRUE(c.undo());
    EXPECT_EQ(c.acting(), QStringLiteral("goku"));
    EXPECT_EQ(c.selected(), QStringLiteral("goku"));
    ASSERT_TRUE(c.redo());
    EXPECT_EQ(c.acting(), next);
}

TEST(EncounterController, NamesWhatUndoAndRedoWouldDo) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;
    QSignalSpy changed(&c, &EncounterController::stateChanged);

    ASSERT_TRUE(c.submit(TestEncounter::maneuver("goku", "power-up")).accepted);
    EXPECT_EQ(c.undoLabel(), QStringLiteral("Goku: Power Up"));
    EXPECT_EQ(changed.count(), 1);

    ASSERT_TRUE(c.undo());
    EXPECT_EQ(c.redoLabel(), QStringLiteral("Goku: Power Up"));
    EXPECT_EQ(c.undoLabel(), QStringLiteral("Start"));
    ASSERT_TRUE(c.redo());
    EXPECT_EQ(c.undoLabel(), QStringLiteral("Goku: Power Up"));
    EXPECT_FALSE(c.canRedo());
    EXPECT_EQ(changed.count(), 3);
}

TEST(EncounterController, ARefusalSaysWhyAndChangesNothing) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;
    const engine::EncounterState before = c.state();
    QSignalSpy refused(&c, &EncounterController::refused);
    QSignalSpy changed(&c, &EncounterController::stateChanged);

    EXPECT_FALSE(c.submit(TestEncounter::maneuver("krillin", "power-up")).accepted);

    ASSERT_EQ(refused.count(), 1);
    EXPECT_TRUE(refused.at(0).at(0).toString().contains(QStringLiteral("own turn")));
    EXPECT_EQ(changed.count(), 0);
    EXPECT_TRUE(c.state() == before);
}

TEST(EncounterController, CyclesThroughStandingOpponentsOnly) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;

    EXPECT_EQ(c.targetsFor(QStringLiteral("goku")),
              (QStringList{QStringLiteral("saibaman-1"), QStringLiteral("saibaman-2"), QStringLiteral("saibaman-3")}));
    // The nearest standing Opponent is the target before anyone picks one; ] and [ move from it.
    EXPECT_EQ(c.target(), QStringLiteral("saibaman-1"));
    c.cycleTarget();
    EXPECT_EQ(c.target(), QStringLiteral("saibaman-2"));
    c.cycleTarget(-1);
    c.cycleTarget(-1);
    EXPECT_EQ(c.target(), QStringLiteral("saibaman-3"));
}

TEST(EncounterController, ProbeShowsTheCostAndLeavesTheEncounterAlone) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;
    const engine::EncounterState before = c.state();

    const engine::CommandProbe probe = c.probe(TestEncounter::maneuver("goku", "power-up"));

    EXPECT_TRUE(probe.accepted) << probe.message;
    EXPECT_FALSE(probe.events.empty());
    EXPECT_TRUE(c.state() == before);
}

// The menus and the board judge many commands one after another on one copy of the state: each is
// judged on the encounter as it is, never on what the one judged before it would have left.
TEST(EncounterController, JudgesEachCommandOnTheEncounterAsItIs) {
    TestEncounter t;
    t.start();
    auto& c = *t.controller;
    const engine::EncounterState before = c.state();
    engine::commands::Leave leave;
    leave.who = "goku";
    leave.reason = "escape";
    const engine::CommandForm powerUp = TestEncounter::maneuver("goku", "power-up");

    // Power Up stacks at most twice: a third would be refused after two kept ones.
    for (int i = 0; i < 3; ++i) {
        const engine::CommandProbe judged = c.judge(powerUp);
        EXPECT_TRUE(judged.accepted) << i << ": " << judged.message;
        EXPECT_FALSE(judged.events.empty());
    }
    EXPECT_TRUE(c.judge(leave).accepted);
    EXPECT_TRUE(c.judge(powerUp).accepted) << "judged as if Goku had left";
    EXPECT_TRUE(c.state() == before);

    // After each change, the encounter as it now is: the verdicts and refusals are probe()'s.
    for (int i = 0; i < 2; ++i) {
        ASSERT_TRUE(c.submit(powerUp).accepted);
    }
    const engine::CommandProbe third = c.judge(powerUp);
    EXPECT_FALSE(third.accepted);
    EXPECT_EQ(third.message, c.probe(powerUp).message);
    EXPECT_EQ(third.message, "Power Up stacks at most twice");
    ASSERT_TRUE(c.undo());
    EXPECT_TRUE(c.judge(powerUp).accepted) << c.judge(powerUp).message;
    EXPECT_TRUE(c.judge(powerUp).after.combatants.empty()) << "judge() keeps no state of its own to hand out";
}

} // namespace
} // namespace scouter::ui::test
