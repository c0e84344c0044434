// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/AreaItem.h"

#include "grid/TokenItem.h"

#include <QPainter>
#include <QPen>

namespace scouter::ui {

namespace {

QRectF squareRect(engine::Position square) {
    constexpr qreal side = TokenItem::kSquare;
    return {square.x * side, square.y * side, side, side};
}

} // namespace

AreaItem::AreaItem(Style style, QGraphicsItem* parent) : QGraphicsPathItem(parent), m_style(style) {
    const QColor colour = style == Style::Aimed ? QColor(0x8e, 0x24, 0xaa) : QColor(0xe6, 0x51, 0x00);
    QColor fill = colour;
    fill.setAlpha(style == Style::Aimed ? 60 : 80);
    setPen(QPen(colour, 3, style == Style::Aimed ? Qt::DashLine : Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    setBrush(fill);
    // Over the map and the reach of a plan, under the tokens, which stay readable inside it.
    setZValue(0.7);
    hide();
}

void AreaItem::setArea(const std::optional<engine::AreaTemplate>& area, QSize grid) {
    if (area == m_area && (isVisible() == area.has_value())) {
        return;
    }
    prepareGeometryChange(); // the Target Square's ring may lie outside the shape
    m_area = area;
    m_squares = 0;
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    if (area) {
        for (const engine::Position square : area->squares()) {
            if (square.x < grid.width() && square.y < grid.height()) {
                path.addRect(squareRect(square));
                ++m_squares;
            }
        }
    }
    setPath(path.simplified());
    setVisible(area.has_value());
}

QRectF AreaItem::boundingRect() const {
    QRectF bounds = QGraphicsPathItem::boundingRect();
    if (m_area) {
        bounds |= squareRect(m_area->at);
    }
    return bounds;
}

void AreaItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) {
    QGraphicsPathItem::paint(painter, option, widget);
    if (!m_area) {
        return;
    }
    // The Target Square: where the table aimed, even when the shape starts elsewhere (a line).
    QPen ring = pen();
    ring.setStyle(Qt::SolidLine);
    painter->setPen(ring);
    painter->setBrush(Qt::NoBrush);
    painter->drawEllipse(squareRect(m_area->at).adjusted(8, 8, -8, -8));
}

} // namespace scouter::ui
