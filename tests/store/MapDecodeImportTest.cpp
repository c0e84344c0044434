// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 12: the import checked a map's header only, so it took maps the window then could
// not show: a PNG whose picture data is garbage, a 16-bit 8192 × 8192 PNG past the memory Qt lets
// a picture take. It now decodes each map with the window's own decoder (MapDecoder), and a file
// one byte over the bound says so in a way that shows it is over.
#include "CampaignImporter.h"
#include "Database.h"
#include "EncounterMapCheck.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "MapDecoder.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtEndian>

#include <gtest/gtest.h>
#include <zlib.h>

#include <array>
#include <cstdint>
#include <tuple>
#include <vector>

using namespace scouter::store;

namespace {

// PNG files written chunk by chunk: Qt's writer would not make the broken ones.
class PngWriter {
public:
    // A PNG of `width` × `height` with this bit depth and colour type (2: RGB, 6: RGBA) whose
    // picture data (IDAT) is `data` as it is.
    [[nodiscard]] static QByteArray file(quint32 width, quint32 height, int depth, int colour, const QByteArray& data) {
        QByteArray header(13, '\0');
        qToBigEndian(width, header.data());
        qToBigEndian(height, header.data() + 4);
        header[8] = static_cast<char>(depth);
        header[9] = static_cast<char>(colour);
        return QByteArrayLiteral("\x89PNG\r\n\x1a\n") + chunk("IHDR", header) + chunk("IDAT", data) +
               chunk("IEND", QByteArray());
    }

    // The picture data of a black picture: each row its filter byte and `rowBytes` zeros,
    // compressed as it is made so a 512 MiB picture never is in memory.
    [[nodiscard]] static QByteArray blackRows(quint32 height, std::size_t rowBytes) {
        std::vector<unsigned char> row(rowBytes + 1, 0);
        z_stream stream{};
        EXPECT_EQ(deflateInit(&stream, Z_BEST_SPEED), Z_OK);
        QByteArray out;
        std::array<unsigned char, 1 << 16> buffer{};
        for (quint32 y = 0; y <= height; ++y) {
            const bool last = y == height;
            stream.next_in = last ? nullptr : row.data();
            stream.avail_in = last ? 0 : static_cast<uInt>(row.size());
            do {
                stream.next_out = buffer.data();
                stream.avail_out = static_cast<uInt>(buffer.size());
                deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH);
                out.append(reinterpret_cast<const char*>(buffer.data()),
                           static_cast<qsizetype>(buffer.size() - stream.avail_out));
            } while (stream.avail_out == 0);
        }
        deflateEnd(&stream);
        return out;
    }

private:
    [[nodiscard]] static QByteArray chunk(const char* type, const QByteArray& data) {
        QByteArray bytes(4, '\0');
        qToBigEndian(static_cast<quint32>(data.size()), bytes.data());
        const QByteArray typed = QByteArray(type, 4) + data;
        QByteArray crc(4, '\0');
        qToBigEndian(static_cast<quint32>(
                         crc32(0, reinterpret_cast<const Bytef*>(typed.constData()), static_cast<uInt>(typed.size()))),
                     crc.data());
        return bytes + typed + crc;
    }
};

class MapDecodeImportTest : public ::testing::Test {
protected:
    // The import's problems for an encounter with this PNG as its map; empty when it imported.
    QStringList importWithMap(const QByteArray& png, int width, int height) {
        const QJsonObject map{{QStringLiteral("image"), QString::fromLatin1(png.toBase64())},
                              {QStringLiteral("format"), QStringLiteral("png")},
                              {QStringLiteral("width"), width},
                              {QStringLiteral("height"), height},
                              {QStringLiteral("squarePixels"), 50}};
        const QJsonObject participant{{QStringLiteral("id"), QStringLiteral("a")},
                                      {QStringLiteral("name"), QStringLiteral("A")},
                                      {QStringLiteral("side"), QStringLiteral("x")},
                                      {QStringLiteral("pc"), false},
                                      {QStringLiteral("stats"), QJsonObject()}};
        const QJsonObject encounter{
            {QStringLiteral("title"), QStringLiteral("Cave")},
            {QStringLiteral("ruleset"), QStringLiteral("dbu")},
            {QStringLiteral("grid"), QJsonObject{{QStringLiteral("width"), 10}, {QStringLiteral("height"), 10}}},
            {QStringLiteral("createdAt"), QStringLiteral("2026-05-01T20:15:00.000Z")},
            {QStringLiteral("participants"), QJsonArray{participant}},
            {QStringLiteral("map"), map}};
        const QJsonObject document{{QStringLiteral("format"), QStringLiteral("scouter-export/2")},
                                   {QStringLiteral("encounters"), QJsonArray{encounter}}};
        // A fresh campaign each time.
        Database db = Database::open(m_dir.filePath(QStringLiteral("campaign-%1.scouter").arg(++m_imports))).value();
        CampaignImporter importer(db);
        const auto result = importer.import(QJsonDocument(document).toJson(QJsonDocument::Compact));
        if (result.ok()) {
            EXPECT_TRUE(EncounterMapRepository(db).load(1).value().has_value()) << "the map was stored";
            return {};
        }
        EXPECT_TRUE(EncounterRepository(db).list().value().empty()) << "nothing stored";
        return importer.problems();
    }

    QTemporaryDir m_dir;
    int m_imports = 0;
};

TEST_F(MapDecodeImportTest, AMapWhosePictureTheWindowCannotDecodeIsRefusedNamingItsPath) {
    // The control: the same writer's picture, whole, imports.
    const QByteArray black = PngWriter::file(96, 64, 8, 2, PngWriter::blackRows(64, 96 * 3));
    EXPECT_EQ(importWithMap(black, 96, 64), QStringList());
    ASSERT_TRUE(std::holds_alternative<MapDecoder::Decoded>(MapDecoder::decode(black)));

    // Its header and every chunk's checksum right, its picture data not a zlib stream at all.
    QByteArray garbage(600, '\0');
    for (qsizetype i = 0; i < garbage.size(); ++i) {
        garbage[i] = static_cast<char>((i * 73 + 41) % 251);
    }
    const QByteArray damaged = PngWriter::file(96, 64, 8, 2, garbage);
    // 8192 × 8192 is 64 megapixels, within the bounds; at 16 bits a channel it is 512 MiB to decode.
    const QByteArray deep = PngWriter::file(8192, 8192, 16, 6, PngWriter::blackRows(8192, 8192 * 8));
    const std::vector<std::tuple<QByteArray, int, int, QString>> cases{
        {damaged, 96, 64, QStringLiteral("could not be read as PNG: ")},
        {deep, 8192, 8192,
         QStringLiteral("is 8192 × 8192 pixels of 64 bits: 512 MiB to show; Scouter lets a map take at most 257 MiB")}};
    for (const auto& [png, width, height, words] : cases) {
        SCOPED_TRACE(width);
        // The store's header check passes it, as it passed the import before.
        EXPECT_TRUE(EncounterMapCheck::problems({png, QStringLiteral("png"), width, height, 50, 0, 0}).empty());
        const QStringList problems = importWithMap(png, width, height);
        ASSERT_EQ(problems.size(), 1) << problems.join('\n').toStdString();
        EXPECT_TRUE(problems.front().startsWith(QStringLiteral("encounters[0].map.image: the map ") + words))
            << problems.front().toStdString();
        EXPECT_TRUE(problems.front().endsWith(QStringLiteral(" (the map of \"Cave\")")))
            << problems.front().toStdString();
        // The window's decoder says the same of the same bytes.
        const auto decoded = MapDecoder::decode(png);
        ASSERT_TRUE(std::holds_alternative<MapRefusal>(decoded));
        EXPECT_EQ(QStringLiteral("encounters[0].map.image: the map ") + std::get<MapRefusal>(decoded).words() +
                      QStringLiteral(" (the map of \"Cave\")"),
                  problems.front());
    }
}

// 64 MiB and one byte read "64.0 MiB; Scouter takes at most 64 MiB" and looked within the bound.
TEST_F(MapDecodeImportTest, AFileOneByteOverTheBoundSaysItsSizeInBytes) {
    QByteArray over = PngWriter::file(96, 64, 8, 2, PngWriter::blackRows(64, 96 * 3));
    over.resize(maplimits::kMaxBytes + 1, '\0');
    const auto decoded = MapDecoder::decode(over);
    ASSERT_TRUE(std::holds_alternative<MapRefusal>(decoded));
    EXPECT_EQ(std::get<MapRefusal>(decoded).words(),
              QStringLiteral("is a file of 64.0 MiB (67,108,865 bytes); Scouter takes at most 64 MiB (67,108,864 "
                             "bytes)"));
    const auto problems = EncounterMapCheck::problems({over, QStringLiteral("png"), 96, 64, 50, 0, 0});
    ASSERT_EQ(problems.size(), 1U);
    EXPECT_EQ(problems.front().message,
              QStringLiteral("the map is a file of 64.0 MiB (67,108,865 bytes); Scouter takes at most 64 MiB "
                             "(67,108,864 bytes)"));
}

} // namespace
