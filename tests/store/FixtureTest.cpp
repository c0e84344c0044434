// SPDX-License-Identifier: GPL-3.0-or-later
#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterTimeline.h"
#include "FileHealth.h"
#include "LogExporter.h"
#include "Migrations.h"
#include "NpcGroupRepository.h"
#include "PlayerViewRepository.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

[[nodiscard]] qint64 rowCount(Database& db, const QString& table) {
    QSqlQuery query(db.connection());
    EXPECT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM %1").arg(table))) << table.toStdString();
    return query.next() ? query.value(0).toLongLong() : -1;
}

// fixtures/campaign-v1.scouter was written with schema 1 and is never regenerated: it is what
// a user of the first release has on disk. Every later Scouter must open (and migrate) it.
TEST(FixtureTest, TheFirstSchemasCampaignOpensAndMigrates) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v1.scouter"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray original = testfiles::readBytes(path);

    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_EQ(db.value().userVersion().value(), Migrations::latestVersion());

    const auto characters = CharacterRepository(db.value()).list().value();
    ASSERT_EQ(characters.size(), 2U);
    EXPECT_EQ(characters[0].name, QStringLiteral("Goku"));
    EXPECT_EQ(characters[0].stats.value(QStringLiteral("life")).toInt(), 120);
    const auto group = NpcGroupRepository(db.value()).get(1).value();
    EXPECT_EQ(NpcGroupRepository::memberNames(group).size(), 4);
    const auto encounter = EncounterRepository(db.value()).get(1).value();
    EXPECT_EQ(encounter.participants.size(), 2U);
    const auto log = CommandLog(db.value()).load(1).value();
    ASSERT_EQ(log.size(), 2U);
    EXPECT_EQ(log[1].events.at(0).at("value"), 75);
    EXPECT_EQ(CommandLog(db.value()).search(QStringLiteral("goku")).value().size(), 1U);
    const std::vector<std::pair<const char*, qint64>> rows{
        {"characters", 2},         {"npc_groups", 1},       {"encounters", 1},           {"encounter_participants", 2},
        {"encounter_commands", 2}, {"encounter_events", 2}, {"encounter_events_fts", 2}, {"encounter_maps", 0}};
    for (const auto& [table, count] : rows) {
        EXPECT_EQ(rowCount(db.value(), QLatin1String(table)), count) << table;
    }

    if (Migrations::latestVersion() > 1) {
        // Migrating saved the file as it was first.
        EXPECT_EQ(testfiles::readBytes(path + QStringLiteral(".backup-v1")), original);
    } else {
        EXPECT_TRUE(FileHealth::newestBackup(path).isEmpty()) << "nothing to migrate, nothing to back up";
    }
}

// fixtures/campaign-v3.scouter is what the last release before maps (schema 3) left on disk:
// the demo library with one character deleted, and four encounters of three rulesets played to
// the end. Schema 4 adds tables and changes none, so every row is there after the migration.
TEST(FixtureTest, TheSchema3CampaignMigratesTo4KeepingEveryRow) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v3.scouter"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray original = testfiles::readBytes(path);

    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_EQ(db.value().userVersion().value(), Migrations::latestVersion());
    EXPECT_EQ(testfiles::readBytes(path + QStringLiteral(".backup-v3")), original);
    const std::vector<std::pair<const char*, qint64>> rows{{"characters", 5},
                                                           {"npc_groups", 2},
                                                           {"encounters", 4},
                                                           {"encounter_participants", 20},
                                                           {"encounter_commands", 92},
                                                           {"encounter_events", 243},
                                                           {"encounter_events_fts", 243}};
    for (const auto& [table, count] : rows) {
        EXPECT_EQ(rowCount(db.value(), QLatin1String(table)), count) << table;
    }
    EXPECT_EQ(CharacterRepository(db.value()).list().value().size(), 4U) << "Krillin stays deleted";
    const auto encounters = EncounterRepository(db.value()).list().value();
    ASSERT_EQ(encounters.size(), 4U);
    EXPECT_EQ(encounters[1].commands, 61);
    EXPECT_EQ(encounters[1].encounter.outcome, QStringLiteral("victory"));
    // The new tables are there, empty, and take a map and a choice.
    for (const auto& summary : encounters) {
        EXPECT_FALSE(EncounterMapRepository(db.value()).load(summary.encounter.id).value().has_value());
        EXPECT_TRUE(PlayerViewRepository(db.value()).load(summary.encounter.id).value().isEmpty());
    }
    const EncounterMap map{testfiles::readBytes(QStringLiteral(SCOUTER_STORE_FIXTURES "/maps/map-96x64.png")),
                           QStringLiteral("png"),
                           96,
                           64,
                           48,
                           0,
                           0};
    EXPECT_TRUE(EncounterMapRepository(db.value()).save(2, map).ok());
    EXPECT_TRUE(PlayerViewRepository(db.value()).set(2, QStringLiteral("s2"), QStringLiteral("reveal")).ok());
}

// Every campaign fixture is what some release left on disk: each of its encounters must replay,
// be laid out for review and exported. Before, the schema-1 encounter stopped at
// "key 'freezeOrder' not found" (its encounter-started event predates that field).
TEST(FixtureTest, EveryEncounterOfEveryCommittedCampaignReplays) {
    const QStringList fixtures =
        QDir(QStringLiteral(SCOUTER_STORE_FIXTURES)).entryList({QStringLiteral("*.scouter")}, QDir::Files);
    ASSERT_FALSE(fixtures.isEmpty());
    for (const QString& fixture : fixtures) {
        SCOPED_TRACE(fixture.toStdString());
        QTemporaryDir dir;
        const QString path = dir.filePath(fixture);
        ASSERT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/") + fixture, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        const auto encounters = EncounterRepository(db.value()).list().value();
        ASSERT_FALSE(encounters.empty());
        for (const auto& summary : encounters) {
            auto replayed = EncounterReplay::load(db.value(), summary.encounter.id);
            ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
            EXPECT_EQ(replayed.value().commands, summary.commands);
            auto timeline = EncounterTimeline::load(db.value(), summary.encounter.id);
            ASSERT_TRUE(timeline.ok()) << timeline.error().message.toStdString();
            EXPECT_FALSE(LogExporter::exportLog(timeline.value(), LogExporter::Format::Markdown).isEmpty());
        }
    }
}

// The schema-1 encounter, as its two commands left it.
TEST(FixtureTest, TheFirstSchemasEncounterReplaysToItsState) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v1.scouter"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    auto replayed = EncounterReplay::load(db.value(), 1);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    const auto state = EncounterReplay::flatState(replayed.value());
    EXPECT_EQ(state.at("goku.ki"), 75);
    EXPECT_EQ(state.at("saibaman-1.life"), 30);
    EXPECT_EQ(state.at("commands"), 2);
    EXPECT_TRUE(replayed.value().state.started);
    EXPECT_FALSE(replayed.value().state.orderFrozen);
}

} // namespace

// A kill while the backup was copied leaves only a hidden partial copy, never a file with a
// backup's name: the next writer removes it and makes a whole backup, and the advice about
// backups never names the partial one.
TEST(FixtureTest, ACopyKilledBeforeItWasWholeIsNeverTakenForTheBackup) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    ASSERT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v3.scouter"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray original = testfiles::readBytes(path);
    const QString killed = dir.filePath(QStringLiteral(".campaign.scouter.backup-partial-Ab12Cd"));
    {
        QFile partial(killed);
        ASSERT_TRUE(partial.open(QIODevice::WriteOnly));
        partial.write(original.left(original.size() / 2));
    }
    EXPECT_TRUE(FileHealth::newestBackup(path).isEmpty());

    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_FALSE(QFile::exists(killed));
    EXPECT_EQ(testfiles::readBytes(path + QStringLiteral(".backup-v3")), original);
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("partial")), QStringList());
    EXPECT_EQ(FileHealth::newestBackup(path), QFileInfo(path + QStringLiteral(".backup-v3")).absoluteFilePath());
}
