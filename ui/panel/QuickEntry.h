// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Command.h"
#include "rules/CommandForm.h"

#include <QList>
#include <QPair>
#include <QWidget>

#include <string>
#include <vector>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace scouter::ui {

class EncounterController;

// Damage, healing and pools by hand for the panel's combatant, and conditions from the ruleset's
// list with a duration. Folded under its toggle by default: the exception at the table.
class QuickEntry : public QWidget {
    Q_OBJECT

public:
    explicit QuickEntry(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] QSpinBox& amountBox() const { return *m_amount; }
    // Where a condition is typed with when it ends ("prone end tob"): the matching condition and
    // duration are chosen as the words are typed, Up and Down go through the others that match,
    // Enter adds the one shown.
    [[nodiscard]] QLineEdit& findLine() const { return *m_find; }
    [[nodiscard]] QLabel& matchLabel() const { return *m_match; }
    // Opens the entry and puts the keyboard on the typed condition, emptied.
    void focusFind();
    // Gives focusFind the key K on the window, unless one of `taken` has it or there are no
    // conditions; keyAction() is null then.
    void addKey(const QList<QAction*>& taken);
    [[nodiscard]] QAction* keyAction() const { return m_key; }
    // The durations (one per combatant's next turn) and the conditions the combatant has now.
    void sync();

Q_SIGNALS:
    // The engine's refusal, or an empty text when the entry was accepted.
    void answered(const QString& text, bool refusal);
    // A condition was added from the typed line: the window gives the keyboard back to the fight.
    void added();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // What m_duration lists: until removed, the rounds, and each active combatant's next turn
    // (text and data).
    [[nodiscard]] QList<QPair<QString, QString>> durations() const;
    // The conditions and durations whose words hold every typed word, condition by condition.
    void findMatches();
    void showMatch();
    void addCondition();
    void submit(const engine::Command& command);
    // The ruleset's own amounts (damage, healing, a pool), read by it.
    void submitForm(const engine::CommandForm& form);

    EncounterController& m_controller;
    QSpinBox* m_amount = nullptr;
    QComboBox* m_condition = nullptr;
    QComboBox* m_duration = nullptr;
    QComboBox* m_present = nullptr;
    QLineEdit* m_find = nullptr;
    QLabel* m_match = nullptr;
    QWidget* m_box = nullptr;
    QToolButton* m_toggle = nullptr;
    QAction* m_key = nullptr;
    // What m_duration's list was made from: the words for a round and a turn, then each active
    // combatant's id and name.
    std::vector<std::string> m_durationsFrom;
    QList<QPair<int, int>> m_matches; // condition and duration rows
    int m_matchAt = 0;
};

} // namespace scouter::ui
