#pragma once

#include "rules/Encounter.h"

#include <QGraphicsView>
#include <QPoint>
#include <QStringList>

#include <optional>

class QAction;
class QLabel;

namespace scouter::ui {

class BattleGridScene;
class EncounterController;

// The battle grid on screen. Click a token to select it, right-click (or Shift+click) to make it
// the target; drag a token to plan a movement: the view shows the squares, the Ki each mode
// would cost, the reach of Normal and Boosted Speed and who would get a Counter Action, all
// judged by the engine; releasing moves it (Alt: Rapid Movement). From the keyboard, M starts
// the same plan with a cursor square, the arrows move it, Enter moves, Escape cancels.
// Ctrl+wheel, Ctrl+= and Ctrl+- zoom, Ctrl+0 fits the grid, dragging the background pans.
class BattleGridView : public QGraphicsView {
    Q_OBJECT

public:
    struct Plan {
        QString who;
        QPoint from;
        QPoint to;
        int squares = 0;
        std::optional<int> normalKi; // nullopt: the mode is refused (the reason is in the text)
        std::optional<int> boostedKi;
        std::optional<int> rapidKi;
        QStringList counters; // names of those who would get a Counter Action
        QString text;         // the whole preview as shown
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

Q_SIGNALS:
    void hoveredSquare(QPoint square);
    // A square clicked without dragging (the panel puts it in a form that asks for a square).
    void squarePicked(QPoint square);

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
    void planTo(QPoint square);
    void perform(bool rapid);
    void cancelPlan();

    EncounterController& m_controller;
    BattleGridScene* m_scene = nullptr;
    QLabel* m_overlay = nullptr;
    QAction* m_zoomIn = nullptr;
    QAction* m_zoomOut = nullptr;
    QAction* m_fit = nullptr;
    QAction* m_move = nullptr;
    std::optional<Plan> m_plan;
    bool m_dragging = false;
    bool m_fitted = false;
    QPoint m_hovered{-1, -1};
    QPoint m_pressedAt; // where a press on the background began, to tell a click from a pan
};

} // namespace scouter::ui
