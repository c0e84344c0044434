// SPDX-License-Identifier: GPL-3.0-or-later
#include "encounter/EncounterView.h"

#include "board/ArcCommands.h"
#include "board/InitiativeBoard.h"
#include "encounter/EncounterController.h"
#include "grid/BattleGridView.h"
#include "log/EncounterLogView.h"
#include "panel/ActionPanel.h"
#include "panel/AreaAim.h"
#include "panel/ManeuverForm.h"

#include <QAction>
#include <QTreeView>

namespace scouter::ui {

EncounterView::EncounterView(EncounterController* controller, QObject* parent)
    : QObject(parent), m_controller(controller) {
    m_controller->setParent(this);
    m_board = new InitiativeBoard(*m_controller);
    m_grid = new BattleGridView(*m_controller);
    m_panel = new ActionPanel(*m_controller);
    m_log = new EncounterLogView(*m_controller);
    // After a maneuver the keys act on the fight again (A, C, ], Ctrl+Z), not on the form.
    connect(m_panel, &ActionPanel::performed, m_board, [this] { m_board->focusBoard(); });
    // A maneuver's square (where to push, throw or land) is picked by clicking it on the grid.
    connect(m_grid, &BattleGridView::squarePicked, m_panel,
            [this](QPoint square) { m_panel->form().setSquare(square); });
    // An area of effect is aimed on the grid, with the pointer or the arrows, and performed there.
    AreaAim& aim = m_panel->areaAim();
    connect(&aim, &AreaAim::aimed, m_grid,
            [this, &aim](const std::optional<engine::AreaTemplate>& area) { m_grid->setAim(area, aim.words()); });
    connect(m_grid, &BattleGridView::aimMoved, &aim, &AreaAim::aimAt);
    connect(m_panel, &ActionPanel::aimRequested, m_grid, &BattleGridView::takeAim);
    connect(m_grid, &BattleGridView::performRequested, m_panel, &ActionPanel::perform);
    connect(m_grid, &BattleGridView::aimLeft, m_panel, [this] { m_panel->form().focusFirst(); });
}

// The views live in the window's docks, which do not own them once the encounter is closed.
EncounterView::~EncounterView() {
    delete m_log;
    delete m_panel;
    delete m_grid;
    delete m_board;
}

InitiativeBoard* EncounterView::board() const {
    return m_board;
}

BattleGridView* EncounterView::grid() const {
    return m_grid;
}

ActionPanel* EncounterView::panel() const {
    return m_panel;
}

EncounterLogView* EncounterView::log() const {
    return m_log;
}

QList<QAction*> EncounterView::encounterActions() const {
    QList<QAction*> actions{m_board->startAction(), m_board->endTurnAction()};
    actions += m_panel->commandActions();
    actions += {m_panel->declineAction(), m_panel->nextOffereeAction()};
    actions += m_panel->maneuverActions();
    actions += {m_grid->moveAction(), m_panel->nextTargetAction(), m_panel->previousTargetAction()};
    if (QAction* condition = m_panel->addConditionAction()) {
        actions += condition;
    }
    return actions;
}

QList<QAction*> EncounterView::arcActions() const {
    return m_board->arcCommands().actions();
}

QList<QAction*> EncounterView::viewActions() const {
    return {m_grid->zoomInAction(), m_grid->zoomOutAction(), m_grid->fitAction()};
}

} // namespace scouter::ui
