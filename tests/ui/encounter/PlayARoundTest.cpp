// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 5's end-to-end check: a whole round of the demo encounter played through the window's
// widgets (clicks and keys), on a real campaign file, then read back from the file.
#include "CampaignModel.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "MainWindow.h"
#include "StartPage.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "dbu/DbuState.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogModel.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

class PlayARound : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("demo.scouter"));
    qint64 encounterId = 0;
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo);
        encounterId = demo.value();
        auto overview = CampaignOverview::read(db.value());
        ASSERT_TRUE(overview);
        session = std::make_unique<CampaignSession>(
            std::move(db).value(), std::make_unique<engine::ScriptedDice>(std::vector<int>{7, 5, 3, 9}));
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
        window->setSession(session.get());
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    [[nodiscard]] EncounterController& encounter() const { return *window->encounter(); }
    [[nodiscard]] const engine::Combatant& who(const char* id) const { return *encounter().state().find(id); }
    [[nodiscard]] const engine::dbu::Fighter& fighter(const char* id) const {
        return engine::dbu::fighter(encounter().state(), id);
    }

    void typeInitiative(const QString& id, const QString& text) {
        InitiativeBoard& board = *window->encounterView()->board();
        QTreeView& view = board.view();
        view.setFocus();
        view.setCurrentIndex(board.model().indexOf(id).siblingAtColumn(InitiativeBoardModel::Initiative));
        QTest::keyClick(&view, Qt::Key_F2);
        auto* editor = qobject_cast<QLineEdit*>(QApplication::focusWidget());
        ASSERT_NE(editor, nullptr) << id.toStdString();
        QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Return);
        QApplication::processEvents();
    }

    void press(const QKeySequence& keys) {
        QTest::keySequence(window.get(), keys);
        QApplication::processEvents();
    }
};

TEST_F(PlayARound, TheDemoEncounterThroughTheWidgets) {
    // The start page lists the demo encounter; Open brings the encounter screen up.
    StartPage& start = window->startPage();
    ASSERT_TRUE(start.list().currentIndex().isValid());
    QTest::mouseClick(&start.openButton(), Qt::LeftButton);
    // Read on another thread; the window keeps painting meanwhile.
    ASSERT_TRUE(QTest::qWaitFor([this] { return window->encounter() != nullptr; }, 5000));
    EncounterView& view = *window->encounterView();
    QAbstractItemModelTester boardTester(&view.board()->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester logTester(&view.log()->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester panelTester(&view.panel()->maneuvers(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);

    // Initiative rolled at the table, typed on the board; Start.
    typeInitiative(QStringLiteral("goku"), QStringLiteral("14")); // the most d10 + ½ Agility 8 gives
    typeInitiative(QStringLiteral("piccolo"), QStringLiteral("13"));
    typeInitiative(QStringLiteral("krillin"), QStringLiteral("d4"));
    typeInitiative(QStringLiteral("saibamen"), QStringLiteral("10"));
    QTest::mouseClick(view.board()->findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    ASSERT_TRUE(encounter().state().started);
    EXPECT_EQ(view.board()->headline().text(), QStringLiteral("Round 1 · Goku's turn"));
    const int gokuActions = fighter("goku").actions;

    // Goku moves by dragging his token two squares towards the Saibamen.
    BattleGridView& grid = *view.grid();
    QTest::mousePress(grid.viewport(), Qt::LeftButton, {}, grid.viewPointOf({1, 3}));
    QTest::mouseMove(grid.viewport(), grid.viewPointOf({3, 3}));
    ASSERT_TRUE(grid.plan().has_value());
    ASSERT_NE(grid.plan()->mode("normal"), nullptr);
    EXPECT_EQ(grid.plan()->mode("normal")->cost, QStringLiteral("1 A")) << "Normal Movement costs no Ki";
    QTest::mouseRelease(grid.viewport(), Qt::LeftButton, {}, grid.viewPointOf({3, 3}));
    EXPECT_EQ(who("goku").at, (engine::Position{3, 3}));
    EXPECT_EQ(fighter("goku").actions, gokuActions - 1);

    // A maneuver from the panel: Power Up, chosen in the list and performed with Enter.
    ActionPanel& panel = *view.panel();
    panel.choose(QStringLiteral("power-up"));
    QTest::keyClick(&panel.maneuverView(), Qt::Key_Return);
    EXPECT_EQ(fighter("goku").powerUp, 1);

    // A conversion with its key.
    panel.maneuverView().setFocus();
    press(QKeySequence(Qt::Key_C));
    EXPECT_EQ(fighter("goku").convertedCounter, 1);

    // A refused maneuver shows the rule: Blitz costs 2 Actions and Goku has 1 left.
    encounter().setTarget(QStringLiteral("saibaman-4"));
    panel.choose(QStringLiteral("blitz"));
    EXPECT_FALSE(panel.performButton().isEnabled());
    EXPECT_EQ(panel.message().text(), QStringLiteral("Goku has 1 Action(s) and blitz costs 2"));
    // The row's tooltip gives the same rule, then what the maneuver does.
    EXPECT_TRUE(panel.maneuvers()
                    .indexOf(QStringLiteral("blitz"))
                    .data(Qt::ToolTipRole)
                    .toString()
                    .startsWith(panel.message().text() + QLatin1Char('\n')));

    // Undo and redo from the keyboard, named in the Edit menu.
    EXPECT_EQ(window->undoAction()->text(), QStringLiteral("&Undo Goku: Convert"));
    press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    EXPECT_EQ(fighter("goku").convertedCounter, 0);
    EXPECT_EQ(window->redoAction()->text(), QStringLiteral("&Redo Goku: Convert"));
    press(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    EXPECT_EQ(fighter("goku").convertedCounter, 1);

    // End of turn for every slot, with the shortcut, until round 2 begins.
    for (int turns = 0; turns < 6 && encounter().state().round == 1; ++turns) {
        press(QKeySequence(Qt::CTRL | Qt::Key_Return));
    }
    EXPECT_EQ(encounter().state().round, 2);
    EXPECT_EQ(view.board()->headline().text(), QStringLiteral("Round 2 · Goku's turn"));
    EXPECT_GT(view.log()->model().rowCount(), 10);

    // Every command is on disk, and the file gives back exactly this state.
    ASSERT_TRUE(session->writer().flush());
    auto db = store::Database::open(path);
    ASSERT_TRUE(db);
    auto stored = store::EncounterReplay::load(db.value(), encounterId);
    ASSERT_TRUE(stored) << stored.error().message.toStdString();
    EXPECT_TRUE(stored.value().state == encounter().state());
}

TEST_F(PlayARound, ClosingAndReopeningResumesWhereItWas) {
    ASSERT_TRUE(window->openEncounter(encounterId));
    QTest::mouseClick(window->encounterView()->board()->findChild<QPushButton*>(QStringLiteral("startButton")),
                      Qt::LeftButton);
    // Nothing entered: the game's dice roll every initiative (scripted here).
    const engine::EncounterState played = encounter().state();
    ASSERT_TRUE(played.started);
    window->showStartPage();
    EXPECT_EQ(window->encounter(), nullptr);
    ASSERT_TRUE(window->openEncounter(encounterId));
    EXPECT_TRUE(encounter().state() == played);
}

TEST_F(PlayARound, AfterAnAttackTheKeysActOnTheFightNotOnTheForm) {
    ASSERT_TRUE(window->openEncounter(encounterId));
    QTest::mouseClick(window->encounterView()->board()->findChild<QPushButton*>(QStringLiteral("startButton")),
                      Qt::LeftButton);
    ASSERT_TRUE(encounter().state().started);
    window->encounterView()->board()->view().setFocus();
    const QString attacker = encounter().selected();
    const QString target = encounter().target();
    ASSERT_FALSE(target.isEmpty());
    const int life = engine::dbu::fighter(encounter().state(), target.toStdString()).life;
    press(QKeySequence(Qt::Key_A));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("5"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(engine::dbu::fighter(encounter().state(), target.toStdString()).life, life - 5);
    // The keys go where the keyboard is, as at the table: Ctrl+Z undoes the attack (not the
    // typed 5), ] moves the target, C converts.
    QTest::keySequence(QApplication::focusWidget(), QKeySequence(Qt::CTRL | Qt::Key_Z));
    EXPECT_EQ(engine::dbu::fighter(encounter().state(), target.toStdString()).life, life);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_BracketRight);
    EXPECT_NE(encounter().target(), target);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_C);
    EXPECT_EQ(engine::dbu::fighter(encounter().state(), attacker.toStdString()).convertedCounter, 1);
}

TEST_F(PlayARound, TheManeuverListShowsTheCommonCaseWithoutScrollingAt1366x768) {
    ASSERT_TRUE(window->openEncounter(encounterId));
    QTest::mouseClick(window->encounterView()->board()->findChild<QPushButton*>(QStringLiteral("startButton")),
                      Qt::LeftButton);
    ASSERT_TRUE(encounter().state().started);
    ActionPanel& panel = *window->encounterView()->panel();
    // At the top of a turn, with an attack's form open under the list (A), every maneuver
    // allowed now is on screen.
    QTreeView& list = panel.maneuverView();
    QTest::keyClick(&list, Qt::Key_A);
    QApplication::processEvents();
    int shown = 0;
    for (int g = 0; g < panel.maneuvers().rowCount(); ++g) {
        const QModelIndex group = panel.maneuvers().index(g, 0);
        for (int r = 0; r < panel.maneuvers().rowCount(group); ++r) {
            const QModelIndex row = panel.maneuvers().index(r, 0, group);
            // A generic row the combatant's own prepared moves stand in for waits under All.
            if (!row.data(ManeuverModel::AvailableRole).toBool() || row.data(ManeuverModel::UnlistedRole).toBool()) {
                continue;
            }
            const QRect rect = list.visualRect(row);
            EXPECT_TRUE(!rect.isEmpty() && list.viewport()->rect().contains(rect))
                << row.data().toString().toStdString() << " at " << rect.y() << " of " << list.viewport()->height();
            ++shown;
        }
    }
    EXPECT_GT(shown, 5);
}

// With an attack's More open (its Foundation, Strike score, area...) the list still shows more
// than a handful of maneuvers at 1366×768, and the panel keeps its width.
TEST_F(PlayARound, WithMoreOpenTheListStillShowsMoreThanFourRows) {
    ASSERT_TRUE(window->openEncounter(encounterId));
    ASSERT_TRUE(encounter().submit(engine::commands::Start{}).accepted);
    ActionPanel& panel = *window->encounterView()->panel();
    const int width = panel.width();
    QTreeView& list = panel.maneuverView();
    QTest::keyClick(&list, Qt::Key_A);
    QToolButton* more = panel.form().foldButton();
    ASSERT_NE(more, nullptr);
    QTest::mouseClick(more, Qt::LeftButton);
    QApplication::processEvents();
    ASSERT_TRUE(more->isChecked());
    int rows = 0;
    for (QModelIndex at = list.indexAt(QPoint(4, 2)); at.isValid(); at = list.indexBelow(at)) {
        const QRect rect = list.visualRect(at);
        if (rect.bottom() > list.viewport()->height()) {
            break;
        }
        ++rows;
    }
    EXPECT_GT(rows, 4) << "viewport " << list.viewport()->height();
    EXPECT_EQ(panel.width(), width);
}

} // namespace
} // namespace scouter::ui
