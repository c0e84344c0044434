#include "TestEncounter.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class Panel : public ::testing::Test {
protected:
    TestEncounter t;
    ActionPanel panel{*t.controller};
    QAbstractItemModelTester tester{&panel.maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal};

    void SetUp() override {
        t.start();
        panel.resize(360, 760);
        panel.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&panel));
    }

    [[nodiscard]] QModelIndex row(const QString& name) const { return panel.maneuvers().indexOf(name); }
    [[nodiscard]] const engine::Combatant& goku() const { return *t.controller->state().find("goku"); }
    void click(const QString& objectName) {
        auto* button = panel.findChild<QPushButton*>(objectName);
        ASSERT_NE(button, nullptr) << objectName.toStdString();
        ASSERT_TRUE(button->isEnabled()) << objectName.toStdString() << " is disabled";
        QTest::mouseClick(button, Qt::LeftButton);
    }
    void moveGokuTo(int x, int y) {
        engine::Command move;
        move.type = "maneuver";
        move.who = "goku";
        move.name = "movement";
        move.to = engine::Position{x, y};
        move.mode = "normal";
        ASSERT_TRUE(t.controller->submit(move).accepted);
    }
};

TEST_F(Panel, ShowsTheActingCombatantsPools) {
    // Three Actions, and one more for a Tier of Power above every opponent's.
    EXPECT_TRUE(panel.pools().text().startsWith(QStringLiteral("Actions 4 · Counter Actions 1")))
        << panel.pools().text().toStdString();
    EXPECT_TRUE(panel.pools().text().contains(QStringLiteral("Ki 80/80")));
}

TEST_F(Panel, BlitzIsDisabledWithTheRuleAndEnabledWithItsCostWhenLegal) {
    // Saibaman 1 is 10 squares away, beyond Goku's Boosted Speed of 8.
    t.controller->setTarget(QStringLiteral("saibaman-1"));
    EXPECT_FALSE(row(QStringLiteral("blitz")).data(ManeuverModel::AvailableRole).toBool());
    EXPECT_FALSE(row(QStringLiteral("blitz")).flags().testFlag(Qt::ItemIsEnabled));
    EXPECT_TRUE(row(QStringLiteral("blitz")).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Boosted Speed")))
        << row(QStringLiteral("blitz")).data(Qt::ToolTipRole).toString().toStdString();

    moveGokuTo(6, 9); // 6 squares from Saibaman 1
    EXPECT_TRUE(row(QStringLiteral("blitz")).data(ManeuverModel::AvailableRole).toBool())
        << row(QStringLiteral("blitz")).data(ManeuverModel::ReasonRole).toString().toStdString();
    EXPECT_TRUE(row(QStringLiteral("blitz"))
                    .siblingAtColumn(ManeuverModel::Cost)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("2 A")));
}

TEST_F(Panel, PerformingAnAttackThroughTheFormChangesTheEncounter) {
    moveGokuTo(7, 9);
    moveGokuTo(11, 9); // next to Saibaman 1
    t.controller->setTarget(QStringLiteral("saibaman-1"));
    panel.choose(QStringLiteral("basic-attack"));
    QTest::mouseClick(&panel.hitBox(), Qt::LeftButton);
    panel.damageBox().setValue(25);
    click(QStringLiteral("performButton"));

    EXPECT_EQ(t.controller->state().find("saibaman-1")->life, 35) << panel.message().text().toStdString();
    // 4 Actions, 2 moves, the attack, and Bonus Momentum back for pushing it past a Health Threshold.
    EXPECT_EQ(goku().actions, 2);
    EXPECT_EQ(t.controller->undoLabel(), QStringLiteral("Goku: Basic attack → Saibaman 1"));
    EXPECT_EQ(panel.message().text(), QStringLiteral("Done: Goku: Basic attack → Saibaman 1"));
}

TEST_F(Panel, AThrowAsksForItsSquareAndMarginAndLandsThere) {
    moveGokuTo(7, 9);
    moveGokuTo(11, 9);
    t.controller->setTarget(QStringLiteral("saibaman-1"));
    panel.choose(QStringLiteral("grapple"));
    auto* margin = panel.findChild<QSpinBox*>(QStringLiteral("throwMargin"));
    ASSERT_NE(margin, nullptr);
    EXPECT_TRUE(margin->isHidden()); // a plain Grapple Check needs no margin
    QTest::mouseClick(&panel.hitBox(), Qt::LeftButton);
    click(QStringLiteral("performButton"));
    ASSERT_EQ(goku().grappling, "saibaman-1") << panel.message().text().toStdString();

    // Once grappling, Grapple stays on offer, as its throw.
    EXPECT_TRUE(row(QStringLiteral("grapple")).data(ManeuverModel::AvailableRole).toBool());
    panel.choose(QStringLiteral("grapple"));
    auto* option = panel.findChild<QComboBox*>(QStringLiteral("maneuverOption"));
    EXPECT_EQ(option->currentData().toString(), QStringLiteral("throw"));
    option->setCurrentIndex(option->findData(QString()));
    EXPECT_TRUE(panel.message().text().contains(QStringLiteral("only one target")))
        << panel.message().text().toStdString();
    EXPECT_FALSE(panel.performButton().isEnabled());
    option->setCurrentIndex(option->findData(QStringLiteral("throw")));
    EXPECT_TRUE(panel.performButton().isEnabled());
    EXPECT_FALSE(margin->isHidden());
    EXPECT_TRUE(panel.damageBox().isVisible());
    const engine::Position from = t.controller->state().find("saibaman-1")->at;
    const engine::Position to{from.x, from.y - 3};
    margin->setValue(10);
    panel.findChild<QSpinBox*>(QStringLiteral("squareColumn"))->setValue(to.x);
    panel.findChild<QSpinBox*>(QStringLiteral("squareRow"))->setValue(to.y);
    panel.hitBox().setChecked(true);
    panel.damageBox().setValue(6);
    click(QStringLiteral("performButton"));

    const engine::Combatant& thrown = *t.controller->state().find("saibaman-1");
    EXPECT_EQ(thrown.at, to) << panel.message().text().toStdString();
    EXPECT_TRUE(goku().grappling.empty());
    EXPECT_EQ(thrown.life, thrown.stats.life - 6);
}

TEST_F(Panel, ShowsWhatTheTrackedEffectsAddToRolls) {
    auto* rolls = panel.findChild<QLabel*>(QStringLiteral("panelRollModifiers"));
    ASSERT_NE(rolls, nullptr);
    EXPECT_TRUE(rolls->isHidden());
    panel.choose(QStringLiteral("power-up"));
    click(QStringLiteral("performButton"));
    EXPECT_FALSE(rolls->isHidden());
    EXPECT_TRUE(rolls->text().contains(QStringLiteral("Power Up x1"))) << rolls->text().toStdString();
}

TEST_F(Panel, ConvertByButtonAndByShortcut) {
    click(QStringLiteral("convertButton"));
    EXPECT_EQ(goku().actions, 3);
    EXPECT_EQ(goku().convertedCounter, 1);
    EXPECT_TRUE(panel.pools().text().contains(QStringLiteral("lapse at the start of Goku's next turn")));
    QTest::keyClick(&panel.maneuverView(), Qt::Key_C);
    EXPECT_EQ(goku().convertedCounter, 2);
}

TEST_F(Panel, QuickDamageAndConditionsWithADuration) {
    panel.amountBox().setValue(30);
    click(QStringLiteral("quickDamage"));
    EXPECT_EQ(goku().life, 90);

    auto* name = panel.findChild<QComboBox*>(QStringLiteral("conditionName"));
    auto* duration = panel.findChild<QComboBox*>(QStringLiteral("conditionDuration"));
    name->setCurrentText(QStringLiteral("slowed"));
    duration->setCurrentIndex(duration->findData(QStringLiteral("end-of-next-turn:krillin")));
    click(QStringLiteral("addCondition"));
    EXPECT_TRUE(t.controller->state().hasCondition("goku", "slowed"));

    auto* present = panel.findChild<QComboBox*>(QStringLiteral("conditionPresent"));
    present->setCurrentIndex(present->findData(QStringLiteral("slowed")));
    click(QStringLiteral("removeCondition"));
    EXPECT_FALSE(t.controller->state().hasCondition("goku", "slowed"));
}

TEST_F(Panel, FollowsTheSelection) {
    t.controller->select(QStringLiteral("krillin"));
    EXPECT_TRUE(panel.findChild<QLabel*>()->text().startsWith(QStringLiteral("Krillin")));
    // Not Krillin's turn: his Actions are refused with the rule.
    EXPECT_FALSE(row(QStringLiteral("power-up")).data(ManeuverModel::AvailableRole).toBool());
    EXPECT_TRUE(row(QStringLiteral("power-up")).data(Qt::ToolTipRole).toString().contains(QStringLiteral("own turn")));
}

TEST_F(Panel, ARefusedManeuverShowsItsReason) {
    // Krillin acts out of turn: the panel says why and offers no Perform.
    t.controller->select(QStringLiteral("krillin"));
    panel.choose(QStringLiteral("power-up"));
    EXPECT_TRUE(panel.message().text().contains(QStringLiteral("own turn"))) << panel.message().text().toStdString();
    EXPECT_FALSE(panel.performButton().isEnabled());
    EXPECT_EQ(t.controller->state().find("krillin")->powerUp, 0);
}

} // namespace
} // namespace scouter::ui::test
