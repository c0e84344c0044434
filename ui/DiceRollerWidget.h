// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceRoll.h"
#include "dice/DiceSource.h"
#include "rules/Terms.h"

#include <QString>
#include <QWidget>

#include <cstddef>
#include <memory>
#include <optional>

class QComboBox;
class QKeyEvent;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace scouter::ui {

class RollHistoryModel;

// The ARC's dice roller: a dice expression, the Tier and base Tier it is rolled at (in the
// ruleset's words: its power level), the character's Extra Dice and what (T) multiplies go in; the total, the
// natural result and every face come out, and the roll is appended to the history. Enter anywhere in the form rolls. A
// bad expression shows the parser's message and rolls nothing.
class DiceRollerWidget : public QWidget {
    Q_OBJECT

public:
    // The dice are injected so that play uses a seeded source and tests script exact faces.
    DiceRollerWidget(std::unique_ptr<engine::DiceSource> dice, RollHistoryModel& history, QWidget* parent = nullptr);

    void setDiceSource(std::unique_ptr<engine::DiceSource> dice);

    // Rolls what the form holds, exactly as the Roll button and Enter do.
    void roll();
    // Rolls for a combatant from now on: its current and base Tier (what (T) and (bT) stand for).
    void setTiers(int tier, int baseTier);
    // The open encounter's ruleset's words for its dice (Ruleset::terms): what (T) stands for and
    // its Extra Dice, each field hidden when the ruleset has none (its dice are rolled as written).
    void setWords(const engine::Terms& words);
    // The words of the dice notation itself, for the roller with no encounter open: (T) is a Tier,
    // and Extra Dice may be added.
    [[nodiscard]] static engine::Terms freeRollerWords();

Q_SIGNALS:
    // After every successful roll, e.g. "2d10(T)+3 at Tier 2 = 26".
    void rolled(const QString& summary);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void buildLayout();
    [[nodiscard]] QWidget* buildResultPanel();
    // The Tier, base Tier, policy and Extra Dice; nullopt (with the error shown) when the
    // Extra Dice do not parse.
    [[nodiscard]] std::optional<engine::RollContext> readContext();
    void showError(QLineEdit& field, const QString& message, std::size_t bytePosition);
    void clearError();
    void showResult(const engine::RollContext& context, const engine::RollResult& result);
    // "2d10(T) at Tier 2 (base 1)", or the expression alone when the dice have no Tier.
    [[nodiscard]] QString rolledAt(const QString& expression, const engine::RollContext& context) const;

    std::unique_ptr<engine::DiceSource> m_dice;
    RollHistoryModel& m_history;

    QLineEdit* m_expressionEdit = nullptr;
    QPushButton* m_rollButton = nullptr;
    QLabel* m_errorLabel = nullptr;
    QSpinBox* m_tierSpin = nullptr;
    QSpinBox* m_baseTierSpin = nullptr;
    QLineEdit* m_extraDiceEdit = nullptr;
    QComboBox* m_scalingCombo = nullptr;
    QLabel* m_tierLabel = nullptr;
    QLabel* m_baseTierLabel = nullptr;
    QLabel* m_extraDiceLabel = nullptr;
    QLabel* m_scalingLabel = nullptr;
    QString m_tierShort; // "Tier"; empty when the dice have none

    QLabel* m_totalLabel = nullptr;
    QLabel* m_headlineLabel = nullptr;
    QLabel* m_naturalLabel = nullptr;
    QLabel* m_termsLabel = nullptr;
};

} // namespace scouter::ui
