// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterMapCheck.h"

#include "MapDecoder.h"
#include "MapImageHeader.h"

#include <QStringList>

#include <cmath>

namespace scouter::store {

namespace {

[[nodiscard]] QString formatName(const QString& format) {
    return format == QLatin1String("png")    ? QStringLiteral("PNG")
           : format == QLatin1String("jpeg") ? QStringLiteral("JPEG")
                                             : QStringLiteral("WebP");
}

[[nodiscard]] QString sizeProblem(qint64 width, qint64 height) {
    return QStringLiteral("the map is %1 × %2 pixels; Scouter takes at least 1 and at most %3 on a side and %4 "
                          "megapixels")
        .arg(width)
        .arg(height)
        .arg(maplimits::kMaxSide)
        .arg(maplimits::kMaxPixels / maplimits::kMebi);
}

[[nodiscard]] bool within(double value, double low, double high) {
    return std::isfinite(value) && value >= low && value <= high;
}

} // namespace

bool EncounterMapCheck::sizeFits(qint64 width, qint64 height) {
    return width >= 1 && height >= 1 && width <= maplimits::kMaxSide && height <= maplimits::kMaxSide &&
           width * height <= maplimits::kMaxPixels;
}

std::vector<MapProblem> EncounterMapCheck::problems(const EncounterMap& map) {
    std::vector<MapProblem> found;
    const QStringList formats{QStringLiteral("png"), QStringLiteral("jpeg"), QStringLiteral("webp")};
    if (!formats.contains(map.format)) {
        found.push_back(
            {QStringLiteral("format"),
             QStringLiteral("expected \"png\", \"jpeg\" or \"webp\", got \"%1\"").arg(map.format.left(40))});
    }
    if (map.image.isEmpty()) {
        found.push_back({QStringLiteral("image"), QStringLiteral("the map's image is empty")});
    } else if (map.image.size() > maplimits::kMaxBytes) {
        found.push_back({QStringLiteral("image"),
                         QStringLiteral("the map is %1").arg(MapDecoder::fileSizeWords(map.image.size()))});
    } else {
        const auto header = MapImageHeader::read(map.image);
        if (const auto* problem = std::get_if<QString>(&header)) {
            found.push_back({QStringLiteral("image"), QStringLiteral("the map %1").arg(*problem)});
        } else {
            const auto& own = std::get<MapImageHeader>(header);
            if (formats.contains(map.format) && own.format != map.format) {
                found.push_back({QStringLiteral("format"), QStringLiteral("the image is a %1 by its first bytes, not "
                                                                          "\"%2\"")
                                                               .arg(formatName(own.format), map.format)});
            }
            if (!sizeFits(own.width, own.height)) {
                found.push_back({QStringLiteral("image"), sizeProblem(own.width, own.height)});
            } else if (sizeFits(map.width, map.height) && !(map.width == own.width && map.height == own.height) &&
                       !(map.width == own.height && map.height == own.width)) {
                found.push_back({QStringLiteral("width"), QStringLiteral("%1 × %2 pixels declared, but the image is "
                                                                         "%3 × %4 pixels")
                                                              .arg(map.width)
                                                              .arg(map.height)
                                                              .arg(own.width)
                                                              .arg(own.height)});
            }
        }
    }
    if (!sizeFits(map.width, map.height)) {
        found.push_back(
            {map.width >= 1 && map.width <= maplimits::kMaxSide ? QStringLiteral("height") : QStringLiteral("width"),
             sizeProblem(map.width, map.height)});
    }
    const auto placement = placementProblems(map.squarePixels, map.offsetX, map.offsetY);
    found.insert(found.end(), placement.begin(), placement.end());
    return found;
}

std::vector<MapProblem> EncounterMapCheck::placementProblems(double squarePixels, double offsetX, double offsetY) {
    std::vector<MapProblem> found;
    if (!within(squarePixels, maplimits::kMinSquarePixels, maplimits::kMaxSquarePixels)) {
        found.push_back(
            {QStringLiteral("squarePixels"), QStringLiteral("expected %1 to %2 image pixels per square, got %3")
                                                 .arg(maplimits::kMinSquarePixels)
                                                 .arg(maplimits::kMaxSquarePixels)
                                                 .arg(squarePixels)});
    }
    for (const auto& [field, value] :
         {std::pair{QStringLiteral("offsetX"), offsetX}, std::pair{QStringLiteral("offsetY"), offsetY}}) {
        if (!within(value, -maplimits::kMaxOffset, maplimits::kMaxOffset)) {
            found.push_back({field, QStringLiteral("expected an offset from %1 to %2 image pixels, got %3")
                                        .arg(-maplimits::kMaxOffset)
                                        .arg(maplimits::kMaxOffset)
                                        .arg(value)});
        }
    }
    return found;
}

QString EncounterMapCheck::describe(const std::vector<MapProblem>& problems) {
    QStringList lines;
    for (const MapProblem& problem : problems) {
        lines << problem.field + QStringLiteral(": ") + problem.message;
    }
    return lines.join(QStringLiteral("; "));
}

} // namespace scouter::store
