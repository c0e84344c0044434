// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/BoardTreeView.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QPushButton;
class QTimer;

namespace scouter::ui {

class ArcCommands;
class EncounterController;
class InitiativeBoardModel;
class OfferBanner;
class PendingDecisionBar;
class PlayerVisibility;
class TimelineBoard;

// The initiative board: the round and whose turn it is, the order with each combatant's health,
// energy, pools and conditions, initiative typed in place (F2 or double-click on Init), the ARC's
// pending decisions, Start before the first round and End turn during it. For a ruleset that
// counts ticks instead of rounds (Ruleset::timeline) the order is a timeline (TimelineBoard), and
// Advance (the ruleset's ARC command, with its key) takes the place of End turn.
class InitiativeBoard : public QWidget {
    Q_OBJECT

public:
    explicit InitiativeBoard(EncounterController& controller, QWidget* parent = nullptr);
    ~InitiativeBoard() override;
    InitiativeBoard(const InitiativeBoard&) = delete;
    InitiativeBoard& operator=(const InitiativeBoard&) = delete;

    // Its columns and some room for the condition chips (which wrap in less).
    [[nodiscard]] QSize sizeHint() const override;

    [[nodiscard]] InitiativeBoardModel& model() const { return *m_model; }
    [[nodiscard]] QTreeView& view() const { return *m_view; }
    [[nodiscard]] QLabel& headline() const { return *m_headline; }
    [[nodiscard]] PendingDecisionBar& decisions() const { return *m_decisions; }
    [[nodiscard]] OfferBanner& offer() const { return *m_offer; }
    // Why the initiative typed was not taken (under the board), empty when nothing is wrong.
    [[nodiscard]] QLabel& message() const { return *m_message; }
    // Ends the current slot's turn (Ctrl+Return).
    [[nodiscard]] QAction* endTurnAction() const { return m_endTurn; }
    // Rolls what initiative is missing and begins round 1 (Ctrl+Shift+Return).
    [[nodiscard]] QAction* startAction() const { return m_start; }
    // Makes the board's current row the target of the selected combatant (T).
    [[nodiscard]] QAction* targetAction() const { return m_target; }
    // The ARC's commands (end the fight, skip a turn, remove, change sides), also in the context menu.
    [[nodiscard]] ArcCommands& arcCommands() const { return *m_arc; }
    // The timeline shown instead of the order when the ruleset counts ticks.
    [[nodiscard]] TimelineBoard& timeline() const { return *m_timeline; }
    [[nodiscard]] QPushButton& advanceButton() const { return *m_advanceButton; }
    // Gives the keyboard to the order or the timeline, whichever is shown.
    void focusBoard();
    // What the players' screen shows of each combatant: with it, a row's context menu ends with
    // "On the players' screen" (Follow the rules, Reveal, Hide).
    void setPlayers(PlayerVisibility* players);
    // The context menu of combatant `id`'s row (the order's or the timeline's), as right-click shows it.
    [[nodiscard]] std::unique_ptr<QMenu> contextMenu(const QString& id);
    void sync();
    void showSelection();
    // The pips' columns as wide as the most pips any row has.
    void widenPips();
    // The Name column as wide as its widest name shown (the header's ResizeToContents, measured
    // only when a name changes).
    void fitNames();

    EncounterController& m_controller;
    InitiativeBoardModel* m_model = nullptr;
    BoardTreeView* m_view = nullptr;
    QLabel* m_headline = nullptr;
    PendingDecisionBar* m_decisions = nullptr;
    OfferBanner* m_offer = nullptr;
    QLabel* m_message = nullptr;
    ArcCommands* m_arc = nullptr;
    QPushButton* m_startButton = nullptr;
    QPushButton* m_endTurnButton = nullptr;
    TimelineBoard* m_timeline = nullptr;
    QPushButton* m_advanceButton = nullptr;
    QAction* m_advance = nullptr; // the ruleset's ARC command that moves the clock on, if any
    QAction* m_endTurn = nullptr;
    QAction* m_start = nullptr;
    QAction* m_target = nullptr;
    QPointer<PlayerVisibility> m_players;
    bool m_syncing = false;
    bool m_namesStale = false;    // fitNames waits for the order to be shown
    QTimer* m_fitLater = nullptr; // fitNames after a group opened or closed

protected:
    void changeEvent(QEvent* event) override;
};

} // namespace scouter::ui
