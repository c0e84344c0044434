// SPDX-License-Identifier: GPL-3.0-or-later
#include "MapFiles.h"

#include "grid/MapPicture.h"

#include "EncounterMap.h"

#include <QLocale>
#include <QPainter>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

TEST(MapPicture, ReadsPngJpegAndWebpKeepingTheBytesAndTheFormat) {
    for (const auto& [format, word] : {std::pair{"PNG", "png"}, std::pair{"JPEG", "jpeg"}, std::pair{"WEBP", "webp"}}) {
        const QByteArray bytes = MapFiles::halves({300, 200}, Qt::red, Qt::blue, format);
        ASSERT_FALSE(bytes.isEmpty()) << format << ": no writer for it on this machine";
        const auto picture = MapPicture::decode(bytes, QStringLiteral("cave.%1").arg(QString::fromLatin1(word)));
        ASSERT_TRUE(picture) << picture.error().message.toStdString();
        EXPECT_EQ(picture.value()->format(), QString::fromLatin1(word));
        EXPECT_EQ(picture.value()->bytes(), bytes); // stored as read, never re-encoded
        EXPECT_EQ(picture.value()->size(), QSize(300, 200));
        EXPECT_LT(picture.value()->pixel({10, 100}).blue(), 60) << format;
        EXPECT_GT(picture.value()->pixel({10, 100}).red(), 200) << format;
        EXPECT_GT(picture.value()->pixel({290, 100}).blue(), 200) << format;
    }
}

TEST(MapPicture, RefusesWhatIsNotAPicture) {
    const auto text = MapPicture::decode(QByteArrayLiteral("name,x,y\ngoku,1,2\n"), QStringLiteral("map.png"));
    ASSERT_FALSE(text);
    EXPECT_EQ(text.error().message.toStdString(), "The map 'map.png' is not a PNG, JPEG or WebP image");
    const auto empty = MapPicture::decode({}, QStringLiteral("empty.jpg"));
    ASSERT_FALSE(empty);
    EXPECT_EQ(empty.error().message.toStdString(), "The map 'empty.jpg' is not a PNG, JPEG or WebP image");
    // A picture, but not in one of the three formats a campaign file keeps.
    const auto bmp = MapPicture::decode(MapFiles::halves({8, 8}, Qt::red, Qt::blue, "BMP"), QStringLiteral("m.bmp"));
    ASSERT_FALSE(bmp);
    EXPECT_EQ(bmp.error().message.toStdString(), "The map 'm.bmp' is not a PNG, JPEG or WebP image");
}

TEST(MapPicture, RefusesAPictureBeyondTheBoundsBeforeDecodingIt) {
    const auto wide = MapPicture::decode(MapFiles::claimingSize(20000, 9000), QStringLiteral("x.png"));
    ASSERT_FALSE(wide);
    EXPECT_EQ(wide.error().message.toStdString(),
              "The map 'x.png' is 20000 × 9000 pixels; Scouter takes at most 16384 on a side and 64 megapixels");
    // Each side allowed, the whole too large: 8193 × 8192 is just over 64 megapixels.
    const auto big = MapPicture::decode(MapFiles::claimingSize(8193, 8192), QStringLiteral("big.png"));
    ASSERT_FALSE(big);
    EXPECT_EQ(big.error().message.toStdString(),
              "The map 'big.png' is 8193 × 8192 pixels; Scouter takes at most 16384 on a side and 64 megapixels");
}

// Within the bounds in pixels, but 16 bits a channel: Qt's reader refuses it for memory, and the
// message says so (the import says the same of it, with the same decoder: issue 28).
TEST(MapPicture, RefusesAPictureDeeperThanAMapMayTakeSayingWhy) {
    const auto deep = MapPicture::decode(MapFiles::claimingSize(8192, 8192, 16, 6), QStringLiteral("deep.png"));
    ASSERT_FALSE(deep);
    EXPECT_EQ(deep.error().message.toStdString(), "The map 'deep.png' is 8192 × 8192 pixels of 64 bits: 512 MiB to "
                                                  "show; Scouter lets a map take at most 257 MiB");
}

TEST(MapPicture, RefusesAFileLargerThanTheStoreKeeps) {
    QByteArray bytes = MapFiles::halves({4, 4}, Qt::red, Qt::blue);
    bytes.append(QByteArray(store::maplimits::kMaxBytes, '\0'));
    const auto huge = MapPicture::decode(bytes, QStringLiteral("huge.png"));
    ASSERT_FALSE(huge);
    // In bytes too: "64.0 MiB; at most 64 MiB" did not show it was over (issue 28).
    EXPECT_EQ(huge.error().message,
              QStringLiteral("The map 'huge.png' is a file of 64.0 MiB (%1 bytes); Scouter takes at "
                             "most 64 MiB (67,108,864 bytes)")
                  .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(bytes.size())));
}

TEST(MapPicture, RefusesATruncatedFileWithTheReadersReason) {
    const QByteArray whole = MapFiles::halves({400, 400}, Qt::red, Qt::blue, "JPEG");
    const auto cut = MapPicture::decode(whole.left(40), QStringLiteral("cut.jpg"));
    ASSERT_FALSE(cut);
    EXPECT_TRUE(cut.error().message.startsWith(QStringLiteral("The map 'cut.jpg' could not be read as JPEG")))
        << cut.error().message.toStdString();
}

TEST(MapPicture, KeepsHalvingsDownToOneTileAndPicksTheOneNearestTheZoom) {
    const auto picture = MapPicture::decode(MapFiles::halves({2000, 1000}, Qt::red, Qt::blue), QStringLiteral("m.png"));
    ASSERT_TRUE(picture);
    EXPECT_EQ(picture.value()->levels(), 3); // 2000, 1000 and 500 wide: the last fits one 512 tile
    EXPECT_EQ(picture.value()->levelFor(2.0), 0);
    EXPECT_EQ(picture.value()->levelFor(0.8), 0); // a map pixel still covers most of a screen pixel
    EXPECT_EQ(picture.value()->levelFor(0.5), 1);
    EXPECT_EQ(picture.value()->levelFor(0.3), 1);
    EXPECT_EQ(picture.value()->levelFor(0.01), 2);
}

// Painted small (from the coarsest level) or large (from full-size tiles), the map shows the
// same picture in the same place, with no seam between its tiles.
TEST(MapPicture, PaintsTheSamePictureAtEveryLevel) {
    const auto picture = MapPicture::decode(MapFiles::halves({2048, 1024}, Qt::red, Qt::blue), QStringLiteral("m.png"));
    ASSERT_TRUE(picture);
    for (const double scale : {1.0, 0.73, 0.5, 0.37, 0.1}) {
        QImage canvas(static_cast<int>(2048 * scale), static_cast<int>(1024 * scale), QImage::Format_RGB32);
        canvas.fill(Qt::white);
        QPainter painter(&canvas);
        painter.scale(scale, scale);
        picture.value()->draw(&painter, QRectF(0, 0, 2048, 1024), QRectF(0, 0, 2048, 1024));
        painter.end();
        for (int y = 2; y < canvas.height() - 2; y += 7) {
            ASSERT_EQ(canvas.pixelColor(4, y), QColor(Qt::red)) << scale << " " << y;
            ASSERT_EQ(canvas.pixelColor(canvas.width() - 4, y), QColor(Qt::blue)) << scale << " " << y;
        }
        // Every pixel covered: no white line where tiles meet (every 512 map pixels).
        int uncovered = 0;
        for (int y = 0; y < canvas.height(); ++y) {
            for (int x = 0; x < canvas.width(); ++x) {
                uncovered += canvas.pixel(x, y) == qRgb(255, 255, 255) ? 1 : 0;
            }
        }
        EXPECT_EQ(uncovered, 0) << scale;
    }
}

} // namespace
} // namespace scouter::ui::test
