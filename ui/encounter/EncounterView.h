// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace scouter::ui {

class ActionPanel;
class BattleGridView;
class EncounterController;
class EncounterLogView;
class InitiativeBoard;

// One open encounter's parts: its controller and the four views of it (initiative board, battle
// grid, action panel, log), made together and thrown away together when another one opens.
// The window places the views; the views are parented to where they are placed.
class EncounterView : public QObject {
    Q_OBJECT

public:
    // Takes `controller` over.
    EncounterView(EncounterController* controller, QObject* parent = nullptr);
    ~EncounterView() override;

    [[nodiscard]] EncounterController& controller() const { return *m_controller; }
    // Out of line: a QPointer reads its object as the complete type, which this header only names.
    [[nodiscard]] InitiativeBoard* board() const;
    [[nodiscard]] BattleGridView* grid() const;
    [[nodiscard]] ActionPanel* panel() const;
    [[nodiscard]] EncounterLogView* log() const;

    // For the Encounter menu: End turn, Convert, decline and next offeree, each maneuver with a
    // key in the ruleset's description, move, targets.
    [[nodiscard]] QList<QAction*> encounterActions() const;
    // For the Encounter menu too, after those: the ARC's commands from the ruleset (the board's).
    [[nodiscard]] QList<QAction*> arcActions() const;
    // For the View menu: zoom and fit.
    [[nodiscard]] QList<QAction*> viewActions() const;

private:
    EncounterController* m_controller;
    QPointer<InitiativeBoard> m_board;
    QPointer<BattleGridView> m_grid;
    QPointer<ActionPanel> m_panel;
    QPointer<EncounterLogView> m_log;
};

} // namespace scouter::ui
