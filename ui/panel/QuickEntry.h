#pragma once

#include "rules/Command.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace scouter::ui {

class EncounterController;

// Damage, healing and Ki by hand for the panel's combatant, and conditions from the ruleset's
// list with a duration. Folded under its toggle by default: the exception at the table.
class QuickEntry : public QWidget {
    Q_OBJECT

public:
    explicit QuickEntry(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] QSpinBox& amountBox() const { return *m_amount; }
    // The durations (one per combatant's next turn) and the conditions the combatant has now.
    void sync();

Q_SIGNALS:
    // The engine's refusal, or an empty text when the entry was accepted.
    void answered(const QString& text, bool refusal);

private:
    void submit(const engine::Command& command);
    // The ruleset's own amounts (DBU's damage, heal, ki), read by it.
    void submitForm(const engine::CommandForm& form);

    EncounterController& m_controller;
    QSpinBox* m_amount = nullptr;
    QComboBox* m_condition = nullptr;
    QComboBox* m_duration = nullptr;
    QComboBox* m_present = nullptr;
};

} // namespace scouter::ui
