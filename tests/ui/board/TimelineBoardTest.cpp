// SPDX-License-Identifier: GPL-3.0-or-later
// The board of a ruleset that counts ticks: the timeline instead of the initiative list, Advance
// by the ruleset's key, the tie ordered in place from the keyboard, lanes painted in light and
// dark palettes.
#include "ClockEncounter.h"

#include "Theme.h"
#include "board/InitiativeBoard.h"
#include "board/InitiativeBoardModel.h"
#include "board/PendingDecisionBar.h"
#include "board/TimelineBoard.h"
#include "board/TimelineDelegate.h"
#include "board/TimelineModel.h"
#include "board/TimelineView.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::ui::test {
namespace {

using Lanes = TimelineModel;

// Close enough to be the same paint under a selected row's faint tint.
bool near(const QColor& a, const QColor& b) {
    return std::abs(a.red() - b.red()) <= 12 && std::abs(a.green() - b.green()) <= 12 &&
           std::abs(a.blue() - b.blue()) <= 12;
}

std::vector<std::string> logged(const EncounterController& controller) {
    std::vector<std::string> names;
    for (const auto& group : controller.encounter().log()) {
        names.push_back(group.command);
    }
    return names;
}

class TimelineBoardTest : public ::testing::Test {
protected:
    ClockEncounter clock{ClockEncounter::midScene()};
    InitiativeBoard board{*clock.controller};
    QAbstractItemModelTester tester{&board.timeline().model(), QAbstractItemModelTester::FailureReportingMode::Fatal};

    void SetUp() override {
        board.resize(900, 400);
        board.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&board));
    }

    // The colour at the centre of `who`'s marker, as painted.
    QColor markerColour(const QString& who, int tick) {
        TimelineView& view = board.timeline().view();
        const QRect lane = view.visualRect(board.timeline().model().indexOf(who).siblingAtColumn(Lanes::Lane));
        const TimelineDelegate::Scale scale = TimelineDelegate::scale(board.timeline().model().now(), lane.width());
        const QImage image = view.viewport()->grab().toImage();
        const qreal ratio = image.devicePixelRatio();
        return image.pixelColor(QPoint(scale.centre(tick, lane), lane.center().y()) * ratio);
    }
};

TEST_F(TimelineBoardTest, ShowsTheTimelineInsteadOfTheInitiativeListWithAdvanceByTheRulesetsKey) {
    EXPECT_TRUE(board.timeline().isVisible());
    EXPECT_FALSE(board.view().isVisible());
    EXPECT_EQ(board.headline().text(), QStringLiteral("Tick 13 · priority: Ash"));
    EXPECT_TRUE(board.advanceButton().isVisible());
    EXPECT_EQ(board.advanceButton().text(), QStringLiteral("Advance (Ctrl+Shift+A)"));
    EXPECT_FALSE(board.findChild<QPushButton*>(QStringLiteral("endTurnButton"))->isVisible());

    engine::Timeline later = ClockEncounter::midScene();
    later.now = 19;
    clock.script->onCommand = [&](const std::string& name) {
        if (name == "advance") {
            clock.script->shown = later;
        }
    };
    board.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&board));
    QTest::keyClick(&board.timeline().view(), Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    EXPECT_EQ(logged(*clock.controller), (std::vector<std::string>{"advance"}));
    EXPECT_EQ(board.headline().text(), QStringLiteral("Tick 19 · priority: Ash"));
}

// The order hidden behind the timeline is not compared after each command; shown again (the
// ruleset stops counting ticks), every row is announced with what it shows now.
TEST_F(TimelineBoardTest, TheHiddenOrderIsAnnouncedWholeWhenShownAgain) {
    QSignalSpy changed(&board.model(), &QAbstractItemModel::dataChanged);
    engine::Timeline later = ClockEncounter::midScene();
    later.markers[2].tick = 20;
    clock.show(later);
    EXPECT_EQ(changed.count(), 0) << "nobody sees the order";
    clock.show(std::nullopt);
    ASSERT_TRUE(board.view().isVisible());
    for (const char* who : {"ash", "tob", "kel"}) {
        const QModelIndex row = board.model().indexOf(QString::fromLatin1(who));
        EXPECT_TRUE(std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant>& signal) {
            const auto from = signal.at(0).value<QModelIndex>();
            return from.parent() == row.parent() && from.row() == row.row();
        })) << who;
    }
    EXPECT_EQ(board.model().indexOf(QStringLiteral("tob")).siblingAtColumn(InitiativeBoardModel::Name).data(),
              QStringLiteral("Tob"));
}

TEST_F(TimelineBoardTest, PickingALanePicksItsCombatantAndTheSelectionFollowsTheTable) {
    TimelineView& view = board.timeline().view();
    EXPECT_EQ(view.currentIndex().data(Lanes::IdRole).toString(), QStringLiteral("ash")); // priority: acting
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Down);
    EXPECT_EQ(clock.controller->selected(), QStringLiteral("kel"));
    clock.controller->select(QStringLiteral("tob"));
    EXPECT_EQ(view.currentIndex().data(Lanes::IdRole).toString(), QStringLiteral("tob"));
}

TEST_F(TimelineBoardTest, TheTieIsOrderedInPlaceFromTheKeyboardAndConfirmed) {
    engine::Timeline tied = ClockEncounter::midScene();
    tied.markers[1] = {"kel", 13, true, false, std::nullopt, std::nullopt};
    tied.spans.erase(tied.spans.begin());
    tied.tie = {"ash", "kel"};
    clock.show(tied);
    TimelineBoard& timeline = board.timeline();
    ASSERT_TRUE(timeline.confirmButton().isVisible());
    EXPECT_TRUE(timeline.tieQuestion().text().startsWith(QStringLiteral("Tied at tick 13")));
    EXPECT_FALSE(board.decisions().isVisible());
    TimelineView& view = timeline.view();
    view.setFocus();
    view.setCurrentIndex(timeline.model().indexOf(QStringLiteral("ash")));
    QTest::keyClick(&view, Qt::Key_Down, Qt::ControlModifier);
    EXPECT_EQ(timeline.model().tieOrder(), (QStringList{"kel", "ash"}));
    EXPECT_EQ(view.currentIndex().data(Lanes::IdRole).toString(), QStringLiteral("ash")); // it moved with Ash
    QTest::mouseClick(&timeline.confirmButton(), Qt::LeftButton);
    ASSERT_EQ(clock.script->resolved.size(), 1U);
    EXPECT_EQ(clock.script->resolved.front(), (std::vector<std::string>{"kel", "ash"}));
}

TEST_F(TimelineBoardTest, MarkersArePaintedAtTheirTicksInLightAndDarkPalettes) {
    for (const bool dark : {false, true}) {
        QPalette palette = board.palette();
        if (dark) {
            palette.setColor(QPalette::Base, QColor(0x20, 0x21, 0x24));
            palette.setColor(QPalette::Window, QColor(0x29, 0x2a, 0x2d));
            palette.setColor(QPalette::Text, QColor(0xe8, 0xea, 0xed));
            palette.setColor(QPalette::Highlight, QColor(0x8a, 0xb4, 0xf8));
        }
        board.timeline().view().setPalette(palette);
        const TimelineDelegate::Colours colours = TimelineDelegate::colours(board.timeline().view().palette());
        ASSERT_EQ(isDark(board.timeline().view().palette()), dark);
        // Ash has priority at 13: filled in the priority colour; Tob waits at 19 in the plain one.
        EXPECT_TRUE(near(markerColour(QStringLiteral("ash"), 13), colours.priority)) << (dark ? "dark" : "light");
        EXPECT_TRUE(near(markerColour(QStringLiteral("tob"), 19), colours.marker)) << (dark ? "dark" : "light");
        EXPECT_FALSE(near(markerColour(QStringLiteral("tob"), 17), colours.marker)) << (dark ? "dark" : "light");
        EXPECT_FALSE(near(colours.priority, colours.marker));
    }
}

// A tick's width is measured once per application font, and again when the font changes.
TEST(TimelineScale, ATicksWidthFollowsTheApplicationsFont) {
    const QFont before = QApplication::font();
    const auto restore = qScopeGuard([&before] { QApplication::setFont(before); }); // even when a check fails
    const auto stepIn = [](const QFont& font) {
        return std::max(QFontMetrics(font).horizontalAdvance(QStringLiteral("888")) + 4, 22);
    };
    EXPECT_EQ(TimelineDelegate::scale(10, 600).step, stepIn(before));
    QFont larger = before;
    larger.setPointSizeF(before.pointSizeF() * 3);
    QApplication::setFont(larger);
    const int wide = TimelineDelegate::scale(10, 600).step;
    EXPECT_EQ(wide, stepIn(larger));
    EXPECT_GT(wide, stepIn(before));
    QFont spaced = before;
    spaced.setLetterSpacing(QFont::AbsoluteSpacing, 12);
    QApplication::setFont(spaced);
    EXPECT_EQ(TimelineDelegate::scale(10, 600).step, stepIn(spaced));
    EXPECT_GT(stepIn(spaced), stepIn(before));
    QApplication::setFont(before);
    EXPECT_EQ(TimelineDelegate::scale(10, 600).step, stepIn(before));
}

// A marker's disc is drawn once and kept: it must still follow priority from one fighter to another.
TEST_F(TimelineBoardTest, AMarkerIsRepaintedAsPriorityPasses) {
    const TimelineDelegate::Colours colours = TimelineDelegate::colours(board.timeline().view().palette());
    ASSERT_TRUE(near(markerColour(QStringLiteral("ash"), 13), colours.priority));
    ASSERT_TRUE(near(markerColour(QStringLiteral("tob"), 19), colours.marker));
    QHeaderView& header = *board.timeline().view().header();
    const int names = header.sectionSize(Lanes::Name);
    QFont bold = board.timeline().view().font();
    bold.setBold(true);
    EXPECT_GE(names, QFontMetrics(bold).horizontalAdvance(QStringLiteral("Ash")));
    engine::Timeline passed = ClockEncounter::midScene();
    passed.markers[0].priority = false;
    passed.markers[2].priority = true;
    clock.show(passed);
    EXPECT_TRUE(near(markerColour(QStringLiteral("ash"), 13), colours.marker));
    EXPECT_TRUE(near(markerColour(QStringLiteral("tob"), 19), colours.priority));
    EXPECT_EQ(header.sectionSize(Lanes::Name), names) << "the names' column moved as priority passed";
}

// A span's label that grows widens the names' column and, once it is short again, the column
// narrows back: it is always what the view itself measures of every row.
TEST_F(TimelineBoardTest, TheNamesColumnFollowsASpansLabelBothWays) {
    // As the header measures a column: through QAbstractItemView, where it is public.
    const QAbstractItemView& view = board.timeline().view();
    QHeaderView& header = *board.timeline().view().header();
    const auto measured = [&] {
        return std::clamp(std::max(view.sizeHintForColumn(Lanes::Name), header.sectionSizeHint(Lanes::Name)),
                          header.minimumSectionSize(), header.maximumSectionSize());
    };
    const int before = header.sectionSize(Lanes::Name);
    EXPECT_EQ(before, measured());
    engine::Timeline longer = ClockEncounter::midScene();
    longer.spans[1].label = "Running 10 m / 6 ticks, then a long leap over the broken cart";
    clock.show(longer);
    EXPECT_GT(header.sectionSize(Lanes::Name), before);
    EXPECT_EQ(header.sectionSize(Lanes::Name), measured());
    clock.show(ClockEncounter::midScene());
    EXPECT_EQ(header.sectionSize(Lanes::Name), before) << "the column kept the long label's width";
}

TEST(TimelineBoardRounds, ARoundRulesetKeepsItsInitiativeList) {
    ClockEncounter clock{std::nullopt};
    InitiativeBoard board{*clock.controller};
    board.show();
    EXPECT_TRUE(board.view().isVisible());
    EXPECT_FALSE(board.timeline().isVisible());
    EXPECT_FALSE(board.advanceButton().isVisible());
}

} // namespace
} // namespace scouter::ui::test
