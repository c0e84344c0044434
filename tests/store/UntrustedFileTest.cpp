// SPDX-License-Identifier: GPL-3.0-or-later
// A campaign file may come from anyone: its schema is checked whole, at its own version, before
// anything migrates or backs it up; every connection distrusts it; and its search index, which
// FTS5 keeps in tables SQLite's integrity_check reads as plain ones, never costs a command or a
// search when someone edited it.
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "FileHealth.h"
#include "Migrations.h"
#include "ReadOnlySource.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace scouter::store;

namespace {

class UntrustedFileTest : public ::testing::Test {
protected:
    [[nodiscard]] QString file(const QString& name) const { return m_dir.filePath(name); }

    // A copy of a committed campaign of an older schema, writable like a user's file.
    [[nodiscard]] QString fixture(const QString& name) const {
        const QString path = file(QStringLiteral("campaign.scouter"));
        QFile::remove(path);
        EXPECT_TRUE(QFile::copy(QStringLiteral(SCOUTER_STORE_FIXTURES "/") + name, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    // A campaign of one encounter and `commands` commands, each saved on its own, closed cleanly.
    [[nodiscard]] QString played(const QString& name, int commands) const {
        const QString path = file(name);
        auto db = Database::open(path);
        EXPECT_TRUE(db.ok()) << db.error().message.toStdString();
        const auto id = EncounterRepository(db.value()).create(samples::encounter());
        EXPECT_TRUE(id.ok());
        for (qint64 seq = 1; seq <= commands; ++seq) {
            EXPECT_TRUE(CommandLog(db.value()).append(id.value(), samples::command(seq)).ok());
        }
        return path;
    }

    // The files of the folder, so a backup, a -wal or a lock left behind shows.
    [[nodiscard]] QStringList folder() const {
        return QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    }

    QTemporaryDir m_dir;
};

[[nodiscard]] QString value(const QSqlDatabase& db, const QString& sql) {
    QSqlQuery query(db);
    return query.exec(sql) && query.next() ? query.value(0).toString()
                                           : QStringLiteral("(%1)").arg(query.lastError().text());
}

// Nothing of the file's schema may run what SQLite does not mark harmless, and no statement may
// write the search index's own tables or the schema itself: on the writer's connection, a second
// one (the writer thread's, a background reader's), a read-only session's and the inspection's.
TEST_F(UntrustedFileTest, EveryConnectionDistrustsTheFilesSchemaAndIsDefensive) {
    const QString path = played(QStringLiteral("campaign.scouter"), 3);
    const auto distrusts = [](const QSqlDatabase& db, const char* which) {
        SCOPED_TRACE(which);
        EXPECT_EQ(value(db, QStringLiteral("PRAGMA trusted_schema")), QStringLiteral("0"));
        QSqlQuery shadow(db);
        EXPECT_FALSE(shadow.exec(QStringLiteral("UPDATE encounter_events_fts_config SET v = 5")))
            << "a direct write to the search index's own table was accepted";
        QSqlQuery schema(db);
        ASSERT_TRUE(schema.exec(QStringLiteral("PRAGMA writable_schema = ON")));
        EXPECT_FALSE(schema.exec(QStringLiteral("UPDATE sqlite_schema SET sql = sql WHERE name = 'characters'")))
            << "the schema itself was written";
        ASSERT_TRUE(schema.exec(QStringLiteral("PRAGMA writable_schema = OFF")));
    };
    {
        auto writer = Database::open(path);
        ASSERT_TRUE(writer.ok()) << writer.error().message.toStdString();
        distrusts(writer.value().connection(), "writer");
        auto second = Database::connect(path);
        ASSERT_TRUE(second.ok());
        distrusts(second.value().connection(), "second connection");
    }
    OpenOptions reading;
    reading.readOnly = true;
    auto readOnly = Database::open(path, reading);
    ASSERT_TRUE(readOnly.ok()) << readOnly.error().message.toStdString();
    distrusts(readOnly.value().connection(), "read-only session");
    auto inspection = Database::inspect(path, ReadOnlySource::mainFileOnly(path));
    ASSERT_TRUE(inspection.ok());
    distrusts(inspection.value().connection(), "inspection");
    EXPECT_EQ(value(readOnly.value().connection(), QStringLiteral("SELECT v FROM encounter_events_fts_config")),
              QStringLiteral("4"));
}

// Before, a schema-3 file with an extra trigger was backed up and migrated to the newest schema,
// then refused; `encounters` did the same.
TEST_F(UntrustedFileTest, AnOlderFileWhoseSchemaIsNotItsVersionsIsRefusedBeforeAnyBackupOrMigration) {
    const std::vector<std::pair<QString, QString>> changes{
        {QStringLiteral("campaign-v3.scouter"),
         QStringLiteral("CREATE TRIGGER sneaky AFTER INSERT ON characters BEGIN DELETE FROM npc_groups; END")},
        {QStringLiteral("campaign-v1.scouter"),
         QStringLiteral("CREATE TRIGGER sneaky AFTER INSERT ON encounter_commands BEGIN SELECT 1; END")},
        {QStringLiteral("campaign-v3.scouter"), QStringLiteral("CREATE VIEW everyone AS SELECT name FROM characters")},
        {QStringLiteral("campaign-v3.scouter"), QStringLiteral("CREATE INDEX by_name ON characters (name)")},
        {QStringLiteral("campaign-v3.scouter"), QStringLiteral("ALTER TABLE encounters ADD COLUMN secret TEXT")},
        {QStringLiteral("campaign-v3.scouter"), QStringLiteral("DROP TRIGGER encounter_commands_no_delete")},
        {QStringLiteral("campaign-v3.scouter"), QStringLiteral("CREATE TABLE notes (x)")},
    };
    for (const auto& [name, change] : changes) {
        SCOPED_TRACE((name + QStringLiteral(": ") + change).toStdString());
        const QString path = fixture(name);
        const QString before = testfiles::queryValue(path, QStringLiteral("SELECT count(*) FROM sqlite_schema"));
        testfiles::makeSqlite(path, {change});
        ASSERT_NE(testfiles::queryValue(path, QStringLiteral("SELECT count(*) FROM sqlite_schema")) +
                      testfiles::queryValue(path, QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = "
                                                                 "'encounters'")),
                  before + testfiles::queryValue(QStringLiteral(SCOUTER_STORE_FIXTURES "/") + name,
                                                 QStringLiteral("SELECT sql FROM sqlite_schema WHERE name = "
                                                                "'encounters'")))
            << "the change was not made";
        const QByteArray bytes = testfiles::readBytes(path);
        auto db = Database::open(path);
        ASSERT_FALSE(db.ok());
        EXPECT_EQ(db.error().kind, StoreErrorKind::SchemaMismatch) << db.error().message.toStdString();
        EXPECT_TRUE(db.error().message.contains(QStringLiteral("Nothing was changed")))
            << db.error().message.toStdString();
        EXPECT_EQ(testfiles::readBytes(path), bytes);
        EXPECT_EQ(folder(), QStringList{QStringLiteral("campaign.scouter")}) << "a backup, -wal, -shm or lock was left";
    }
}

// Each way of editing FTS5's own tables that the attacks used or that FTS5 reads at a
// different moment: its settings and structure (every search and write fails at once), its totals
// (every write), its word lists (a search for a word there; a write when FTS5 merges them, many
// commands later: "one run stored 4 of 61 commands"), the events' lengths.
struct Tampering {
    const char* name;
    const char* sql;
};

const std::vector<Tampering>& tamperings() {
    static const std::vector<Tampering> all{
        {"settings", "UPDATE encounter_events_fts_config SET v = 5 WHERE k = 'version'"},
        {"structure", "UPDATE encounter_events_fts_data SET block = x'00000000ff' WHERE id = 10"},
        {"totals", "DELETE FROM encounter_events_fts_data WHERE id = 1"},
        {"the word lists", "DELETE FROM encounter_events_fts_data WHERE id > 10"},
        {"the lengths", "DELETE FROM encounter_events_fts_docsize"},
    };
    return all;
}

// Every event naming Goku, one "encounter/command/event: text" a line.
[[nodiscard]] std::string searchAll(Database& db) {
    auto hits = CommandLog(db).search(QStringLiteral("goku"), 100000);
    EXPECT_TRUE(hits.ok()) << hits.error().message.toStdString();
    QStringList found;
    for (const SearchHit& hit : hits.ok() ? hits.value() : std::vector<SearchHit>{}) {
        found
            << QStringLiteral("%1/%2/%3: %4").arg(hit.encounterId).arg(hit.commandSeq).arg(hit.position).arg(hit.text);
    }
    return found.join(QLatin1Char('\n')).toStdString();
}

TEST_F(UntrustedFileTest, AnEditedSearchIndexNeverCostsACommandAndSearchesFindWhatTheyDid) {
    constexpr int kBefore = 30;
    constexpr int kAfter = 150; // enough for FTS5 to merge the oldest part of the index
    std::vector<Tampering> all = tamperings();
    // A page zeroed reads as an empty one (no error) until FTS5 merges it into a new one.
    all.push_back({"a word list page zeroed",
                   "UPDATE encounter_events_fts_data SET block = zeroblob(length(block)) "
                   "WHERE id = (SELECT min(id) FROM encounter_events_fts_data WHERE id > 10)"});
    const QString twin = played(QStringLiteral("twin.scouter"), kBefore + kAfter);
    std::string expected;
    {
        auto db = Database::open(twin);
        ASSERT_TRUE(db.ok());
        expected = searchAll(db.value());
        ASSERT_EQ(std::count(expected.begin(), expected.end(), '\n') + 1, 2 * (kBefore + kAfter))
            << "goku in both events";
    }
    for (const Tampering& tampering : all) {
        SCOPED_TRACE(tampering.name);
        const QString path = played(QStringLiteral("%1.scouter").arg(QLatin1String(tampering.name)), kBefore);
        testfiles::makeSqlite(path, {QLatin1String(tampering.sql)});
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        int stored = kBefore;
        for (qint64 seq = kBefore + 1; seq <= kBefore + kAfter; ++seq) {
            const Status saved = CommandLog(db.value()).append(1, samples::command(seq));
            EXPECT_TRUE(saved.ok()) << "command " << seq << ": " << saved.error().message.toStdString();
            stored += saved.ok() ? 1 : 0;
        }
        EXPECT_EQ(stored, kBefore + kAfter);
        EXPECT_EQ(searchAll(db.value()), expected);
    }
}

// A search trusts the index's checks until the file changes: an index that another program thinned
// while this session had the campaign open is built again before the next search reads it.
TEST_F(UntrustedFileTest, AnIndexThinnedWhileTheCampaignIsOpenIsBuiltAgainBeforeTheNextSearch) {
    const QString path = played(QStringLiteral("open.scouter"), 40);
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    const std::string expected = searchAll(db.value());
    ASSERT_FALSE(expected.empty());
    ASSERT_EQ(searchAll(db.value()), expected);
    testfiles::makeSqlite(path, {QStringLiteral("INSERT INTO encounter_events_fts (encounter_events_fts, rowid, text) "
                                                "SELECT 'delete', id, text FROM encounter_events WHERE id % 2 = 0")});
    EXPECT_EQ(searchAll(db.value()), expected);
}

// A read-only session may not rebuild the index in the file: it searches the events themselves
// (a temporary index of them), and the file stays as it was.
TEST_F(UntrustedFileTest, AReadOnlySearchOfAnEditedIndexFindsWhatTheEventsHoldAndWritesNothing) {
    const QString twin = played(QStringLiteral("twin.scouter"), 40);
    std::string expected;
    {
        auto db = Database::open(twin);
        ASSERT_TRUE(db.ok());
        expected = searchAll(db.value());
        ASSERT_FALSE(expected.empty());
    }
    for (const Tampering& tampering : tamperings()) {
        SCOPED_TRACE(tampering.name);
        const QString path = played(QStringLiteral("%1.scouter").arg(QLatin1String(tampering.name)), 40);
        testfiles::makeSqlite(path, {QLatin1String(tampering.sql)});
        const QByteArray bytes = testfiles::readBytes(path);
        {
            OpenOptions reading;
            reading.readOnly = true;
            auto db = Database::open(path, reading);
            ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
            EXPECT_EQ(searchAll(db.value()), expected);
        }
        EXPECT_EQ(testfiles::readBytes(path), bytes);
        EXPECT_FALSE(QFile::exists(path + QStringLiteral("-wal")));
    }
}

// A campaign is opened in time independent of its size: every page is read only after an unclean
// close (a write-ahead log left with nobody writing it) or on demand (`scouter-cli check`). A page
// broken deep inside a table, which only that full read finds, shows the three cases.
TEST_F(UntrustedFileTest, APageOnlyAFullReadFindsIsFoundAfterAnUncleanClose) {
    const QString path = file(QStringLiteral("campaign.scouter"));
    {
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value()
                        .transaction(
                            [&]() -> Status {
                                for (int i = 0; i < 300; ++i) {
                                    if (auto s = db.value().exec(
                                            QStringLiteral("INSERT INTO characters (ruleset, name, kind, created_at, "
                                                           "updated_at) VALUES ('dbu', 'Character %1 with a long "
                                                           "enough name', 'pc', 'now', 'now')")
                                                .arg(i),
                                            QStringLiteral("test"));
                                        !s) {
                                        return s;
                                    }
                                }
                                return {};
                            },
                            QStringLiteral("test"))
                        .ok());
    }
    // The last page is the characters' last leaf: its page type becomes one SQLite does not know.
    QByteArray bytes = testfiles::readBytes(path);
    constexpr int kPageSize = 4096;
    ASSERT_EQ(bytes.size() % kPageSize, 0);
    ASSERT_EQ(bytes[bytes.size() - kPageSize], 0x0d) << "a table leaf";
    bytes[bytes.size() - kPageSize] = 0x7f;
    testfiles::writeBytes(path, bytes);

    // Closed cleanly: opened after the checks that take the same time at any size.
    {
        auto db = Database::open(path);
        EXPECT_TRUE(db.ok()) << "every page was read on a clean open: " << db.error().message.toStdString();
    }
    testfiles::writeBytes(path, bytes);

    // Left by a crash: a log with a write in it and nobody writing. Every page is read first.
    const QString crashed = file(QStringLiteral("crashed.scouter"));
    ASSERT_TRUE(QFile::copy(path, crashed));
    {
        const QString name = QStringLiteral("untrusted-crash");
        {
            QSqlDatabase live = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            live.setDatabaseName(crashed);
            ASSERT_TRUE(live.open());
            QSqlQuery(live).exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
            ASSERT_TRUE(QSqlQuery(live).exec(QStringLiteral("INSERT INTO encounters (title, ruleset, grid_width, "
                                                            "grid_height, created_at) VALUES ('x', 'dbu', 1, 1, "
                                                            "'now')")));
            for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
                QFile::remove(file(QStringLiteral("left.scouter")) + suffix);
                ASSERT_TRUE(QFile::copy(crashed + suffix, file(QStringLiteral("left.scouter")) + suffix));
            }
            live.close();
        }
        QSqlDatabase::removeDatabase(name);
    }
    const QString left = file(QStringLiteral("left.scouter"));
    ASSERT_GT(QFileInfo(left + QStringLiteral("-wal")).size(), 0);
    const QByteArray leftBytes = testfiles::readBytes(left);
    auto db = Database::open(left);
    ASSERT_FALSE(db.ok());
    EXPECT_EQ(db.error().kind, StoreErrorKind::Damaged) << db.error().message.toStdString();
    EXPECT_TRUE(db.error().message.contains(QStringLiteral("integrity check"))) << db.error().message.toStdString();
    EXPECT_EQ(testfiles::readBytes(left), leftBytes);
}

// Before, QFile::exists() said a link pointing nowhere was no file, the backup was copied "to" it
// and the campaign refused as "disk full or read-only".
TEST_F(UntrustedFileTest, ALinkAtTheBackupsNameIsSteppedOverNeverWrittenThrough) {
    const QString path = fixture(QStringLiteral("campaign-v3.scouter"));
    const QByteArray original = testfiles::readBytes(path);
    const QString victim = file(QStringLiteral("victim.txt"));
    testfiles::writeBytes(victim, "not a backup");
    ASSERT_TRUE(QFile::link(file(QStringLiteral("nowhere")), path + QStringLiteral(".backup-v3")));
    ASSERT_TRUE(QFile::link(victim, path + QStringLiteral(".backup-v3.2")));
    {
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_EQ(db.value().userVersion().value(), Migrations::latestVersion());
    }
    EXPECT_EQ(testfiles::readBytes(path + QStringLiteral(".backup-v3.3")), original);
    EXPECT_TRUE(QFileInfo(path + QStringLiteral(".backup-v3")).isSymLink());
    EXPECT_FALSE(QFileInfo::exists(file(QStringLiteral("nowhere")))) << "a file was written through the link";
    EXPECT_EQ(testfiles::readBytes(victim), QByteArray("not a backup"));
}

} // namespace
