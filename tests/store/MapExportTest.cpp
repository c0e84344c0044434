// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "PlayerViewRepository.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

[[nodiscard]] QByteArray mapBytes(const char* name) {
    return testfiles::readBytes(QStringLiteral(SCOUTER_STORE_FIXTURES "/maps/") + QLatin1String(name));
}

// An encounter's map and the players' screen choices travel with it in `scouter-export/2`.
class MapExportTest : public ::testing::Test {
protected:
    [[nodiscard]] Database open(const QString& name) {
        auto db = Database::open(m_dir.filePath(name));
        EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error().message.toStdString());
        return std::move(db).value();
    }

    // Two encounters: the first with a WebP map and two choices, the second with neither.
    [[nodiscard]] QJsonObject exported() {
        Database db = open(QStringLiteral("source.scouter"));
        EncounterRecord record = samples::encounter();
        record.title = QStringLiteral("Saibamen at the cliff");
        const qint64 first = EncounterRepository(db).create(record).value();
        (void)EncounterRepository(db).create(samples::encounter()).value();
        EXPECT_TRUE(EncounterMapRepository(db).save(first, m_map).ok());
        EXPECT_TRUE(PlayerViewRepository(db).set(first, QStringLiteral("saibaman-1"), QStringLiteral("reveal")).ok());
        EXPECT_TRUE(PlayerViewRepository(db).set(first, QStringLiteral("saibaman-2"), QStringLiteral("hide")).ok());
        return QJsonDocument::fromJson(CampaignExporter(db).exportCampaign().value()).object();
    }

    [[nodiscard]] static QJsonObject withMapValue(QJsonObject document, const QString& key, const QJsonValue& value) {
        QJsonArray encounters = document.value(QStringLiteral("encounters")).toArray();
        QJsonObject encounter = encounters[0].toObject();
        if (key == QLatin1String("playerView")) {
            encounter.insert(key, value);
        } else {
            QJsonObject map = encounter.value(QStringLiteral("map")).toObject();
            map.insert(key, value);
            encounter.insert(QStringLiteral("map"), map);
        }
        encounters[0] = encounter;
        document.insert(QStringLiteral("encounters"), encounters);
        return document;
    }

    // The whole file is refused with a problem at `path` holding `words`, and the campaign it was
    // imported into is byte for byte as before.
    void expectRefused(const QJsonObject& document, const QString& path, const QString& words) {
        const QString target = m_dir.filePath(QStringLiteral("target.scouter"));
        { (void)open(QStringLiteral("target.scouter")); }
        const QByteArray before = testfiles::readBytes(target);
        {
            Database db = open(QStringLiteral("target.scouter"));
            CampaignImporter importer(db);
            auto result = importer.import(QJsonDocument(document).toJson());
            ASSERT_FALSE(result.ok()) << "expected a refusal at " << path.toStdString();
            EXPECT_EQ(result.error().kind, StoreErrorKind::Invalid);
            const QString expected = path + QStringLiteral(": ") + words;
            EXPECT_TRUE(importer.problems().contains(expected))
                << "no \"" << expected.toStdString() << "\" among:\n"
                << importer.problems().join(QLatin1Char('\n')).toStdString();
            EXPECT_TRUE(EncounterRepository(db).list().value().empty());
        }
        EXPECT_EQ(testfiles::readBytes(target), before) << "nothing written";
    }

    QTemporaryDir m_dir;
    EncounterMap m_map{mapBytes("map-96x64.webp"), QStringLiteral("webp"), 96, 64, 24.5, -12, 36};
};

TEST_F(MapExportTest, TheMapsBytesAndTheChoicesComeBackExactlyInAnotherCampaign) {
    const QJsonObject document = exported();
    EXPECT_EQ(document.value(QStringLiteral("format")).toString(), QStringLiteral("scouter-export/2"));
    const QJsonArray encounters = document.value(QStringLiteral("encounters")).toArray();
    const QJsonObject map = encounters[0].toObject().value(QStringLiteral("map")).toObject();
    EXPECT_EQ(map.value(QStringLiteral("image")).toString(), QString::fromLatin1(m_map.image.toBase64()));
    EXPECT_EQ(map.value(QStringLiteral("format")).toString(), QStringLiteral("webp"));
    EXPECT_EQ(map.value(QStringLiteral("squarePixels")).toDouble(), 24.5);
    EXPECT_TRUE(encounters[1].toObject().value(QStringLiteral("map")).isNull());
    EXPECT_TRUE(encounters[1].toObject().value(QStringLiteral("playerView")).toObject().isEmpty());

    Database target = open(QStringLiteral("target.scouter"));
    (void)EncounterRepository(target).create(samples::encounter()).value(); // so the ids differ
    CampaignImporter importer(target);
    auto summary = importer.import(QJsonDocument(document).toJson());
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    const auto loaded = EncounterMapRepository(target).load(2).value();
    ASSERT_TRUE(loaded.has_value());
    EXPECT_EQ(loaded->image, m_map.image);
    EXPECT_EQ(loaded->format, m_map.format);
    EXPECT_EQ(loaded->width, 96);
    EXPECT_EQ(loaded->height, 64);
    EXPECT_EQ(loaded->squarePixels, 24.5);
    EXPECT_EQ(loaded->offsetX, -12);
    EXPECT_EQ(loaded->offsetY, 36);
    EXPECT_EQ(PlayerViewRepository(target).load(2).value(),
              (QHash<QString, QString>{{QStringLiteral("saibaman-1"), QStringLiteral("reveal")},
                                       {QStringLiteral("saibaman-2"), QStringLiteral("hide")}}));
    EXPECT_FALSE(EncounterMapRepository(target).load(3).value().has_value());
    EXPECT_TRUE(PlayerViewRepository(target).load(3).value().isEmpty());
}

// The largest map Scouter takes (64 MiB of file) goes out and comes back whole: the schema's own
// check, the base64 bound and Qt's JSON reader all let it through.
TEST_F(MapExportTest, AMapOfTheLargestSizeGoesOutAndComesBackWhole) {
    EncounterMap largest = m_map;
    largest.image.resize(64 * 1024 * 1024, '\x5a'); // past the image's end: its header still reads
    QByteArray file;
    {
        Database db = open(QStringLiteral("source.scouter"));
        const qint64 id = EncounterRepository(db).create(samples::encounter()).value();
        const Status saved = EncounterMapRepository(db).save(id, largest);
        ASSERT_TRUE(saved.ok()) << saved.error().message.toStdString();
        file = CampaignExporter(db).exportCampaign().value();
    }
    Database target = open(QStringLiteral("target.scouter"));
    auto summary = CampaignImporter(target).import(file);
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    const auto loaded = EncounterMapRepository(target).load(1).value();
    ASSERT_TRUE(loaded.has_value());
    EXPECT_TRUE(loaded->image == largest.image);
}

TEST_F(MapExportTest, AFileOfTheFirstFormatStillImportsWithoutMaps) {
    QJsonObject document = exported();
    document.insert(QStringLiteral("format"), QStringLiteral("scouter-export/1"));
    QJsonArray encounters = document.value(QStringLiteral("encounters")).toArray();
    for (auto&& entry : encounters) {
        QJsonObject encounter = entry.toObject();
        encounter.remove(QStringLiteral("map"));
        encounter.remove(QStringLiteral("playerView"));
        entry = encounter;
    }
    document.insert(QStringLiteral("encounters"), encounters);
    {
        Database db = open(QStringLiteral("old.scouter"));
        auto summary = CampaignImporter(db).import(QJsonDocument(document).toJson());
        ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
        EXPECT_EQ(summary.value().encounters, 2);
        EXPECT_FALSE(EncounterMapRepository(db).load(1).value().has_value());
    }
    // A map is not part of the first format: a file that says /1 and has one is refused.
    QJsonObject mixed = exported();
    mixed.insert(QStringLiteral("format"), QStringLiteral("scouter-export/1"));
    expectRefused(mixed, QStringLiteral("encounters[0].map"),
                  QStringLiteral("unknown key (expected one of: title, ruleset, options, grid, createdAt, endedAt, "
                                 "outcome, participants, dice, log)"));
}

TEST_F(MapExportTest, ABadMapRefusesTheWholeFileNamingTheEncounterAndTheField) {
    const QJsonObject document = exported();
    const QString of = QStringLiteral(" (the map of \"Saibamen at the cliff\")");
    QByteArray giant = mapBytes("map-96x64.png");
    for (int i = 0; i < 4; ++i) {
        giant[16 + i] = static_cast<char>((20000U >> (8 * (3 - i))) & 0xFFU);
        giant[20 + i] = static_cast<char>((9000U >> (8 * (3 - i))) & 0xFFU);
    }
    struct Case {
        QString key;
        QJsonValue value;
        QString path;
        QString words;
    };
    const std::vector<Case> cases{
        {QStringLiteral("image"), QStringLiteral("not base64 at all!"), QStringLiteral("encounters[0].map.image"),
         QStringLiteral("expected the image file's bytes in base64") + of},
        {QStringLiteral("image"), QString::fromLatin1(QByteArrayLiteral("GIF89a\x10\x00\x10\x00").toBase64()),
         QStringLiteral("encounters[0].map.image"), QStringLiteral("the map is not a PNG, JPEG or WebP image") + of},
        {QStringLiteral("image"), QString::fromLatin1(giant.toBase64()), QStringLiteral("encounters[0].map.image"),
         QStringLiteral("the map is 20000 × 9000 pixels; Scouter takes at least 1 and at most 16384 on a side and 64 "
                        "megapixels") +
             of},
        {QStringLiteral("image"), QString(90'000'000, QLatin1Char('A')), QStringLiteral("encounters[0].map.image"),
         QStringLiteral("the map's file is more than 64 MiB; Scouter takes at most 64 MiB") + of},
        {QStringLiteral("format"), QStringLiteral("png"), QStringLiteral("encounters[0].map.format"),
         QStringLiteral("the image is a WebP by its first bytes, not \"png\"") + of},
        {QStringLiteral("width"), 95, QStringLiteral("encounters[0].map.width"),
         QStringLiteral("95 × 64 pixels declared, but the image is 96 × 64 pixels") + of},
        {QStringLiteral("height"), QStringLiteral("64"), QStringLiteral("encounters[0].map.height"),
         QStringLiteral("expected a whole number, got \"64\"")},
        {QStringLiteral("squarePixels"), 2, QStringLiteral("encounters[0].map.squarePixels"),
         QStringLiteral("expected 4 to 1024 image pixels per square, got 2") + of},
        {QStringLiteral("offsetY"), -20000, QStringLiteral("encounters[0].map.offsetY"),
         QStringLiteral("expected an offset from -16384 to 16384 image pixels, got -20000") + of},
        {QStringLiteral("colour"), QStringLiteral("sepia"), QStringLiteral("encounters[0].map.colour"),
         QStringLiteral("unknown key (expected one of: image, format, width, height, squarePixels, offsetX, offsetY)")},
        {QStringLiteral("playerView"), QJsonObject{{QStringLiteral("vegeta"), QStringLiteral("reveal")}},
         QStringLiteral("encounters[0].playerView.vegeta"),
         QStringLiteral("names combatant \"vegeta\" that is not in this encounter")},
        {QStringLiteral("playerView"), QJsonObject{{QStringLiteral("goku"), QStringLiteral("show")}},
         QStringLiteral("encounters[0].playerView.goku"),
         QStringLiteral("expected \"reveal\" or \"hide\", got \"show\"")},
        {QStringLiteral("playerView"), QJsonArray{QStringLiteral("goku")}, QStringLiteral("encounters[0].playerView"),
         QStringLiteral("expected an object of combatant ids and \"reveal\" or \"hide\", got a list")},
    };
    for (const Case& bad : cases) {
        SCOPED_TRACE(bad.path.toStdString() + " " + bad.key.toStdString());
        expectRefused(withMapValue(document, bad.key, bad.value), bad.path, bad.words);
    }
}

} // namespace
