// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QRectF>

class QPainter;

namespace scouter::ui {

struct GridMap;

// The battle grid's look, shared by the encounter's grid and the prep's placement view: the
// field (the encounter's map where it has one), square lines with every fifth one stronger, and
// one colour per side.
class GridBackground {
public:
    // Sides in set-up order: blue for the first (usually the PCs), red, then more.
    [[nodiscard]] static QColor sideColour(int index);
    // Paints the part `rect` of a field `field` of squares `square` wide, light or dark as the
    // palette is, with `map` (if any) under the lines, cut to the field.
    static void draw(QPainter* painter, const QRectF& rect, const QRectF& field, qreal square,
                     const GridMap* map = nullptr);
};

} // namespace scouter::ui
