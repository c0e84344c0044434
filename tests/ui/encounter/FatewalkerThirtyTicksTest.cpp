// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 16's end-to-end check: thirty ticks of a Fatewalker scene played through the window's
// widgets on a real campaign file: a movement begun, its declarations, an attack answered by a
// reaction, a hold and a preempt, an undo; checked by what the table sees (the timeline's markers
// and spans, the tick in the headline, the log), then read back from the file.
#include "CampaignOverview.h"
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "MainWindow.h"
#include "board/InitiativeBoard.h"
#include "board/TimelineBoard.h"
#include "board/TimelineModel.h"
#include "board/TimelineView.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridScene.h"
#include "grid/BattleGridView.h"
#include "grid/TokenItem.h"
#include "log/EncounterLogModel.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

// Readable failures: what the lanes and the log say, as text.
std::string shown(const QStringList& texts) {
    return texts.join(QStringLiteral(" | ")).toStdString();
}

class FatewalkerThirtyTicks : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("scene.scouter"));
    qint64 encounterId = 0;
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;

    static store::Participant fighter(const char* id, const char* name, const char* side, int x, int y, int speed) {
        store::Participant p;
        p.combatant = QString::fromLatin1(id);
        p.name = QString::fromLatin1(name);
        p.side = QString::fromLatin1(side);
        p.pc = p.side == QStringLiteral("heroes");
        p.at = store::GridSquare{x, y};
        p.stats = QJsonObject{{"speed", speed}, {"agility", 2}, {"unarmed", 1}, {"search", 1}};
        return p;
    }

    // The encounter's options (the prep's): none, so ties are the ARC's in command order.
    [[nodiscard]] virtual QJsonObject options() const { return {}; }

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        store::EncounterRecord scene;
        scene.title = QStringLiteral("Ambush at the ford");
        scene.ruleset = QStringLiteral("fatewalker");
        scene.options = options();
        scene.gridWidth = 12;
        scene.gridHeight = 8;
        scene.participants = {fighter("aster", "Aster", "heroes", 2, 3, 5),
                              fighter("brand", "Brand", "raiders", 7, 3, 4),
                              fighter("cael", "Cael", "raiders", 9, 5, 4)};
        auto id = store::EncounterRepository(db.value()).insert(scene);
        ASSERT_TRUE(id) << id.error().message.toStdString();
        encounterId = id.value();
        auto overview = CampaignOverview::read(db.value());
        ASSERT_TRUE(overview);
        session = std::make_unique<CampaignSession>(
            std::move(db).value(), std::make_unique<engine::ScriptedDice>(std::vector<int>{1, 2, 6, 7, 8, 2, 3, 9}));
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
        window->setSession(session.get());
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        ASSERT_TRUE(window->openEncounter(encounterId));
    }

    [[nodiscard]] EncounterView& view() const { return *window->encounterView(); }
    [[nodiscard]] EncounterController& encounter() const { return *window->encounter(); }
    [[nodiscard]] TimelineModel& timeline() const { return view().board()->timeline().model(); }
    [[nodiscard]] ActionPanel& panel() const { return *view().panel(); }
    [[nodiscard]] QString headline() const { return view().board()->headline().text(); }

    // Where `who`'s marker stands on the timeline.
    [[nodiscard]] int markerTick(const char* who) const {
        return timeline().indexOf(QString::fromLatin1(who)).data(TimelineModel::TickRole).toInt();
    }
    // The labels of `who`'s spans and their next declaration (or preempt) tick, as the lanes show them.
    [[nodiscard]] QStringList spans(const char* who) const {
        QStringList out;
        const QModelIndex row = timeline().indexOf(QString::fromLatin1(who));
        for (int i = 0; i < timeline().rowCount(row); ++i) {
            out << timeline().index(i, TimelineModel::Name, row).data().toString();
        }
        return out;
    }
    [[nodiscard]] QString lastLog() const {
        const QAbstractItemModel& log = view().log()->model();
        return log.index(log.rowCount() - 1, 0).data().toString();
    }
    // The lines under the last command in the log (what it did), one after the other.
    [[nodiscard]] std::string lastLogDetails() const {
        const QAbstractItemModel& log = view().log()->model();
        const QModelIndex last = log.index(log.rowCount() - 1, 0);
        QStringList lines;
        for (int row = 0; row < log.rowCount(last); ++row) {
            lines << log.index(row, 0, last).data().toString();
        }
        return lines.join(QStringLiteral(" | ")).toStdString();
    }

    void press(const QKeySequence& keys) {
        view().board()->focusBoard();
        QTest::keySequence(window.get(), keys);
        QApplication::processEvents();
    }

    // Picks `who`'s lane on the timeline, as the ARC clicks it.
    void pick(const char* who) {
        TimelineView& lanes = view().board()->timeline().view();
        QApplication::processEvents(); // the board laid out as shown (a tie's question above the lanes)
        const QModelIndex row = timeline().indexOf(QString::fromLatin1(who));
        QTest::mouseClick(lanes.viewport(), Qt::LeftButton, {}, lanes.visualRect(row).center());
        ASSERT_EQ(encounter().selected(), QString::fromLatin1(who));
    }

    // Chooses `action` in the panel (unless `fresh` is false: the form is filled already), types the
    // successes rolled at the table when it rolls, and performs it with the button.
    void perform(const char* action, int successes = 0, bool fresh = true) {
        if (fresh) {
            panel().choose(QString::fromLatin1(action));
        }
        ASSERT_TRUE(panel().maneuvers().indexOf(QString::fromLatin1(action)).isValid())
            << action << " is not offered to " << encounter().selected().toStdString();
        if (auto* typed = qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Successes))) {
            typed->setValue(successes);
        }
        ASSERT_TRUE(panel().performButton().isEnabled()) << action << ": " << panel().message().text().toStdString();
        QTest::mouseClick(&panel().performButton(), Qt::LeftButton);
    }

    void advance() {
        press(QKeySequence(view().board()->advanceButton().text().section(QLatin1Char('('), 1).chopped(1)));
    }
};

TEST_F(FatewalkerThirtyTicks, ThirtyTicksThroughTheWidgets) {
    QAbstractItemModelTester timelineTester(&timeline(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester panelTester(&panel().maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    InitiativeBoard& board = *view().board();
    ASSERT_TRUE(board.timeline().isVisible()) << "a tick ruleset's board is its timeline";
    EXPECT_EQ(headline().toStdString(), std::string("Not started: Start begins the scene at tick 1"));
    QTest::mouseClick(board.findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    EXPECT_EQ(headline().toStdString(), std::string("Tick 1 · priority: Aster, Brand, Cael"));
    EXPECT_EQ(board.advanceButton().text(), QStringLiteral("Advance (N)"));

    // Tick 1. Aster begins to run: 2 ticks, motion from tick 3, first declaration at 9.
    EXPECT_EQ(encounter().selected(), QStringLiteral("aster"));
    panel().choose(QStringLiteral("begin-movement"));
    auto* mode = qobject_cast<QComboBox*>(panel().form().field(engine::InputKind::Mode));
    ASSERT_NE(mode, nullptr);
    mode->setCurrentIndex(mode->findData(QStringLiteral("run")));
    perform("begin-movement", 0, false);
    EXPECT_EQ(markerTick("aster"), 3);
    EXPECT_EQ(shown(spans("aster")), "Run 10 m / 6 ticks");
    // The grid's token says so too.
    EXPECT_EQ(view().grid()->gridScene().token(QStringLiteral("aster"))->look().motion.toStdString(), "run 10 m");
    EXPECT_EQ(timeline().index(0, 0, timeline().indexOf(QStringLiteral("aster"))).data(TimelineModel::NextRole), 9);
    EXPECT_EQ(lastLog().toStdString(), "Tick 1 · Aster: Begin Movement, 2 ticks"); // the log names its ticks

    // Brand holds (H, then Enter), Cael takes a quick look.
    EXPECT_EQ(encounter().selected(), QStringLiteral("brand"));
    press(QKeySequence(Qt::Key_H));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(timeline().indexOf(QStringLiteral("brand")).data(TimelineModel::HeldRole), 1);
    EXPECT_EQ(timeline().indexOf(QStringLiteral("brand")).data(TimelineModel::PreemptRole), 3);
    EXPECT_EQ(shown(spans("brand")), "Hold");
    EXPECT_EQ(encounter().selected(), QStringLiteral("cael"));
    perform("quick-look");
    EXPECT_EQ(markerTick("cael"), 6);
    EXPECT_EQ(headline().toStdString(), std::string("Tick 1 · nobody to act: Advance"));

    // N: tick 3, Aster's (Brand holds and does not stop the clock). Moving, Aster must act.
    advance();
    EXPECT_EQ(timeline().now(), 3);
    EXPECT_EQ(lastLog().toStdString(), "Tick 3") << "the clock's move is named where it went, not Tick 1 · Tick 3";
    EXPECT_EQ(headline().toStdString(), std::string("Tick 3 · priority: Aster"));
    perform("quick-look");
    EXPECT_EQ(markerTick("aster"), 8);

    // Tick 6: Cael is about to act, and Brand, held since tick 1, preempts him.
    advance();
    EXPECT_EQ(timeline().now(), 6);
    EXPECT_EQ(headline().toStdString(), std::string("Tick 6 · priority: Cael"));
    pick("brand");
    perform("preempt:quick-look");
    EXPECT_FALSE(timeline().indexOf(QStringLiteral("brand")).data(TimelineModel::HeldRole).isValid());
    EXPECT_EQ(markerTick("brand"), 11);
    EXPECT_TRUE(spans("brand").isEmpty());
    EXPECT_EQ(lastLogDetails(), "Brand: Quick Look, preemptive (5 ticks) → next tick 11; 0 successes");
    EXPECT_EQ(encounter().selected(), QStringLiteral("cael")) << "Cael still has to act";

    // Cael strikes Aster (2 successes at the table); Aster answers with a Dodge of 1: the Strike
    // lands by 1 and Scouter rolls its damage, 5x1 @5 (faces 1, 2, 6, 7, 8: 2 points of stun).
    auto* land = window->findChild<QAction*>(QStringLiteral("arc-resolve-none"));
    ASSERT_NE(land, nullptr) << "the ARC may let an attack land unanswered";
    EXPECT_FALSE(land->isEnabled()) << "no attack waits for its answer yet";
    perform("strike", 2);
    EXPECT_EQ(encounter().selected(), QStringLiteral("aster")) << "the one attacked answers";
    EXPECT_TRUE(land->isEnabled()) << land->toolTip().toStdString();
    EXPECT_EQ(land->text(), QStringLiteral("Let the attack land"));
    EXPECT_EQ(land->shortcut(), QKeySequence(Qt::Key_L));
    EXPECT_EQ(headline().toStdString(), "Tick 6 · waiting for Aster");
    EXPECT_TRUE(panel().maneuvers().indexOf(QStringLiteral("dodge")).isValid());
    perform("dodge", 1);
    const QString dodged = lastLog();
    EXPECT_EQ(dodged.toStdString(), "Tick 6 · Aster: Dodge → Cael's Strike, hit, 8 ticks");
    EXPECT_EQ(lastLogDetails(),
              "Aster: Dodge, reaction (8 ticks) → next tick 16; 1 success (roll +3) | Cael's Strike → "
              "Aster, hit (Dodge, net 1): 2 stun");
    EXPECT_EQ(markerTick("aster"), 16) << "a reaction's 8 ticks go on Aster's next tick, 8";
    EXPECT_EQ(markerTick("cael"), 12);

    // Undo takes the Dodge back: Aster is asked again, and dodges better.
    press(QKeySequence(Qt::CTRL | Qt::Key_Z));
    EXPECT_EQ(markerTick("aster"), 8);
    EXPECT_EQ(encounter().selected(), QStringLiteral("aster"));
    EXPECT_EQ(lastLog().toStdString(), "Tick 6 · Cael: Strike → Aster, 6 ticks") << "the Dodge is gone from the log";
    // This time Scouter rolls the Dodge: 3 dice against TN 7 (faces 2, 3, 9: 2 successes, a tie the
    // defender wins).
    panel().choose(QStringLiteral("dodge"));
    QComboBox* way = panel().form().diceWay();
    ASSERT_NE(way, nullptr);
    way->setCurrentIndex(way->findData(QStringLiteral("here")));
    qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Pool))->setValue(3);
    qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Tn))->setValue(7);
    QTest::mouseClick(&panel().performButton(), Qt::LeftButton);
    EXPECT_EQ(markerTick("aster"), 16);
    EXPECT_EQ(lastLogDetails(),
              "Aster: Dodge, reaction (8 ticks) → next tick 16; 2 successes [rolled 2 3 9] (roll +3) | Cael's "
              "Strike → Aster, dodged (Dodge, net 0)");

    // Tick 9: Aster's declaration is owed; the panel offers it, Aster changes to a walk.
    advance();
    EXPECT_EQ(timeline().now(), 9);
    EXPECT_EQ(headline().toStdString(), std::string("Tick 9 · movement declarations due: Aster"));
    ASSERT_TRUE(panel().owed().isVisible());
    auto* change = panel().owed().findChild<QPushButton*>(QStringLiteral("owed:move:change"));
    ASSERT_NE(change, nullptr);
    QTest::mouseClick(change, Qt::LeftButton);
    EXPECT_EQ(shown(spans("aster")), "Walk 5 m / 6 ticks");
    EXPECT_EQ(view().grid()->gridScene().token(QStringLiteral("aster"))->look().motion.toStdString(), "walk 5 m");
    EXPECT_EQ(timeline().index(0, 0, timeline().indexOf(QStringLiteral("aster"))).data(TimelineModel::NextRole), 15);
    EXPECT_FALSE(panel().owed().isVisible());

    // On to tick 30 and beyond: everyone takes quick looks when their tick comes; Brand holds
    // again at 11; at 15 Aster stops.
    for (int guard = 0; guard < 40 && timeline().now().value_or(0) < 30; ++guard) {
        advance();
        const int now = timeline().now().value_or(0);
        for (const char* who : {"aster", "brand", "cael"}) {
            const QModelIndex row = timeline().indexOf(QString::fromLatin1(who));
            if (row.data(TimelineModel::DueRole).toBool()) {
                pick(who);
                QTest::mouseClick(panel().owed().findChild<QPushButton*>(QStringLiteral("owed:move:stop")),
                                  Qt::LeftButton);
            }
        }
        for (const char* who : {"aster", "brand", "cael"}) {
            if (timeline().indexOf(QString::fromLatin1(who)).data(TimelineModel::PriorityRole).toBool()) {
                pick(who);
                perform(now == 11 && QString::fromLatin1(who) == QStringLiteral("brand") ? "hold-action"
                                                                                         : "quick-look");
            }
        }
    }
    EXPECT_GE(timeline().now().value_or(0), 30);
    EXPECT_TRUE(spans("aster").isEmpty()) << "Aster stopped at 15";
    EXPECT_TRUE(view().grid()->gridScene().token(QStringLiteral("aster"))->look().motion.isEmpty());
    EXPECT_TRUE(headline().startsWith(QStringLiteral("Tick %1").arg(*timeline().now())));
    EXPECT_GT(view().log()->model().rowCount(), 20);

    // Every command is on disk, and the file gives back exactly this state.
    ASSERT_TRUE(session->writer().flush());
    auto db = store::Database::open(path);
    ASSERT_TRUE(db);
    auto stored = store::EncounterReplay::load(db.value(), encounterId);
    ASSERT_TRUE(stored) << stored.error().message.toStdString();
    EXPECT_TRUE(stored.value().state == encounter().state());
}

// With tickTies "arc" the three sharing tick 1 are a tie the ARC orders on the timeline.
class FatewalkerArcTies : public FatewalkerThirtyTicks {
protected:
    [[nodiscard]] QJsonObject options() const override { return {{"tickTies", "arc"}}; }
};

TEST_F(FatewalkerArcTies, TheTieIsOrderedOnTheTimelineAndTheFirstInItActsFirst) {
    QAbstractItemModelTester timelineTester(&timeline(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    TimelineBoard& board = view().board()->timeline();
    QTest::mouseClick(view().board()->findChild<QPushButton*>(QStringLiteral("startButton")), Qt::LeftButton);
    ASSERT_TRUE(board.confirmButton().isVisible());
    EXPECT_EQ(timeline().tieOrder(), (QStringList{"aster", "brand", "cael"}));
    EXPECT_EQ(headline().toStdString(), "Tick 1 · tie: put Aster, Brand, Cael in order, then Confirm");
    EXPECT_FALSE(panel().maneuvers().indexOf(QStringLiteral("quick-look")).isValid())
        << "nothing to start while the tie waits";
    // Cael first: picked on the timeline and moved up twice from the keyboard.
    pick("cael");
    TimelineView& lanes = board.view();
    lanes.setFocus();
    QTest::keyClick(&lanes, Qt::Key_Up, Qt::ControlModifier);
    QTest::keyClick(&lanes, Qt::Key_Up, Qt::ControlModifier);
    EXPECT_EQ(timeline().tieOrder(), (QStringList{"cael", "aster", "brand"}));
    EXPECT_EQ(timeline().index(0, TimelineModel::Name).data().toString(), QStringLiteral("Cael"));
    QTest::mouseClick(&board.confirmButton(), Qt::LeftButton);
    EXPECT_FALSE(board.confirmButton().isVisible());
    EXPECT_EQ(headline().toStdString(), "Tick 1 · priority: Cael, Aster, Brand");
    EXPECT_EQ(encounter().selected(), QStringLiteral("cael")) << "the first in the ARC's order acts first";
    perform("quick-look");
    EXPECT_EQ(markerTick("cael"), 6);
    EXPECT_EQ(encounter().selected(), QStringLiteral("aster"));
}

} // namespace
} // namespace scouter::ui
