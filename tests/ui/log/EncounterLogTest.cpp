// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "True20Encounter.h"

#include "LogEntry.h"
#include "RuleWords.h"
#include "dbu/DbuEvents.h"
#include "log/EncounterLogModel.h"
#include "log/EncounterLogView.h"
#include "log/LogFilterModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QFontMetrics>
#include <QScrollBar>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <initializer_list>

namespace scouter::ui::test {
namespace {

QStringList topLevel(const QAbstractItemModel& model) {
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row) {
        rows.append(model.index(row, 0).data().toString());
    }
    return rows;
}

QStringList children(const QAbstractItemModel& model, int row) {
    QStringList lines;
    const QModelIndex parent = model.index(row, 0);
    for (int i = 0; i < model.rowCount(parent); ++i) {
        lines.append(model.index(i, 0, parent).data().toString());
    }
    return lines;
}

class EncounterLog : public ::testing::Test {
protected:
    TestEncounter t;
    EncounterLogView view{*t.controller};
    QAbstractItemModelTester modelTester{&view.model(), QAbstractItemModelTester::FailureReportingMode::Fatal};
    QAbstractItemModelTester filterTester{&view.filter(), QAbstractItemModelTester::FailureReportingMode::Fatal};

    // Two commands with different people in them: Goku powers up, Saibaman 2 takes 12 damage.
    void powerUpThenHurtSaibaman2() {
        t.start();
        ASSERT_TRUE(t.controller->submit(TestEncounter::maneuver("goku", "power-up")).accepted);
        engine::CommandForm hurt;
        hurt.type = "damage";
        hurt.set("who", "saibaman-2");
        hurt.set("amount", 12);
        ASSERT_TRUE(t.controller->submit(hurt).accepted);
    }
};

TEST_F(EncounterLog, SaysEachCommandInPlainWordsWithItsCost) {
    t.start();
    t.controller->setTarget(QStringLiteral("saibaman-1"));
    engine::CommandForm move = TestEncounter::maneuver("goku", "movement");
    move.set("to", engine::Position{10, 9});
    move.set("mode", "boosted");
    const engine::CommandResult moved = t.controller->submit(move);
    ASSERT_TRUE(moved.accepted) << moved.message;

    const QStringList rows = topLevel(view.model());
    ASSERT_EQ(rows.size(), 5);
    EXPECT_EQ(rows[3], QStringLiteral("Round 1 · Start"));
    EXPECT_EQ(rows[4], QStringLiteral("Round 1 · Goku: Movement, 1 Action, 9 Ki"));
    EXPECT_TRUE(children(view.model(), 3).contains(QStringLiteral("Round 1 begins")));
    EXPECT_TRUE(children(view.model(), 3).contains(QStringLiteral("Goku's turn")));
    EXPECT_TRUE(children(view.model(), 4).contains(QStringLiteral("Goku: Ki 80 → 71")))
        << children(view.model(), 4).join('\n').toStdString();
    EXPECT_TRUE(children(view.model(), 4).contains(QStringLiteral("Goku moves to [10, 9] (8 squares)")));
}

TEST_F(EncounterLog, UndoTakesTheLineAwayAndRedoBringsItBack) {
    t.start();
    ASSERT_TRUE(t.controller->submit(TestEncounter::maneuver("goku", "power-up")).accepted);
    const int rows = view.model().rowCount();

    ASSERT_TRUE(t.controller->undo());
    EXPECT_EQ(view.model().rowCount(), rows - 1);
    ASSERT_TRUE(t.controller->redo());
    EXPECT_EQ(view.model().rowCount(), rows);
    EXPECT_EQ(topLevel(view.model()).last(), QStringLiteral("Round 1 · Goku: Power Up, 1 Action"));
}

TEST_F(EncounterLog, FiltersByCombatantThroughTheCombo) {
    ASSERT_NO_FATAL_FAILURE(powerUpThenHurtSaibaman2());

    QComboBox& combo = view.combatantFilter();
    combo.setCurrentIndex(combo.findText(QStringLiteral("Saibaman 2")));

    const QStringList shown = topLevel(view.filter());
    EXPECT_FALSE(shown.filter(QStringLiteral("Saibaman 2: Damage")).isEmpty())
        << shown.join('\n').toStdString() << "\n--\n"
        << topLevel(view.model()).join('\n').toStdString();
    EXPECT_TRUE(shown.filter(QStringLiteral("Power up")).isEmpty());

    combo.setCurrentIndex(0);
    EXPECT_EQ(view.filter().rowCount(), view.model().rowCount());
}

// The tree's expand arrow: a command offers its events exactly when it shows some, whatever the
// filter (LogFilterModel answers without mapping every command's events when no kind is chosen).
TEST_F(EncounterLog, ACommandOffersItsEventsExactlyWhenItShowsSome) {
    ASSERT_NO_FATAL_FAILURE(powerUpThenHurtSaibaman2());

    const auto expectArrowsMatch = [this](const char* filter) {
        const QAbstractItemModel& shown = view.filter();
        ASSERT_GT(shown.rowCount(), 0) << filter;
        int withEvents = 0;
        for (int row = 0; row < shown.rowCount(); ++row) {
            const QModelIndex command = shown.index(row, 0);
            EXPECT_EQ(shown.hasChildren(command), shown.rowCount(command) > 0)
                << filter << ": " << command.data().toString().toStdString();
            withEvents += shown.rowCount(command) > 0 ? 1 : 0;
        }
        EXPECT_GT(withEvents, 0) << filter;
    };
    expectArrowsMatch("everything");
    view.combatantFilter().setCurrentIndex(view.combatantFilter().findText(QStringLiteral("Saibaman 2")));
    expectArrowsMatch("Saibaman 2");
    view.combatantFilter().setCurrentIndex(0);
    view.filter().setKind(QStringLiteral("life-ki"));
    expectArrowsMatch("life and ki");
    EXPECT_LT(view.filter().rowCount(), view.model().rowCount());
}

TEST_F(EncounterLog, ARefusedCommandLeavesNoLine) {
    t.start();
    const int rows = view.model().rowCount();
    EXPECT_FALSE(t.controller->submit(TestEncounter::maneuver("krillin", "power-up")).accepted);
    EXPECT_EQ(view.model().rowCount(), rows);
}

// A True20 attack is one event whose sentence is the command's label: the tree gave it again as
// the one line under it. Its cost is True20's own, and the filter still finds it as a maneuver.
TEST(EncounterLogTrue20, AnAttacksSentenceIsItsLineOnceWithItsCost) {
    True20Encounter t;
    EncounterLogView view{*t.controller};
    engine::CommandForm attack;
    attack.type = "attack";
    attack.set("who", "ash").set("target", "tob").set("roll", 12);
    const engine::CommandResult result = t.controller->submit(attack);
    ASSERT_TRUE(result.accepted) << result.message;
    const int last = view.model().rowCount() - 1;
    const QString row = topLevel(view.model()).at(last);
    EXPECT_TRUE(row.startsWith(QStringLiteral("Round 1 · Ash attacks Tob"))) << row.toStdString();
    EXPECT_TRUE(row.endsWith(QStringLiteral(", 1 Standard Action"))) << row.toStdString();
    EXPECT_EQ(children(view.model(), last), QStringList()) << children(view.model(), last).join('\n').toStdString();
    view.filter().setKind(QStringLiteral("maneuvers"));
    EXPECT_TRUE(topLevel(view.filter()).contains(row));
}

// A long log (many of the engine's checkpoints, every 64 commands): the view words only the rows it
// shows and lays out, and every row, whenever worded, reads as a walk through the log words it;
// undo and redo leave no row worded for a command no longer there.
TEST(EncounterLogLong, WordsWhatItShowsAndEveryRowReadsAsAWalkWordsIt) {
    TestEncounter t;
    std::vector<engine::CommandGroup> groups;
    for (int g = 0; g < 300; ++g) {
        engine::dbu::ManeuverUsed maneuver;
        maneuver.who = "goku";
        maneuver.name = "basic-attack";
        maneuver.target = "saibaman-1";
        maneuver.hit = g % 3 != 0;
        maneuver.faces = {7, 3};
        const engine::Event ki = engine::dbu::KiSet{"goku", 80 - g % 37};
        // Every fifth a command of one event, whose line may be its label (no child rows then).
        groups.push_back(g % 5 == 0 ? engine::CommandGroup{"ki", {ki}}
                                    : engine::CommandGroup{
                                          "maneuver", {maneuver, ki, engine::dbu::LifeSet{"saibaman-1", 60 - g % 29}}});
    }
    auto made = engine::RulesetRegistry::withBuiltins().create("dbu", {});
    auto encounter = std::make_unique<engine::Encounter>(
        t.controller->encounter().initialState(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(made)), t.dice);
    encounter->restore(groups, {});
    EncounterController controller(std::move(encounter), QStringLiteral("A long fight"), {20, 20});
    EncounterLogView view(controller);
    QAbstractItemModelTester tester{&view.model(), QAbstractItemModelTester::FailureReportingMode::Fatal};
    view.resize(400, 500);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();
    EXPECT_LT(view.model().wordedRows(), groups.size() / 2) << "a screenful, the rows of one event and few more";

    const auto expectWalked = [&controller, &view](const char* when) {
        const auto& log = controller.encounter().log();
        ASSERT_EQ(view.model().rowCount(), static_cast<int>(log.size())) << when;
        engine::EncounterState running = controller.encounter().initialState();
        // From the end back, as a log that follows its newest line is read.
        std::vector<store::LogEntry> walked;
        for (const auto& group : log) {
            walked.push_back(
                store::LogEntry::describe(group, running, controller.encounter().ruleset(), controller.words()));
        }
        for (int row = static_cast<int>(log.size()) - 1; row >= 0; --row) {
            const store::LogEntry& entry = walked[static_cast<std::size_t>(row)];
            ASSERT_EQ(view.model().index(row, 0).data().toString(), entry.text) << when << ", row " << row;
            QStringList lines;
            for (const auto& line : entry.lines) {
                lines << line.text;
            }
            ASSERT_EQ(children(view.model(), row), lines) << when << ", row " << row;
        }
    };
    expectWalked("opened");
    for (int i = 0; i < 140; ++i) {
        ASSERT_TRUE(controller.undo());
    }
    expectWalked("after 140 undos");
    for (int i = 0; i < 75; ++i) {
        ASSERT_TRUE(controller.redo());
    }
    expectWalked("after 75 redos");
}

// Ash's attack on Tob: its log line is longer than a narrow dock.
[[nodiscard]] bool attackLogged(True20Encounter& t) {
    engine::CommandForm attack;
    attack.type = "attack";
    attack.set("who", "ash").set("target", "tob").set("roll", 12);
    return t.controller->submit(attack).accepted;
}

// At 1366×768 the log shares the width under the grid: a line longer than the dock wraps onto the
// next line instead of losing how the attack ended to "…".
TEST(EncounterLogTrue20, ALongLineWrapsWholeInANarrowDock) {
    True20Encounter t;
    EncounterLogView view{*t.controller};
    ASSERT_TRUE(attackLogged(t));
    view.resize(360, 300);
    view.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();

    QTreeView& tree = view.view();
    const QModelIndex last = tree.model()->index(tree.model()->rowCount() - 1, 0);
    const QString line = last.data().toString();
    const QFontMetrics metrics(tree.font());
    ASSERT_GT(metrics.horizontalAdvance(line), tree.viewport()->width()) << "the line must be longer than the dock";
    const QRect shown = tree.visualRect(last);
    EXPECT_LE(shown.right(), tree.viewport()->width()) << line.toStdString();
    EXPECT_GE(shown.height(), 2 * metrics.lineSpacing()) << line.toStdString();
    EXPECT_FALSE(tree.horizontalScrollBar()->isVisible());
}

// A True20 log with a long attack line, shown; the last row's height once the log was resized to
// each width in turn within one turn of the event loop (the rows are laid out again on the next).
struct ShownLongLine {
    True20Encounter t;
    EncounterLogView view{*t.controller};
    int lineSpacing = QFontMetrics(view.view().font()).lineSpacing();

    [[nodiscard]] bool show() {
        if (!attackLogged(t)) {
            return false;
        }
        view.show();
        return QTest::qWaitForWindowExposed(&view);
    }
    [[nodiscard]] int lastRowHeightAfter(std::initializer_list<int> widths) {
        for (const int width : widths) {
            view.resize(width, 300);
        }
        QApplication::processEvents();
        QApplication::processEvents();
        QTreeView& tree = view.view();
        return tree.visualRect(tree.model()->index(tree.model()->rowCount() - 1, 0)).height();
    }
};

// Heights are kept by text and width: a dock made wide and narrow again lays the line out anew each time.
TEST(EncounterLogTrue20, AWrappedLineTakesOneLineOnceTheDockIsWideEnoughAndWrapsAgainWhenNarrow) {
    ShownLongLine log;
    ASSERT_TRUE(log.show());
    const int narrow = log.lastRowHeightAfter({360});
    EXPECT_GE(narrow, 2 * log.lineSpacing);
    EXPECT_LT(log.lastRowHeightAfter({1800}), 2 * log.lineSpacing) << "one line where it fits";
    EXPECT_EQ(log.lastRowHeightAfter({360}), narrow);
}

// Resizes that come together (a window shown, a drag) lay the rows out once, at the width the
// last one left.
TEST(EncounterLogTrue20, ResizesInOneTurnOfTheLoopLayTheRowsOutForTheLastWidth) {
    ShownLongLine log;
    ASSERT_TRUE(log.show());
    EXPECT_GE(log.lastRowHeightAfter({1800, 360}), 2 * log.lineSpacing) << "wrapped at the narrow width it ended at";
    EXPECT_LT(log.lastRowHeightAfter({360, 1800}), 2 * log.lineSpacing) << "one line at the wide width it ended at";
    EXPECT_GE(log.lastRowHeightAfter({1800, 900, 360}), 2 * log.lineSpacing);
}

} // namespace
} // namespace scouter::ui::test
