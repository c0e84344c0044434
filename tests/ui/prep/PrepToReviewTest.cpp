// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6's end-to-end check through the window: a new encounter prepared from the library (who
// takes part, a group, a surprise mark, an option, a token dragged), saved and started in one
// click, a few turns played, then reviewed: the replayed state at every step equals the state
// recorded live at that step, and the exports match their golden files.
#include "CampaignModel.h"
#include "CampaignOverview.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"
#include "LogExporter.h"
#include "MainWindow.h"
#include "StartPage.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "library/CharacterListModel.h"
#include "library/LibraryWindow.h"
#include "prep/PlacementView.h"
#include "prep/PrepPickModel.h"
#include "prep/PrepWindow.h"
#include "review/ReplayView.h"
#include "review/ReviewWindow.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

class PrepToReview : public ::testing::Test {
protected:
    QTemporaryDir folder;
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;
    std::map<QString, qint64> ids; // library characters and groups by name

    void SetUp() override {
        auto db = store::Database::open(folder.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(db) << db.error().message.toStdString();
        ASSERT_TRUE(store::DemoCampaign::create(db.value()));
        auto overview = CampaignOverview::read(db.value());
        ASSERT_TRUE(overview);
        session = std::make_unique<CampaignSession>(std::move(db).value(),
                                                    std::make_unique<engine::ScriptedDice>(std::vector<int>{}));
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
        window->setSession(session.get());
        window->resize(1366, 740);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    // Ticks a box of the prep's table from the keyboard, as an ARC tabbing through it would.
    static void toggle(QTableView& table, const QModelIndex& index) {
        table.setFocus();
        table.setCurrentIndex(index);
        QTest::keyClick(table.viewport(), Qt::Key_Space);
    }

    // The export with its clock times taken out (they are when the test ran), to compare with golden files.
    static QString timeless(QString text) {
        return text.replace(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC")),
                            QStringLiteral("(time)"));
    }

    static void matchesGolden(const QString& text, const char* name) {
        const QString path = QStringLiteral(SCOUTER_UI_GOLDEN "/") + QLatin1String(name);
        // SCOUTER_UPDATE_GOLDEN=1 rewrites the file after a deliberate change of the export.
        if (qEnvironmentVariableIsSet("SCOUTER_UPDATE_GOLDEN")) {
            QFile out(path);
            ASSERT_TRUE(out.open(QIODevice::WriteOnly));
            out.write(text.toUtf8());
        }
        QFile golden(path);
        ASSERT_TRUE(golden.open(QIODevice::ReadOnly)) << path.toStdString();
        EXPECT_EQ(text.toStdString(), QString::fromUtf8(golden.readAll()).toStdString()) << name;
    }
};

TEST_F(PrepToReview, PreparedStartedPlayedAndReplayedStepByStep) {
    PrepWindow* prep = window->showPrep();
    ASSERT_NE(prep, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(prep));
    PrepPickModel& picks = prep->picks();
    QAbstractItemModelTester pickTester(&picks, QAbstractItemModelTester::FailureReportingMode::Fatal);
    for (int row = 0; row < picks.rowCount(); ++row) {
        ids[picks.index(row, PrepPickModel::Name).data().toString()] =
            picks.index(row, 0).data(PrepPickModel::IdRole).toLongLong();
    }
    using Source = store::DraftPick::Source;

    prep->titleField().selectAll();
    QTest::keyClicks(&prep->titleField(), QStringLiteral("Cliff ambush"));
    // The three PCs come ticked; Piccolo stays home, the Saibamen come, Krillin is caught by surprise.
    QTableView& table = prep->pickTable();
    toggle(table, picks.indexOf(Source::Character, ids[QStringLiteral("Piccolo")]));
    EXPECT_FALSE(prep->saveStartButton().isEnabled()); // heroes only: nobody to fight
    toggle(table, picks.indexOf(Source::Group, ids[QStringLiteral("Saibamen")]));
    toggle(table, picks.indexOf(Source::Character, ids[QStringLiteral("Krillin")], PrepPickModel::Surprised));
    QComboBox* rounding = prep->option(QStringLiteral("rounding"));
    ASSERT_NE(rounding, nullptr);
    rounding->setCurrentIndex(rounding->findText(QStringLiteral("Round up")));
    prep->widthField().setValue(10);
    prep->heightField().setValue(8);

    // Goku dragged three squares forward.
    PlacementView& placement = prep->placement();
    const auto& placed = placement.encounter().participants;
    ASSERT_EQ(placed.size(), 6U);
    ASSERT_EQ(placed[0].name, QStringLiteral("Goku"));
    const QPoint from(placed[0].at->x, placed[0].at->y);
    const QPoint to(from.x() + 3, from.y());
    QTest::mousePress(placement.viewport(), Qt::LeftButton, {}, placement.viewPointOf(from));
    QTest::mouseMove(placement.viewport(), placement.viewPointOf(to));
    QTest::mouseRelease(placement.viewport(), Qt::LeftButton, {}, placement.viewPointOf(to));
    ASSERT_EQ(QPoint(placement.encounter().participants[0].at->x, placement.encounter().participants[0].at->y), to);
    // Someone else joining and leaving again does not undo the drag.
    toggle(table, picks.indexOf(Source::Character, ids[QStringLiteral("Frieza Force Soldier")]));
    ASSERT_EQ(placement.encounter().participants.size(), 7U);
    toggle(table, picks.indexOf(Source::Character, ids[QStringLiteral("Frieza Force Soldier")]));
    EXPECT_EQ(QPoint(placement.encounter().participants[0].at->x, placement.encounter().participants[0].at->y), to);

    ASSERT_TRUE(prep->saveStartButton().isEnabled()) << prep->messageLabel().text().toStdString();
    QTest::mouseClick(&prep->saveStartButton(), Qt::LeftButton);
    ASSERT_TRUE(QTest::qWaitFor([this] { return window->encounter() != nullptr; }, 5000));
    EncounterController& controller = *window->encounter();
    const qint64 encounterId = controller.encounterId();

    const store::EncounterRecord stored = store::EncounterRepository(session->database()).get(encounterId).value();
    EXPECT_EQ(stored.title, QStringLiteral("Cliff ambush"));
    EXPECT_EQ(stored.options.value(QStringLiteral("rounding")).toString(), QStringLiteral("up"));
    EXPECT_EQ(stored.gridWidth, 10);
    ASSERT_EQ(stored.participants.size(), 6U);
    EXPECT_TRUE(stored.participants[1].surprised);
    EXPECT_EQ(stored.participants[0].at->x, to.x());
    EXPECT_EQ(stored.participants[5].name, QStringLiteral("Saibaman 4"));
    EXPECT_EQ(controller.state().find("goku")->at.x, to.x());

    // A few turns.
    std::vector<engine::EncounterState> live;
    const auto submit = [&](const auto& command) {
        const auto result = controller.submit(command);
        ASSERT_TRUE(result.accepted) << result.message;
        live.push_back(controller.state());
    };
    int value = 20;
    for (const auto& slot : controller.state().slots) {
        engine::commands::SetInitiative set;
        set.who = slot.id;
        set.value = value--;
        submit(set);
    }
    engine::commands::Start start;
    submit(start);
    engine::CommandForm powerUp;
    powerUp.type = "maneuver";
    powerUp.set("who", controller.acting().toStdString());
    powerUp.set("name", "power-up");
    submit(powerUp);
    engine::CommandForm hurt;
    hurt.type = "damage";
    hurt.set("who", "saibaman-2");
    hurt.set("amount", 15);
    submit(hurt);
    for (int turn = 0; turn < 3; ++turn) {
        engine::commands::EndTurn end;
        submit(end);
    }
    ASSERT_TRUE(session->writer().flush());

    ReviewWindow* review = window->showReview(encounterId);
    ASSERT_NE(review, nullptr);
    ASSERT_TRUE(QTest::qWaitFor([review] { return review->replay() != nullptr; }, 5000));
    ReplayView& replay = *review->replay();
    const store::EncounterTimeline& timeline = replay.timeline();
    ASSERT_EQ(timeline.groups().size(), live.size());
    for (std::size_t g = 0; g < live.size(); ++g) {
        replay.seek(timeline.stepAfterGroup(g));
        ASSERT_EQ(replay.controller().state(), live[g]) << "after command " << g;
    }
    matchesGolden(timeless(store::LogExporter::exportLog(timeline, store::LogExporter::Format::Markdown)),
                  "cliff-ambush.md");
    matchesGolden(timeless(store::LogExporter::exportLog(timeline, store::LogExporter::Format::Html)),
                  "cliff-ambush.html");
}

TEST_F(PrepToReview, TheFileMenuAndTheStartPageOpenTheLibraryAndThePrep) {
    auto* libraryAction = window->findChild<QAction*>(QStringLiteral("libraryAction"));
    auto* prepAction = window->findChild<QAction*>(QStringLiteral("prepAction"));
    ASSERT_NE(libraryAction, nullptr);
    ASSERT_NE(prepAction, nullptr);
    EXPECT_EQ(libraryAction->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    EXPECT_EQ(prepAction->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_N));
    libraryAction->trigger();
    auto* library = window->findChild<LibraryWindow*>();
    ASSERT_NE(library, nullptr);
    EXPECT_TRUE(library->isVisible());
    EXPECT_EQ(library->characters().rowCount(), 12); // the demo's five DBU, three True20 and four Fatewalker characters
    // A character deleted in the library leaves the campaign dock as well.
    const auto listed = [this] {
        return window->campaign().rowCount(window->campaign().sectionIndex(CampaignModel::Section::Characters));
    };
    ASSERT_EQ(listed(), 12);
    library->selectCharacter(library->characters().index(1, 0).data(CharacterListModel::IdRole).toLongLong());
    library->deleteAction().trigger();
    EXPECT_EQ(listed(), 11);
    library->undoStack().undo();
    EXPECT_EQ(listed(), 12);

    auto* newEncounter = window->startPage().findChild<QPushButton*>(QStringLiteral("newEncounterButton"));
    ASSERT_NE(newEncounter, nullptr);
    QTest::mouseClick(newEncounter, Qt::LeftButton);
    auto* prep = window->findChild<PrepWindow*>();
    ASSERT_NE(prep, nullptr);
    EXPECT_TRUE(prep->isVisible());
    // Saved as ready, it is listed on the start page to be started later in one click.
    QTest::mouseClick(&prep->saveReadyButton(), Qt::LeftButton); // refused: heroes only
    EXPECT_TRUE(prep->isVisible());
    const QModelIndex saibamen = prep->picks().index(5, PrepPickModel::Name); // the characters, then the groups
    ASSERT_EQ(saibamen.data().toString(), QStringLiteral("Saibamen"));
    ASSERT_TRUE(prep->picks().setData(saibamen, Qt::Checked, Qt::CheckStateRole));
    const int before = window->campaign().rowCount(window->campaign().sectionIndex(CampaignModel::Section::Encounters));
    QTest::mouseClick(&prep->saveReadyButton(), Qt::LeftButton);
    EXPECT_FALSE(prep->isVisible());
    EXPECT_EQ(window->campaign().rowCount(window->campaign().sectionIndex(CampaignModel::Section::Encounters)),
              before + 1);
    EXPECT_EQ(window->encounter(), nullptr);
}

} // namespace
} // namespace scouter::ui
