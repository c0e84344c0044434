// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapDecoder.h"

#include "EncounterMap.h"
#include "EncounterMapCheck.h"
#include "MapImageHeader.h"

#include <QBuffer>
#include <QImageReader>
#include <QLocale>

namespace scouter::store {

static_assert(MapDecoder::kAllocationLimitMiB == maplimits::kMaxPixels * 4 / maplimits::kMebi + 1,
              "the allocation limit is the largest map's 4 bytes a pixel");

QString MapRefusal::words() const {
    switch (kind) {
    case Kind::TooManyBytes:
        return QStringLiteral("is %1").arg(MapDecoder::fileSizeWords(bytes));
    case Kind::NotAnImage:
        return QStringLiteral("is not a PNG, JPEG or WebP image");
    case Kind::NoReader:
        return QStringLiteral("is a %1 image, which this installation of Scouter cannot read: Qt's image format "
                              "plugins are missing (on Debian, the package qt6-image-formats-plugins)")
            .arg(format == QLatin1String("webp") ? QStringLiteral("WebP") : format.toUpper());
    case Kind::TooLarge:
        return QStringLiteral("is %1 × %2 pixels; Scouter takes at most %3 on a side and %4 megapixels")
            .arg(size.width())
            .arg(size.height())
            .arg(maplimits::kMaxSide)
            .arg(maplimits::kMaxPixels / maplimits::kMebi);
    case Kind::TooDeep:
        return QStringLiteral("is %1 × %2 pixels of %3 bits: %4 MiB to show; Scouter lets a map take at most %5 MiB")
            .arg(size.width())
            .arg(size.height())
            .arg(bitsPerPixel)
            .arg(static_cast<qint64>(size.width()) * size.height() * bitsPerPixel / 8 / maplimits::kMebi)
            .arg(MapDecoder::kAllocationLimitMiB);
    case Kind::Unreadable:
        break;
    }
    return QStringLiteral("could not be read as %1: %2").arg(format.toUpper(), reason);
}

QString MapDecoder::fileSizeWords(qint64 bytes) {
    // English digits grouping, as every message of Scouter's is in English.
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    return QStringLiteral("a file of %1 MiB (%2 bytes); Scouter takes at most %3 MiB (%4 bytes)")
        .arg(static_cast<double>(bytes) / static_cast<double>(maplimits::kMebi), 0, 'f', 1)
        .arg(english.toString(bytes))
        .arg(maplimits::kMaxBytes / maplimits::kMebi)
        .arg(english.toString(maplimits::kMaxBytes));
}

std::variant<MapDecoder::Decoded, MapRefusal> MapDecoder::decode(const QByteArray& bytes) {
    return decode(bytes, QImageReader::supportedImageFormats());
}

std::variant<MapDecoder::Decoded, MapRefusal> MapDecoder::decode(const QByteArray& bytes,
                                                                 const QList<QByteArray>& readable) {
    if (bytes.size() > maplimits::kMaxBytes) {
        return MapRefusal{MapRefusal::Kind::TooManyBytes, bytes.size(), {}, {}, {}, 0};
    }
    // A map made where Qt reads WebP, opened where it does not, says what is missing rather than
    // that the file is no picture at all.
    if (const auto format = MapImageHeader::formatOf(bytes); format && !readable.contains(format->toLatin1())) {
        return MapRefusal{MapRefusal::Kind::NoReader, bytes.size(), {}, *format, {}, 0};
    }
    QByteArray shared = bytes; // QBuffer wants a non-const array; this one shares the bytes
    QBuffer buffer(&shared);
    buffer.open(QIODevice::ReadOnly);
    // The format is read from the bytes themselves, never from a file's name or a declared field.
    QImageReader reader(&buffer);
    reader.setDecideFormatFromContent(true);
    const QString format = QString::fromLatin1(reader.format());
    if (bytes.isEmpty() ||
        (format != QLatin1String("png") && format != QLatin1String("jpeg") && format != QLatin1String("webp"))) {
        return MapRefusal{MapRefusal::Kind::NotAnImage, bytes.size(), {}, {}, {}, 0};
    }
    // From the header, before a byte of the picture is decoded.
    const QSize size = reader.size();
    if (size.isValid() && !EncounterMapCheck::sizeFits(size.width(), size.height())) {
        return MapRefusal{MapRefusal::Kind::TooLarge, bytes.size(), size, format, {}, 0};
    }
    // Only from a header Qt could read: otherwise its JPEG reader answers with a format it never
    // set, and the table of pixel formats has no row for Format_Invalid (read before the table).
    int depth = 0;
    if (size.isValid()) {
        const QImage::Format imageFormat = reader.imageFormat();
        depth = imageFormat == QImage::Format_Invalid ? 0 : QImage::toPixelFormat(imageFormat).bitsPerPixel();
    }
    // Process-wide in Qt 6: every map is read under the same limit, whoever reads it.
    QImageReader::setAllocationLimit(kAllocationLimitMiB);
    Decoded decoded{format, {}};
    if (!reader.read(&decoded.image) || decoded.image.isNull()) {
        // Qt says only that it could not read it; a picture past the limit is told as such.
        if (size.isValid() && depth > 0 &&
            static_cast<qint64>(size.width()) * size.height() * depth / 8 > kAllocationLimitMiB * maplimits::kMebi) {
            return MapRefusal{MapRefusal::Kind::TooDeep, bytes.size(), size, format, {}, depth};
        }
        return MapRefusal{MapRefusal::Kind::Unreadable, bytes.size(), {}, format, reader.errorString(), 0};
    }
    if (!EncounterMapCheck::sizeFits(decoded.image.width(), decoded.image.height())) {
        // A header that said less than the picture holds.
        return MapRefusal{MapRefusal::Kind::TooLarge, bytes.size(), decoded.image.size(), format, {}, 0};
    }
    return decoded;
}

} // namespace scouter::store
