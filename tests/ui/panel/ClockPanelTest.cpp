// SPDX-License-Identifier: GPL-3.0-or-later
// The action panel on a ruleset's clock of ticks: maneuvers under the ruleset's groups with what
// they cost in ticks now (read from the timeline before and after), sent with their name under
// the description's key, and a pool entered either as the successes the table rolled or rolled
// here as dice against a TN, never both.
#include "ClockEncounter.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QComboBox>
#include <QGroupBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

engine::InputDescription clockInput(engine::InputKind kind, const char* label, int minimum, int maximum, int initial,
                                    const char* key = "") {
    engine::InputDescription input;
    input.kind = kind;
    input.label = label;
    input.minimum = minimum;
    input.maximum = maximum;
    input.initial = initial;
    input.key = key;
    return input;
}

engine::ManeuverDescription clockAction(const char* id, const char* label, const char* group, int ticks) {
    using engine::InputKind;
    engine::ManeuverDescription m;
    m.command = "act";
    m.nameKey = "action";
    m.id = id;
    m.label = label;
    m.group = group;
    m.cost = std::to_string(ticks);
    m.inputs = {clockInput(InputKind::Amount, "Ticks", 1, 20, ticks, "ticks"),
                clockInput(InputKind::Pool, "Dice", 1, 20, 5), clockInput(InputKind::Tn, "TN", 2, 10, 5),
                clockInput(InputKind::Successes, "Successes", 0, 20, 0)};
    return m;
}

class ClockPanel : public ::testing::Test {
protected:
    ClockEncounter clock{ClockEncounter::midScene()};
    std::unique_ptr<ActionPanel> panel;

    void SetUp() override {
        clock.script->maneuvers = {clockAction("strike", "Strike", "Unarmed", 6),
                                   clockAction("dodge", "Dodge", "Evasions", 8)};
        ASSERT_TRUE(clock.controller->submit(engine::commands::Start{}).accepted);
        panel = std::make_unique<ActionPanel>(*clock.controller);
        panel->resize(420, 700);
        panel->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(panel.get()));
    }

    [[nodiscard]] QString cost(const char* id) const {
        return panel->maneuvers()
            .indexOf(QString::fromLatin1(id))
            .siblingAtColumn(ManeuverModel::Cost)
            .data()
            .toString();
    }
};

TEST_F(ClockPanel, ListsTheManeuversUnderTheirGroupsWithTheirCostInTicksForWhoHasPriority) {
    EXPECT_EQ(clock.controller->selected(), QStringLiteral("ash")); // priority at tick 13
    ManeuverModel& model = panel->maneuvers();
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.index(0, 0).data().toString(), QStringLiteral("Unarmed"));
    EXPECT_EQ(model.index(1, 0).data().toString(), QStringLiteral("Evasions"));
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 19"));
    EXPECT_EQ(cost("dodge"), QStringLiteral("8 ticks → 21"));
}

// Each form's judgement is remembered for the state shown: a command, its undo, another pick and a
// change of state each show the costs of now, as a panel opened afresh would.
TEST_F(ClockPanel, ACommandItsUndoAndAnotherPickShowTheCostsOfNow) {
    const auto fresh = [&](const char* id) {
        ManeuverModel model(*clock.controller);
        return model.indexOf(QString::fromLatin1(id)).siblingAtColumn(ManeuverModel::Cost).data().toString();
    };
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 19"));
    panel->choose(QStringLiteral("strike"));
    QTest::mouseClick(&panel->performButton(), Qt::LeftButton);
    ASSERT_EQ(clock.script->acts.size(), 1U);
    clock.controller->select(QStringLiteral("ash"));
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 25")) << "Ash's next tick is 19 now";

    ASSERT_TRUE(clock.controller->undo());
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 19")) << "the step back gives Ash priority at 13 again";

    clock.controller->select(QStringLiteral("tob"));
    EXPECT_EQ(cost("strike"), fresh("strike"));
    EXPECT_NE(cost("strike"), QStringLiteral("6 ticks → 19")) << "Tob acts at 19, not now";
    clock.controller->select(QStringLiteral("ash"));
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 19"));

    // The same revision of the engine, a new state announced: the clock moved on to 14.
    engine::Timeline later = ClockEncounter::midScene();
    later.now = 14;
    later.markers[0].tick = 14;
    clock.show(later);
    EXPECT_EQ(cost("strike"), QStringLiteral("6 ticks → 20"));
    EXPECT_EQ(cost("dodge"), fresh("dodge"));
}

TEST_F(ClockPanel, APoolIsSentAsTheTablesSuccessesOrRolledHereAgainstTheTnNeverBoth) {
    panel->choose(QStringLiteral("strike"));
    ManeuverForm& form = panel->form();
    QComboBox* way = form.diceWay();
    ASSERT_NE(way, nullptr);
    auto* successes = qobject_cast<QSpinBox*>(form.field(engine::InputKind::Successes));
    auto* pool = qobject_cast<QSpinBox*>(form.field(engine::InputKind::Pool));
    auto* tn = qobject_cast<QSpinBox*>(form.field(engine::InputKind::Tn));
    ASSERT_TRUE(successes != nullptr && pool != nullptr && tn != nullptr);
    // The table's dice first: the successes typed, the pool and TN out of the way.
    EXPECT_TRUE(successes->isVisibleTo(panel.get()));
    EXPECT_FALSE(pool->isVisibleTo(panel.get()));
    successes->setValue(3);
    QTest::mouseClick(&panel->performButton(), Qt::LeftButton);
    ASSERT_EQ(clock.script->acts, (std::vector<std::string>{"strike successes=3"}));
    // Nobody has priority now (Kel holds): the ARC picks Ash again, whose next tick is 19.
    EXPECT_TRUE(clock.controller->selected().isEmpty());
    clock.controller->select(QStringLiteral("ash"));
    panel->choose(QStringLiteral("strike"));
    EXPECT_EQ(panel->findChild<QGroupBox*>(QStringLiteral("maneuverDetails"))->title().toStdString(),
              "Strike · 6 ticks → 25");
    way = panel->form().diceWay();
    way->setCurrentIndex(way->findData(QStringLiteral("here")));
    pool = qobject_cast<QSpinBox*>(panel->form().field(engine::InputKind::Pool));
    tn = qobject_cast<QSpinBox*>(panel->form().field(engine::InputKind::Tn));
    EXPECT_TRUE(pool->isVisibleTo(panel.get()));
    EXPECT_FALSE(panel->form().field(engine::InputKind::Successes)->isVisibleTo(panel.get()));
    pool->setValue(4);
    tn->setValue(7);
    QTest::mouseClick(&panel->performButton(), Qt::LeftButton);
    EXPECT_EQ(clock.script->acts, (std::vector<std::string>{"strike successes=3", "strike pool=4 tn=7"}));
}

} // namespace
} // namespace scouter::ui::test
