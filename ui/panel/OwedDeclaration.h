// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace scouter::ui {

class EncounterController;

// On a clock of ticks, what the selected combatant owes now (a movement declaration): a button per
// choice of the ruleset's ARC commands for it that the rules accept now, hidden when it owes
// nothing. The buttons stand one under the other, so the panel keeps its width however long the
// ruleset's words ("Change (walking ↔ running)") and none is cut off.
class OwedDeclaration : public QWidget {
    Q_OBJECT

public:
    explicit OwedDeclaration(EncounterController& controller, QWidget* parent = nullptr);

    void sync();

Q_SIGNALS:
    // A declaration to send, as the button chosen says.
    void declared(const engine::CommandForm& form);

private:
    EncounterController& m_controller;
    QLabel* m_label = nullptr;
    QVBoxLayout* m_buttons = nullptr;
};

} // namespace scouter::ui
