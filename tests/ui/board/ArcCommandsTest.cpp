// SPDX-License-Identifier: GPL-3.0-or-later
// The ARC's commands on the board: built from the ruleset's description, each performed through its
// menu entry and checked against the engine's state, and taken back by undo.
#include "TestEncounter.h"

#include "board/ArcCommands.h"
#include "board/InitiativeBoard.h"

#include <QAction>
#include <QMenu>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class Arc : public ::testing::Test {
protected:
    TestEncounter t;
    InitiativeBoard board{*t.controller};

    void SetUp() override { t.start(); }

    QAction& entry(const char* type, const char* choice = "", const char* other = "") {
        QAction* action = board.arcCommands().action(QLatin1String(type), QLatin1String(choice), QLatin1String(other));
        EXPECT_NE(action, nullptr) << type << " " << choice << " " << other;
        static QAction none;
        return action != nullptr ? *action : none;
    }
};

TEST_F(Arc, EveryCommandOfTheDescriptionIsAnEntryWithItsShortcut) {
    const auto described = t.controller->encounter().ruleset().arcCommands();
    ASSERT_GE(described.size(), 4u);
    const QList<QAction*> actions = board.arcCommands().actions();
    ASSERT_EQ(actions.size(), static_cast<qsizetype>(described.size()));
    for (std::size_t i = 0; i < described.size(); ++i) {
        const QAction* action = actions[static_cast<qsizetype>(i)];
        EXPECT_FALSE(action->shortcut().isEmpty()) << described[i].type;
        EXPECT_EQ(action->shortcut(), QKeySequence::fromString(QString::fromStdString(described[i].shortcut)));
        EXPECT_TRUE(action->text().startsWith(QString::fromStdString(described[i].label))) << described[i].type;
        // A command with choices is a submenu holding one entry per choice (a Pair: per choice, per other).
        if (!described[i].choices.empty()) {
            ASSERT_NE(action->menu(), nullptr) << described[i].type;
            EXPECT_EQ(action->menu()->actions().size(), static_cast<qsizetype>(described[i].choices.size()));
        }
    }
}

TEST_F(Arc, EndTheEncounterByEachOutcomeThenUndo) {
    for (const char* outcome : {"victory", "ceasefire", "escape"}) {
        QAction& end = entry("end", outcome);
        ASSERT_TRUE(end.isEnabled()) << end.toolTip().toStdString();
        end.trigger();
        EXPECT_TRUE(t.controller->state().ended) << outcome;
        EXPECT_EQ(t.controller->state().outcome, outcome);
        ASSERT_TRUE(t.controller->undo());
        EXPECT_FALSE(t.controller->state().ended);
    }
}

TEST_F(Arc, SkipTheActingTurnOrAPickedOneLaterThisRound) {
    ASSERT_EQ(t.controller->state().current, "goku");
    entry("skipTurn").trigger();
    EXPECT_EQ(t.controller->state().current, "krillin");
    ASSERT_TRUE(t.controller->undo());
    EXPECT_EQ(t.controller->state().current, "goku");

    t.controller->select(QStringLiteral("saibaman-2"));
    EXPECT_TRUE(entry("skipTurn").text().contains(QStringLiteral("Saibaman 2")));
    entry("skipTurn").trigger();
    EXPECT_TRUE(t.controller->state().findSlot("saibamen")->skipPending);
    EXPECT_EQ(t.controller->state().current, "goku");
    ASSERT_TRUE(t.controller->undo());
    EXPECT_FALSE(t.controller->state().findSlot("saibamen")->skipPending);
}

// The entries are judged once per state shown and pick (a command announces both): each undo, redo,
// new pick and review step is a new judgement, never the one before it.
TEST_F(Arc, EntriesFollowUndoRedoPicksAndTheReview) {
    QAction& skip = entry("skipTurn");
    ASSERT_TRUE(skip.isEnabled()) << skip.toolTip().toStdString();
    entry("end", "victory").trigger();
    ASSERT_TRUE(t.controller->state().ended);
    EXPECT_FALSE(skip.isEnabled());
    const QString refusedWhenEnded = skip.toolTip();
    ASSERT_TRUE(t.controller->undo());
    EXPECT_TRUE(skip.isEnabled()) << skip.toolTip().toStdString();
    ASSERT_TRUE(t.controller->redo());
    EXPECT_FALSE(skip.isEnabled());
    EXPECT_EQ(skip.toolTip(), refusedWhenEnded);
    ASSERT_TRUE(t.controller->undo());

    t.controller->select(QStringLiteral("krillin"));
    EXPECT_TRUE(skip.text().contains(QStringLiteral("Krillin"))) << skip.text().toStdString();
    t.controller->select(QStringLiteral("saibaman-2"));
    EXPECT_TRUE(skip.text().contains(QStringLiteral("Saibaman 2"))) << skip.text().toStdString();

    // A review shows a state that cannot change: nothing is allowed, the same state or not.
    const engine::EncounterState live = t.controller->state();
    t.controller->showReviewState(live);
    EXPECT_FALSE(skip.isEnabled());
    EXPECT_FALSE(entry("decline").isEnabled());
    t.controller->showReviewState(live);
    EXPECT_FALSE(skip.isEnabled());
}

TEST_F(Arc, RemoveACombatantForEachReasonThenUndo) {
    // Death and escape at any time; a Surrender only at the start of the surrenderer's own turn
    // (002 Surrender): Goku's, who acts and has done nothing yet, not Saibaman 2's.
    for (const auto& [who, reason] :
         {std::pair{"saibaman-2", "death"}, {"saibaman-2", "escape"}, {"goku", "surrender"}}) {
        t.controller->select(QString::fromLatin1(who));
        QAction& leave = entry("leave", reason);
        ASSERT_TRUE(leave.isEnabled()) << leave.toolTip().toStdString();
        leave.trigger();
        const engine::Combatant* gone = t.controller->state().find(who);
        EXPECT_FALSE(gone->active) << reason;
        EXPECT_EQ(gone->leftReason, reason);
        ASSERT_TRUE(t.controller->undo());
        EXPECT_TRUE(t.controller->state().find(who)->active);
    }
    t.controller->select(QStringLiteral("saibaman-2"));
    QAction& surrender = entry("leave", "surrender");
    EXPECT_FALSE(surrender.isEnabled());
    EXPECT_TRUE(surrender.toolTip().contains(QStringLiteral("start of their own turn")))
        << surrender.toolTip().toStdString();
}

TEST_F(Arc, AnEntryTheRulesRefuseNowIsDisabledWithTheEnginesReason) {
    t.controller->select(QStringLiteral("saibaman-2"));
    entry("leave", "death").trigger();
    ASSERT_FALSE(t.controller->state().find("saibaman-2")->active);
    t.controller->select(QStringLiteral("saibaman-2"));
    QAction& again = entry("leave", "escape");
    EXPECT_FALSE(again.isEnabled());
    const engine::Command command = [] {
        engine::commands::Leave c;
        c.who = "saibaman-2";
        c.reason = "escape";
        return c;
    }();
    const engine::CommandProbe refusal = t.controller->probe(command);
    ASSERT_FALSE(refusal.accepted);
    EXPECT_EQ(again.toolTip(), QString::fromStdString(refusal.message));
    // Nothing is offered, so there is nothing to decline: said, not hidden.
    t.controller->select(QStringLiteral("krillin"));
    EXPECT_FALSE(entry("decline").isEnabled());
    EXPECT_FALSE(entry("decline").toolTip().isEmpty());
}

TEST_F(Arc, ChangeSidesBetweenThePickedCombatantAndAnother) {
    const auto& s = [this]() -> const engine::EncounterState& { return t.controller->state(); };
    ASSERT_TRUE(s().isOpponent(*s().find("goku"), *s().find("saibaman-1")));
    t.controller->select(QStringLiteral("goku"));
    entry("relation", "ally", "saibaman-1").trigger();
    EXPECT_FALSE(s().isOpponent(*s().find("goku"), *s().find("saibaman-1")));
    ASSERT_TRUE(t.controller->undo());
    EXPECT_TRUE(s().isOpponent(*s().find("goku"), *s().find("saibaman-1")));

    entry("relation", "opponent", "krillin").trigger();
    EXPECT_TRUE(s().isOpponent(*s().find("goku"), *s().find("krillin")));
    // The picked combatant is not listed as its own other side.
    EXPECT_EQ(board.arcCommands().action(QStringLiteral("relation"), QStringLiteral("ally"), QStringLiteral("goku")),
              nullptr);
}

TEST_F(Arc, TheShortcutOfAChoiceLessCommandPerformsIt) {
    board.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    QAction& skip = entry("skipTurn");
    QTest::keySequence(&board, skip.shortcut());
    EXPECT_EQ(t.controller->state().current, "krillin");
}

} // namespace
} // namespace scouter::ui::test
