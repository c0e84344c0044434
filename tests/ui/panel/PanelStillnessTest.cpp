// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30: the panel's forms hold still. A field the ARC is about to click stays where it was
// when a value is refused, the panel says something long, a condition is added or the turn passes
// and the same maneuver is chosen again; a declaration owed keeps the panel's width.
#include "TestEncounter.h"

#include "board/InitiativeBoard.h"
#include "encounter/EncounterView.h"
#include "panel/ActionPanel.h"
#include "panel/ManeuverForm.h"
#include "panel/ManeuverList.h"
#include "panel/ManeuverModel.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTreeView>

#include <gtest/gtest.h>

#include <map>

namespace scouter::ui::test {
namespace {

class PanelStillness : public ::testing::Test {
protected:
    TestEncounter t{1};
    EncounterView* view = nullptr;
    QWidget window;

    void SetUp() override {
        t.start();
        view = new EncounterView(t.controller.release(), &window);
        auto* layout = new QHBoxLayout(&window);
        layout->addWidget(view->board(), 1);
        layout->addWidget(view->panel());
        window.resize(1366, 740);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        view->board()->focusBoard();
    }
    [[nodiscard]] ActionPanel& panel() const { return *view->panel(); }
    static void key(Qt::Key key) {
        QTest::keyClick(QApplication::focusWidget(), key);
        QApplication::processEvents();
    }
    // Where each of the form's fields is in the window, by its name.
    [[nodiscard]] std::map<std::string, QRect> fields() const {
        QApplication::processEvents();
        std::map<std::string, QRect> out;
        for (const auto& input : panel().form().inputs()) {
            if (QWidget* field = panel().form().field(input.kind); field != nullptr && field->isVisible()) {
                out[field->objectName().toStdString()] = QRect(field->mapTo(&window, QPoint()), field->size());
            }
        }
        return out;
    }
    static std::string shown(const std::map<std::string, QRect>& at) {
        std::string out;
        for (const auto& [name, rect] : at) {
            out += name + "@" + std::to_string(rect.x()) + "," + std::to_string(rect.y()) + " ";
        }
        return out;
    }
};

TEST_F(PanelStillness, NothingMovesUnderTheCursorWhenAValueIsRefused) {
    key(Qt::Key_A);
    const auto before = fields();
    ASSERT_GE(before.size(), 2U);
    auto* ki = qobject_cast<QSpinBox*>(panel().form().field("ki"));
    ASSERT_NE(ki, nullptr);
    ki->setFocus();
    ki->selectAll();
    QTest::keyClicks(ki, QStringLiteral("500"));
    ASSERT_FALSE(panel().performButton().isEnabled());
    EXPECT_EQ(fields(), before) << shown(fields()) << " was " << shown(before);
}

TEST_F(PanelStillness, NothingMovesUnderTheCursorWhenTheMessageOrTheConditionsChange) {
    key(Qt::Key_A);
    const auto before = fields();
    engine::commands::Condition slowed;
    slowed.who = "goku";
    slowed.add = "guard-down";
    slowed.until = "end-of-next-turn:saibaman-1";
    ASSERT_TRUE(view->controller().submit(slowed).accepted);
    EXPECT_EQ(fields(), before) << shown(fields()) << " was " << shown(before);
    QTest::keyClicks(qobject_cast<QSpinBox*>(panel().form().field(engine::InputKind::Damage)), QStringLiteral("12"));
    key(Qt::Key_Return);
    ASSERT_FALSE(panel().message().text().isEmpty());
    key(Qt::Key_A);
    EXPECT_EQ(fields(), before) << shown(fields()) << " was " << shown(before);
}

TEST_F(PanelStillness, NothingMovesUnderTheCursorWhenTheTurnPasses) {
    key(Qt::Key_A);
    const auto before = fields();
    engine::commands::EndTurn end;
    end.who = "goku";
    ASSERT_TRUE(view->controller().submit(end).accepted);
    ASSERT_EQ(view->controller().selected(), QStringLiteral("krillin"));
    view->board()->focusBoard();
    key(Qt::Key_A);
    EXPECT_EQ(fields(), before) << shown(fields()) << " was " << shown(before);
}

// The cost column is as wide as the longest cost the ruleset's catalogue writes (DBU's Blitz), whoever
// is picked, so it does not move under the cursor from one combatant's costs to another's.
TEST_F(PanelStillness, TheCostColumnKeepsItsWidthFromCombatantToCombatant) {
    QTreeView& list = panel().maneuverList().view();
    const QStringList written = panel().maneuvers().catalogueCosts();
    ASSERT_TRUE(written.contains(QStringLiteral("2 A + 6(T) Ki"))) << written.join(QStringLiteral(", ")).toStdString();
    int widest = 0;
    for (const QString& cost : written) {
        widest = std::max(widest, list.fontMetrics().horizontalAdvance(cost));
    }
    const int width = list.header()->sectionSize(ManeuverModel::Cost);
    EXPECT_GT(width, widest);
    ASSERT_GE(view->controller().state().combatants.size(), 3U);
    for (const auto& combatant : view->controller().state().combatants) {
        const QString who = QString::fromStdString(combatant.id);
        view->controller().select(who);
        QApplication::processEvents();
        ASSERT_EQ(view->controller().selected(), who);
        EXPECT_EQ(list.header()->sectionSize(ManeuverModel::Cost), width) << combatant.id;
    }
}

} // namespace
} // namespace scouter::ui::test
