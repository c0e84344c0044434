// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;
class QListWidget;

namespace scouter::ui {

class EncounterController;

// Asks the ARC, in place above the board, the decision the rules leave to a person: the order of
// a tie or of effects falling due together (reorder, then Confirm), who won an opposed check, and
// whether a check against no one passed. Hidden when nothing is pending.
class PendingDecisionBar : public QFrame {
    Q_OBJECT

public:
    explicit PendingDecisionBar(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] QListWidget& orderList() const { return *m_order; }
    // Answers with the order shown in the list (tie, effect order).
    void confirmOrder();
    // Answers a two-way decision: "grappler"/"grappled", "pass"/"fail".
    void answer(const QString& choice);
    // A tie is asked where it is shown (the timeline orders it in place), not here.
    void setTieInPlace(bool inPlace);

private:
    void sync();
    void clearButtons();

    EncounterController& m_controller;
    QLabel* m_question = nullptr;
    QListWidget* m_order = nullptr;
    QHBoxLayout* m_buttons = nullptr;
    bool m_tieInPlace = false;
};

} // namespace scouter::ui
