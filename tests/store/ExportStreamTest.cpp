// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 11: the export is written as it is read, encounter by encounter, and its bytes
// are still those of Qt's indented JSON of the whole document (the format is unchanged).
#include "CampaignExporter.h"
#include "CommandLog.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "InMemoryExport.h"
#include "PlayerViewRepository.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <vector>

using namespace scouter::store;

namespace {

// A device that keeps each write apart and, when asked, refuses every write past `limit` bytes
// as a full disk would.
class RecordingDevice : public QIODevice {
public:
    explicit RecordingDevice(qint64 limit = -1) : m_limit(limit) { open(QIODevice::WriteOnly); }

    [[nodiscard]] const std::vector<QByteArray>& writes() const { return m_writes; }
    [[nodiscard]] QByteArray all() const {
        QByteArray bytes;
        for (const QByteArray& w : m_writes) {
            bytes += w;
        }
        return bytes;
    }

protected:
    qint64 readData(char* /*data*/, qint64 /*maxSize*/) override { return -1; }
    qint64 writeData(const char* data, qint64 size) override {
        if (m_limit >= 0 && all().size() + size > m_limit) {
            setErrorString(QStringLiteral("the test's device is full"));
            return -1;
        }
        m_writes.emplace_back(data, size);
        return size;
    }

private:
    qint64 m_limit;
    std::vector<QByteArray> m_writes;
};

// Quotes, a line break, non-ASCII and a tab: escaped or kept as Qt writes them.
[[nodiscard]] QString playedTitle() {
    return QStringLiteral("Saibamen \"at\" the cliff\nSecond line, Ünïcode, \u2014 and a tab\t");
}

class ExportStreamTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(db) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
        ASSERT_TRUE(DemoCampaign::create(*m_db));
        // The demo's encounters, and two more: one played with a map and the players' screen
        // choices (text with quotes, line breaks and non-ASCII in its title), one ended.
        EncounterRecord played = samples::encounter();
        played.title = playedTitle();
        const qint64 first = EncounterRepository(*m_db).create(played).value();
        for (qint64 seq = 1; seq <= 30; ++seq) {
            ASSERT_TRUE(CommandLog(*m_db).append(first, samples::command(seq)).ok());
        }
        const EncounterMap map{testfiles::readBytes(QStringLiteral(SCOUTER_STORE_FIXTURES "/maps/map-96x64.webp")),
                               QStringLiteral("webp"),
                               96,
                               64,
                               24.5,
                               -12,
                               36};
        ASSERT_TRUE(EncounterMapRepository(*m_db).save(first, map).ok());
        ASSERT_TRUE(PlayerViewRepository(*m_db).set(first, QStringLiteral("saibaman-1"), QStringLiteral("hide")).ok());
        EncounterRecord ended = samples::encounter();
        ended.endedAt = ended.createdAt.addSecs(3600);
        ended.outcome = QStringLiteral("victory");
        (void)EncounterRepository(*m_db).create(ended).value();
        m_encounters = static_cast<int>(EncounterRepository(*m_db).list().value().size());
        ASSERT_EQ(m_encounters, 5);
    }

    QTemporaryDir m_dir;
    std::optional<Database> m_db;
    int m_encounters = 0;
};

// Qt's own reading and indented writing of the streamed document gives it back byte for byte:
// the stream is the document the in-memory export wrote (QJsonDocument::toJson(Indented)).
TEST_F(ExportStreamTest, TheStreamIsQtsIndentedJsonOfTheWholeDocument) {
    const auto expectQtsOwnBytes = [](const QByteArray& bytes, int encounters) {
        QJsonParseError error{};
        const QJsonDocument parsed = QJsonDocument::fromJson(bytes, &error);
        ASSERT_EQ(error.error, QJsonParseError::NoError) << error.errorString().toStdString();
        EXPECT_EQ(parsed.object().value(QStringLiteral("encounters")).toArray().size(), encounters);
        EXPECT_EQ(parsed.toJson(QJsonDocument::Indented), bytes);
    };
    RecordingDevice all;
    ASSERT_TRUE(CampaignExporter(*m_db).writeCampaign(all));
    expectQtsOwnBytes(all.all(), m_encounters);

    RecordingDevice two;
    ASSERT_TRUE(CampaignExporter(*m_db).writeCampaign(two, {4, 5}));
    expectQtsOwnBytes(two.all(), 2);

    RecordingDevice none;
    ASSERT_TRUE(CampaignExporter(*m_db).writeSelection(none, {std::nullopt, std::nullopt, std::vector<qint64>{}}));
    expectQtsOwnBytes(none.all(), 0);

    int played = 0;
    for (const QJsonValue& encounter :
         QJsonDocument::fromJson(all.all()).object().value(QStringLiteral("encounters")).toArray()) {
        const QJsonObject e = encounter.toObject();
        if (e.value(QStringLiteral("log")).toArray().size() == 30) {
            ++played;
            EXPECT_EQ(e.value(QStringLiteral("title")).toString(), playedTitle());
            EXPECT_EQ(e.value(QStringLiteral("map")).toObject().value(QStringLiteral("width")).toInt(), 96);
        }
    }
    EXPECT_EQ(played, 1);
}

// The same bytes as the export built whole in memory before issue 28, but for the moment it was made.
TEST_F(ExportStreamTest, TheBytesAreThoseOfTheExportBuiltInMemory) {
    const auto withoutTime = [](QByteArray bytes) {
        const QRegularExpression exportedAt(QStringLiteral("\n    \"exportedAt\": \"[^\"]+\",\n"));
        QString text = QString::fromUtf8(bytes);
        EXPECT_EQ(text.count(exportedAt), 1);
        return text.replace(exportedAt, QStringLiteral("\n")).toUtf8();
    };
    const ExportSelection everything;
    const ExportSelection some{std::vector<qint64>{1}, std::vector<qint64>{}, std::vector<qint64>{5, 4}};
    const ExportSelection noEncounters{std::nullopt, std::nullopt, std::vector<qint64>{}};
    for (const ExportSelection& selection : {everything, some, noEncounters}) {
        RecordingDevice streamed;
        ASSERT_TRUE(CampaignExporter(*m_db).writeSelection(streamed, selection));
        const auto inMemory = reference::exportInMemory(*m_db, selection);
        ASSERT_TRUE(inMemory);
        EXPECT_EQ(withoutTime(streamed.all()), withoutTime(inMemory.value()));
    }
}

// Each encounter is written as soon as it is read, not the whole document at the end: memory
// holds one encounter at a time (the benchmark store_bench measures how much).
TEST_F(ExportStreamTest, EachEncounterIsWrittenAsItIsRead) {
    RecordingDevice device;
    ASSERT_TRUE(CampaignExporter(*m_db).writeCampaign(device));
    ASSERT_GE(device.writes().size(), static_cast<std::size_t>(m_encounters) + 2);
    int encountersWrittenAlone = 0;
    for (const QByteArray& write : device.writes()) {
        if (write.startsWith("        {\n            \"createdAt\"")) {
            ++encountersWrittenAlone;
        }
    }
    EXPECT_EQ(encountersWrittenAlone, m_encounters);
}

// A device that refuses a write (a full disk) stops the export with the device's reason.
TEST_F(ExportStreamTest, AWriteTheDeviceRefusesStopsTheExportWithItsReason) {
    RecordingDevice device(4096);
    const Status status = CampaignExporter(*m_db).writeCampaign(device);
    ASSERT_FALSE(status);
    EXPECT_EQ(status.error().message, QStringLiteral("the test's device is full"));
    EXPECT_LE(device.all().size(), 4096);
}

} // namespace
