// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 14's goal for the table's pace: a basic attack on the default target in at most 3
// keyboard inputs, a whole NPC turn in at most 8. Each key press, each typed number and each
// click counts as one input; the keys go to whatever widget has the focus, as at the table.
#include "TestEncounter.h"
#include "dbu/DbuState.h"

#include "board/InitiativeBoard.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

// Goku and Krillin against a group of `Members` Saibamen.
template <int Members> class InputCounting : public ::testing::Test {
protected:
    TestEncounter t{Members};
    EncounterView* view = nullptr;
    QWidget window;
    int inputs = 0;

    void SetUp() override {
        t.start();
        view = new EncounterView(t.controller.release(), &window);
        auto* layout = new QHBoxLayout(&window);
        layout->addWidget(view->board());
        layout->addWidget(view->panel());
        window.resize(1366, 740);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        view->board()->view().setFocus();
    }

    [[nodiscard]] EncounterController& controller() const { return view->controller(); }
    [[nodiscard]] static QWidget* focused() { return QApplication::focusWidget(); }
    void key(Qt::Key key) {
        ++inputs;
        QTest::keyClick(focused(), key);
        QApplication::processEvents();
    }
    void typeNumber(int value) {
        ++inputs;
        QTest::keyClicks(focused(), QString::number(value));
        QApplication::processEvents();
    }
};

using InputCount = InputCounting<1>;
using InputCountInAGroup = InputCounting<2>;

TEST_F(InputCount, ABasicAttackOnTheDefaultTargetTakesThreeKeys) {
    QAbstractItemModelTester tester(&view->panel()->maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    // The Saibaman is Goku's only standing Opponent, so his default target.
    ASSERT_EQ(controller().selected(), QStringLiteral("goku"));
    view->board()->view().setFocus();
    const int life = engine::dbu::fighter(controller().state(), "saibaman-1").life;

    key(Qt::Key_A);
    typeNumber(12);
    key(Qt::Key_Return);

    EXPECT_EQ(engine::dbu::fighter(controller().state(), "saibaman-1").life, life - 12)
        << view->panel()->message().text().toStdString();
    EXPECT_LE(inputs, 3);
    // The keyboard is back on the fight: the next A chooses the attack again, not a digit field's text.
    EXPECT_EQ(focused(), &view->board()->view());
}

TEST_F(InputCount, AWholeNpcTurnTakesAtMostEightKeys) {
    // Goku and Krillin pass; the Saibaman acts with its three Actions, on Goku (the nearest).
    for (const char* who : {"goku", "krillin"}) {
        engine::commands::EndTurn end;
        end.who = who;
        ASSERT_TRUE(controller().submit(end).accepted) << who;
    }
    ASSERT_EQ(controller().acting(), QStringLiteral("saibaman-1"));
    ASSERT_EQ(controller().selected(), QStringLiteral("saibaman-1"));
    const int life = engine::dbu::fighter(controller().state(), "goku").life;
    view->board()->view().setFocus();

    key(Qt::Key_A);
    typeNumber(7);
    key(Qt::Key_Return);
    key(Qt::Key_A);
    typeNumber(5);
    key(Qt::Key_Return);
    key(Qt::Key_A);
    key(Qt::Key_Return); // a miss: Hit stays unticked

    EXPECT_EQ(engine::dbu::fighter(controller().state(), "goku").life, life - 12)
        << view->panel()->message().text().toStdString();
    // Its three Actions spent, the turn passed on by itself and the panel follows the new turn.
    EXPECT_NE(controller().acting(), QStringLiteral("saibaman-1"));
    EXPECT_EQ(controller().selected(), controller().acting());
    EXPECT_LE(inputs, 8);
}

TEST_F(InputCountInAGroup, AGroupsTurnGoesFromMemberToMemberWithoutPicking) {
    for (const char* who : {"goku", "krillin"}) {
        engine::commands::EndTurn end;
        end.who = who;
        ASSERT_TRUE(controller().submit(end).accepted) << who;
    }
    view->board()->view().setFocus();
    for (int attack = 0; attack < 3; ++attack) {
        key(Qt::Key_A);
        key(Qt::Key_Return);
    }
    EXPECT_EQ(engine::dbu::fighter(controller().state(), "saibaman-1").actions, 0);
    // The Saibamen's slot goes on: the panel is on the next Saibaman with Actions, without a pick.
    ASSERT_EQ(controller().state().current, "saibamen");
    EXPECT_EQ(controller().selected(), QStringLiteral("saibaman-2"));
    EXPECT_EQ(inputs, 6);
}

} // namespace
} // namespace scouter::ui::test
