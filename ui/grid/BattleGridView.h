// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/Encounter.h"

#include <QGraphicsView>
#include <QPoint>
#include <QStringList>

#include <optional>
#include <string>
#include <utility>
#include <vector>

class QAction;
class QKeyEvent;
class QLabel;

namespace scouter::ui {

class BattleGridScene;
class EncounterController;

// The battle grid on screen. Click a token to select it, right-click (or Shift+click) to make it
// the target; drag a token to plan a movement with the maneuver the ruleset describes for it (the
// one whose inputs take a square): the view shows the squares, what each of its modes would cost,
// the reach of the first two and who would get a reaction, all judged by the engine;
// releasing moves it by the first mode allowed (Alt: the last, the fastest). From the keyboard, M starts
// the same plan with a cursor square, the arrows move it, Enter moves, Escape cancels.
// Ctrl+wheel, Ctrl+= and Ctrl+- zoom, Ctrl+0 fits the grid, dragging the background pans.
class BattleGridView : public QGraphicsView {
    Q_OBJECT

public:
    // One way of moving the ruleset describes (walk, run, sprint), judged for the plan.
    struct Mode {
        std::string id; // the choice the command carries ("run"), empty for a move without modes
        QString label;
        bool allowed = false;
        QString cost; // what it spends, in the board's words ("1 AP · 6 Mana"); empty when refused
    };
    struct Plan {
        QString who;
        QPoint from;
        QPoint to;
        int squares = 0;
        std::vector<Mode> modes; // in the description's order; Alt takes the last
        QStringList counters;    // names of those who would get a reaction
        QString text;            // the whole preview as shown
        [[nodiscard]] const Mode* mode(const std::string& id) const;
    };

    explicit BattleGridView(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] BattleGridScene& gridScene() const { return *m_scene; }
    [[nodiscard]] QAction* zoomInAction() const { return m_zoomIn; }
    [[nodiscard]] QAction* zoomOutAction() const { return m_zoomOut; }
    [[nodiscard]] QAction* fitAction() const { return m_fit; }
    [[nodiscard]] QAction* moveAction() const { return m_move; }
    [[nodiscard]] const std::optional<Plan>& plan() const { return m_plan; }
    [[nodiscard]] QString previewText() const;
    [[nodiscard]] QPoint hovered() const { return m_hovered; }
    [[nodiscard]] QPoint viewPointOf(QPoint square) const;

    void zoomBy(double factor);
    void fitToGrid();
    // An area of effect being aimed (AreaAim::aimed, `words` saying whom it covers), none when the
    // chosen maneuver has none: the scene draws it, and it follows the pointer over the grid until
    // a click places it.
    void setAim(const std::optional<engine::AreaTemplate>& area, const QString& words);
    // Takes the keyboard to aim it: the arrows move it, Enter performs, Esc goes back to the form.
    void takeAim();
    [[nodiscard]] bool aimFollowsPointer() const { return m_aimFollows; }

Q_SIGNALS:
    void hoveredSquare(QPoint square);
    // A square clicked without dragging (the panel puts it in a form that asks for a square).
    void squarePicked(QPoint square);
    // Aiming an area: its Target Square moved here (the pointer, the arrows); Enter asked for the
    // maneuver to be performed; Esc gave the keyboard back to the form.
    void aimMoved(QPoint square);
    void performRequested();
    void aimLeft();

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    [[nodiscard]] QString tokenAt(QPoint viewPos) const;
    // The maneuver that moves `who`: the first the ruleset describes whose own inputs take a square
    // and that aims at no one (a movement). Null when it describes none.
    [[nodiscard]] std::optional<engine::ManeuverDescription> mover(const QString& who) const;
    [[nodiscard]] engine::CommandForm moveCommand(const engine::ManeuverDescription& mover, const QString& who,
                                                  QPoint to, const std::string& mode) const;
    // How far each of the first two modes reaches from `from` (the engine judges it), 0 if refused.
    [[nodiscard]] std::pair<int, int> reaches(const engine::ManeuverDescription& mover, const QString& who,
                                              QPoint from) const;
    void planTo(QPoint square);
    void perform(bool rapid);
    void cancelPlan();
    // Aiming: the arrows, Enter and Esc; false for any other key.
    bool aimKey(QKeyEvent* event);
    void showAimWords();

    EncounterController& m_controller;
    BattleGridScene* m_scene = nullptr;
    QLabel* m_overlay = nullptr;
    QAction* m_zoomIn = nullptr;
    QAction* m_zoomOut = nullptr;
    QAction* m_fit = nullptr;
    QAction* m_move = nullptr;
    std::optional<Plan> m_plan;
    QString m_reachFor; // who and from where m_reach was judged
    std::pair<int, int> m_reach;
    bool m_dragging = false;
    bool m_fitted = false;
    QPoint m_hovered{-1, -1};
    QPoint m_pressedAt; // where a press on the background began, to tell a click from a pan
    std::optional<engine::AreaTemplate> m_aim;
    QString m_aimWords;
    bool m_aimFollows = false; // until a click places the area
};

} // namespace scouter::ui
