// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QBuffer>
#include <QByteArray>
#include <QColor>
#include <QGraphicsView>
#include <QImage>
#include <QPointF>
#include <QtEndian>

#include <array>
#include <cstdint>
#include <cstdlib>

namespace scouter::ui::test {

// Map files made in memory for the map tests: plain pictures in a format, and a PNG whose header
// claims a size far beyond what Scouter takes (without the memory such a picture would need).
struct MapFiles {
    // The halves' colours in the tests: magenta and teal, colours neither the field nor a token has.
    static inline const QColor kLeft{0xc0, 0x20, 0xc0};
    static inline const QColor kRight{0x10, 0x90, 0x90};

    // Whether two painted colours are the same but for smoothing and compression.
    [[nodiscard]] static bool near(const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) < 24 && std::abs(a.green() - b.green()) < 24 &&
               std::abs(a.blue() - b.blue()) < 24;
    }
    // The colour a view of a grid (32 units a square) paints at the middle of `square`.
    [[nodiscard]] static QColor paintedAt(QGraphicsView& view, QPoint square) {
        const QImage image = view.viewport()->grab().toImage();
        const QPoint at = view.mapFromScene(QPointF((square.x() + 0.5) * 32, (square.y() + 0.5) * 32));
        return image.pixelColor(at * image.devicePixelRatio());
    }

    // A picture `size` large: `left` on its left half, `right` on its right half.
    [[nodiscard]] static QByteArray halves(QSize size, QColor left, QColor right, const char* format = "PNG") {
        QImage image(size, QImage::Format_RGB32);
        image.fill(right);
        for (int y = 0; y < size.height(); ++y) {
            for (int x = 0; x < size.width() / 2; ++x) {
                image.setPixelColor(x, y, left);
            }
        }
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, format, 100);
        return bytes;
    }

    // A small PNG whose IHDR (and its CRC) says `width` × `height`, and, when given, this bit depth
    // and colour type (16 and 6: 64 bits a pixel).
    [[nodiscard]] static QByteArray claimingSize(quint32 width, quint32 height, int depth = 0, int colour = 0) {
        QByteArray bytes = halves({2, 2}, Qt::red, Qt::blue);
        // Signature (8), IHDR length (4), "IHDR" (4): width and height follow, then 5 bytes, then the CRC.
        qToBigEndian(width, bytes.data() + 16);
        qToBigEndian(height, bytes.data() + 20);
        if (depth != 0) {
            bytes[24] = static_cast<char>(depth);
            bytes[25] = static_cast<char>(colour);
        }
        qToBigEndian(crc32(bytes.mid(12, 17)), bytes.data() + 29);
        return bytes;
    }

private:
    [[nodiscard]] static quint32 crc32(const QByteArray& data) {
        std::uint32_t crc = 0xffffffffU;
        for (const char c : data) {
            crc ^= static_cast<std::uint8_t>(c);
            for (int bit = 0; bit < 8; ++bit) {
                crc = (crc >> 1) ^ (0xedb88320U & (0U - (crc & 1U)));
            }
        }
        return crc ^ 0xffffffffU;
    }
};

} // namespace scouter::ui::test
