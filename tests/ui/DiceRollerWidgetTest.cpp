// SPDX-License-Identifier: GPL-3.0-or-later
#include "DiceRollerWidget.h"
#include "RollHistoryModel.h"
#include "dice/ScriptedDice.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace scouter::ui {
namespace {

class DiceRollerWidgetTest : public ::testing::Test {
protected:
    DiceRollerWidgetTest() : m_widget(std::make_unique<engine::ScriptedDice>(), m_history) {}

    // The faces the next rolls get, in order. Returns the source to check they were all used.
    engine::ScriptedDice& scriptFaces(const std::vector<int>& faces) {
        auto dice = std::make_unique<engine::ScriptedDice>(faces);
        engine::ScriptedDice& source = *dice;
        m_widget.setDiceSource(std::move(dice));
        return source;
    }

    template <typename Child> Child& child(const char* name) {
        auto* found = m_widget.findChild<Child*>(QString::fromLatin1(name));
        if (found == nullptr) {
            throw std::runtime_error(std::string("no child named ") + name);
        }
        return *found;
    }

    QLineEdit& expressionEdit() { return child<QLineEdit>("expressionEdit"); }
    QLineEdit& extraDiceEdit() { return child<QLineEdit>("extraDiceEdit"); }
    QSpinBox& tierSpin() { return child<QSpinBox>("tierSpin"); }
    QSpinBox& baseTierSpin() { return child<QSpinBox>("baseTierSpin"); }
    QComboBox& scalingCombo() { return child<QComboBox>("scalingCombo"); }
    QString total() { return child<QLabel>("totalLabel").text(); }
    QString terms() { return child<QLabel>("termsLabel").text(); }
    QString error() { return child<QLabel>("errorLabel").text(); }

    void typeExpressionAndEnter(const QString& text) {
        QTest::keyClicks(&expressionEdit(), text);
        QTest::keyClick(&expressionEdit(), Qt::Key_Return);
    }

    RollHistoryModel m_history;
    DiceRollerWidget m_widget;
};

TEST_F(DiceRollerWidgetTest, StartsAtTierOneWithEmptyFields) {
    EXPECT_EQ(tierSpin().value(), 1);
    EXPECT_EQ(baseTierSpin().value(), 1);
    EXPECT_EQ(tierSpin().minimum(), 1);
    EXPECT_EQ(tierSpin().maximum(), 10);
    EXPECT_EQ(baseTierSpin().maximum(), 10);
    EXPECT_EQ(expressionEdit().placeholderText(), QStringLiteral("e.g. 2d10(T)+3"));
    EXPECT_TRUE(extraDiceEdit().text().isEmpty());
    EXPECT_TRUE(error().isEmpty());
}

TEST_F(DiceRollerWidgetTest, TierExpressionRollsOnEnterAndShowsEveryFace) {
    auto& dice = scriptFaces({4, 9, 1, 10});
    QTest::keyClick(&tierSpin(), Qt::Key_Up);
    ASSERT_EQ(tierSpin().value(), 2);
    const QSignalSpy rolled(&m_widget, &DiceRollerWidget::rolled);

    typeExpressionAndEnter(QStringLiteral("2d10(T)"));

    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(total(), QStringLiteral("24"));
    EXPECT_EQ(terms(), QStringLiteral("2d10(T) ×2 → 4, 9, 1, 10"));
    EXPECT_EQ(child<QLabel>("naturalLabel").text(), QStringLiteral("Natural result 24"));
    EXPECT_EQ(child<QLabel>("headlineLabel").text(), QStringLiteral("2d10(T) at Tier 2 (base 1)"));
    EXPECT_TRUE(error().isEmpty());
    ASSERT_EQ(rolled.count(), 1);
    EXPECT_EQ(rolled.at(0).at(0).toString(), QStringLiteral("2d10(T) at Tier 2 (base 1) = 24"));

    ASSERT_EQ(m_history.rowCount(), 1);
    EXPECT_EQ(m_history.entry(0).expression, QStringLiteral("2d10(T)"));
    EXPECT_EQ(m_history.entry(0).tier, 2);
    EXPECT_EQ(m_history.entry(0).faces, QStringLiteral("2d10(T) ×2 → 4, 9, 1, 10"));
    EXPECT_EQ(m_history.entry(0).total, 24);
    // Ready for the next roll: the expression is selected, so typing replaces it.
    EXPECT_EQ(expressionEdit().selectedText(), QStringLiteral("2d10(T)"));
}

// A ruleset whose dice have no Tier (True20, Fatewalker: Ruleset::terms) gets no Tier fields, no
// Extra Dice and no "at Tier" in what it rolled; DBU's words come back with DBU.
TEST_F(DiceRollerWidgetTest, DiceWithoutTiersShowNoTierAndSayNone) {
    m_widget.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&m_widget));
    tierSpin().setValue(3);
    extraDiceEdit().setText(QStringLiteral("1d6"));
    m_widget.setWords(engine::Terms{});
    for (QWidget* tiered : std::vector<QWidget*>{&tierSpin(), &baseTierSpin(), &scalingCombo(), &extraDiceEdit()}) {
        EXPECT_FALSE(tiered->isVisible()) << tiered->objectName().toStdString();
    }
    EXPECT_EQ(tierSpin().value(), 1) << "dice without Tiers are read as written";
    EXPECT_TRUE(extraDiceEdit().text().isEmpty());
    EXPECT_EQ(expressionEdit().placeholderText(), QStringLiteral("e.g. 2d10+3"));
    EXPECT_FALSE(expressionEdit().toolTip().contains(QStringLiteral("Tier")));

    scriptFaces({4});
    const QSignalSpy rolled(&m_widget, &DiceRollerWidget::rolled);
    typeExpressionAndEnter(QStringLiteral("1d20+3"));
    EXPECT_EQ(child<QLabel>("headlineLabel").text(), QStringLiteral("1d20+3"));
    ASSERT_EQ(rolled.count(), 1);
    EXPECT_EQ(rolled.at(0).at(0).toString(), QStringLiteral("1d20+3 = 7"));
    ASSERT_EQ(m_history.rowCount(), 1);
    const QModelIndex tierCell = m_history.index(0, static_cast<int>(RollHistoryModel::Column::Tier));
    EXPECT_TRUE(tierCell.data().toString().isEmpty());
    EXPECT_FALSE(tierCell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Tier")));

    engine::Terms dbu;
    dbu.diceScale = "Tier of Power";
    dbu.diceScaleShort = "Tier";
    dbu.extraDice = "Extra Dice";
    m_widget.setWords(dbu);
    EXPECT_TRUE(tierSpin().isVisible());
    EXPECT_TRUE(extraDiceEdit().isVisible());
    EXPECT_EQ(tierSpin().toolTip(), QStringLiteral("Current Tier of Power: what (T) multiplies"));
}

TEST_F(DiceRollerWidgetTest, EnterRollsAgainWithTheSameExpression) {
    scriptFaces({3, 5});
    typeExpressionAndEnter(QStringLiteral("d10+1"));
    EXPECT_EQ(total(), QStringLiteral("4"));
    QTest::keyClick(&expressionEdit(), Qt::Key_Enter); // the keypad's Enter
    EXPECT_EQ(total(), QStringLiteral("6"));
    EXPECT_EQ(m_history.rowCount(), 2);
}

TEST_F(DiceRollerWidgetTest, EnterInTheTierFieldsAndTheRollButtonRollsToo) {
    scriptFaces({2, 2, 2, 2, 6});
    QTest::keyClicks(&expressionEdit(), QStringLiteral("d6(T)"));
    QTest::keyClick(&tierSpin(), Qt::Key_Up);
    QTest::keyClick(&tierSpin(), Qt::Key_Up);
    QTest::keyClick(&tierSpin(), Qt::Key_Return);
    EXPECT_EQ(total(), QStringLiteral("6"));
    EXPECT_EQ(m_history.rowCount(), 1);

    tierSpin().setValue(1);
    QTest::keyClick(&child<QPushButton>("rollButton"), Qt::Key_Return);
    EXPECT_EQ(total(), QStringLiteral("2"));
    QTest::keyClick(&scalingCombo(), Qt::Key_Return);
    EXPECT_EQ(m_history.rowCount(), 3);
    EXPECT_EQ(total(), QStringLiteral("6"));
}

TEST_F(DiceRollerWidgetTest, BadExpressionShowsTheColumnAndAddsNoRow) {
    const auto& dice = scriptFaces({4, 1});
    typeExpressionAndEnter(QStringLiteral("2dx+3"));

    const auto expected = engine::parseDice("2dx+3").error;
    ASSERT_TRUE(expected.has_value());
    EXPECT_EQ(error(), QString::fromStdString(expected->message()));
    EXPECT_TRUE(error().startsWith(QStringLiteral("column 3:"))) << error().toStdString();
    // The offending character is highlighted, the cursor right there.
    EXPECT_EQ(expressionEdit().selectionStart(), 2);
    EXPECT_EQ(expressionEdit().selectedText(), QStringLiteral("x"));
    EXPECT_EQ(m_history.rowCount(), 0);
    EXPECT_EQ(dice.remaining(), 2U);
    EXPECT_EQ(total(), QStringLiteral("–"));

    // Fixing the typo takes the message away and rolls.
    QTest::keyClicks(&expressionEdit(), QStringLiteral("6"));
    EXPECT_TRUE(error().isEmpty());
    EXPECT_EQ(expressionEdit().text(), QStringLiteral("2d6+3"));
    QTest::keyClick(&expressionEdit(), Qt::Key_Return);
    EXPECT_EQ(total(), QStringLiteral("8"));
    EXPECT_EQ(m_history.rowCount(), 1);
}

TEST_F(DiceRollerWidgetTest, MissingExpressionIsAnErrorNotARoll) {
    scriptFaces({});
    QTest::keyClick(&expressionEdit(), Qt::Key_Return);
    EXPECT_TRUE(error().startsWith(QStringLiteral("column 1:"))) << error().toStdString();
    EXPECT_EQ(m_history.rowCount(), 0);
}

TEST_F(DiceRollerWidgetTest, ExtraDiceAreAddedToAPlainRoll) {
    const auto& dice = scriptFaces({3, 4, 6});
    QTest::keyClicks(&extraDiceEdit(), QStringLiteral("1d10"));
    typeExpressionAndEnter(QStringLiteral("2d10"));

    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(total(), QStringLiteral("13"));
    EXPECT_EQ(terms(), QStringLiteral("2d10 → 3, 4\nExtra Dice 1d10 → 6"));
    ASSERT_EQ(m_history.rowCount(), 1);
    EXPECT_EQ(m_history.entry(0).faces, QStringLiteral("2d10 → 3, 4; Extra Dice 1d10 → 6"));
}

TEST_F(DiceRollerWidgetTest, SolidRollLeavesTheExtraDiceOut) {
    const auto& dice = scriptFaces({3, 4, 6});
    QTest::keyClicks(&extraDiceEdit(), QStringLiteral("1d10"));
    typeExpressionAndEnter(QStringLiteral("solid 2d10"));

    EXPECT_EQ(dice.remaining(), 1U);
    EXPECT_EQ(total(), QStringLiteral("7"));
    EXPECT_EQ(terms(), QStringLiteral("2d10 → 3, 4"));
    EXPECT_EQ(m_history.entry(0).expression, QStringLiteral("solid 2d10"));
}

TEST_F(DiceRollerWidgetTest, BadExtraDiceNameTheFieldAndAddNoRow) {
    scriptFaces({3, 4, 6});
    QTest::keyClicks(&extraDiceEdit(), QStringLiteral("1d"));
    typeExpressionAndEnter(QStringLiteral("2d10"));

    EXPECT_TRUE(error().startsWith(QStringLiteral("Extra Dice — column 3:"))) << error().toStdString();
    EXPECT_EQ(extraDiceEdit().cursorPosition(), 2);
    EXPECT_EQ(m_history.rowCount(), 0);
}

TEST_F(DiceRollerWidgetTest, ResultScalingMultipliesTheRolledResult) {
    const auto& dice = scriptFaces({4, 9});
    tierSpin().setValue(3);
    QTest::keyClick(&scalingCombo(), Qt::Key_Down);
    ASSERT_EQ(scalingCombo().currentText(), QStringLiteral("Multiply the result"));
    typeExpressionAndEnter(QStringLiteral("2d10(T)"));

    EXPECT_EQ(dice.remaining(), 0U);
    EXPECT_EQ(total(), QStringLiteral("39"));
    EXPECT_EQ(terms(), QStringLiteral("2d10(T) → 4, 9 ×3 = 39"));
}

TEST_F(DiceRollerWidgetTest, BaseTierScalesBT) {
    scriptFaces({5});
    tierSpin().setValue(4);
    baseTierSpin().setValue(2);
    typeExpressionAndEnter(QStringLiteral("d10-1(bT)"));

    EXPECT_EQ(total(), QStringLiteral("3"));
    EXPECT_EQ(terms(), QStringLiteral("1d10 → 5\n-1(bT) ×2 = -2"));
    EXPECT_EQ(child<QLabel>("headlineLabel").text(), QStringLiteral("1d10-1(bT) at Tier 4 (base 2)"));
}

TEST_F(DiceRollerWidgetTest, ARollTheDiceCannotMakeIsReportedNotRecorded) {
    scriptFaces({4}); // one face short
    typeExpressionAndEnter(QStringLiteral("2d10"));
    EXPECT_TRUE(error().startsWith(QStringLiteral("Could not roll:"))) << error().toStdString();
    EXPECT_EQ(m_history.rowCount(), 0);
}

TEST_F(DiceRollerWidgetTest, TabWalksTheFormInReadingOrder) {
    m_widget.show();
    QApplication::setActiveWindow(&m_widget);
    ASSERT_TRUE(QTest::qWaitForWindowActive(&m_widget));
    expressionEdit().setFocus();

    const std::vector<QWidget*> expected{&tierSpin(), &baseTierSpin(), &extraDiceEdit(), &scalingCombo(),
                                         &child<QPushButton>("rollButton")};
    for (QWidget* next : expected) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        EXPECT_EQ(QApplication::focusWidget(), next) << next->objectName().toStdString();
    }
}

} // namespace
} // namespace scouter::ui
