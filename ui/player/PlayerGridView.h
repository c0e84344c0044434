// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsView>

namespace scouter::ui {

// The players' grid: read-only (no clicks, drags or menus reach the encounter), the whole grid
// fitted to the view at any size, and the margin around it as dark as the rest of the window
// instead of the field's colour, so a TV shows the map and nothing bright beside it.
class PlayerGridView : public QGraphicsView {
    Q_OBJECT

public:
    explicit PlayerGridView(QWidget* parent = nullptr);

    void fitGrid();

protected:
    void drawBackground(QPainter* painter, const QRectF& rect) override;
    void resizeEvent(QResizeEvent* event) override;
};

} // namespace scouter::ui
