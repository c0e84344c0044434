// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30's dead ends: whatever was answered, the window still has a way on. After an offeree
// answered a DBU Counter Action, Esc and the panel's Decline were refused with "No combatant ''".
#include "Arena.h"

#include "board/InitiativeBoard.h"
#include "encounter/EncounterView.h"
#include "panel/ActionPanel.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class DeadEndDbu : public ::testing::Test {
protected:
    Arena arena;
    EncounterView* view = nullptr;
    QWidget window;

    void SetUp() override {
        view = new EncounterView(arena.controller.release(), &window);
        auto* layout = new QHBoxLayout(&window);
        layout->addWidget(view->board());
        layout->addWidget(view->panel());
        window.resize(1366, 740);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        view->board()->view().setFocus();
    }
    [[nodiscard]] EncounterController& c() const { return view->controller(); }
    [[nodiscard]] QString said() const { return view->panel()->message().text(); }
    static void key(Qt::Key key) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QApplication::processEvents();
    }
    [[nodiscard]] bool offered(const char* id) const {
        const auto& offers = c().state().offers;
        return std::find(offers.begin(), offers.end(), id) != offers.end();
    }
    // Goku steps out of both Saibamen's reach: each is offered a Counter Action against him.
    void gokuStepsAway() {
        key(Qt::Key_V);
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("3"));
        key(Qt::Key_Return);
        ASSERT_TRUE(offered("saibaman-1")) << said().toStdString();
        ASSERT_TRUE(offered("saibaman-2"));
    }
};

TEST_F(DeadEndDbu, AfterAnAnswerEscDeclinesWhatIsStillOffered) {
    gokuStepsAway();
    key(Qt::Key_A);
    key(Qt::Key_Return); // Saibaman 1 answers (a miss)
    ASSERT_FALSE(offered("saibaman-1"));
    key(Qt::Key_Escape);
    EXPECT_FALSE(said().contains(QStringLiteral("No combatant"))) << said().toStdString();
    EXPECT_TRUE(c().state().offers.empty()) << said().toStdString();
    EXPECT_EQ(c().selected(), QStringLiteral("goku"));
}

TEST_F(DeadEndDbu, AfterAnAnswerThePanelsDeclineButtonDeclines) {
    gokuStepsAway();
    key(Qt::Key_A);
    key(Qt::Key_Return);
    // The ARC looks at the one who answered, then declines for the other from the panel.
    c().select(QStringLiteral("saibaman-1"));
    auto* decline = view->panel()->findChild<QPushButton*>(QStringLiteral("declineButton"));
    ASSERT_NE(decline, nullptr);
    ASSERT_TRUE(decline->isVisible());
    QTest::mouseClick(decline, Qt::LeftButton);
    EXPECT_FALSE(said().contains(QStringLiteral("No combatant"))) << said().toStdString();
    EXPECT_TRUE(c().state().offers.empty()) << said().toStdString();
}

// The keys that act on the fight were dead once a number field had the keyboard: a spin box took
// O for its own text.
TEST_F(DeadEndDbu, TheNextOffereeKeyActsFromANumberField) {
    gokuStepsAway();
    ASSERT_EQ(c().selected(), QStringLiteral("saibaman-1"));
    key(Qt::Key_A); // the answer's damage has the keyboard
    ASSERT_NE(qobject_cast<QAbstractSpinBox*>(QApplication::focusWidget()), nullptr);
    key(Qt::Key_O);
    EXPECT_EQ(c().selected(), QStringLiteral("saibaman-2")) << said().toStdString();
}

} // namespace
} // namespace scouter::ui::test
