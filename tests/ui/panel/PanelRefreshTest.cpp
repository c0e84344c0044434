// SPDX-License-Identifier: GPL-3.0-or-later
// The action panel after a command, as the table reads it: every row judged as the engine judges
// that row's form on its own (the panel judges them all on one copy of the state, copied again only
// after a probe changed it), and the condition durations of whoever is still in the encounter.
#include "Arena.h"
#include "StdText.h"

#include "board/BoardCells.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// The panel on the screen at the start of the Arena's fight, Goku acting.
class ShownPanel : public ::testing::Test {
protected:
    Arena arena;
    EncounterController& c = *arena.controller;
    ActionPanel panel{c};

    void SetUp() override {
        panel.resize(420, 740);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }

    // Every maneuver's row of the list, group by group.
    [[nodiscard]] QModelIndexList maneuverRows() const {
        const ManeuverModel& model = panel.maneuvers();
        QModelIndexList rows;
        for (int g = 0; g < model.rowCount(); ++g) {
            const QModelIndex group = model.index(g, 0);
            for (int r = 0; r < model.rowCount(group); ++r) {
                rows.append(model.index(r, 0, group));
            }
        }
        return rows;
    }
};

// Goku spends an action powering up; each row's availability, reason and cost are then what the
// engine says of its form alone, the cost being the rules' own cells spent from the state it leaves.
TEST_F(ShownPanel, EveryRowIsJudgedAsItsFormAloneAfterACommand) {
    engine::CommandForm powerUp;
    powerUp.type = "maneuver";
    powerUp.set("name", "power-up").set("who", "goku");
    ASSERT_TRUE(c.submit(powerUp).accepted);
    ASSERT_EQ(c.selected(), QStringLiteral("goku"));

    const ManeuverModel& model = panel.maneuvers();
    int allowed = 0;
    int refused = 0;
    for (const QModelIndex& row : maneuverRows()) {
        const QString id = row.data(ManeuverModel::ManeuverRole).toString();
        const engine::CommandProbe alone = c.probe(model.draft(id));
        const bool available = row.data(ManeuverModel::AvailableRole).toBool();
        if (!alone.accepted) {
            if (!available) { // else allowed on a square near Goku's, not its default one
                EXPECT_EQ(row.data(ManeuverModel::ReasonRole).toString(), q(alone.message)) << id.toStdString();
                ++refused;
            }
            continue;
        }
        EXPECT_TRUE(available) << id.toStdString();
        const BoardCells::Spent spent = BoardCells::spent(c.encounter().ruleset(), c.state(), alone.after, "goku");
        QStringList parts = spent.pips;
        if (parts.isEmpty()) {
            const engine::ManeuverDescription* described = model.description(id);
            ASSERT_NE(described, nullptr);
            parts.append(described->cost.empty() ? QStringLiteral("Instant") : q(described->cost));
        }
        parts.append(spent.bars);
        EXPECT_EQ(row.siblingAtColumn(ManeuverModel::Cost).data().toString(), parts.join(QStringLiteral(" · ")))
            << id.toStdString();
        ++allowed;
    }
    EXPECT_GT(allowed, 5);
    EXPECT_GT(refused, 5);
}

// Goku ends his turn: the panel turns to the next to act and lists their maneuvers once, as the
// engine judges each row's form for them, though the controller announces the new pick and then the
// new state. Picking Goku and coming back lists again (another combatant, then this one again).
TEST_F(ShownPanel, AnEndOfTurnListsTheNextCombatantsManeuversOnce) {
    const ManeuverModel& model = panel.maneuvers();
    QSignalSpy listed(&model, &ManeuverModel::refreshed);
    ASSERT_TRUE(c.submit(engine::commands::EndTurn{c.state().current}).accepted);
    const QString next = c.selected();
    ASSERT_NE(next, QStringLiteral("goku"));
    EXPECT_EQ(listed.count(), 1);

    int rows = 0;
    int allowed = 0;
    for (const QModelIndex& row : maneuverRows()) {
        const QString id = row.data(ManeuverModel::ManeuverRole).toString();
        if (c.probe(model.draft(id)).accepted) {
            EXPECT_TRUE(row.data(ManeuverModel::AvailableRole).toBool()) << id.toStdString();
            ++allowed;
        }
        ++rows;
    }
    EXPECT_GT(rows, 10);
    EXPECT_GT(allowed, 5);

    c.select(QStringLiteral("goku"));
    c.select(next);
    EXPECT_EQ(listed.count(), 3);
}

// Saibaman 3 leaves: his turns are no longer a duration to choose, and the one chosen stays. Taken
// back, he is listed again; a command that moves nobody in or out keeps the list as it was.
TEST(PanelRefresh, TheDurationsFollowWhoIsStillInTheEncounterAndKeepTheOneChosen) {
    Arena arena;
    EncounterController& c = *arena.controller;
    ActionPanel panel(c);
    auto* duration = panel.findChild<QComboBox*>(QStringLiteral("conditionDuration"));
    ASSERT_NE(duration, nullptr);
    const QString his = QStringLiteral("end of Saibaman 3's next turn");
    const QString krillins = QStringLiteral("end of Krillin's next turn");
    ASSERT_GE(duration->findText(his), 0);
    duration->setCurrentIndex(duration->findText(krillins));

    engine::commands::Leave leave;
    leave.who = "saibaman-3";
    leave.reason = "escape";
    ASSERT_TRUE(c.submit(leave).accepted);

    EXPECT_LT(duration->findText(his), 0);
    EXPECT_GE(duration->findText(QStringLiteral("end of Saibaman 2's next turn")), 0);
    EXPECT_EQ(duration->currentText(), krillins);

    ASSERT_TRUE(c.undo());
    EXPECT_GE(duration->findText(his), 0);
    EXPECT_EQ(duration->currentText(), krillins);
    const int listed = duration->count();
    engine::CommandForm powerUp;
    powerUp.type = "maneuver";
    powerUp.set("name", "power-up").set("who", c.acting().toStdString());
    ASSERT_TRUE(c.submit(powerUp).accepted);
    EXPECT_EQ(duration->count(), listed);
    EXPECT_GE(duration->findText(his), 0);
    EXPECT_EQ(duration->currentText(), krillins);
}

} // namespace
} // namespace scouter::ui::test
