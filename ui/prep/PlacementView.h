// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "grid/GridMap.h"

#include <QGraphicsView>

#include <vector>

namespace scouter::ui {

class TokenItem;

// Where everyone starts: the new encounter's grid with a token per participant, placed by side,
// each dragged to another square by the mouse (dropped on a taken square, the two swap).
class PlacementView : public QGraphicsView {
    Q_OBJECT

public:
    explicit PlacementView(QWidget* parent = nullptr);

    // Shows the participants where their `at` puts them, on a grid of the encounter's size.
    void setEncounter(const store::EncounterRecord& encounter);
    // The map under the grid (none: the field's colour), kept across setEncounter().
    void setMap(const GridMap& map);
    [[nodiscard]] const GridMap& map() const { return m_map; }
    // The participants with the squares they were dragged to.
    [[nodiscard]] const store::EncounterRecord& encounter() const { return m_encounter; }
    // Moves participant `index` to `square` (clamped to the grid); a token already there takes
    // the square it left. Returns false when there is no such participant.
    bool moveToken(std::size_t index, QPoint square);
    // The square under a point of the view, for tests that drag.
    [[nodiscard]] QPoint viewPointOf(QPoint square) const;

Q_SIGNALS:
    void moved(const QString& combatant, QPoint square);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fit();
    [[nodiscard]] QPoint squareAt(QPointF scenePoint) const;

    store::EncounterRecord m_encounter;
    GridMap m_map;
    std::vector<TokenItem*> m_tokens; // one per participant, same order; null when it has no square
    std::optional<std::size_t> m_dragged;
};

} // namespace scouter::ui
