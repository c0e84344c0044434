// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30's pace at a Fatewalker table, played by keys in the ARC's window on the demo's "Raiders
// at the mill": an attack and the target's answer, an attack the target lets land (L), and a
// reaction key pressed with nothing to answer.
#include "DemoTable.h"

#include "panel/ManeuverForm.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QLabel>
#include <QPushButton>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class InputCountFatewalker : public DemoTable {
protected:
    InputCountFatewalker() { faces = std::vector<int>(60, 5); } // the exchanges' damage dice
    void SetUp() override {
        DemoTable::SetUp();
        play(QStringLiteral("fatewalker"));
        // Everyone may act at tick 1: the ARC picks Ysolde on the board (before the count).
        controller().select(QStringLiteral("ysolde"));
        focusBoard();
    }
    [[nodiscard]] std::string exchange() const { return paths()["exchange"].dump(); }
    [[nodiscard]] bool answered() const { return paths()["pending"].is_null(); }
    // Corwin, who carries only a longbow, picked on the board (before the count), then A, 2, Enter.
    void shootAsCorwin() {
        controller().select(QStringLiteral("corwin"));
        focusBoard();
        inputs = 0;
        key(Qt::Key_A);
        type(2);
        key(Qt::Key_Return);
    }
};

TEST_F(InputCountFatewalker, AnAttackAndADodgeTakeAtMostSixKeys) {
    key(Qt::Key_A); // Ysolde's longsword at the nearest raider
    type(2);
    key(Qt::Key_Return);
    const QString target = controller().selected();
    ASSERT_TRUE(target.startsWith(QStringLiteral("raider"))) << target.toStdString() << " " << said();
    key(Qt::Key_D);
    type(1);
    key(Qt::Key_Return);

    EXPECT_TRUE(answered()) << said();
    EXPECT_NE(exchange().find("dodge"), std::string::npos) << exchange() << " " << said();
    EXPECT_LE(inputs, 6);
}

TEST_F(InputCountFatewalker, AnAttackLeftUnansweredTakesAtMostFourKeys) {
    key(Qt::Key_A);
    type(2);
    key(Qt::Key_Return);
    ASSERT_TRUE(controller().selected().startsWith(QStringLiteral("raider"))) << said();
    QAction* land = view().board()->findChild<QAction*>(QStringLiteral("arc-resolve-none"));
    ASSERT_NE(land, nullptr);
    EXPECT_TRUE(land->isEnabled()) << land->toolTip().toStdString();
    key(Qt::Key_L); // the target does not react: the attack lands as rolled

    EXPECT_TRUE(answered()) << said();
    EXPECT_LE(inputs, 4);
}

// Corwin carries only a longbow: his A is Shoot, not a key that does nothing (the demo's first
// row at tick 1 is his).
TEST_F(InputCountFatewalker, AnArchersAttackKeyShoots) {
    shootAsCorwin();
    ASSERT_TRUE(controller().selected().startsWith(QStringLiteral("raider"))) << said();
    key(Qt::Key_L);

    EXPECT_TRUE(answered()) << said();
    EXPECT_NE(controller().undoLabel().indexOf(QStringLiteral("Shoot")), -1) << controller().undoLabel().toStdString();
    EXPECT_LE(inputs, 4);
}

// The raider Corwin shot is asked how it answers: the panel says so (not "acting"), and D is the
// evasion that fits a shot, Dodge Missile.
TEST_F(InputCountFatewalker, AShotsTargetMayAnswerAndDDodgesTheMissile) {
    shootAsCorwin();
    const QString target = controller().selected();
    ASSERT_TRUE(target.startsWith(QStringLiteral("raider"))) << said();
    const QString title = panel().findChild<QLabel*>(QStringLiteral("panelTitle"))->text();
    EXPECT_TRUE(title.endsWith(QStringLiteral("· may answer"))) << title.toStdString();
    EXPECT_EQ(controller().target(), QStringLiteral("corwin")) << "the answer aims at the archer";
    key(Qt::Key_D);
    type(1);
    key(Qt::Key_Return);

    EXPECT_TRUE(answered()) << said();
    EXPECT_NE(exchange().find("dodge-missile"), std::string::npos) << exchange() << " " << said();
    EXPECT_LE(inputs, 6);
}

TEST_F(InputCountFatewalker, TheNoReactionKeyWorksWhileAFieldHasTheKeyboard) {
    key(Qt::Key_A);
    type(2);
    key(Qt::Key_Return);
    ASSERT_FALSE(answered()) << "the raider may answer the attack: " << said();
    key(Qt::Key_D); // the answer's successes have the keyboard; then the table changes its mind
    ASSERT_NE(qobject_cast<QAbstractSpinBox*>(focused()), nullptr);
    key(Qt::Key_L);
    EXPECT_TRUE(answered()) << said();
}

TEST_F(InputCountFatewalker, DAtOnesOwnTickIsNoDodgeAndTheChoiceIsNotPassedOn) {
    const int log = static_cast<int>(controller().encounter().log().size());
    key(Qt::Key_D);
    key(Qt::Key_Return);
    EXPECT_EQ(static_cast<int>(controller().encounter().log().size()), log) << "no Dodge out of nothing: " << said();

    // Ysolde chooses an attack, then the ARC looks at Corwin: nothing of hers is chosen for him.
    key(Qt::Key_A);
    controller().select(QStringLiteral("corwin"));
    EXPECT_TRUE(panel().formCommand().type.empty() || !panel().performButton().isEnabled())
        << panel().formCommand().type;
    key(Qt::Key_Return);
    EXPECT_EQ(static_cast<int>(controller().encounter().log().size()), log) << said();
}

} // namespace
} // namespace scouter::ui::test
