// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerGridView.h"

#include <QPainter>

namespace scouter::ui {

namespace {
const QColor kMargin(0x0b, 0x0c, 0x10);
} // namespace

PlayerGridView::PlayerGridView(QWidget* parent) : QGraphicsView(parent) {
    setObjectName(QStringLiteral("playerGrid"));
    setInteractive(false);
    setContextMenuPolicy(Qt::NoContextMenu);
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::SmoothPixmapTransform);
}

void PlayerGridView::fitGrid() {
    if (scene() != nullptr) {
        fitInView(sceneRect(), Qt::KeepAspectRatio);
    }
}

void PlayerGridView::drawBackground(QPainter* painter, const QRectF& rect) {
    painter->fillRect(rect, kMargin);
    const QRectF field = rect & sceneRect();
    if (!field.isEmpty()) {
        painter->save();
        painter->setClipRect(field);
        QGraphicsView::drawBackground(painter, field); // the scene's: the map and the squares
        painter->restore();
    }
}

void PlayerGridView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    fitGrid();
}

} // namespace scouter::ui
