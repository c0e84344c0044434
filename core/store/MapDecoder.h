// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QImage>
#include <QList>
#include <QSize>
#include <QString>

#include <variant>

namespace scouter::store {

// Why a map's file cannot be shown, as the decoder found it.
struct MapRefusal {
    enum class Kind {
        TooManyBytes, // a file over maplimits::kMaxBytes
        NotAnImage,   // none of PNG, JPEG and WebP by its first bytes
        NoReader,     // one of them by its first bytes, but this installation's Qt has no reader for it
        TooLarge,     // its pixels (from its header, or as decoded) beyond the bounds
        TooDeep,      // within the bounds, but its colours take more memory than a map may have
        Unreadable    // the decoder gave up: damaged data
    };
    Kind kind = Kind::Unreadable;
    qint64 bytes = 0;
    QSize size;
    QString format;       // "png", "jpeg" or "webp", for Unreadable and NoReader
    QString reason;       // the decoder's own words, for Unreadable
    int bitsPerPixel = 0; // for TooDeep

    // The words after "The map" or "the map 'cave.png'": "is not a PNG, JPEG or WebP image",
    // "could not be read as PNG: Unable to allocate ...".
    [[nodiscard]] QString words() const;
};

// The one decoding of a map's file (Qt's image readers, format by the bytes alone), shared by the
// window's display (ui MapPicture) and the import's check (MapImportCheck): an import accepts
// exactly the maps the window can then show. Qt's allocation limit is the one for the largest map
// (maplimits::kMaxPixels of 4 bytes), set here for both, so a 16-bit 8192 × 8192 PNG is refused
// by both too. Slow for a big map (a second or so) and as large as the picture: call it on a
// worker thread, and keep the image only to show it.
class MapDecoder {
public:
    struct Decoded {
        QString format; // "png" | "jpeg" | "webp"
        QImage image;
    };

    // Qt's allocation limit for one map, in MiB: 64 megapixels of 4 bytes, and nothing more.
    static constexpr int kAllocationLimitMiB = 257;

    [[nodiscard]] static std::variant<Decoded, MapRefusal> decode(const QByteArray& bytes);
    // The same, with the formats this installation reads given (QImageReader::supportedImageFormats
    // for decode): Qt reads WebP, and JPEG, through plugins a system may lack.
    [[nodiscard]] static std::variant<Decoded, MapRefusal> decode(const QByteArray& bytes,
                                                                  const QList<QByteArray>& readable);
    // A file of `bytes` beyond the bound, in words that follow "is": "a file of 64.0 MiB
    // (67,108,865 bytes); Scouter takes at most 64 MiB (67,108,864 bytes)", so 1 byte over shows.
    [[nodiscard]] static QString fileSizeWords(qint64 bytes);
};

} // namespace scouter::store
