// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestEncounter.h"
#include "dbu/DbuState.h"

#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>
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

    [[nodiscard]] const engine::dbu::Fighter& goku() const {
        return engine::dbu::fighter(t.controller->state(), "goku");
    }
    void click(const QString& objectName) {
        auto* button = panel.findChild<QPushButton*>(objectName);
        ASSERT_NE(button, nullptr) << objectName.toStdString();
        ASSERT_TRUE(button->isEnabled()) << objectName.toStdString() << " is disabled";
        QTest::mouseClick(button, Qt::LeftButton);
    }
};

TEST_F(Panel, ShowsTheActingCombatantsPools) {
    // Three Actions, and one more for a Tier of Power above every opponent's.
    EXPECT_TRUE(panel.pools().text().startsWith(QStringLiteral("Actions 4 · Counter Actions 1")))
        << panel.pools().text().toStdString();
    EXPECT_TRUE(panel.pools().text().contains(QStringLiteral("Ki 80/80")));
}

TEST_F(Panel, DamageTicksHitAndDamageWithoutAHitIsRefusedNotDropped) {
    QTest::keyClick(&panel.maneuverView(), Qt::Key_A);
    auto* hit = qobject_cast<QCheckBox*>(panel.form().field(engine::InputKind::Hit));
    auto* damage = qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Damage));
    ASSERT_NE(hit, nullptr);
    ASSERT_NE(damage, nullptr);
    EXPECT_EQ(QApplication::focusWidget(), damage); // A puts the keyboard on the damage
    QTest::keyClicks(damage, QStringLiteral("25"));
    EXPECT_TRUE(hit->isChecked());
    QTest::mouseClick(hit, Qt::LeftButton, {}, QPoint(4, hit->height() / 2));
    EXPECT_FALSE(hit->isChecked());
    EXPECT_FALSE(panel.performButton().isEnabled());
    auto* error = panel.findChild<QLabel*>(QStringLiteral("inputDamageError"));
    ASSERT_NE(error, nullptr);
    EXPECT_TRUE(error->isVisible());
    EXPECT_TRUE(error->text().contains(QStringLiteral("only dealt on a hit"))) << error->text().toStdString();
    EXPECT_EQ(damage->value(), 25); // the table's number is kept
}

TEST_F(Panel, ANumberPastTheRulesBoundIsKeptAndRefusedUnderTheField) {
    QTest::keyClick(&panel.maneuverView(), Qt::Key_A);
    auto* ki = qobject_cast<QSpinBox*>(panel.form().field("ki"));
    ASSERT_NE(ki, nullptr);
    ki->setFocus();
    ki->selectAll();
    QTest::keyClicks(ki, QStringLiteral("500")); // Goku has 80 Ki
    EXPECT_EQ(ki->value(), 500);
    auto* error = panel.findChild<QLabel*>(QStringLiteral("inputKiError"));
    ASSERT_NE(error, nullptr);
    EXPECT_TRUE(error->isVisible());
    EXPECT_TRUE(error->text().contains(QStringLiteral("from 0 to"))) << error->text().toStdString();
    EXPECT_FALSE(panel.performButton().isEnabled());
    QTest::keyClick(ki, Qt::Key_Return);
    EXPECT_EQ(goku().ki, 80);
}

// Each combatant's choice is its own: Krillin does not inherit Goku's half-typed attack, his own
// starts from its defaults, and Goku's is as he left it when the panel comes back to him.
TEST_F(Panel, AFormStartsFromItsDefaultsForEveryChoiceAndCombatant) {
    QTest::keyClick(&panel.maneuverView(), Qt::Key_A);
    auto* ki = qobject_cast<QSpinBox*>(panel.form().field("ki"));
    ki->setValue(7);
    t.controller->select(QStringLiteral("krillin"));
    EXPECT_FALSE(panel.performButton().isEnabled()) << "nothing chosen for Krillin";
    EXPECT_FALSE(panel.findChild<QWidget*>(QStringLiteral("maneuverDetails"))->isVisible());
    QTest::keyClick(&panel.maneuverView(), Qt::Key_A);
    ki = qobject_cast<QSpinBox*>(panel.form().field("ki"));
    ASSERT_NE(ki, nullptr);
    EXPECT_EQ(ki->value(), 0);
    t.controller->select(QStringLiteral("goku"));
    ki = qobject_cast<QSpinBox*>(panel.form().field("ki"));
    ASSERT_NE(ki, nullptr);
    EXPECT_EQ(ki->value(), 7);
}

TEST_F(Panel, ASquarePickedOnTheGridFillsTheFormsSquare) {
    EXPECT_FALSE(panel.form().setSquare({4, 9})) << "no square asked for before a maneuver is chosen";
    QTest::keyClick(&panel.maneuverView(), Qt::Key_V); // Movement asks where to
    ASSERT_TRUE(panel.form().setSquare({4, 9}));
    auto* column = qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Square));
    ASSERT_NE(column, nullptr);
    EXPECT_EQ(column->value(), 4);
    EXPECT_EQ(panel.form().findChild<QSpinBox*>(QStringLiteral("inputSquareRow"))->value(), 9);
}

TEST_F(Panel, EachCombatantKeepsItsOwnTargetAndAnAttackNeverAimsAtAnAlly) {
    EXPECT_EQ(t.controller->target(), QStringLiteral("saibaman-1")); // the nearest standing Opponent
    t.controller->setTarget(QStringLiteral("saibaman-3"));
    t.controller->select(QStringLiteral("krillin"));
    EXPECT_EQ(t.controller->target(), QStringLiteral("saibaman-1"));
    t.controller->setTarget(QStringLiteral("goku")); // an ally: not a target for an attack
    EXPECT_EQ(t.controller->target(), QStringLiteral("saibaman-1"));
    t.controller->select(QStringLiteral("goku"));
    EXPECT_EQ(t.controller->target(), QStringLiteral("saibaman-3"));
}

TEST_F(Panel, FollowsTheActingCombatantAgainWhenTheTurnPasses) {
    t.controller->select(QStringLiteral("saibaman-2"));
    EXPECT_EQ(t.controller->selected(), QStringLiteral("saibaman-2"));
    engine::commands::EndTurn end;
    ASSERT_TRUE(t.controller->submit(end).accepted);
    EXPECT_EQ(t.controller->selected(), QStringLiteral("krillin"));
    EXPECT_TRUE(panel.findChild<QLabel*>()->text().startsWith(QStringLiteral("Krillin")));
}

TEST_F(Panel, TheRollButtonRollsTheDamageAtTheCombatantsTier) {
    QTest::keyClick(&panel.maneuverView(), Qt::Key_A);
    auto* roll = panel.form().rollButton(engine::InputKind::Damage);
    ASSERT_NE(roll, nullptr);
    QTest::mouseClick(roll, Qt::LeftButton);
    auto* damage = qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Damage));
    // 1d10(T) + 3 at Tier 2: two d10 and Force 3.
    EXPECT_GE(damage->value(), 5);
    EXPECT_LE(damage->value(), 23);
    EXPECT_TRUE(qobject_cast<QCheckBox*>(panel.form().field(engine::InputKind::Hit))->isChecked());
}

TEST_F(Panel, ShowsWhatTheTrackedEffectsAddToRolls) {
    auto* rolls = panel.findChild<QLabel*>(QStringLiteral("panelRollModifiers"));
    ASSERT_NE(rolls, nullptr);
    EXPECT_TRUE(rolls->isHidden());
    QTest::keyClick(&panel.maneuverView(), Qt::Key_U); // Power Up's key
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(goku().powerUp, 1) << panel.message().text().toStdString();
    EXPECT_FALSE(rolls->isHidden());
    EXPECT_TRUE(rolls->text().contains(QStringLiteral("Power Up x1"))) << rolls->text().toStdString();
}

TEST_F(Panel, ShowsTheChosenManeuversOwnModifiersAgainstTheTarget) {
    auto* rolls = panel.findChild<QLabel*>(QStringLiteral("panelRollModifiers"));
    ASSERT_NE(rolls, nullptr);
    t.controller->setTarget(QStringLiteral("saibaman-1")); // 10 squares from Goku, Tier 2
    panel.choose(QStringLiteral("called-shot"));
    EXPECT_FALSE(rolls->isHidden());
    EXPECT_TRUE(rolls->text().contains(QStringLiteral("Called Shot at Saibaman 1: -6 to its Strike")))
        << rolls->text().toStdString();
    panel.choose(QStringLiteral("blitz"));
    EXPECT_FALSE(rolls->text().contains(QStringLiteral("Called Shot"))) << rolls->text().toStdString();
    panel.choose(QStringLiteral("basic-attack"));
    EXPECT_TRUE(rolls->isHidden()) << "nothing in effect and no aimed modifier for a Basic Attack";
}

TEST_F(Panel, TheRollButtonAddsBlitzsWoundBonusForTheSquaresToTheTarget) {
    auto move = TestEncounter::maneuver("goku", "movement");
    move.set("to", engine::Position{6, 9}).set("mode", std::string("normal"));
    ASSERT_TRUE(t.controller->submit(move).accepted);
    t.controller->setTarget(QStringLiteral("saibaman-1")); // 6 squares away: 5 traveled
    panel.choose(QStringLiteral("blitz"));
    auto* roll = panel.form().rollButton(engine::InputKind::Damage);
    ASSERT_NE(roll, nullptr);
    QTest::mouseClick(roll, Qt::LeftButton);
    auto* damage = qobject_cast<QSpinBox*>(panel.form().field(engine::InputKind::Damage));
    // 1d10(T) + Force 3 at Tier 2 (5 to 23), and +2(T) for each of the 5 squares: +20.
    EXPECT_GE(damage->value(), 25);
    EXPECT_LE(damage->value(), 43);
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
    QTest::mouseClick(panel.findChild<QToolButton*>(QStringLiteral("quickEntryToggle")), Qt::LeftButton);
    panel.amountBox().setValue(30);
    click(QStringLiteral("quickDamage"));
    EXPECT_EQ(goku().life, 90);

    auto* name = panel.findChild<QComboBox*>(QStringLiteral("conditionName"));
    auto* duration = panel.findChild<QComboBox*>(QStringLiteral("conditionDuration"));
    name->setCurrentIndex(name->findText(QStringLiteral("Slowed")));
    duration->setCurrentIndex(duration->findData(QStringLiteral("end-of-next-turn:krillin")));
    click(QStringLiteral("addCondition"));
    EXPECT_TRUE(t.controller->state().hasCondition("goku", "slowed"));

    auto* present = panel.findChild<QComboBox*>(QStringLiteral("conditionPresent"));
    present->setCurrentIndex(present->findData(QStringLiteral("slowed")));
    click(QStringLiteral("removeCondition"));
    EXPECT_FALSE(t.controller->state().hasCondition("goku", "slowed"));
}

TEST_F(Panel, ARefusedManeuverShowsItsReasonAndCannotBePerformed) {
    // Krillin picked on the board out of his turn: his Actions are refused with the rule.
    t.controller->select(QStringLiteral("krillin"));
    QTest::keyClick(&panel.maneuverView(), Qt::Key_U); // Power Up's key
    EXPECT_TRUE(panel.message().text().contains(QStringLiteral("own turn"))) << panel.message().text().toStdString();
    EXPECT_FALSE(panel.performButton().isEnabled());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    EXPECT_EQ(engine::dbu::fighter(t.controller->state(), "krillin").powerUp, 0);
}

} // namespace
} // namespace scouter::ui::test
