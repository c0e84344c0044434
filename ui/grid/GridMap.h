// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid/MapPicture.h"

#include <QRectF>

#include <memory>

namespace scouter::ui {

// An encounter's map and where it lies under the grid: `squarePixels` of its pixels make one
// square, and its top-left corner is `offsetX`, `offsetY` of its pixels right of and below the
// grid's top-left corner (as the store keeps them, store::EncounterMap, within its maplimits).
// No picture: no map, the field's colour.
struct GridMap {
    std::shared_ptr<const MapPicture> picture;
    double squarePixels = 50;
    double offsetX = 0;
    double offsetY = 0;

    [[nodiscard]] bool isEmpty() const { return picture == nullptr; }
    // Where the whole picture lies on a grid of squares `square` units wide.
    [[nodiscard]] QRectF rectOn(double square) const {
        if (!picture) {
            return {};
        }
        const double scale = square / squarePixels;
        return {offsetX * scale, offsetY * scale, picture->size().width() * scale, picture->size().height() * scale};
    }
    [[nodiscard]] bool operator==(const GridMap& other) const = default;
};

} // namespace scouter::ui
