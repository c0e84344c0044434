// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <variant>

namespace scouter::store {

// What an image file says about itself in its first bytes: its format (by its magic bytes, not
// by a file name or a declared field) and its size in pixels. The store has no image decoder
// (it links Qt Core only), and must still refuse a file that is not a PNG, a JPEG or a WebP, or
// that claims more pixels than a map may have, before a byte of it is written.
struct MapImageHeader {
    QString format; // "png" | "jpeg" | "webp"
    int width = 0;
    int height = 0;

    // The header, or what is wrong with the bytes (a sentence fragment: "is not a PNG, ...").
    [[nodiscard]] static std::variant<MapImageHeader, QString> read(const QByteArray& bytes);
    // "png", "jpeg" or "webp" by the magic bytes alone; nothing for anything else.
    [[nodiscard]] static std::optional<QString> formatOf(const QByteArray& bytes);
};

} // namespace scouter::store
