// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterMap.h"

#include <QString>

#include <vector>

namespace scouter::store {

// One thing wrong with a map: the field (as the export names it: "image", "format", "width",
// "height", "squarePixels", "offsetX", "offsetY") and what is wrong, with the bound it breaks.
struct MapProblem {
    QString field;
    QString message;
};

// The rules a map keeps, shared by the repository (before anything is written) and the import
// (before a file is accepted): the bytes are a PNG, JPEG or WebP by their magic bytes, of the
// declared format, at most 64 MiB; the size the image's own header gives is at most 16384 on a
// side and 64 megapixels, and the declared width and height are that size (or that size turned
// a quarter, as a JPEG's EXIF orientation shows it); the placement is within its bounds.
class EncounterMapCheck {
public:
    [[nodiscard]] static std::vector<MapProblem> problems(const EncounterMap& map);
    // Whether a picture this large is one Scouter takes (the display checks decoded pictures too).
    [[nodiscard]] static bool sizeFits(qint64 width, qint64 height);
    [[nodiscard]] static std::vector<MapProblem> placementProblems(double squarePixels, double offsetX, double offsetY);
    // The problems as one line: "squarePixels: ...; offsetX: ...".
    [[nodiscard]] static QString describe(const std::vector<MapProblem>& problems);
};

} // namespace scouter::store
