// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapImageHeader.h"

#include <cstdint>

namespace scouter::store {

namespace {

// Bytes past the end read as nothing: every caller checks the size it needs first.
class HeaderBytes {
public:
    explicit HeaderBytes(const QByteArray& bytes) : m_bytes(bytes) {}

    [[nodiscard]] bool has(qsizetype offset, qsizetype count) const {
        return offset >= 0 && count >= 0 && offset <= m_bytes.size() - count;
    }
    [[nodiscard]] std::uint32_t byte(qsizetype offset) const { return static_cast<std::uint8_t>(m_bytes.at(offset)); }
    [[nodiscard]] std::uint32_t bigEndian16(qsizetype offset) const { return (byte(offset) << 8U) | byte(offset + 1); }
    [[nodiscard]] std::uint32_t bigEndian32(qsizetype offset) const {
        return (bigEndian16(offset) << 16U) | bigEndian16(offset + 2);
    }
    [[nodiscard]] std::uint32_t littleEndian(qsizetype offset, int count) const {
        std::uint32_t value = 0;
        for (int i = count - 1; i >= 0; --i) {
            value = (value << 8U) | byte(offset + i);
        }
        return value;
    }
    [[nodiscard]] bool startsWith(qsizetype offset, const char* text, qsizetype count) const {
        return has(offset, count) && m_bytes.mid(offset, count) == QByteArray(text, count);
    }

private:
    const QByteArray& m_bytes;
};

using HeaderRead = std::variant<MapImageHeader, QString>;

[[nodiscard]] QString cutShort(const char* format) {
    return QStringLiteral("is a %1 file whose header cannot be read (cut short or damaged)").arg(QLatin1String(format));
}

// The image header chunk (IHDR) comes first, right after the signature.
[[nodiscard]] HeaderRead pngHeader(const HeaderBytes& bytes) {
    if (!bytes.has(16, 8) || !bytes.startsWith(12, "IHDR", 4)) {
        return cutShort("PNG");
    }
    const std::uint32_t width = bytes.bigEndian32(16);
    const std::uint32_t height = bytes.bigEndian32(20);
    if (width == 0 || height == 0 || width > 0x7fffffffU || height > 0x7fffffffU) {
        return cutShort("PNG");
    }
    return MapImageHeader{QStringLiteral("png"), static_cast<int>(width), static_cast<int>(height)};
}

// Walks the markers up to the first frame header (SOF0..SOF15 but DHT, JPG and DAC), which
// holds the size; the segments before it (EXIF, ICC profiles) say their own lengths.
[[nodiscard]] HeaderRead jpegHeader(const HeaderBytes& bytes) {
    qsizetype at = 2;
    while (bytes.has(at, 1)) {
        // Stray bytes before a marker are skipped, as the decoders do (with a warning).
        while (bytes.has(at, 1) && bytes.byte(at) != 0xFF) {
            ++at;
        }
        while (bytes.has(at, 1) && bytes.byte(at) == 0xFF) {
            ++at;
        }
        if (!bytes.has(at, 1)) {
            break;
        }
        const std::uint32_t marker = bytes.byte(at++);
        if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD8)) {
            continue;
        }
        if (marker == 0xD9 || marker == 0xDA || !bytes.has(at, 2)) {
            break;
        }
        const std::uint32_t length = bytes.bigEndian16(at);
        const bool frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (frame) {
            if (length < 7 || !bytes.has(at, 7)) {
                break;
            }
            const auto height = static_cast<int>(bytes.bigEndian16(at + 3));
            const auto width = static_cast<int>(bytes.bigEndian16(at + 5));
            if (width == 0 || height == 0) {
                break;
            }
            return MapImageHeader{QStringLiteral("jpeg"), width, height};
        }
        if (length < 2) {
            break;
        }
        at += length;
    }
    return cutShort("JPEG");
}

// A WebP's first chunk says its kind: lossy (VP8), lossless (VP8L) or extended (VP8X, with a
// canvas size).
[[nodiscard]] HeaderRead webpHeader(const HeaderBytes& bytes) {
    if (bytes.startsWith(12, "VP8 ", 4) && bytes.has(20, 10) && bytes.byte(23) == 0x9D && bytes.byte(24) == 0x01 &&
        bytes.byte(25) == 0x2A) {
        const auto width = static_cast<int>(bytes.littleEndian(26, 2) & 0x3FFFU);
        const auto height = static_cast<int>(bytes.littleEndian(28, 2) & 0x3FFFU);
        if (width > 0 && height > 0) {
            return MapImageHeader{QStringLiteral("webp"), width, height};
        }
    } else if (bytes.startsWith(12, "VP8L", 4) && bytes.has(20, 5) && bytes.byte(20) == 0x2F) {
        const std::uint32_t bits = bytes.littleEndian(21, 4);
        return MapImageHeader{QStringLiteral("webp"), static_cast<int>((bits & 0x3FFFU) + 1),
                              static_cast<int>(((bits >> 14U) & 0x3FFFU) + 1)};
    } else if (bytes.startsWith(12, "VP8X", 4) && bytes.has(24, 6)) {
        return MapImageHeader{QStringLiteral("webp"), static_cast<int>(bytes.littleEndian(24, 3) + 1),
                              static_cast<int>(bytes.littleEndian(27, 3) + 1)};
    }
    return cutShort("WebP");
}

} // namespace

std::optional<QString> MapImageHeader::formatOf(const QByteArray& bytes) {
    const HeaderBytes header(bytes);
    if (header.startsWith(0, "\x89PNG\r\n\x1a\n", 8)) {
        return QStringLiteral("png");
    }
    if (header.startsWith(0, "\xFF\xD8\xFF", 3)) {
        return QStringLiteral("jpeg");
    }
    if (header.startsWith(0, "RIFF", 4) && header.startsWith(8, "WEBP", 4)) {
        return QStringLiteral("webp");
    }
    return std::nullopt;
}

std::variant<MapImageHeader, QString> MapImageHeader::read(const QByteArray& bytes) {
    const auto format = formatOf(bytes);
    if (!format) {
        return QStringLiteral("is not a PNG, JPEG or WebP image");
    }
    const HeaderBytes header(bytes);
    if (*format == QLatin1String("png")) {
        return pngHeader(header);
    }
    if (*format == QLatin1String("jpeg")) {
        return jpegHeader(header);
    }
    return webpHeader(header);
}

} // namespace scouter::store
