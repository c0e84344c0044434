// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QByteArray>
#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

#include <memory>
#include <vector>

class QPainter;

namespace scouter::ui {

// A map image decoded once and kept ready to paint fast at any zoom: cut into tiles, at full
// size and at every halving down to one tile (levels of detail). A repaint draws only the tiles
// in view, of the level whose pixels are just finer than the screen's, so an 8,000 × 8,000 map
// costs about as much to paint fitted as close up. Immutable once made: shared between the ARC's
// grid, the players' and the review's as std::shared_ptr<const MapPicture>.
class MapPicture {
public:
    static constexpr int kTile = 512;

    // Reads a PNG, JPEG or WebP file's bytes (`name` is how messages call it: the file's name).
    // Refused, with a message naming the file and the bound, when it is none of these, beyond
    // the store's bounds (store::maplimits) or unreadable. Slow for a big map (a second or so): call it on a
    // worker thread, never the GUI's.
    [[nodiscard]] static store::Result<std::shared_ptr<const MapPicture>> decode(QByteArray bytes, const QString& name);

    // decode() of the file at `path`, its size checked before it is read. Slow: a worker thread's.
    [[nodiscard]] static store::Result<std::shared_ptr<const MapPicture>> readFile(const QString& path);

    // The file as it was read, to be stored unchanged, and its format: "png", "jpeg" or "webp".
    [[nodiscard]] const QByteArray& bytes() const { return m_bytes; }
    [[nodiscard]] const QString& format() const { return m_format; }
    [[nodiscard]] QSize size() const { return m_size; }
    [[nodiscard]] int levels() const { return static_cast<int>(m_levels.size()); }
    // The level a painter draws `target` with: 0 (full size) when a map pixel is at least
    // `devicePerPixel` device pixels, one more per halving of that.
    [[nodiscard]] int levelFor(double devicePerPixel) const;
    // The map's colour at one of its pixels (full size), for tests.
    [[nodiscard]] QColor pixel(QPoint at) const;

    // Paints the part of the map that falls in `exposed`, the whole map being stretched over
    // `target` (both in the painter's coordinates).
    void draw(QPainter* painter, const QRectF& exposed, const QRectF& target) const;

private:
    struct Level {
        QSize size;
        int columns = 0;
        std::vector<QImage> tiles; // row by row
    };

    MapPicture(QByteArray bytes, QString format, QImage image);

    QByteArray m_bytes;
    QString m_format;
    QSize m_size;
    std::vector<Level> m_levels; // m_levels[k] is the map halved k times
};

} // namespace scouter::ui
