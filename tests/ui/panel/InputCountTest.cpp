// Issue 14's goal for the table's pace: a basic attack on the default target in at most 3
// keyboard inputs, a whole NPC turn in at most 8. Each key press, each typed number and each
// click counts as one input; the keys go to whatever widget has the focus, as at the table.
#include "TestEncounter.h"

#include "board/InitiativeBoard.h"
#include "encounter/EncounterView.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QHBoxLayout>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class InputCount : public ::testing::Test {
protected:
    TestEncounter t{1};
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

TEST_F(InputCount, ABasicAttackOnTheDefaultTargetTakesThreeKeys) {
    QAbstractItemModelTester tester(&view->panel()->maneuvers(), QAbstractItemModelTester::FailureReportingMode::Fatal);
    // The Saibaman is Goku's only standing Opponent, so his default target.
    ASSERT_EQ(controller().selected(), QStringLiteral("goku"));
    view->board()->view().setFocus();
    const int life = controller().state().find("saibaman-1")->life;

    key(Qt::Key_A);
    typeNumber(12);
    key(Qt::Key_Return);

    EXPECT_EQ(controller().state().find("saibaman-1")->life, life - 12)
        << view->panel()->message().text().toStdString();
    EXPECT_LE(inputs, 3);
    // The keyboard is back on the fight: the next A chooses the attack again, not a digit field's text.
    EXPECT_EQ(focused(), &view->board()->view());
}

TEST_F(InputCount, AWholeNpcTurnTakesAtMostEightKeys) {
    // Goku and Krillin pass; the Saibaman acts with its three Actions, on Goku (the nearest).
    for (const char* who : {"goku", "krillin"}) {
        engine::Command end;
        end.type = "endTurn";
        end.who = who;
        ASSERT_TRUE(controller().submit(end).accepted) << who;
    }
    ASSERT_EQ(controller().acting(), QStringLiteral("saibaman-1"));
    ASSERT_EQ(controller().selected(), QStringLiteral("saibaman-1"));
    const int life = controller().state().find("goku")->life;
    view->board()->view().setFocus();

    key(Qt::Key_A);
    typeNumber(7);
    key(Qt::Key_Return);
    key(Qt::Key_A);
    typeNumber(5);
    key(Qt::Key_Return);
    key(Qt::Key_A);
    key(Qt::Key_Return); // a miss: Hit stays unticked

    EXPECT_EQ(controller().state().find("goku")->life, life - 12) << view->panel()->message().text().toStdString();
    // Its three Actions spent, the turn passed on by itself and the panel follows the new turn.
    EXPECT_NE(controller().acting(), QStringLiteral("saibaman-1"));
    EXPECT_EQ(controller().selected(), controller().acting());
    EXPECT_LE(inputs, 8);
}

} // namespace
} // namespace scouter::ui::test
