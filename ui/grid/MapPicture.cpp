// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/MapPicture.h"

#include "EncounterMap.h"
#include "MapDecoder.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <variant>

namespace scouter::ui {

namespace {

namespace mapLimits = store::maplimits;

store::StoreError mapRefusal(const QString& name, const store::MapRefusal& refusal) {
    return {store::StoreErrorKind::Invalid,
            QCoreApplication::translate("MapPicture", "The map '%1' %2").arg(name, refusal.words())};
}

} // namespace

store::Result<std::shared_ptr<const MapPicture>> MapPicture::decode(QByteArray bytes, const QString& name) {
    // The store's decoder, the one the import checks a map with: what one shows the other takes.
    auto decoded = store::MapDecoder::decode(bytes);
    if (const auto* refusal = std::get_if<store::MapRefusal>(&decoded)) {
        return mapRefusal(name, *refusal);
    }
    auto& picture = std::get<store::MapDecoder::Decoded>(decoded);
    QString format = std::move(picture.format);
    return std::shared_ptr<const MapPicture>(
        new MapPicture(std::move(bytes), std::move(format), std::move(picture.image)));
}

store::Result<std::shared_ptr<const MapPicture>> MapPicture::readFile(const QString& path) {
    const QFileInfo info(path);
    QFile file(path);
    if (info.size() > mapLimits::kMaxBytes) {
        return mapRefusal(info.fileName(), {store::MapRefusal::Kind::TooManyBytes, info.size(), {}, {}, {}, 0});
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return store::StoreError{store::StoreErrorKind::Invalid,
                                 QCoreApplication::translate("MapPicture", "The map '%1' cannot be opened: %2")
                                     .arg(info.fileName(), file.errorString())};
    }
    // Read up to one byte past the bound: a file grown since it was measured is still refused.
    return decode(file.read(mapLimits::kMaxBytes + 1), info.fileName());
}

MapPicture::MapPicture(QByteArray bytes, QString format, QImage image)
    : m_bytes(std::move(bytes)), m_format(std::move(format)), m_size(image.size()) {
    // The raster engine paints these two formats without converting them first. Taken over (not
    // copied) and let go level by level: a 64-megapixel map is 256 MB a copy.
    const QImage::Format fast = image.hasAlphaChannel() ? QImage::Format_ARGB32_Premultiplied : QImage::Format_RGB32;
    QImage level = std::move(image).convertToFormat(fast);
    while (true) {
        Level cut;
        cut.size = level.size();
        cut.columns = (level.width() + kTile - 1) / kTile;
        const int rows = (level.height() + kTile - 1) / kTile;
        for (int row = 0; row < rows; ++row) {
            for (int column = 0; column < cut.columns; ++column) {
                cut.tiles.push_back(level.copy(column * kTile, row * kTile,
                                               std::min(kTile, level.width() - column * kTile),
                                               std::min(kTile, level.height() - row * kTile)));
            }
        }
        m_levels.push_back(std::move(cut));
        if (level.width() <= kTile && level.height() <= kTile) {
            break;
        }
        level = level.scaled((level.width() + 1) / 2, (level.height() + 1) / 2, Qt::IgnoreAspectRatio,
                             Qt::SmoothTransformation);
    }
}

int MapPicture::levelFor(double devicePerPixel) const {
    // The coarsest level whose pixels are still no larger than the screen's.
    int level = 0;
    while (level + 1 < levels() && devicePerPixel * std::pow(2.0, level + 1) <= 1.0) {
        ++level;
    }
    return level;
}

QColor MapPicture::pixel(QPoint at) const {
    const Level& full = m_levels.front();
    if (at.x() < 0 || at.y() < 0 || at.x() >= m_size.width() || at.y() >= m_size.height()) {
        return {};
    }
    const QImage& tile = full.tiles[static_cast<std::size_t>(at.y() / kTile) * static_cast<std::size_t>(full.columns) +
                                    static_cast<std::size_t>(at.x() / kTile)];
    return tile.pixelColor(at.x() % kTile, at.y() % kTile);
}

void MapPicture::draw(QPainter* painter, const QRectF& exposed, const QRectF& target) const {
    const QRectF area = exposed.intersected(target);
    if (area.isEmpty() || m_levels.empty()) {
        return;
    }
    const QTransform& world = painter->worldTransform();
    const double devicePerUnit = std::hypot(world.m11(), world.m12());
    const Level& level = m_levels[static_cast<std::size_t>(levelFor(devicePerUnit * target.width() / m_size.width()))];
    const double unitsX = target.width() / level.size.width(); // painter units per level pixel
    const double unitsY = target.height() / level.size.height();
    const int rows = static_cast<int>(level.tiles.size()) / level.columns;
    const int left = std::clamp(static_cast<int>((area.left() - target.left()) / unitsX) / kTile, 0, level.columns - 1);
    const int right =
        std::clamp(static_cast<int>((area.right() - target.left()) / unitsX) / kTile, 0, level.columns - 1);
    const int top = std::clamp(static_cast<int>((area.top() - target.top()) / unitsY) / kTile, 0, rows - 1);
    const int bottom = std::clamp(static_cast<int>((area.bottom() - target.top()) / unitsY) / kTile, 0, rows - 1);
    painter->save();
    // Antialiased edges would show each tile's border as a faint line.
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->setClipRect(area, Qt::IntersectClip);
    for (int row = top; row <= bottom; ++row) {
        for (int column = left; column <= right; ++column) {
            const QImage& tile = level.tiles[static_cast<std::size_t>(row) * static_cast<std::size_t>(level.columns) +
                                             static_cast<std::size_t>(column)];
            // Both edges from the tile grid, so neighbours share them exactly.
            const double x0 = target.left() + column * kTile * unitsX;
            const double y0 = target.top() + row * kTile * unitsY;
            const double x1 = target.left() + (column * kTile + tile.width()) * unitsX;
            const double y1 = target.top() + (row * kTile + tile.height()) * unitsY;
            painter->drawImage(QRectF(x0, y0, x1 - x0, y1 - y0), tile);
        }
    }
    painter->restore();
}

} // namespace scouter::ui
