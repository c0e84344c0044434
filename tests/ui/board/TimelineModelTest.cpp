// SPDX-License-Identifier: GPL-3.0-or-later
// The timeline board's model over the neutral Timeline: one row per combatant in the ruleset's
// order, its spans under it, values followed in place, a tie reordered by the ARC and sent.
#include "ClockEncounter.h"
#include "ModelRolesCheck.h"

#include "board/TimelineModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

#include <gtest/gtest.h>

#include <algorithm>

namespace scouter::ui::test {
namespace {

using TModel = TimelineModel;

QStringList timelineColumn(const QAbstractItemModel& model, int section, const QModelIndex& parent = {}) {
    QStringList out;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        out.append(model.index(row, section, parent).data().toString());
    }
    return out;
}

class TimelineModelTest : public ::testing::Test {
protected:
    ClockEncounter clock{ClockEncounter::midScene()};
    TModel model{*clock.controller};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};
};

TEST_F(TimelineModelTest, ListsEachCombatantAtItsNextTickInTheRulesetsOrderWithItsSpansUnderIt) {
    EXPECT_TRUE(model.active());
    EXPECT_EQ(model.now(), 13);
    EXPECT_EQ(timelineColumn(model, TModel::Name), (QStringList{"Ash", "Kel", "Tob"}));
    EXPECT_EQ(timelineColumn(model, TModel::Tick), (QStringList{"13", "13", "19"}));
    const QModelIndex tob = model.indexOf(QStringLiteral("tob"));
    EXPECT_EQ(timelineColumn(model, TModel::Name, tob), (QStringList{"Running 10 m / 6 ticks", "Footwork"}));
    EXPECT_EQ(timelineColumn(model, TModel::Tick, tob), (QStringList{"9–", "11–20"}));
    const QModelIndex run = model.index(0, 0, tob);
    EXPECT_EQ(run.data(TModel::KindRole).toInt(), static_cast<int>(TModel::RowKind::Movement));
    EXPECT_EQ(run.data(TModel::NextRole).toInt(), 15);
    EXPECT_FALSE(run.data(TModel::EndRole).isValid());
    EXPECT_EQ(model.index(1, 0, tob).data(TModel::EndRole).toInt(), 21);
    EXPECT_EQ(model.rowCount(model.indexOf(QStringLiteral("ash"))), 0);
}

TEST_F(TimelineModelTest, SaysWhoHasPriorityWhoHoldsAndWhenTheyMayPreemptInTheArcsWords) {
    const QModelIndex ash = model.indexOf(QStringLiteral("ash"));
    const QModelIndex kel = model.indexOf(QStringLiteral("kel"));
    EXPECT_TRUE(ash.data(TModel::PriorityRole).toBool());
    EXPECT_FALSE(kel.data(TModel::PriorityRole).toBool());
    EXPECT_EQ(kel.data(TModel::HeldRole).toInt(), 11);
    EXPECT_EQ(kel.data(TModel::PreemptRole).toInt(), 13);
    EXPECT_EQ(ash.data(Qt::ToolTipRole).toString(),
              QStringLiteral("Ash has priority: tick 13 has come and Ash chooses an action now"));
    EXPECT_TRUE(kel.data(Qt::ToolTipRole).toString().contains(QStringLiteral("preempt from tick 13")));
    EXPECT_EQ(model.indexOf(QStringLiteral("tob")).data(Qt::ToolTipRole).toString(),
              QStringLiteral("Tob acts next at tick 19, 6 ticks from now"));
    const QModelIndex run = model.index(0, TModel::Name, model.indexOf(QStringLiteral("tob")));
    EXPECT_EQ(run.data(Qt::ToolTipRole).toString(),
              QStringLiteral("Running 10 m / 6 ticks: from tick 9, until declared otherwise; next declaration at "
                             "tick 15"));
    EXPECT_EQ(ash.siblingAtColumn(TModel::Lane).data(Qt::AccessibleTextRole).toString(),
              QStringLiteral("Ash: has priority at tick 13"));
    EXPECT_EQ(model.headline(), QStringLiteral("Tick 13 · priority: Ash"));
}

TEST_F(TimelineModelTest, FollowsTheClockMovingRowsInsteadOfResettingThem) {
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy moves(&model, &QAbstractItemModel::layoutChanged);
    const QPersistentModelIndex ash = model.indexOf(QStringLiteral("ash"));
    engine::Timeline next = ClockEncounter::midScene();
    next.markers[0] = {"ash", 21, false, false, std::nullopt, std::nullopt}; // Ash acted: 8 ticks
    next.markers[1].priority = true;
    std::sort(next.markers.begin(), next.markers.end(),
              [](const auto& a, const auto& b) { return std::tie(a.tick, a.who) < std::tie(b.tick, b.who); });
    clock.show(next);
    EXPECT_EQ(resets.count(), 0);
    EXPECT_EQ(moves.count(), 1);
    EXPECT_EQ(timelineColumn(model, TModel::Name), (QStringList{"Kel", "Tob", "Ash"}));
    ASSERT_TRUE(ash.isValid());
    EXPECT_EQ(ash.row(), 2);
    EXPECT_EQ(ash.data(TModel::TickRole).toInt(), 21);
    // A span appears (Ash begins moving): the rows are read again.
    next.spans.push_back({"ash", engine::TimelineSpan::Kind::Movement, "Walking 5 m / 6 ticks", 15, std::nullopt, 21});
    clock.show(next);
    EXPECT_EQ(resets.count(), 1);
    EXPECT_EQ(model.rowCount(model.indexOf(QStringLiteral("ash"))), 1);
}

// The view works out the height of every row it is told of (200 lanes laid out each text after
// every command): only the lanes that look different are announced, again when a step back
// brings their old values back, and the clock's move repaints the lanes without announcing them.
TEST_F(TimelineModelTest, AChangeAnnouncesTheLanesThatLookDifferentOnly) {
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy clockMoved(&model, &TModel::clockChanged);
    QSignalSpy names(&model, &TModel::namesChanged);
    const auto announced = [&](const char* who) {
        const QModelIndex row = model.indexOf(QString::fromLatin1(who));
        return std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant>& signal) {
            const auto from = signal.at(0).value<QModelIndex>();
            const auto to = signal.at(1).value<QModelIndex>();
            return !from.parent().isValid() && from.row() <= row.row() && row.row() <= to.row();
        });
    };
    clock.show(ClockEncounter::midScene()); // the first look at every lane
    changed.clear();
    names.clear();
    engine::Timeline later = ClockEncounter::midScene();
    later.markers[2].tick = 20; // Tob's next action a tick later
    clock.show(later);
    EXPECT_TRUE(announced("tob"));
    EXPECT_FALSE(announced("ash"));
    EXPECT_FALSE(announced("kel"));
    EXPECT_EQ(model.indexOf(QStringLiteral("tob")).siblingAtColumn(TModel::Tick).data().toString(),
              QStringLiteral("20"));
    EXPECT_EQ(clockMoved.count(), 0);
    EXPECT_EQ(names.count(), 0) << "no name changed";
    // Undone: Tob's lane shows 19 again.
    changed.clear();
    clock.show(ClockEncounter::midScene());
    EXPECT_TRUE(announced("tob"));
    EXPECT_FALSE(announced("ash"));
    EXPECT_EQ(model.indexOf(QStringLiteral("tob")).siblingAtColumn(TModel::Tick).data().toString(),
              QStringLiteral("19"));
    // Ash's priority passes to the next tick: the clock moves, Ash's bold name goes. The names are
    // not announced as changed: they are measured bold whoever has priority, so their column keeps
    // its width from tick to tick.
    changed.clear();
    engine::Timeline next = ClockEncounter::midScene();
    next.now = 14;
    next.markers[0].priority = false;
    clock.show(next);
    EXPECT_EQ(clockMoved.count(), 1);
    EXPECT_TRUE(announced("ash"));
    EXPECT_FALSE(announced("tob"));
    EXPECT_EQ(names.count(), 0);
}

TEST_F(TimelineModelTest, AnOwedDeclarationLeadsTheHeadline) {
    engine::Timeline next = ClockEncounter::midScene();
    next.markers[2].due = true;
    clock.show(next);
    EXPECT_EQ(model.headline(), QStringLiteral("Tick 13 · movement declarations due: Tob"));
    EXPECT_TRUE(
        model.indexOf(QStringLiteral("tob")).data(Qt::ToolTipRole).toString().contains("continue, change or stop"));
}

// A view reads a cell's roles together (multiData): each reads as it does on its own, on a lane and
// on its spans.
TEST_F(TimelineModelTest, ACellsRolesReadTogetherAreTheRolesReadOneByOne) {
    const std::vector<int> roles{Qt::DisplayRole,  Qt::ToolTipRole,      Qt::FontRole,     TModel::KindRole,
                                 TModel::TickRole, TModel::PriorityRole, TModel::HeldRole, TModel::ChipsRole,
                                 TModel::IdRole,   TModel::EndRole,      TModel::NextRole};
    EXPECT_GT(expectRolesReadTogetherAsOneByOne(model, roles), 12);
}

// A crowd due at one tick (a scene of 200 at its first tick) is named five at a time: the lanes
// mark every one of them, and the headline stays one or two lines at the board's top.
TEST(TimelineModelHeadline, NamesUpToSixThenFiveAndHowManyMore) {
    const QStringList six{"Ash", "Kel", "Tob", "Rin", "Vex", "Oda"};
    EXPECT_EQ(TModel::listed(six), QStringLiteral("Ash, Kel, Tob, Rin, Vex, Oda"));
    EXPECT_EQ(TModel::listed(six + QStringList{"Zed", "Ulm"}), QStringLiteral("Ash, Kel, Tob, Rin, Vex and 3 more"));
    EXPECT_EQ(TModel::listed({}), QString());
}

TEST_F(TimelineModelTest, WhoTheRulesWaitForLeadsTheHeadlineAndIsTheOneThePanelShows) {
    engine::Timeline attacked = ClockEncounter::midScene();
    attacked.markers[0].priority = false; // Ash attacked Tob and has chosen
    attacked.waiting = "tob";
    clock.show(attacked);
    EXPECT_EQ(model.headline(), QStringLiteral("Tick 13 · waiting for Tob"));
    EXPECT_EQ(clock.controller->acting(), QStringLiteral("tob"));
}

TEST_F(TimelineModelTest, ATieIsOrderedInTheViewAndSentAsTheRulesetsResolve) {
    engine::Timeline tied = ClockEncounter::midScene();
    tied.markers[1] = {"kel", 13, true, false, std::nullopt, std::nullopt};
    tied.spans.erase(tied.spans.begin());
    tied.tie = {"ash", "kel"};
    clock.show(tied);
    EXPECT_EQ(model.tieOrder(), (QStringList{"ash", "kel"}));
    EXPECT_EQ(model.indexOf(QStringLiteral("ash")).data(TModel::TieRole).toInt(), 1);
    EXPECT_TRUE(model.headline().startsWith(QStringLiteral("Tick 13 · tie: put Ash, Kel in order")));
    EXPECT_FALSE(model.moveInTie(QStringLiteral("ash"), -1)); // already first
    EXPECT_FALSE(model.moveInTie(QStringLiteral("tob"), 1));  // not tied
    ASSERT_TRUE(model.moveInTie(QStringLiteral("kel"), -1));
    EXPECT_EQ(timelineColumn(model, TModel::Name), (QStringList{"Kel", "Ash", "Tob"}));
    EXPECT_EQ(model.indexOf(QStringLiteral("kel")).data(TModel::TieRole).toInt(), 1);
    // Another change of state that leaves the same tie keeps the ARC's order so far.
    clock.show(tied);
    EXPECT_EQ(model.tieOrder(), (QStringList{"kel", "ash"}));
    ASSERT_TRUE(model.confirmTie());
    ASSERT_EQ(clock.script->resolved.size(), 1U);
    EXPECT_EQ(clock.script->resolved.front(), (std::vector<std::string>{"kel", "ash"}));
}

TEST(TimelineModelBeforeStart, SaysHowToBeginAndIsInactiveForARoundRuleset) {
    engine::Timeline fresh;
    fresh.markers = {{"ash", 1, false, false, std::nullopt, std::nullopt}};
    ClockEncounter clock{fresh};
    TModel model{*clock.controller};
    QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::Fatal};
    EXPECT_EQ(model.headline(), QStringLiteral("Not started: Start begins the scene at tick 1"));
    clock.show(std::nullopt);
    EXPECT_FALSE(model.active());
    EXPECT_EQ(model.rowCount(), 0);
}

} // namespace
} // namespace scouter::ui::test
