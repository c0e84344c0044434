// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "LimitedDisk.h"
#include "MapDecoder.h"
#include "MapImageHeader.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <limits>
#include <thread>

using namespace scouter::store;

namespace {

[[nodiscard]] QByteArray mapFile(const char* name) {
    return testfiles::readBytes(QStringLiteral(SCOUTER_STORE_FIXTURES "/maps/") + QLatin1String(name));
}

[[nodiscard]] EncounterMap pngMap() {
    return {mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, 32, 16, -8};
}

// A PNG whose header says `width` × `height`: the store reads headers, not pixels.
[[nodiscard]] QByteArray pngClaiming(quint32 width, quint32 height) {
    QByteArray bytes = mapFile("map-96x64.png");
    for (int i = 0; i < 4; ++i) {
        bytes[16 + i] = static_cast<char>((width >> (8 * (3 - i))) & 0xFFU);
        bytes[20 + i] = static_cast<char>((height >> (8 * (3 - i))) & 0xFFU);
    }
    return bytes;
}

void expectSameMap(const std::optional<EncounterMap>& actual, const EncounterMap& expected) {
    ASSERT_TRUE(actual.has_value());
    EXPECT_EQ(actual->image, expected.image);
    EXPECT_EQ(actual->format, expected.format);
    EXPECT_EQ(actual->width, expected.width);
    EXPECT_EQ(actual->height, expected.height);
    EXPECT_DOUBLE_EQ(actual->squarePixels, expected.squarePixels);
    EXPECT_DOUBLE_EQ(actual->offsetX, expected.offsetX);
    EXPECT_DOUBLE_EQ(actual->offsetY, expected.offsetY);
}

// Every check reads back through a new connection, so what is compared is what is on disk.
class EncounterMapTest : public ::testing::Test {
protected:
    void SetUp() override {
        Database db = reopen();
        m_encounter = EncounterRepository(db).create(samples::encounter()).value();
    }
    [[nodiscard]] QString path() const { return m_dir.filePath(QStringLiteral("campaign.scouter")); }
    [[nodiscard]] Database reopen() {
        auto db = Database::open(path());
        EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error().message.toStdString());
        return std::move(db).value();
    }
    [[nodiscard]] std::optional<EncounterMap> stored() {
        Database db = reopen();
        auto map = EncounterMapRepository(db).load(m_encounter);
        EXPECT_TRUE(map.ok()) << (map.ok() ? "" : map.error().message.toStdString());
        return map.ok() ? map.value() : std::nullopt;
    }

    QTemporaryDir m_dir;
    qint64 m_encounter = 0;
};

TEST_F(EncounterMapTest, EachFormatsBytesComeBackExactlyAndReplaceTheOldMap) {
    EXPECT_FALSE(stored().has_value()) << "a new encounter has no map";
    const std::vector<EncounterMap> maps{
        pngMap(),
        {mapFile("map-96x64.jpg"), QStringLiteral("jpeg"), 96, 64, 50, 0, 0},
        {mapFile("map-96x64.webp"), QStringLiteral("webp"), 96, 64, 4, -16384, 16384},
        {mapFile("map-96x64-lossless.webp"), QStringLiteral("webp"), 64, 96, 1024, 0.5, 0.25},
    };
    for (const EncounterMap& map : maps) {
        SCOPED_TRACE(map.format.toStdString());
        {
            Database db = reopen();
            const Status saved = EncounterMapRepository(db).save(m_encounter, map);
            ASSERT_TRUE(saved.ok()) << saved.error().message.toStdString();
        }
        expectSameMap(stored(), map);
    }
    Database db = reopen();
    const qint64 other = EncounterRepository(db).create(samples::encounter()).value();
    EXPECT_FALSE(EncounterMapRepository(db).load(other).value().has_value()) << "maps are per encounter";
}

TEST_F(EncounterMapTest, ImagesAreKnownByTheirOwnFirstBytes) {
    for (const auto& [file, format] :
         {std::pair{"map-96x64.png", "png"}, std::pair{"map-96x64.jpg", "jpeg"}, std::pair{"map-96x64.webp", "webp"},
          std::pair{"map-96x64-lossless.webp", "webp"}}) {
        SCOPED_TRACE(file);
        const auto header = MapImageHeader::read(mapFile(file));
        ASSERT_TRUE(std::holds_alternative<MapImageHeader>(header)) << std::get<QString>(header).toStdString();
        EXPECT_EQ(std::get<MapImageHeader>(header).format, QLatin1String(format));
        EXPECT_EQ(std::get<MapImageHeader>(header).width, 96);
        EXPECT_EQ(std::get<MapImageHeader>(header).height, 64);
    }
    // An extended WebP (alpha, ICC) gives its canvas: 24-bit sizes minus one.
    QByteArray extended("RIFF\x16\x00\x00\x00WEBPVP8X\x0a\x00\x00\x00\x10\x00\x00\x00\x7f\x1f\x00\xff\x0f\x00", 30);
    const auto canvas = MapImageHeader::read(extended);
    ASSERT_TRUE(std::holds_alternative<MapImageHeader>(canvas));
    EXPECT_EQ(std::get<MapImageHeader>(canvas).width, 8064);
    EXPECT_EQ(std::get<MapImageHeader>(canvas).height, 4096);

    // Stray bytes between a JPEG's segments are skipped, as decoders skip them.
    QByteArray padded = mapFile("map-96x64.jpg");
    padded.insert(20, QByteArray(5, '\0')); // after the JFIF segment, before the tables
    const auto stray = MapImageHeader::read(padded);
    ASSERT_TRUE(std::holds_alternative<MapImageHeader>(stray));
    EXPECT_EQ(std::get<MapImageHeader>(stray).width, 96);

    const auto gif = MapImageHeader::read(QByteArrayLiteral("GIF89a\x10\x00\x10\x00"));
    ASSERT_TRUE(std::holds_alternative<QString>(gif));
    EXPECT_EQ(std::get<QString>(gif), QStringLiteral("is not a PNG, JPEG or WebP image"));
    for (const char* file : {"map-96x64.png", "map-96x64.jpg", "map-96x64.webp"}) {
        const auto cut = MapImageHeader::read(mapFile(file).left(12));
        ASSERT_TRUE(std::holds_alternative<QString>(cut)) << file;
        EXPECT_TRUE(std::get<QString>(cut).contains(QStringLiteral("cut short"))) << file;
    }
}

// Qt reads WebP (and JPEG) through plugins: where they are missing, a WebP map is refused as what
// it is, naming what to install, not as "not a PNG, JPEG or WebP image".
TEST_F(EncounterMapTest, AWebPMapWhereQtHasNoWebPReaderSaysWhatIsMissing) {
    const QByteArray webp = mapFile("map-96x64.webp");
    const QList<QByteArray> withoutPlugins{"png", "bmp", "ppm"};
    const auto refused = MapDecoder::decode(webp, withoutPlugins);
    ASSERT_TRUE(std::holds_alternative<MapRefusal>(refused));
    EXPECT_EQ(std::get<MapRefusal>(refused).kind, MapRefusal::Kind::NoReader);
    EXPECT_EQ(std::get<MapRefusal>(refused).words(),
              QStringLiteral("is a WebP image, which this installation of Scouter cannot read: Qt's image format "
                             "plugins are missing (on Debian, the package qt6-image-formats-plugins)"));
    const auto jpeg = MapDecoder::decode(mapFile("map-96x64.jpg"), withoutPlugins);
    ASSERT_TRUE(std::holds_alternative<MapRefusal>(jpeg));
    EXPECT_TRUE(std::get<MapRefusal>(jpeg).words().startsWith(QStringLiteral("is a JPEG image, which")));
    // A PNG needs no plugin; and with this machine's readers (the plugins installed) the WebP shows.
    EXPECT_TRUE(
        std::holds_alternative<MapDecoder::Decoded>(MapDecoder::decode(mapFile("map-96x64.png"), withoutPlugins)));
    const auto shown = MapDecoder::decode(webp);
    ASSERT_TRUE(std::holds_alternative<MapDecoder::Decoded>(shown));
    EXPECT_EQ(std::get<MapDecoder::Decoded>(shown).image.size(), QSize(96, 64));
}

TEST_F(EncounterMapTest, AMapPastABoundIsRefusedNamingItAndTheOldMapStays) {
    {
        Database db = reopen();
        ASSERT_TRUE(EncounterMapRepository(db).save(m_encounter, pngMap()).ok());
    }
    QByteArray huge = mapFile("map-96x64.png");
    huge.resize(64 * 1024 * 1024 + 1, '\0');
    const double nan = std::numeric_limits<double>::quiet_NaN();
    struct Case {
        EncounterMap map;
        std::vector<const char*> words;
    };
    const std::vector<Case> cases{
        {{pngClaiming(20000, 9000), QStringLiteral("png"), 20000, 9000, 50, 0, 0},
         {"image: the map is 20000 × 9000 pixels", "at most 16384 on a side and 64 megapixels"}},
        {{pngClaiming(9000, 9000), QStringLiteral("png"), 9000, 9000, 50, 0, 0}, {"9000 × 9000", "64 megapixels"}},
        {{huge, QStringLiteral("png"), 96, 64, 50, 0, 0},
         {"image: the map is a file of 64.0 MiB (67,108,865 bytes); Scouter takes at most 64 MiB (67,108,864 bytes)"}},
        {{QByteArrayLiteral("GIF89a\x10\x00\x10\x00"), QStringLiteral("png"), 16, 16, 50, 0, 0},
         {"image: the map is not a PNG, JPEG or WebP image"}},
        {{QByteArray(), QStringLiteral("png"), 96, 64, 50, 0, 0}, {"image: the map's image is empty"}},
        {{mapFile("map-96x64.png"), QStringLiteral("gif"), 96, 64, 50, 0, 0},
         {"format: expected \"png\", \"jpeg\" or \"webp\", got \"gif\""}},
        {{mapFile("map-96x64.png"), QStringLiteral("jpeg"), 96, 64, 50, 0, 0},
         {"format: the image is a PNG by its first bytes, not \"jpeg\""}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 100, 64, 50, 0, 0},
         {"width: 100 × 64 pixels declared, but the image is 96 × 64 pixels"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 0, 50, 0, 0}, {"height: the map is 96 × 0 pixels"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, 3.5, 0, 0},
         {"squarePixels: expected 4 to 1024 image pixels per square, got 3.5"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, 1025, 0, 0}, {"squarePixels", "got 1025"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, nan, 0, 0}, {"squarePixels", "got nan"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, 50, 16385, 0},
         {"offsetX: expected an offset from -16384 to 16384 image pixels, got 16385"}},
        {{mapFile("map-96x64.png"), QStringLiteral("png"), 96, 64, 50, 0, -1e300}, {"offsetY", "-16384 to 16384"}},
    };
    for (const Case& refused : cases) {
        SCOPED_TRACE(refused.words.front());
        {
            Database db = reopen();
            const Status saved = EncounterMapRepository(db).save(m_encounter, refused.map);
            ASSERT_FALSE(saved.ok());
            EXPECT_EQ(saved.error().kind, StoreErrorKind::Invalid);
            const QString message = saved.error().message;
            EXPECT_TRUE(message.startsWith(
                QStringLiteral("The map of encounter %1 was not saved (nothing changed): ").arg(m_encounter)))
                << message.toStdString();
            for (const char* word : refused.words) {
                EXPECT_TRUE(message.contains(QString::fromUtf8(word))) << message.toStdString();
            }
        }
        expectSameMap(stored(), pngMap());
    }
}

TEST_F(EncounterMapTest, PlacementMovesTheMapAndKeepsItsBytes) {
    {
        Database db = reopen();
        EncounterMapRepository maps(db);
        EXPECT_EQ(maps.setPlacement(m_encounter, 40, 0, 0).error().kind, StoreErrorKind::NotFound)
            << "no map to place yet";
        ASSERT_TRUE(maps.save(m_encounter, pngMap()).ok());
        ASSERT_TRUE(maps.setPlacement(m_encounter, 70.5, -120, 33.25).ok());
    }
    EncounterMap moved = pngMap();
    moved.squarePixels = 70.5;
    moved.offsetX = -120;
    moved.offsetY = 33.25;
    expectSameMap(stored(), moved);
    {
        Database db = reopen();
        const Status refused = EncounterMapRepository(db).setPlacement(m_encounter, 2000, 0, 99999);
        ASSERT_FALSE(refused.ok());
        EXPECT_EQ(refused.error().kind, StoreErrorKind::Invalid);
        EXPECT_TRUE(refused.error().message.contains(QStringLiteral("squarePixels: expected 4 to 1024")))
            << refused.error().message.toStdString();
        EXPECT_TRUE(refused.error().message.contains(QStringLiteral("offsetY")))
            << refused.error().message.toStdString();
    }
    expectSameMap(stored(), moved);
}

TEST_F(EncounterMapTest, RemovingTakesTheMapAwayAndAMissingEncounterIsNamed) {
    {
        Database db = reopen();
        EncounterMapRepository maps(db);
        ASSERT_TRUE(maps.save(m_encounter, pngMap()).ok());
        ASSERT_TRUE(maps.remove(m_encounter).ok());
        EXPECT_TRUE(maps.remove(m_encounter).ok()) << "nothing left to remove is not an error";
        const Status missing = maps.save(m_encounter + 100, pngMap());
        ASSERT_FALSE(missing.ok());
        EXPECT_EQ(missing.error().kind, StoreErrorKind::NotFound);
        EXPECT_EQ(missing.error().message, QStringLiteral("There is no encounter %1.").arg(m_encounter + 100));
    }
    EXPECT_FALSE(stored().has_value());
}

// The expected schema is the one the migrations build: a schema-4 file that lost its table of map
// images is refused, naming it, not used.
TEST_F(EncounterMapTest, ACampaignWhoseMapTablesDifferIsRefusedByName) {
    testfiles::makeSqlite(path(), {QStringLiteral("DROP TABLE encounter_map_images")});
    auto db = Database::open(path());
    ASSERT_FALSE(db.ok());
    EXPECT_EQ(db.error().kind, StoreErrorKind::SchemaMismatch);
    EXPECT_TRUE(db.error().message.contains(QStringLiteral("missing or different: table encounter_map_images")))
        << db.error().message.toStdString();
}

// The window saves a map of tens of megabytes: when the disk fills up half-way, the message says
// so and the map from before is the one the campaign still has.
TEST_F(EncounterMapTest, AFullDiskWhileSavingAMapKeepsThePreviousOne) {
    {
        Database db = reopen();
        ASSERT_TRUE(EncounterMapRepository(db).save(m_encounter, pngMap()).ok());
    }
    EncounterMap big = pngMap();
    big.image.append(QByteArray(4 * 1024 * 1024, 'x')); // past the image's end: its header still reads
    big.squarePixels = 100;
    {
        const LimitedDisk disk(m_dir.path(), LimitedDisk::used(m_dir.path()) + 512 * 1024);
        {
            Database db = reopen();
            const Status saved = EncounterMapRepository(db).save(m_encounter, big);
            ASSERT_FALSE(saved.ok());
            EXPECT_EQ(saved.error().kind, StoreErrorKind::DiskFull);
            EXPECT_EQ(saved.error().message,
                      QStringLiteral("The disk is full, so saving the map of encounter %1 failed. Free some space.")
                          .arg(m_encounter));
        }
        EXPECT_GT(disk.refusals(), 0);
    }
    expectSameMap(stored(), pngMap());
    Database db = reopen();
    ASSERT_TRUE(EncounterMapRepository(db).save(m_encounter, big).ok()) << "with room again it saves";
}

// A campaign opened read-only (--read-only, a read-only folder) shows its map and saves none:
// the window's worker connection to it is read-only too, and says why.
TEST_F(EncounterMapTest, AReadOnlyCampaignRefusesAMapWithItsReason) {
    {
        Database db = reopen();
        ASSERT_TRUE(EncounterMapRepository(db).save(m_encounter, pngMap()).ok());
    }
    OpenOptions readOnly;
    readOnly.readOnly = true;
    auto window = Database::open(path(), readOnly);
    ASSERT_TRUE(window.ok()) << window.error().message.toStdString();
    auto worker = Database::connect(path(), readOnly);
    ASSERT_TRUE(worker.ok()) << worker.error().message.toStdString();
    expectSameMap(EncounterMapRepository(worker.value()).load(m_encounter).value(), pngMap());
    EncounterMap other = pngMap();
    other.squarePixels = 64;
    for (Database* db : {&window.value(), &worker.value()}) {
        const Status saved = EncounterMapRepository(*db).save(m_encounter, other);
        ASSERT_FALSE(saved.ok());
        EXPECT_EQ(saved.error().kind, StoreErrorKind::ReadOnly);
        EXPECT_TRUE(saved.error().message.contains(QStringLiteral("saving the map of encounter %1").arg(m_encounter)))
            << saved.error().message.toStdString();
        EXPECT_EQ(EncounterMapRepository(*db).setPlacement(m_encounter, 64, 0, 0).error().kind,
                  StoreErrorKind::ReadOnly);
    }
}

// How the window keeps a big map off its own thread: a worker opens its own connection to the
// campaign the window has open (Database::connect), writes or reads there, and hands the result
// back. The window's connection sees the map at once.
TEST_F(EncounterMapTest, AWorkerThreadsOwnConnectionWritesAndReadsTheMap) {
    Database window = reopen();
    std::optional<EncounterMap> readThere;
    QString failure;
    std::thread worker([&] {
        auto db = Database::connect(window.path());
        if (!db) {
            failure = db.error().message;
            return;
        }
        EncounterMapRepository maps(db.value());
        if (const Status saved = maps.save(m_encounter, pngMap()); !saved) {
            failure = saved.error().message;
            return;
        }
        readThere = maps.load(m_encounter).value();
    });
    worker.join();
    ASSERT_TRUE(failure.isEmpty()) << failure.toStdString();
    expectSameMap(readThere, pngMap());
    expectSameMap(EncounterMapRepository(window).load(m_encounter).value(), pngMap());
}

} // namespace
