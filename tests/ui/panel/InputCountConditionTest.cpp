// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 30: a condition with when it ends, by keys, in every ruleset (True20 takes Off-guard by hand,
// its states follow the damage tracks): K puts the keyboard on the quick entry's typed line, the
// words find the condition and its duration (its anchor by name), Enter adds it. At most four
// inputs; the duration's words are read whole.
#include "DemoTable.h"
#include "TestEncounter.h"

#include "StdText.h"
#include "board/InitiativeBoardModel.h"
#include "panel/QuickEntry.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

// Whose turn `who`'s condition `name` is anchored to (empty when none is).
std::string anchorOf(const engine::EncounterState& state, const std::string& who, const std::string& name) {
    for (const auto& effect : state.effects) {
        if (effect.owner == who && effect.name == name) {
            return effect.until.anchor;
        }
    }
    return {};
}

class InputCountConditions : public DemoTable {
protected:
    InputCountConditions() { faces = std::vector<int>(60, 5); }
};

TEST_F(InputCountConditions, AFatewalkerConditionTakesAtMostFourKeys) {
    play(QStringLiteral("fatewalker"));
    const std::string who = controller().selected().toStdString();
    key(Qt::Key_K);
    ASSERT_NE(panel().addConditionAction(), nullptr);
    ASSERT_EQ(focused()->objectName(), QStringLiteral("conditionFind"));
    type(QStringLiteral("unaware"));
    const QString match = panel().findChild<QLabel*>(QStringLiteral("conditionMatch"))->text();
    key(Qt::Key_Return);

    // Fatewalker keeps its conditions in its own state: the log says it was added.
    EXPECT_EQ(controller().undoLabel(), QStringLiteral("%1 is unaware").arg(controller().displayName(q(who))))
        << said() << " / " << match.toStdString();
    EXPECT_TRUE(view().board()->isAncestorOf(focused())) << "the keyboard is back on the fight";
    EXPECT_LE(inputs, 4);
}

// True20: Kestrel is caught Off-guard for one round; the board shows it and it ends by itself.
TEST_F(InputCountConditions, ATrue20OffGuardForARoundTakesAtMostFourKeys) {
    play(QStringLiteral("true20"), {{"kestrel", 20}, {"brannoc", 12}, {"bandits", 5}});
    ASSERT_EQ(controller().selected(), QStringLiteral("kestrel"));
    key(Qt::Key_K);
    ASSERT_NE(panel().addConditionAction(), nullptr) << "True20 offers no condition by keys";
    ASSERT_EQ(focused()->objectName(), QStringLiteral("conditionFind"));
    type(QStringLiteral("off 1 round"));
    const QString match = panel().findChild<QLabel*>(QStringLiteral("conditionMatch"))->text();
    EXPECT_TRUE(match.contains(QStringLiteral("Off-guard")) && match.contains(QStringLiteral("1 round")))
        << match.toStdString();
    key(Qt::Key_Return);

    const auto conditions = [this] { return paths()["kestrel.conditions"]; };
    ASSERT_EQ(conditions(), nlohmann::json::array({"off-guard"})) << said() << " / " << match.toStdString();
    EXPECT_EQ(paths()["kestrel.defense"], 11) << "17, less 2 and less her Dodge 4";
    EXPECT_LE(inputs, 4);
    InitiativeBoardModel& board = view().board()->model();
    const QModelIndex chip = board.indexOf(QStringLiteral("kestrel")).siblingAtColumn(board.columnOf("conditions"));
    EXPECT_EQ(chip.data(InitiativeBoardModel::ChipsRole).toStringList(), QStringList{QStringLiteral("Off-guard")});

    // "For one round": to the end of Kestrel's turn in round 2, then gone without anyone's word.
    const auto endCurrent = [this] {
        return controller().submit(engine::commands::EndTurn{controller().state().current}).accepted;
    };
    ASSERT_TRUE(endCurrent());
    for (int turns = 0; turns < 5 && controller().state().current != "kestrel"; ++turns) {
        ASSERT_TRUE(endCurrent()) << controller().state().current;
    }
    ASSERT_EQ(controller().state().round, 2);
    EXPECT_EQ(conditions(), nlohmann::json::array({"off-guard"})) << "still her turn of round 2";
    ASSERT_TRUE(endCurrent());
    EXPECT_EQ(conditions(), nlohmann::json::array()) << "it ended with her turn";
}

// DBU, on the widget tests' encounter: Goku is Guard Down until the end of Krillin's next turn.
TEST(InputCountDbuCondition, AConditionUntilTheEndOfSomeonesNextTurnTakesAtMostFourKeys) {
    TestEncounter t{1};
    t.start();
    EncounterView view(t.controller.release());
    QWidget window;
    auto* layout = new QHBoxLayout(&window);
    layout->addWidget(view.board());
    layout->addWidget(view.panel());
    window.resize(1366, 740);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    view.board()->focusBoard();
    int inputs = 0;
    const auto key = [&inputs](Qt::Key pressed) {
        ++inputs;
        QTest::keyClick(QApplication::focusWidget(), pressed);
    };
    key(Qt::Key_K);
    ++inputs;
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("guard end krillin"));
    auto* match = view.panel()->findChild<QLabel*>(QStringLiteral("conditionMatch"));
    ASSERT_NE(match, nullptr);
    EXPECT_TRUE(match->text().contains(QStringLiteral("end of Krillin's next turn"))) << match->text().toStdString();
    key(Qt::Key_Return);

    EXPECT_TRUE(has(view.controller().state().conditionsOf("goku"), "guard-down"))
        << view.panel()->message().text().toStdString();
    EXPECT_EQ(anchorOf(view.controller().state(), "goku", "guard-down"), "krillin");
    EXPECT_LE(inputs, 4);
    // The duration list shows its words whole: its field is as wide as the longest of them.
    auto* duration = view.panel()->findChild<QComboBox*>(QStringLiteral("conditionDuration"));
    ASSERT_NE(duration, nullptr);
    int widest = 0;
    for (int i = 0; i < duration->count(); ++i) {
        widest = std::max(widest, duration->fontMetrics().horizontalAdvance(duration->itemText(i)));
    }
    EXPECT_GE(duration->width(), widest) << "a duration is cut";
}

} // namespace
} // namespace scouter::ui::test
