// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace scouter::store {

// The picture of the place under an encounter's grid: the image file's bytes as chosen (PNG,
// JPEG or WebP), its size in pixels, and where it lies: `squarePixels` of its pixels make one
// square, and its top-left corner is `offsetX`, `offsetY` image pixels from the grid's top-left
// corner (square (0,0)'s corner is at image pixel (-offsetX, -offsetY)).
struct EncounterMap {
    QByteArray image;
    QString format; // "png" | "jpeg" | "webp"
    int width = 0;
    int height = 0;
    double squarePixels = 50;
    double offsetX = 0;
    double offsetY = 0;
};

// The bounds of a map, the same in the schema (migrations/0004), the repository and the import.
namespace maplimits {
inline constexpr qint64 kMebi = 1024LL * 1024;
inline constexpr qint64 kMaxBytes = 64 * kMebi;
inline constexpr int kMaxSide = 16384;
inline constexpr qint64 kMaxPixels = 64 * kMebi; // "64 megapixels" in the messages
inline constexpr double kMinSquarePixels = 4;
inline constexpr double kMaxSquarePixels = 1024;
inline constexpr double kMaxOffset = 16384;
} // namespace maplimits

} // namespace scouter::store
