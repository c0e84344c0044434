// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 6's end-to-end check: an encounter played through its controller on a real campaign
// file, then found, opened and replayed in the review window: the state shown after every
// command equals the state the live encounter had after it.
#include "CampaignOverview.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"
#include "LogExporter.h"
#include "MainWindow.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "log/EncounterLogView.h"
#include "log/LogFilterModel.h"
#include "panel/ActionPanel.h"
#include "review/ReplayView.h"
#include "review/ReviewFilterModel.h"
#include "review/ReviewListModel.h"
#include "review/ReviewWindow.h"
#include "review/StatisticsChart.h"
#include "review/StatisticsModel.h"

#include "dice/ScriptedDice.h"
#include "rules/RulesetRegistry.h"

#include "board/InitiativeBoard.h"
#include "grid/BattleGridView.h"
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QTimer>
#include <QTreeView>

#include <gtest/gtest.h>

#include <map>

#include <sys/stat.h>

namespace scouter::ui {
namespace {

using Fatal = QAbstractItemModelTester::FailureReportingMode;

// A command by its name, as a form the controller has the ruleset read.
engine::CommandForm named(const std::string& type, const std::string& who = {}) {
    engine::CommandForm form;
    form.type = type;
    if (!who.empty()) {
        form.set("who", who);
    }
    return form;
}

class Review : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("demo.scouter"));
    qint64 encounterId = 0;
    std::unique_ptr<CampaignSession> session;
    std::vector<engine::EncounterState> live; // after each command in effect

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo);
        encounterId = demo.value();
        session = std::make_unique<CampaignSession>(std::move(db).value(),
                                                    std::make_unique<engine::ScriptedDice>(std::vector<int>{7, 5}));
        play();
    }

    // A few turns of the demo encounter, keeping the live state after each accepted command.
    void play() {
        auto opened = session->open(encounterId, nullptr);
        ASSERT_TRUE(opened) << opened.error().message.toStdString();
        std::unique_ptr<EncounterController> controller(opened.value());
        const auto submit = [&](const auto& command) {
            const auto result = controller->submit(command);
            ASSERT_TRUE(result.accepted) << result.message;
            live.push_back(controller->state());
        };
        int value = 20;
        for (const auto& slot : controller->state().slots) {
            engine::commands::SetInitiative set;
            set.who = slot.id;
            set.value = value--;
            submit(set);
        }
        submit(named("start"));
        engine::CommandForm powerUp;
        powerUp.type = "maneuver";
        powerUp.set("who", controller->acting().toStdString());
        powerUp.set("name", "power-up");
        submit(powerUp);
        // A mistake taken back: the review shows what is in effect.
        submit(named("convert", controller->acting().toStdString()));
        ASSERT_TRUE(controller->undo());
        live.pop_back();
        engine::CommandForm hurt;
        hurt.type = "damage";
        hurt.set("who", controller->state().combatants.back().id);
        hurt.set("amount", 12);
        submit(hurt);
        for (int turn = 0; turn < 3; ++turn) {
            submit(named("endTurn"));
        }
        ASSERT_TRUE(session->writer().flush());
    }

    static void waitFor(QSignalSpy& spy) { ASSERT_TRUE(spy.count() > 0 || spy.wait(5000)); }

    // The encounter's review, opened on its log (the tab last looked at comes back, so it is set).
    std::unique_ptr<ReviewWindow> reviewOnItsLog() {
        QSettings().setValue(QStringLiteral("review/tab"), 0);
        auto review = std::make_unique<ReviewWindow>(session->loader());
        QSignalSpy opened(review.get(), &ReviewWindow::opened);
        review->open(encounterId);
        waitFor(opened);
        return review;
    }
};

TEST_F(Review, ListsSearchesOpensAndReplaysEveryCommandAsItWasPlayed) {
    ReviewWindow review(session->loader());
    QAbstractItemModelTester listTester(&review.list(), Fatal::Fatal);
    QAbstractItemModelTester filterTester(&review.filter(), Fatal::Fatal);
    QSignalSpy listed(&review, &ReviewWindow::listed);
    review.show();
    waitFor(listed);
    ASSERT_EQ(review.filter().rowCount(), 1);
    const QModelIndex row = review.filter().index(0, 0);
    EXPECT_EQ(row.data(ReviewListModel::IdRole).toLongLong(), encounterId);
    EXPECT_EQ(row.siblingAtColumn(ReviewListModel::Rounds).data(ReviewListModel::SortRole).toInt(), 1);
    EXPECT_EQ(row.siblingAtColumn(ReviewListModel::Rounds).data().toString(), QStringLiteral("1 Combat Round"));
    EXPECT_TRUE(row.siblingAtColumn(ReviewListModel::Participants).data().toString().contains(QStringLiteral("Goku")));

    // Full-text search over the logs, and the filter by character.
    QSignalSpy searched(&review, &ReviewWindow::searched);
    review.search(QStringLiteral("power up"));
    waitFor(searched);
    EXPECT_EQ(review.filter().rowCount(), 1);
    searched.clear();
    review.search(QStringLiteral("kamehameha"));
    waitFor(searched);
    EXPECT_EQ(review.filter().rowCount(), 0);
    searched.clear();
    review.search(QString());
    waitFor(searched);
    QComboBox& character = review.characterFilter();
    character.setCurrentIndex(character.findData(QStringLiteral("Goku")));
    EXPECT_EQ(review.filter().rowCount(), 1);
    character.setCurrentIndex(0);

    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.open(encounterId);
    waitFor(opened);
    ReplayView* replay = review.replay();
    ASSERT_NE(replay, nullptr);
    const store::EncounterTimeline& timeline = replay->timeline();
    ASSERT_EQ(timeline.groups().size(), live.size());
    // The replay opens at the end; every command's end shows that command's live state.
    EXPECT_EQ(replay->controller().state(), live.back());
    for (std::size_t g = 0; g < live.size(); ++g) {
        replay->seek(timeline.stepAfterGroup(g));
        ASSERT_EQ(replay->controller().state(), live[g]) << "after command " << g;
        EXPECT_EQ(replay->slider().value(), static_cast<int>(timeline.stepAfterGroup(g)));
    }
    // Read-only: nothing can be changed from the review.
    EXPECT_TRUE(replay->controller().readOnly());
    EXPECT_FALSE(replay->controller().submit(named("endTurn")).accepted);
    EXPECT_EQ(replay->controller().state(), live.back());
}

TEST_F(Review, StepsByEventAndByCommandAndFiltersTheLog) {
    ReviewWindow review(session->loader());
    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.show();
    review.open(encounterId);
    waitFor(opened);
    ReplayView& replay = *review.replay();
    const store::EncounterTimeline& timeline = replay.timeline();

    replay.seek(0);
    EXPECT_EQ(replay.controller().state(), timeline.initial());
    EXPECT_TRUE(replay.position().text().startsWith(QStringLiteral("Set-up")));
    replay.stepEvents(1);
    EXPECT_EQ(replay.step(), 1u);
    EXPECT_EQ(replay.controller().state(), timeline.stateAt(1));
    replay.stepEvents(-1);
    replay.stepCommands(1); // to the end of the first command
    EXPECT_EQ(replay.step(), timeline.stepAfterGroup(0));
    replay.stepCommands(1);
    EXPECT_EQ(replay.step(), timeline.stepAfterGroup(1));
    replay.stepCommands(-1);
    EXPECT_EQ(replay.step(), timeline.stepAfterGroup(0));
    // From inside a command of several events ("start"), by command goes to either end of it.
    std::size_t start = 0;
    while (timeline.groups()[start].command != "start") {
        ++start;
    }
    ASSERT_GT(timeline.groups()[start].events.size(), 2u);
    replay.seek(timeline.stepAfterGroup(start) - 1);
    EXPECT_EQ(replay.controller().state(), timeline.stateAt(timeline.stepAfterGroup(start) - 1));
    replay.stepCommands(1);
    EXPECT_EQ(replay.step(), timeline.stepAfterGroup(start));
    replay.stepEvents(-1);
    replay.stepCommands(-1);
    EXPECT_EQ(replay.step(), timeline.stepAfterGroup(start - 1));
    replay.slider().setValue(static_cast<int>(timeline.eventCount()) - 1);
    EXPECT_EQ(replay.step(), timeline.eventCount() - 1);
    EXPECT_TRUE(replay.position().text().contains(QStringLiteral("Step ")));

    // The log, filtered by kind of event: only Life and Ki changes are left under their commands.
    EncounterLogView& log = replay.log();
    QComboBox& kind = log.kindFilter();
    kind.setCurrentIndex(kind.findData(QStringLiteral("life-ki")));
    const QAbstractItemModel& shown = *log.view().model();
    ASSERT_GT(shown.rowCount(), 0);
    for (int r = 0; r < shown.rowCount(); ++r) {
        const QModelIndex command = shown.index(r, 0);
        for (int e = 0; e < shown.rowCount(command); ++e) {
            EXPECT_TRUE(shown.index(e, 0, command).data().toString().contains(QStringLiteral("Life")) ||
                        shown.index(e, 0, command).data().toString().contains(QStringLiteral("Ki")))
                << shown.index(e, 0, command).data().toString().toStdString();
        }
    }
}

TEST_F(Review, TheFileMenuOpensTheReviewOnThisCampaign) {
    auto overview = CampaignOverview::read(session->database());
    ASSERT_TRUE(overview);
    MainWindow window(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
    window.setSession(session.get());
    window.show();
    auto* action = window.findChild<QAction*>(QStringLiteral("reviewAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    action->trigger();
    auto* review = window.findChild<ReviewWindow*>();
    ASSERT_NE(review, nullptr);
    EXPECT_TRUE(review->isVisible());
    QSignalSpy listed(review, &ReviewWindow::listed);
    waitFor(listed);
    EXPECT_EQ(review->filter().rowCount(), 1);
    review->close();
}

// The statistics are counted when their tab is first shown (counting words the whole log), and
// then read as if they had been counted with the window.
TEST_F(Review, TheStatisticsAreCountedWhenTheirTabIsShown) {
    const auto review = reviewOnItsLog();
    ReplayView& replay = *review->replay();
    EXPECT_FALSE(replay.statisticsCounted());
    auto* tabs = replay.findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentIndex(1);
    EXPECT_TRUE(replay.statisticsCounted());
    auto* table = replay.findChild<QTableView*>(QStringLiteral("statisticsTable"));
    ASSERT_NE(table, nullptr);
    ASSERT_GT(table->model()->rowCount(), 0);
    int taken = 0;
    for (const auto& s : replay.statistics().statistics()) {
        taken += s.damageTaken;
    }
    EXPECT_EQ(taken, 12);
    QSettings().setValue(QStringLiteral("review/tab"), 0);
}

// The panel is built when its tab is first shown (a review opens on its log), and then shows the
// step reviewed as the board does: the selected combatant's maneuvers, none of them to be played.
TEST_F(Review, ThePanelIsBuiltWhenItsTabIsShownAndShowsTheStepReviewed) {
    const auto review = reviewOnItsLog();
    ReplayView& replay = *review->replay();
    EXPECT_EQ(replay.findChild<ActionPanel*>(), nullptr) << "built before anyone looked at it";
    replay.seek(replay.timeline().eventCount());
    auto* tabs = replay.findChild<QTabWidget*>(QStringLiteral("reviewTabs"));
    ASSERT_NE(tabs, nullptr);
    tabs->setCurrentIndex(2);
    auto* panel = replay.findChild<ActionPanel*>();
    ASSERT_NE(panel, nullptr);
    EXPECT_TRUE(panel->isVisibleTo(&replay));
    EXPECT_GT(panel->maneuvers().rowCount(), 0);
    EXPECT_FALSE(panel->pools().text().isEmpty());
    EXPECT_FALSE(panel->isEnabled()) << "a review never plays";
    tabs->setCurrentIndex(0);
    tabs->setCurrentIndex(2);
    EXPECT_EQ(replay.findChildren<ActionPanel*>().size(), 1) << "built once";
    QSettings().setValue(QStringLiteral("review/tab"), 0);
}

TEST_F(Review, StatisticsChartAndExports) {
    ReviewWindow review(session->loader());
    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.open(encounterId);
    waitFor(opened);
    ReplayView& replay = *review.replay();
    QAbstractItemModelTester tester(&replay.statistics(), Fatal::Fatal);
    int taken = 0;
    int actions = 0;
    for (const auto& s : replay.statistics().statistics()) {
        taken += s.damageTaken;
        actions += s.spent.contains("actions") ? s.spent.at("actions") : 0;
    }
    EXPECT_EQ(taken, 12);
    EXPECT_EQ(actions, 1); // the Power Up; the Convert was undone
    EXPECT_EQ(replay.statistics().columnCount(), replay.statistics().firstMoment() + 1);
    EXPECT_EQ(replay.statistics().headerData(replay.statistics().firstMoment(), Qt::Horizontal).toString(),
              QStringLiteral("Round 1"));
    EXPECT_EQ(replay.statistics().headerData(3, Qt::Horizontal).toString(), QStringLiteral("Ki spent"));
    EXPECT_GT(replay.chart().sizeHint().height(), 40);
    EXPECT_TRUE(replay.chart().accessibleDescription().contains(QStringLiteral("taken 12")));

    const QString md = folder.filePath(QStringLiteral("log.md"));
    ASSERT_TRUE(replay.exportTo(md, store::LogExporter::Format::Markdown));
    QFile written(md);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(written.readAll()),
              store::LogExporter::exportLog(replay.timeline(), store::LogExporter::Format::Markdown));
    // The paper is the one the locale would print on: Letter in the United States, A4 elsewhere.
    struct DefaultLocaleBack {
        QLocale before;
        ~DefaultLocaleBack() { QLocale::setDefault(before); }
    } back;
    for (const auto& [locale, mediaBox] :
         {std::pair{QLocale::UnitedStates, "/MediaBox [0 0 612.000000 792.000000]"},
          std::pair{QLocale::UnitedKingdom, "/MediaBox [0 0 595.000000 842.000000]"}}) {
        QLocale::setDefault(QLocale(QLocale::English, locale));
        const QString pdf = folder.filePath(QStringLiteral("log-%1.pdf").arg(locale));
        ASSERT_TRUE(replay.printToPdf(pdf));
        QFile printed(pdf);
        ASSERT_TRUE(printed.open(QIODevice::ReadOnly));
        const QByteArray bytes = printed.readAll();
        EXPECT_TRUE(bytes.startsWith("%PDF-"));
        EXPECT_TRUE(bytes.contains(mediaBox)) << bytes.mid(bytes.indexOf("/MediaBox"), 40).toStdString();
        EXPECT_TRUE(bytes.trimmed().endsWith("%%EOF")) << "the PDF was cut short";
    }
    EXPECT_FALSE(
        replay.exportTo(folder.filePath(QStringLiteral("missing/dir/log.html")), store::LogExporter::Format::Html));
}

// Answers the next message box with the button named `button`, keeping its text in `asked`.
void answerNextQuestion(QObject* owner, const char* button, QStringList& asked) {
    auto* poll = new QTimer(owner);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, button, &asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box == nullptr || !box->isVisible()) {
            return;
        }
        poll->stop();
        poll->deleteLater();
        asked << box->text();
        auto* found = box->findChild<QPushButton*>(QString::fromLatin1(button));
        QTimer::singleShot(0, found != nullptr ? static_cast<QAbstractButton*>(found) : box->buttons().front(),
                           &QAbstractButton::click);
    });
    poll->start(10);
}

TEST_F(Review, ExportsNeverReplaceTheCampaignAndAskBeforeReplacingAFile) {
    ReviewWindow review(session->loader());
    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.open(encounterId);
    waitFor(opened);
    ReplayView& replay = *review.replay();
    struct stat before {};
    ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &before), 0);
    QString error;
    EXPECT_FALSE(replay.exportTo(path, store::LogExporter::Format::Markdown, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("is the campaign"))) << error.toStdString();
    error.clear();
    EXPECT_FALSE(replay.printToPdf(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("is the campaign"))) << error.toStdString();
    EXPECT_FALSE(replay.exportTo(path + QStringLiteral("-shm"), store::LogExporter::Format::Html, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("shared-memory index"))) << error.toStdString();
    const QString fifo = folder.filePath(QStringLiteral("pipe.md"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_FALSE(replay.exportTo(fifo, store::LogExporter::Format::Markdown, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("a named pipe (FIFO), not a regular file"))) << error.toStdString();
    struct stat after {};
    ASSERT_EQ(::stat(QFile::encodeName(path).constData(), &after), 0);
    EXPECT_EQ(before.st_ino, after.st_ino) << "the campaign was replaced";
    EXPECT_EQ(before.st_size, after.st_size);

    const QString mine = folder.filePath(QStringLiteral("log.md"));
    QFile notes(mine);
    ASSERT_TRUE(notes.open(QIODevice::WriteOnly));
    notes.write("my notes\n");
    notes.close();
    QStringList asked;
    answerNextQuestion(&review, "cancelButton", asked);
    EXPECT_FALSE(replay.exportTo(mine, store::LogExporter::Format::Markdown, &error));
    ASSERT_EQ(asked.size(), 1);
    EXPECT_TRUE(asked.front().contains(QStringLiteral("log.md is already there. Replace it")))
        << asked.front().toStdString();
    EXPECT_TRUE(error.contains(QStringLiteral("was kept as it was"))) << error.toStdString();
    ASSERT_TRUE(notes.open(QIODevice::ReadOnly));
    EXPECT_EQ(notes.readAll(), QByteArray("my notes\n"));
    notes.close();

    answerNextQuestion(&review, "replaceButton", asked);
    EXPECT_TRUE(replay.exportTo(mine, store::LogExporter::Format::Markdown, &error)) << error.toStdString();
    EXPECT_EQ(asked.size(), 2);
    ASSERT_TRUE(notes.open(QIODevice::ReadOnly));
    EXPECT_EQ(QString::fromUtf8(notes.readAll()),
              store::LogExporter::exportLog(replay.timeline(), store::LogExporter::Format::Markdown));
}

TEST_F(Review, UsableAtASmallLaptopsSize) {
    ReviewWindow review(session->loader());
    review.resize(1366, 768);
    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&review));
    review.open(encounterId);
    waitFor(opened);
    QApplication::processEvents();
    ReplayView& replay = *review.replay();
    // The grid is no thumbnail: at least half the window high, and as wide.
    const QSize grid = replay.grid().size();
    EXPECT_GE(grid.height(), review.height() / 2) << grid.width() << "×" << grid.height();
    EXPECT_GE(grid.width(), review.height() / 2) << grid.width() << "×" << grid.height();
    // Every column of the board shows, none cut by the board's edge.
    QTreeView& board = replay.board().view();
    QHeaderView* header = board.header();
    EXPECT_LE(header->length(), board.viewport()->width());
    for (int column = 0; column < header->count(); ++column) {
        EXPECT_GE(header->sectionSize(column),
                  header->fontMetrics().horizontalAdvance(board.model()->headerData(column, Qt::Horizontal).toString()))
            << "column " << column;
    }
    EXPECT_FALSE(board.horizontalScrollBar()->isVisible());
}

// A replay shown as a window of its own (as the review benchmark opens one) and closed: its board,
// grid, panel and log read the replay's controller until they are gone, and a window being
// destroyed first hides its children, which lays the board out again and reads its rows. They go
// before the state they read (under AddressSanitizer, the other way round is a use after free).
TEST_F(Review, AReplayWindowClosedLetsItsViewsGoBeforeTheStateTheyRead) {
    auto timeline = store::EncounterTimeline::load(session->database(), encounterId);
    ASSERT_TRUE(timeline) << timeline.error().message.toStdString();
    auto shared = std::make_shared<const store::EncounterTimeline>(std::move(timeline).value());
    const std::weak_ptr<const store::EncounterTimeline> held = shared;
    auto view = std::make_unique<ReplayView>(std::move(shared), session->database().path());
    view->resize(1366, 740);
    view->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(view.get()));
    view->seek(view->timeline().eventCount() / 2);
    QApplication::processEvents();

    const QPointer<InitiativeBoard> board(&view->board());
    const QPointer<BattleGridView> grid(&view->grid());
    const QPointer<EncounterLogView> log(&view->log());
    QStringList stillReading;
    QObject::connect(&view->controller(), &QObject::destroyed, [&] {
        for (const auto& [name, alive] :
             {std::pair{"board", !board.isNull()}, {"grid", !grid.isNull()}, {"log", !log.isNull()}}) {
            if (alive) {
                stillReading << QString::fromLatin1(name);
            }
        }
    });
    view.reset();
    EXPECT_TRUE(stillReading.isEmpty()) << "the controller went before the " << stillReading.join(", ").toStdString();
    // The timeline is freed by a worker, and freed all the same.
    QThreadPool::globalInstance()->waitForDone();
    EXPECT_TRUE(held.expired()) << "the closed replay still holds its timeline";
}

// The table and the chart are the ruleset's: True20 spends Standard, Move and Full-round Actions
// and Conviction, with no Life or Ki to count (EncounterStatistics::columns from its resources).
TEST(ReviewStatistics, ATrue20EncountersTableAndChartAreInItsOwnTerms) {
    auto made = engine::RulesetRegistry::withBuiltins().create("true20", {});
    const auto& rules = std::get<std::unique_ptr<engine::Ruleset>>(made);
    store::CombatantStatistics ash;
    ash.id = "ash";
    ash.name = QStringLiteral("Ash");
    ash.spent = {{"standard", 2}, {"move", 1}, {"conviction", 1}};
    ash.spentByMoment = {
        {"standard", {{"Round 1", 1}, {"Round 2", 1}}}, {"move", {{"Round 1", 1}}}, {"conviction", {{"Round 2", 1}}}};
    StatisticsModel model;
    QAbstractItemModelTester tester(&model, Fatal::Fatal);
    model.setStatistics({ash}, store::EncounterStatistics::columns(*rules),
                        {{true, 1, "Round 1"}, {true, 2, "Round 2"}, {true, 3, "Round 3"}});
    QStringList headers;
    for (int column = 0; column < model.columnCount(); ++column) {
        headers << model.headerData(column, Qt::Horizontal).toString();
    }
    EXPECT_EQ(headers, (QStringList{QStringLiteral("Combatant"), QStringLiteral("Standard Actions"),
                                    QStringLiteral("Move Actions"), QStringLiteral("Full-round Actions"),
                                    QStringLiteral("Conviction points"), QStringLiteral("Round 1"),
                                    QStringLiteral("Round 2"), QStringLiteral("Round 3")}));
    EXPECT_EQ(model.index(0, 1).data().toInt(), 2);
    EXPECT_EQ(model.index(0, model.firstMoment()).data().toString(), QStringLiteral("1 S · 1 M · 0 FR · 0 C"));
    EXPECT_EQ(model.index(0, model.firstMoment() + 1).data().toString(), QStringLiteral("1 S · 0 M · 0 FR · 1 C"));
    EXPECT_EQ(model.index(0, model.firstMoment() + 2).data().toString(), QStringLiteral("–"));

    StatisticsChart chart;
    chart.setStatistics(model.statistics(), model.columns());
    EXPECT_EQ(chart.accessibleDescription(),
              QStringLiteral("Ash: Standard Actions 2, Move Actions 1, Conviction points 1"))
        << "nobody took a full-round action: no bar of zeros";
}

// A Fatewalker scene of movement and looks dealt no damage: its chart was bars of zero damage (an
// empty frame with names); it charts the ticks each spent instead.
TEST(StatisticsChartTest, AFightWithoutDamageChartsWhatItsTurnsSpent) {
    using Kind = store::StatisticsColumn::Kind;
    const std::vector<store::StatisticsColumn> columns{
        {Kind::DamageDealt, "", QStringLiteral("Damage dealt"), QStringLiteral("dealt"), QString()},
        {Kind::DamageTaken, "", QStringLiteral("Damage taken"), QStringLiteral("taken"), QString()},
        {Kind::Resource, "ticks", QStringLiteral("Ticks"), QStringLiteral("ticks"), QStringLiteral("t")}};
    store::CombatantStatistics aster;
    aster.name = QStringLiteral("Aster");
    aster.spent["ticks"] = 17;
    store::CombatantStatistics bryn;
    bryn.name = QStringLiteral("Bryn");
    bryn.spent["ticks"] = 7;
    StatisticsChart chart;
    chart.setStatistics({aster, bryn}, columns);
    EXPECT_EQ(chart.accessibleDescription(), QStringLiteral("Aster: ticks 17; Bryn: ticks 7"));
    aster.damageTaken = 3;
    bryn.damageDealt = 3;
    chart.setStatistics({aster, bryn}, columns);
    EXPECT_EQ(chart.accessibleDescription(), QStringLiteral("Aster: dealt 0, taken 3; Bryn: dealt 3, taken 0"));
}

// A chart of one series (True20's Standard Actions) has bars thinner than a line of text: each name
// still gets its line, and the chart scrolls in its pane rather than squeezing "Bryn" into "Rook".
TEST(StatisticsChartTest, EveryNameHasALineOfItsOwnWhenTheBarsAreThin) {
    using Kind = store::StatisticsColumn::Kind;
    const std::vector<store::StatisticsColumn> columns{
        {Kind::Resource, "standard", QStringLiteral("Standard Actions"), QStringLiteral("standard"), QString()}};
    std::vector<store::CombatantStatistics> three;
    for (const char* name : {"Ash", "Bryn", "Rook"}) {
        store::CombatantStatistics one;
        one.name = QString::fromLatin1(name);
        one.spent["standard"] = 1;
        three.push_back(one);
    }
    StatisticsChart chart;
    chart.setStatistics(three, columns);
    // The legend's line, then one line for each name.
    EXPECT_GE(chart.minimumSizeHint().height(), 4 * chart.fontMetrics().height());
    EXPECT_EQ(chart.minimumSizeHint().height(), chart.sizeHint().height());
}

// Fills `db` with the demo campaign and returns its encounter of `ruleset` (0 when there is none).
qint64 demoEncounterOf(store::Database& db, const QString& ruleset) {
    if (!store::DemoCampaign::create(db)) {
        return 0;
    }
    qint64 id = 0;
    for (const store::EncounterSummary& summary : store::EncounterRepository(db).list().value()) {
        id = summary.encounter.ruleset == ruleset ? summary.encounter.id : id;
    }
    return id;
}

// A Fatewalker fight, from the demo: played through its controller with the ruleset's own forms
// (an attack with a sword, the target not reacting, a parried attack, the clock advanced), then
// found, opened and replayed in the review as it was played, and exported with the participants'
// weapons and the clock's last tick rather than rounds.
TEST(ReviewFatewalker, AFatewalkerFightIsListedReplayedAndExportedAsItWasPlayed) {
    QTemporaryDir folder;
    auto db = store::Database::open(folder.filePath(QStringLiteral("demo.scouter")));
    ASSERT_TRUE(db) << db.error().message.toStdString();
    const qint64 id = demoEncounterOf(db.value(), QStringLiteral("fatewalker"));
    ASSERT_NE(id, 0);
    // Damage dice for the two sword hits (3x3/1x2 @6 and the axe's 3x3 @6), then spares.
    CampaignSession session(std::move(db).value(), std::make_unique<engine::ScriptedDice>(
                                                       std::vector<int>{2, 5, 9, 1, 7, 3, 4, 8, 2, 6, 1, 5}));
    std::vector<engine::EncounterState> live;
    {
        auto opened = session.open(id, nullptr);
        ASSERT_TRUE(opened) << opened.error().message.toStdString();
        std::unique_ptr<EncounterController> controller(opened.value());
        const auto submit = [&](const engine::CommandForm& form) {
            const auto result = controller->submit(form);
            ASSERT_TRUE(result.accepted) << form.type << ": " << result.message;
            live.push_back(controller->state());
        };
        submit(named("start"));
        engine::CommandForm attack = named("act", "ysolde");
        attack.set("action", "attack").set("weapon", "longsword").set("target", "raider-1").set("successes", 2);
        submit(attack);
        engine::CommandForm none;
        none.type = "resolve";
        none.set("choice", std::vector<std::string>{"none"});
        submit(none);
        engine::CommandForm axe = named("act", "raider-2");
        axe.set("action", "attack").set("weapon", "axe").set("target", "ysolde").set("successes", 1);
        submit(axe);
        engine::CommandForm parry = named("react", "ysolde");
        parry.set("action", "parry").set("weapon", "longsword").set("against", "raider-2").set("successes", 2);
        submit(parry);
        ASSERT_TRUE(session.writer().flush());
    }

    ReviewWindow review(session.loader());
    QSignalSpy listed(&review, &ReviewWindow::listed);
    review.show();
    ASSERT_TRUE(listed.count() > 0 || listed.wait(5000));
    ASSERT_EQ(review.filter().rowCount(), 1);
    const QModelIndex row = review.filter().index(0, 0);
    EXPECT_EQ(row.data(ReviewListModel::IdRole).toLongLong(), id);
    EXPECT_TRUE(
        row.siblingAtColumn(ReviewListModel::Participants).data().toString().contains(QStringLiteral("Ysolde")));

    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.open(id);
    ASSERT_TRUE(opened.count() > 0 || opened.wait(5000));
    ReplayView* replay = review.replay();
    ASSERT_NE(replay, nullptr);
    const store::EncounterTimeline& timeline = replay->timeline();
    ASSERT_EQ(timeline.groups().size(), live.size());
    for (std::size_t g = 0; g < live.size(); ++g) {
        replay->seek(timeline.stepAfterGroup(g));
        ASSERT_EQ(replay->controller().state(), live[g]) << "after command " << g;
    }
    EXPECT_FALSE(replay->controller().submit(named("advance")).accepted) << "read-only";

    const QString markdown = store::LogExporter::exportLog(timeline, store::LogExporter::Format::Markdown);
    EXPECT_TRUE(markdown.contains(QStringLiteral("| Raider 2 | raiders | NPC | 5 | 2 | 1 | 2 | axe, buckler |")))
        << markdown.toStdString();
    EXPECT_TRUE(markdown.contains(QStringLiteral("Tick reached: 1"))) << markdown.toStdString();
    EXPECT_TRUE(markdown.contains(QStringLiteral("| Combatant | Damage dealt | Damage taken | Ticks |")))
        << markdown.toStdString();

    // Its statistics count the damage (Stun and Normal damage rise) and spend ticks, a cell per tick.
    const StatisticsModel& statistics = replay->statistics();
    QStringList headers;
    for (int column = 0; column < statistics.columnCount(); ++column) {
        headers << statistics.headerData(column, Qt::Horizontal).toString();
    }
    EXPECT_EQ(headers.mid(0, statistics.firstMoment()),
              (QStringList{QStringLiteral("Combatant"), QStringLiteral("Damage dealt"), QStringLiteral("Damage taken"),
                           QStringLiteral("Ticks")}));
    ASSERT_GT(headers.size(), statistics.firstMoment());
    for (const QString& header : headers.mid(statistics.firstMoment())) {
        EXPECT_TRUE(header.startsWith(QStringLiteral("Tick "))) << header.toStdString();
    }
    std::map<std::string, store::CombatantStatistics> byId;
    for (const auto& s : statistics.statistics()) {
        byId[s.id] = s;
    }
    EXPECT_GT(byId["ysolde"].damageDealt, 0);
    EXPECT_EQ(byId["ysolde"].damageDealt, byId["raider-1"].damageTaken);
    EXPECT_GT(byId["ysolde"].spent["ticks"], 0);
    const QString html = store::LogExporter::exportLog(timeline, store::LogExporter::Format::Html);
    EXPECT_TRUE(html.contains(QStringLiteral("<td>longsword, dagger</td>"))) << html.toStdString();
}

// A command that moved the clock is named by the tick it reached ("Tick 3"), in the review's step
// as in the log, and opens that tick's section of the export: it was "Tick 1 · Tick 3" in the
// review and sat under the heading "Tick 1" of the export.
TEST(ReviewFatewalker, TheClocksMoveIsNamedAndFiledWhereItWent) {
    QTemporaryDir folder;
    auto db = store::Database::open(folder.filePath(QStringLiteral("demo.scouter")));
    ASSERT_TRUE(db) << db.error().message.toStdString();
    const qint64 id = demoEncounterOf(db.value(), QStringLiteral("fatewalker"));
    ASSERT_NE(id, 0);
    CampaignSession session(std::move(db).value(), std::make_unique<engine::ScriptedDice>(std::vector<int>(40, 4)));
    int reached = 0;
    {
        auto opened = session.open(id, nullptr);
        ASSERT_TRUE(opened) << opened.error().message.toStdString();
        std::unique_ptr<EncounterController> controller(opened.value());
        const auto submit = [&](const engine::CommandForm& form) {
            const auto result = controller->submit(form);
            ASSERT_TRUE(result.accepted) << form.type << ": " << result.message;
        };
        submit(named("start"));
        for (const char* who : {"ysolde", "raider-2", "corwin", "raider-1"}) {
            submit(named("act", who).set("action", "go-prone"));
        }
        for (const char* who : {"mags", "raider-3"}) {
            submit(named("act", who).set("action", "take-cover").set("option", "half"));
        }
        submit(named("advance"));
        const auto clock = controller->encounter().ruleset().timeline(controller->state());
        ASSERT_TRUE(clock && clock->now);
        reached = *clock->now;
        ASSERT_GT(reached, 1);
        ASSERT_TRUE(session.writer().flush());
    }
    const QString tick = QStringLiteral("Tick %1").arg(reached);

    ReviewWindow review(session.loader());
    review.show();
    QSignalSpy opened(&review, &ReviewWindow::opened);
    review.open(id);
    ASSERT_TRUE(opened.count() > 0 || opened.wait(5000));
    ReplayView* replay = review.replay();
    ASSERT_NE(replay, nullptr);
    const store::EncounterTimeline& timeline = replay->timeline();
    replay->seek(timeline.eventCount());
    EXPECT_TRUE(replay->position().text().endsWith(QStringLiteral(" · ") + tick))
        << replay->position().text().toStdString();
    EXPECT_FALSE(replay->position().text().contains(QStringLiteral("Tick 1 · "))) << "doubled";
    EXPECT_EQ(timeline.entries().back().text, tick) << "the log's line";
    EXPECT_EQ(timeline.entries().back().moment.label, tick.toStdString());

    const QString markdown = store::LogExporter::exportLog(timeline, store::LogExporter::Format::Markdown);
    const qsizetype heading = markdown.indexOf(QStringLiteral("\n### %1\n").arg(tick));
    const qsizetype line = markdown.indexOf(QStringLiteral("\n- **%1**\n").arg(tick));
    ASSERT_GE(line, 0) << markdown.toStdString();
    EXPECT_GE(heading, 0) << markdown.toStdString();
    EXPECT_LT(heading, line) << "the clock's move sits under the tick it reached:\n" << markdown.toStdString();
    EXPECT_EQ(markdown.indexOf(QStringLiteral("\n### "), heading + 1), -1) << "and is the last section";
}

} // namespace
} // namespace scouter::ui
