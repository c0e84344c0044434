// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/GridBackground.h"

#include "grid/GridMap.h"

#include <QLineF>
#include <QPainter>
#include <QPalette>
#include <QVector>

#include <cmath>

namespace scouter::ui {

QColor GridBackground::sideColour(int index) {
    static const QColor colours[] = {{0x1e, 0x88, 0xe5}, {0xd3, 0x2f, 0x2f}, {0x38, 0x8e, 0x3c},
                                     {0x8e, 0x24, 0xaa}, {0xef, 0x6c, 0x00}, {0x00, 0x83, 0x8f}};
    return colours[index % 6];
}

void GridBackground::draw(QPainter* painter, const QRectF& rect, const QRectF& field, qreal square,
                          const GridMap* map) {
    const QPalette palette;
    const QColor base = palette.color(QPalette::Base);
    const bool dark = base.lightness() < 128;
    if (!field.contains(rect)) {
        painter->fillRect(rect, palette.color(QPalette::Window));
    }
    const QRectF area = rect.intersected(field);
    const QRectF mapped = map != nullptr ? map->rectOn(square).intersected(area) : QRectF();
    if (mapped != area) {
        painter->fillRect(area, dark ? QColor(0x26, 0x32, 0x2a) : QColor(0xe8, 0xf0, 0xe0));
    }
    if (!mapped.isEmpty()) {
        map->picture->draw(painter, mapped, map->rectOn(square));
    }
    const qreal detail = painter->worldTransform().m11();
    if (detail * square < 4) {
        return; // squares smaller than 4 pixels: lines would only grey the picture
    }
    const QColor line = dark ? QColor(255, 255, 255, 40) : QColor(0, 0, 0, 45);
    const QColor major = dark ? QColor(255, 255, 255, 80) : QColor(0, 0, 0, 90);
    const int left = std::max(0, static_cast<int>(std::floor(area.left() / square)));
    const int right = static_cast<int>(std::ceil(area.right() / square));
    const int top = std::max(0, static_cast<int>(std::floor(area.top() / square)));
    const int bottom = static_cast<int>(std::ceil(area.bottom() / square));
    QVector<QLineF> minorLines;
    QVector<QLineF> majorLines;
    for (int x = left; x <= right; ++x) {
        (x % 5 == 0 ? majorLines : minorLines).append(QLineF(x * square, area.top(), x * square, area.bottom()));
    }
    for (int y = top; y <= bottom; ++y) {
        (y % 5 == 0 ? majorLines : minorLines).append(QLineF(area.left(), y * square, area.right(), y * square));
    }
    painter->setPen(QPen(line, 0));
    painter->drawLines(minorLines);
    painter->setPen(QPen(major, 0));
    painter->drawLines(majorLines);
}

} // namespace scouter::ui
