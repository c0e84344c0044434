// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace scouter::ui {

class EncounterController;
class TimelineModel;
class TimelineView;

// The board of a ruleset that counts ticks (Ruleset::timeline): the timeline's lanes under their
// ruler, and, while the ARC must order a tie at the current tick, the tie asked in place: the tied
// markers carry their place in the order, Move earlier / later (Ctrl+Up, Ctrl+Down) reorder them in
// the view, Confirm order sends it. Picking a lane picks its combatant for the panel.
class TimelineBoard : public QWidget {
    Q_OBJECT

public:
    explicit TimelineBoard(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] TimelineModel& model() const { return *m_model; }
    [[nodiscard]] TimelineView& view() const { return *m_view; }
    [[nodiscard]] QPushButton& confirmButton() const { return *m_confirm; }
    [[nodiscard]] QLabel& tieQuestion() const { return *m_question; }

    // Makes the selected combatant's lane the current one.
    void showSelection();

private:
    void sync();
    void moveCurrent(int step);

    EncounterController& m_controller;
    TimelineModel* m_model = nullptr;
    TimelineView* m_view = nullptr;
    QWidget* m_tie = nullptr;
    QLabel* m_question = nullptr;
    QPushButton* m_confirm = nullptr;
    bool m_syncing = false;
};

} // namespace scouter::ui
