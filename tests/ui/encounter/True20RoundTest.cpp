// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 15's end-to-end check for True20: a round played through the window's widgets (the
// board, the panel's forms, the keys) on a campaign file, with the board showing both damage
// tracks as chips, the action budget left and the checks due, all from the ruleset's description.
#include "../panel/PanelFixture.h"

#include "CampaignOverview.h"
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "MainWindow.h"
#include "ScenarioRecorder.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeView>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace scouter::ui {
namespace {

// Ash (Dexterity 3, BCB 4: Melee +7) against two thugs without scores (Defense 11 from Dodge 1,
// Toughness +0, Constitution +0), side by side on the grid, initiative still to enter.
const char* const kFight = R"({
  "format": "scouter-scenario/1",
  "title": "Thugs at the gate",
  "ruleset": "true20",
  "combatants": [
    {"id": "ash", "name": "Ash", "side": "heroes", "pc": true, "at": [2, 2],
     "stats": {"dexterity": 3, "strength": 2, "constitution": 2, "bcb": 4}},
    {"id": "tob", "name": "Tob", "side": "thugs", "pc": false, "at": [3, 2], "stats": {"dexterity": 1}},
    {"id": "tam", "name": "Tam", "side": "thugs", "pc": false, "at": [6, 6], "stats": {"dexterity": 1}}
  ],
  "steps": []
})";

class True20Round : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("true20.scouter"));
    qint64 encounterId = 0;
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        store::RecordOptions options;
        options.db = &db.value();
        const store::RecordOutcome recorded = store::ScenarioRecorder::run(nlohmann::json::parse(kFight), options);
        ASSERT_EQ(recorded.status, store::RecordOutcome::Status::Pass) << recorded.why;
        encounterId = recorded.encounterId;
        auto overview = CampaignOverview::read(db.value());
        ASSERT_TRUE(overview);
        session = std::make_unique<CampaignSession>(std::move(db).value(), std::make_unique<engine::ScriptedDice>());
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
        window->setSession(session.get());
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openEncounter(encounterId));
    }

    [[nodiscard]] EncounterController& encounter() const { return *window->encounter(); }
    [[nodiscard]] InitiativeBoard& board() const { return *window->encounterView()->board(); }
    [[nodiscard]] ActionPanel& panel() const { return *window->encounterView()->panel(); }
    // The scenario contract's paths of the ruleset (lastAttack, lastSave), read as the table would not.
    [[nodiscard]] nlohmann::json paths() const {
        nlohmann::json view = nlohmann::json::object();
        encounter().encounter().ruleset().statePaths(encounter().state(), view);
        return view;
    }
    [[nodiscard]] QModelIndex cell(const char* who, const char* column) const {
        const int section = board().model().columnOf(column);
        EXPECT_GE(section, 0) << column << " is not one of the board's columns";
        return board().model().indexOf(QString::fromLatin1(who)).siblingAtColumn(section);
    }
    [[nodiscard]] QStringList chips(const char* who, const char* column) const {
        return cell(who, column).data(InitiativeBoardModel::ChipsRole).toStringList();
    }

    void typeInitiative(const QString& id, const QString& text) {
        QTreeView& view = board().view();
        view.setFocus();
        view.setCurrentIndex(board().model().indexOf(id).siblingAtColumn(InitiativeBoardModel::Initiative));
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
    void clickRow(const char* who) {
        QTreeView& view = board().view();
        const QModelIndex name =
            board().model().indexOf(QString::fromLatin1(who)).siblingAtColumn(InitiativeBoardModel::Name);
        view.scrollTo(name);
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, view.visualRect(name).center());
        QApplication::processEvents();
    }
};

TEST_F(True20Round, InitiativeAHitAFailedToughnessSaveARecoveryCheckAndUndo) {
    EncounterView& view = *window->encounterView();
    QAbstractItemModelTester boardTester(&view.board()->model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester panelTester(&view.panel()->maneuvers(),
                                         QAbstractItemModelTester::FailureReportingMode::Fatal);
    // The board's columns are True20's: both tracks, the budget, the checks.
    for (const char* column : {"lethal", "subdual", "actions", "checks"}) {
        EXPECT_GE(board().model().columnOf(column), InitiativeBoardModel::FirstRulesetColumn) << column;
    }
    EXPECT_EQ(board().model().headerData(board().model().columnOf("lethal"), Qt::Horizontal).toString(),
              QStringLiteral("Lethal"));

    // Initiative typed on the board: Ash's total, the thugs' natural faces (the rules add Dexterity).
    typeInitiative(QStringLiteral("ash"), QStringLiteral("18"));
    typeInitiative(QStringLiteral("tob"), QStringLiteral("d5"));
    typeInitiative(QStringLiteral("tam"), QStringLiteral("d3"));
    EXPECT_EQ(board().model().indexOf(QStringLiteral("tob")).data().toString(), QStringLiteral("6"));
    QTest::mouseClick(board().findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    ASSERT_TRUE(encounter().state().started);
    EXPECT_EQ(board().headline().text(), QStringLiteral("Round 1 · Ash's turn"));
    EXPECT_EQ(cell("ash", "actions").data().toString(), QStringLiteral("Full-round or Std + Move"));
    // Converting Actions is DBU's: True20's panel has no such button.
    EXPECT_EQ(panel().findChild<QPushButton*>(QStringLiteral("convertButton")), nullptr) << "True20 has no Convert";

    // An attack that hits: A, the d20 face typed where the keyboard lands, Enter. 9 + Melee 7 = 16
    // against Tob's Defense 11 (the nearest Opponent is the target).
    board().view().setFocus();
    press(QKeySequence(Qt::Key_A));
    ASSERT_EQ(QApplication::focusWidget(), panel().form().field(engine::InputKind::Roll)) << "the d20 takes the keys";
    EXPECT_EQ(encounter().target(), QStringLiteral("tob"));
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("9"));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(paths()["lastAttack"], "hit");
    // The budget left shows on the board: the standard action is spent.
    EXPECT_EQ(cell("ash", "actions").data().toString(), QStringLiteral("Move"));

    // Tob's Toughness save, failed: his row on the board, the save in the panel with the Damage
    // bonus 5 (DC 20), lethal, the face 12 typed (12 + 0 fails by 8: Wounded, and Dazed besides).
    clickRow("tob");
    ASSERT_EQ(encounter().selected(), QStringLiteral("tob"));
    test::PanelDriver driver{panel()};
    driver.clickRow(QStringLiteral("toughness"));
    driver.pickOption("damage");
    driver.tick(engine::InputKind::Lethal, true);
    test::PanelDriver::type(panel().form().field(engine::InputKind::Damage), 5);
    QToolButton* roll = panel().form().rollButton(engine::InputKind::Roll);
    ASSERT_NE(roll, nullptr) << "the save's d20 has a Roll button";
    EXPECT_TRUE(roll->toolTip().contains(QStringLiteral("1d20"))) << roll->toolTip().toStdString();
    test::PanelDriver::type(panel().form().field(engine::InputKind::Roll), 12);
    ASSERT_TRUE(panel().performButton().isEnabled()) << panel().message().text().toStdString();
    driver.clickPerform();
    EXPECT_EQ(paths()["lastSave"]["success"], false) << paths()["lastSave"].dump();
    EXPECT_EQ(paths()["lastSave"]["dc"], 20);
    // The board shows the states as chips on their tracks, and the check now due.
    EXPECT_EQ(chips("tob", "lethal"), QStringList{QStringLiteral("Wounded")});
    EXPECT_EQ(chips("tob", "subdual"), QStringList{QStringLiteral("Dazed")});
    ASSERT_EQ(chips("tob", "checks").size(), 1);
    EXPECT_TRUE(chips("tob", "checks").front().startsWith(QStringLiteral("Recovery (Wounded)")))
        << chips("tob", "checks").front().toStdString();
    // The save made, the panel is back with Ash, whose turn it is; Tob's row shows him again.
    EXPECT_EQ(encounter().selected(), QStringLiteral("ash"));
    clickRow("tob");
    EXPECT_TRUE(panel().pools().text().contains(QStringLiteral("Lethal: Wounded")))
        << panel().pools().text().toStdString();

    // A Recovery Check: rolled with the button (a d20 face in the field), then the table's own
    // roll typed over it: 15 + Constitution 0 reaches DC 10 and shakes Wounded off.
    driver.clickRow(QStringLiteral("recover"));
    QToolButton* recoveryRoll = panel().form().rollButton(engine::InputKind::Roll);
    ASSERT_NE(recoveryRoll, nullptr);
    QTest::mouseClick(recoveryRoll, Qt::LeftButton);
    const int rolled = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Roll))->value();
    EXPECT_GE(rolled, 1);
    EXPECT_LE(rolled, 20);
    test::PanelDriver::type(panel().form().field(engine::InputKind::Roll), 15);
    ASSERT_TRUE(panel().performButton().isEnabled()) << panel().message().text().toStdString();
    driver.clickPerform();
    EXPECT_EQ(paths()["lastSave"]["kind"], "recovery");
    EXPECT_EQ(paths()["lastSave"]["success"], true);
    EXPECT_TRUE(chips("tob", "lethal").isEmpty());
    EXPECT_EQ(chips("tob", "subdual"), QStringList{QStringLiteral("Dazed")}) << "Dazed needs no check: it lapses";

    // Undo from the keyboard: the Recovery Check is taken back and the state chip with it.
    press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    EXPECT_EQ(chips("tob", "lethal"), QStringList{QStringLiteral("Wounded")});
    // Once more: the failed save goes too.
    press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    EXPECT_TRUE(chips("tob", "lethal").isEmpty());
    EXPECT_TRUE(chips("tob", "subdual").isEmpty());

    // Every command is on disk, and the file gives back exactly this state.
    ASSERT_TRUE(session->writer().flush());
    auto db = store::Database::open(path);
    ASSERT_TRUE(db);
    auto stored = store::EncounterReplay::load(db.value(), encounterId);
    ASSERT_TRUE(stored) << stored.error().message.toStdString();
    EXPECT_TRUE(stored.value().state == encounter().state());
}

} // namespace
} // namespace scouter::ui
