// SPDX-License-Identifier: GPL-3.0-or-later
// What opening a campaign does to the files beside it: a refused file, its -wal and its -shm are
// left byte for byte as they were; a campaign whose last commands are still in its write-ahead
// log (a crash, a full disk) opens with all of them; a read-only session writes nothing.
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "LimitedDisk.h"
#include "Migrations.h"
#include "Migrator.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <atomic>
#include <thread>
#include <vector>

using namespace scouter::store;

namespace {

// A connection of "another program": plain SQLite in WAL mode that never checkpoints, so what it
// writes stays in its -wal while it is open.
class OpenLog {
public:
    explicit OpenLog(const QString& path) : m_name(QStringLiteral("open-log-%1").arg(++s_counter)) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        EXPECT_TRUE(db.open());
        run(QStringLiteral("PRAGMA journal_mode = WAL"));
        run(QStringLiteral("PRAGMA wal_autocheckpoint = 0"));
    }
    ~OpenLog() {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    OpenLog(const OpenLog&) = delete;
    OpenLog& operator=(const OpenLog&) = delete;
    OpenLog(OpenLog&&) = delete;
    OpenLog& operator=(OpenLog&&) = delete;

    void run(const QString& sql) {
        QSqlQuery query(QSqlDatabase::database(m_name, false));
        EXPECT_TRUE(query.exec(sql)) << sql.toStdString();
    }

private:
    static inline std::atomic<int> s_counter{0};
    QString m_name;
};

struct ThreeFiles {
    QByteArray main;
    QByteArray wal;
    QByteArray shm;
    bool walExists = false;
    bool shmExists = false;

    static ThreeFiles of(const QString& path) {
        return {testfiles::readBytes(path), testfiles::readBytes(path + QStringLiteral("-wal")),
                testfiles::readBytes(path + QStringLiteral("-shm")), QFile::exists(path + QStringLiteral("-wal")),
                QFile::exists(path + QStringLiteral("-shm"))};
    }
    bool operator==(const ThreeFiles&) const = default;
};

class FileSafetyTest : public ::testing::Test {
protected:
    [[nodiscard]] QString file(const QString& name = QStringLiteral("campaign.scouter")) const {
        return m_dir.filePath(name);
    }

    // A healthy campaign of 200 characters (several pages), closed cleanly: no -wal left.
    [[nodiscard]] QString makeCampaign(const QString& name = QStringLiteral("campaign.scouter")) const {
        const QString path = file(name);
        auto db = Database::open(path);
        EXPECT_TRUE(db.ok());
        EXPECT_TRUE(db.value().transaction([&] { return addCharacters(db.value(), 0, 200); }, QStringLiteral("test")));
        return path;
    }

    static scouter::store::Status addCharacters(Database& db, int from, int count) {
        for (int i = from; i < from + count; ++i) {
            auto status = db.exec(QStringLiteral("INSERT INTO characters (ruleset, name, kind, created_at, updated_at) "
                                                 "VALUES ('dbu', 'Character %1 with a long enough name', 'pc', 'now', "
                                                 "'now')")
                                      .arg(i),
                                  QStringLiteral("test"));
            if (!status) {
                return status;
            }
        }
        return {};
    }

    // What a crash leaves: the three files of `live` copied to `target` while `live` is open.
    static void copyWhileOpen(const QString& live, const QString& target) {
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            ASSERT_TRUE(QFile::copy(live + suffix, target + suffix)) << (live + suffix).toStdString();
        }
    }

    [[nodiscard]] static int characters(Database& db) {
        QSqlQuery query(db.connection());
        return query.exec(QStringLiteral("SELECT count(*) FROM characters")) && query.next() ? query.value(0).toInt()
                                                                                             : -1;
    }

    QTemporaryDir m_dir;
};

TEST_F(FileSafetyTest, AStrayLogOfAnotherDatabaseNeverTurnsTheCampaignIntoThatDatabase) {
    const QString path = makeCampaign();
    const QString other = file(QStringLiteral("recipes.db"));
    {
        OpenLog recipes(other);
        recipes.run(QStringLiteral("CREATE TABLE recipes (name TEXT)"));
        recipes.run(QStringLiteral("INSERT INTO recipes VALUES ('senzu soup')"));
        ASSERT_TRUE(QFile::copy(other + QStringLiteral("-wal"), path + QStringLiteral("-wal")));
    }
    const ThreeFiles before = ThreeFiles::of(path);
    ASSERT_GT(before.main.size(), 8192);
    ASSERT_FALSE(before.shmExists);

    for (int attempt = 0; attempt < 2; ++attempt) {
        auto db = Database::open(path);
        ASSERT_FALSE(db.ok()) << "the campaign was read through another database's log";
        EXPECT_EQ(db.error().kind, StoreErrorKind::NotACampaign);
        EXPECT_TRUE(db.error().message.contains(path + QStringLiteral("-wal"))) << db.error().message.toStdString();
        EXPECT_TRUE(db.error().message.contains(QStringLiteral("Nothing was changed")));
        EXPECT_TRUE(ThreeFiles::of(path) == before) << "a refused campaign or its -wal was written";
    }
    EXPECT_TRUE(QDir(m_dir.path()).entryList({QStringLiteral("campaign.scouter.backup*")}).isEmpty());

    // The log moved away, as the message says: the campaign is all there.
    ASSERT_TRUE(QFile::rename(path + QStringLiteral("-wal"), file(QStringLiteral("stray-wal"))));
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_EQ(characters(db.value()), 200);
}

TEST_F(FileSafetyTest, AHotLogBesideANewerSchemaIsLeftAsItWas) {
    const QString live = file(QStringLiteral("future-live.scouter"));
    const QString path = file(QStringLiteral("future.scouter"));
    {
        OpenLog future(live);
        future.run(QStringLiteral("PRAGMA application_id = %1").arg(Migrator::kApplicationId));
        future.run(QStringLiteral("CREATE TABLE spaceships (name TEXT)"));
        future.run(QStringLiteral("PRAGMA user_version = %1").arg(Migrations::latestVersion() + 5));
        future.run(QStringLiteral("INSERT INTO spaceships VALUES ('Capsule Corp. 3')"));
        copyWhileOpen(live, path);
    }
    const ThreeFiles before = ThreeFiles::of(path);
    ASSERT_GT(before.wal.size(), 0);

    auto db = Database::open(path);
    ASSERT_FALSE(db.ok());
    EXPECT_EQ(db.error().kind, StoreErrorKind::NewerSchema) << db.error().message.toStdString();
    EXPECT_TRUE(db.error().message.contains(QString::number(Migrations::latestVersion() + 5)));
    EXPECT_TRUE(ThreeFiles::of(path) == before) << "the log was merged into a refused file";
}

TEST_F(FileSafetyTest, AHotLogBesideADamagedFileIsLeftAsItWas) {
    const QString campaign = makeCampaign(QStringLiteral("live.scouter"));
    const QString path = file();
    {
        // The last commands are still in the log (a crash): they touch the NPC groups only.
        auto live = Database::open(campaign);
        ASSERT_TRUE(live.ok());
        ASSERT_TRUE(live.value().exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"), QStringLiteral("test")));
        ASSERT_TRUE(live.value().exec(QStringLiteral("INSERT INTO npc_groups (name, created_at) VALUES ('Saibamen', "
                                                     "'now')"),
                                      QStringLiteral("test")));
        copyWhileOpen(campaign, path);
    }
    // Damage the characters' pages in the main file, which the log does not hold.
    QByteArray bytes = testfiles::readBytes(path);
    constexpr int kPageSize = 4096;
    bytes[kPageSize] = static_cast<char>(0x7f);
    for (int i = 0; i < 64; ++i) {
        bytes[bytes.size() - kPageSize / 2 + i] = static_cast<char>(0xff);
    }
    testfiles::writeBytes(path, bytes);
    const ThreeFiles before = ThreeFiles::of(path);
    ASSERT_GT(before.wal.size(), 0);
    ASSERT_TRUE(before.shmExists);

    auto db = Database::open(path);
    ASSERT_FALSE(db.ok());
    EXPECT_EQ(db.error().kind, StoreErrorKind::Damaged) << db.error().message.toStdString();
    EXPECT_TRUE(ThreeFiles::of(path) == before) << "the log was merged into a damaged file, or its -shm rebuilt";
}

TEST_F(FileSafetyTest, AnotherProgramsFileAtVersionTwoIsRefusedUntouchedAndNeverBackedUp) {
    const QString path = file(QStringLiteral("recipes.db"));
    testfiles::makeSqlite(path, {QStringLiteral("CREATE TABLE recipes (name TEXT)"),
                                 QStringLiteral("INSERT INTO recipes VALUES ('senzu soup')"),
                                 QStringLiteral("PRAGMA user_version = 2")});
    const QByteArray before = testfiles::readBytes(path);
    for (int attempt = 0; attempt < 3; ++attempt) {
        auto db = Database::open(path);
        ASSERT_FALSE(db.ok());
        EXPECT_EQ(db.error().kind, StoreErrorKind::NotACampaign) << db.error().message.toStdString();
        EXPECT_TRUE(db.error().message.contains(QStringLiteral("not a Scouter campaign")));
    }
    EXPECT_EQ(testfiles::readBytes(path), before);
    EXPECT_EQ(before.at(18), 1) << "still a rollback-journal file, never switched to WAL";
    EXPECT_FALSE(QFile::exists(path + QStringLiteral("-wal")));
    EXPECT_FALSE(QFile::exists(path + QStringLiteral("-shm")));
    EXPECT_TRUE(QDir(m_dir.path()).entryList({QStringLiteral("recipes.db.backup*")}).isEmpty());
}

TEST_F(FileSafetyTest, AfterAFullDiskTheCampaignOpensAgainWithEveryCommittedCommand) {
    const QString path = file();
    qint64 encounter = 0;
    {
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok());
        encounter = EncounterRepository(db.value()).create(samples::encounter()).value();
    }
    std::vector<StoredCommand> committed;
    {
        // A disk with room for a few dozen commands: they go to the log until it is full, then
        // closing tries to copy the log into the file and runs out of room half-way.
        const LimitedDisk disk(m_dir.path(), LimitedDisk::used(m_dir.path()) + 1536 * 1024);
        {
            auto db = Database::open(path);
            ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
            for (qint64 seq = 1; seq <= 500; ++seq) {
                const StoredCommand command = samples::command(seq);
                const Status status = CommandLog(db.value()).append(encounter, command);
                if (!status) {
                    EXPECT_EQ(status.error().kind, StoreErrorKind::DiskFull) << status.error().message.toStdString();
                    break;
                }
                committed.push_back(command);
            }
        }
        EXPECT_GT(disk.refusals(), 0);
    }
    ASSERT_GE(committed.size(), 3U);
    ASSERT_LT(committed.size(), 500U) << "the disk never filled";
    // The state the full disk left: the header promises more pages than the main file has; the
    // log holds them.
    const QByteArray header = testfiles::readBytes(path).left(100);
    const qint64 promised = qint64((quint8(header[28]) << 24) | (quint8(header[29]) << 16) | (quint8(header[30]) << 8) |
                                   quint8(header[31])) *
                            4096;
    EXPECT_LT(QFileInfo(path).size(), promised) << "the checkpoint did not stop half-way";
    ASSERT_GT(QFileInfo(path + QStringLiteral("-wal")).size(), 0);

    // Room again: it opens, every time, with every committed command.
    for (int attempt = 0; attempt < 2; ++attempt) {
        auto db = Database::open(path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_EQ(CommandLog(db.value()).load(encounter).value(), committed);
    }
}

TEST_F(FileSafetyTest, AReadOnlySessionReadsAndWritesNothingNotEvenAWalOrShm) {
    const QString path = makeCampaign();
    const ThreeFiles before = ThreeFiles::of(path);
    ASSERT_FALSE(before.walExists);
    OpenOptions options;
    options.readOnly = true;
    {
        auto db = Database::open(path, options);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_TRUE(db.value().readOnly());
        EXPECT_EQ(characters(db.value()), 200);
        const Status write = db.value().transaction([&] { return addCharacters(db.value(), 200, 1); },
                                                    QStringLiteral("saving a character"));
        ASSERT_FALSE(write.ok());
        EXPECT_EQ(write.error().kind, StoreErrorKind::ReadOnly);
        EXPECT_TRUE(write.error().message.contains(QStringLiteral("open read-only")))
            << write.error().message.toStdString();
        // The writer thread's and the background readers' connections follow the session.
        auto second = Database::connect(path);
        ASSERT_TRUE(second.ok()) << second.error().message.toStdString();
        EXPECT_TRUE(second.value().readOnly());
        EXPECT_EQ(characters(second.value()), 200);
        EXPECT_FALSE(CommandLog(second.value()).append(1, samples::command(1)).ok());
    }
    EXPECT_TRUE(ThreeFiles::of(path) == before) << "a read-only session wrote or created a file";
}

TEST_F(FileSafetyTest, AReadOnlySessionReadsTheCommandsStillInTheLog) {
    const QString campaign = makeCampaign(QStringLiteral("live.scouter"));
    const QString path = file();
    {
        auto live = Database::open(campaign);
        ASSERT_TRUE(live.value().exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"), QStringLiteral("test")));
        ASSERT_TRUE(
            live.value().transaction([&] { return addCharacters(live.value(), 200, 50); }, QStringLiteral("test")));
        copyWhileOpen(campaign, path);
    }
    // Without its -shm too (copied by hand without it): read from a copy, nothing created here.
    ASSERT_TRUE(QFile::remove(path + QStringLiteral("-shm")));
    const ThreeFiles before = ThreeFiles::of(path);
    OpenOptions options;
    options.readOnly = true;
    {
        auto db = Database::open(path, options);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_EQ(characters(db.value()), 250);
    }
    EXPECT_TRUE(ThreeFiles::of(path) == before);
}

// A process killed between writing its write-ahead log's header and the log's first frame (while
// creating or migrating a campaign) leaves a -wal of 32 bytes and a -shm. SQLite reads no frame
// from such a log, only the main file: so does every open, read-only or not.
TEST_F(FileSafetyTest, ALogThatIsOnlyItsHeaderIsReadAsNoLog) {
    const QString campaign = makeCampaign(QStringLiteral("live.scouter"));
    const QString path = file();
    {
        auto live = Database::open(campaign);
        ASSERT_TRUE(live.value().exec(QStringLiteral("PRAGMA wal_autocheckpoint = 0"), QStringLiteral("test")));
        ASSERT_TRUE(
            live.value().transaction([&] { return addCharacters(live.value(), 200, 50); }, QStringLiteral("test")));
        copyWhileOpen(campaign, path);
    }
    constexpr qint64 kLogHeaderBytes = 32;
    {
        QFile log(path + QStringLiteral("-wal"));
        ASSERT_TRUE(log.resize(kLogHeaderBytes));
    }
    const ThreeFiles before = ThreeFiles::of(path);
    OpenOptions readOnly;
    readOnly.readOnly = true;
    {
        auto db = Database::open(path, readOnly);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_EQ(characters(db.value()), 200);
    }
    EXPECT_TRUE(ThreeFiles::of(path) == before) << "a read-only session wrote or created a file";
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_FALSE(db.value().readOnly());
    EXPECT_EQ(characters(db.value()), 200);
}

TEST_F(FileSafetyTest, TwoOpensCreatingTheSameNewCampaignBothSucceed) {
    // The same process shares the campaign's lock, so this is the migration's own exclusive
    // transaction at work: the second one reads the version inside it and finds nothing to do.
    constexpr int kRounds = 10;
    constexpr int kThreads = 4;
    for (int round = 0; round < kRounds; ++round) {
        const QString path = file(QStringLiteral("race-%1.scouter").arg(round));
        std::vector<std::thread> threads;
        std::atomic<int> opened{0};
        QStringList errors(kThreads);
        for (int t = 0; t < kThreads; ++t) {
            threads.emplace_back([&, t] {
                auto db = Database::open(path);
                if (db) {
                    ++opened;
                } else {
                    errors[t] = db.error().message;
                }
            });
        }
        for (auto& thread : threads) {
            thread.join();
        }
        EXPECT_EQ(opened.load(), kThreads) << errors.join(QStringLiteral(" | ")).toStdString();
        EXPECT_EQ(testfiles::queryValue(path, QStringLiteral("PRAGMA user_version")).toInt(),
                  Migrations::latestVersion());
    }
}

} // namespace
