// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 6, the store's side: an import file and a campaign's stored JSON are read as a
// scenario is (engine::JsonReader), so a number no reader of Scouter's holds is refused with its
// path, the place the import names every other problem by, and nothing is written.
#include "CampaignImporter.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

struct Place {
    QByteArray text; // an import file with `@` where the number goes
    QString path;
};

TEST(ImportNumbers, ANumberNoReaderHoldsIsRefusedWithItsPathAndNothingIsWritten) {
    const std::vector<Place> places{
        {R"({"format": "scouter-export/2", "characters": [{"id": 1, "stats": {"life": @}}]})",
         QStringLiteral("characters[0].stats.life")},
        {R"({"format": "scouter-export/2", "encounters": [{"title": "t", "grid": {"width": @, "height": 8}}]})",
         QStringLiteral("encounters[0].grid.width")},
        {R"({"format": "scouter-export/2", "encounters": [{"title": "t", "participants": [{"id": "a"},
            {"id": "b", "at": [3, @]}]}]})",
         QStringLiteral("encounters[0].participants[1].at[1]")},
        // The map's placement, as the window and the repository read it.
        {R"({"format": "scouter-export/2", "encounters": [{"title": "t", "map": {"format": "png", "squarePixels": @}}]})",
         QStringLiteral("encounters[0].map.squarePixels")},
        {R"({"format": "scouter-export/2", "encounters": [{"log": [{"seq": 1, "command": {"step": {"damage": @}}}]}]})",
         QStringLiteral("encounters[0].log[0].command.step.damage")},
    };
    const std::vector<std::pair<QByteArray, QString>> numbers{
        {"1e999", QStringLiteral("the number 1e999 is beyond those Scouter reads")},
        {"-1e999", QStringLiteral("the number -1e999 is beyond those Scouter reads")},
        {"123456789012345678901234567890",
         QStringLiteral("the whole number 123456789012345678901234567890 is beyond those Scouter reads")},
        {"9223372036854775808", QStringLiteral("the whole number 9223372036854775808 is beyond")},
    };
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("target.scouter"));
    { (void)Database::open(path).value(); }
    const QByteArray before = testfiles::readBytes(path);
    for (const Place& place : places) {
        for (const auto& [number, words] : numbers) {
            QByteArray text = place.text;
            text.replace('@', number);
            {
                Database db = Database::open(path).value();
                CampaignImporter importer(db);
                const auto result = importer.import(text);
                ASSERT_FALSE(result.ok()) << text.toStdString();
                ASSERT_EQ(importer.problems().size(), 1) << importer.problems().join('\n').toStdString();
                EXPECT_TRUE(importer.problems().front().startsWith(place.path + QStringLiteral(": ") + words))
                    << importer.problems().front().toStdString();
            }
            EXPECT_EQ(testfiles::readBytes(path), before) << "nothing written";
        }
    }
}

// A campaign file is outside JSON too: SQLite's json_valid takes 1e999, so a stored command can
// hold it. Loading the log says which command and where in it, and nothing reads it as nothing.
TEST(ImportNumbers, AStoredCommandHoldingSuchANumberIsNamedWhereItIs) {
    QTemporaryDir dir;
    Database db = Database::open(dir.filePath(QStringLiteral("campaign.scouter"))).value();
    const qint64 id = EncounterRepository(db).create(samples::encounter()).value();
    QSqlQuery insert(db.connection());
    ASSERT_TRUE(insert.exec(QStringLiteral("INSERT INTO encounter_commands (encounter_id, seq, kind, command, "
                                           "created_at) VALUES (%1, 1, 'command', "
                                           "'{\"name\": \"heal\", \"step\": {\"amount\": 1e999}}', "
                                           "'2026-05-01T20:15:00.000Z')")
                                .arg(id)));
    const auto log = CommandLog(db).load(id);
    ASSERT_FALSE(log.ok());
    EXPECT_TRUE(log.error().message.contains(
        QStringLiteral("command 1 is not the JSON Scouter wrote (the file is damaged: step.amount: the number 1e999 "
                       "is beyond those Scouter reads")))
        << log.error().message.toStdString();
}

} // namespace
