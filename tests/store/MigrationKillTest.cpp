// SPDX-License-Identifier: GPL-3.0-or-later
// SIGKILL while a campaign is created or migrated (schema 1 or 3 to the newest): whatever instant
// the kill hits, the campaign opens again through the store's own open path with every row it
// held, at the newest schema or untouched at its old one, and any backup is a whole copy.
#include "CampaignLock.h"
#include "Database.h"
#include "Migrations.h"
#include "StoreCli.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <csignal>
#include <deque>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>

using scouter::store::Database;
using scouter::store::Migrations;

// Named, so that its helpers never meet the kill test's in a unity batch.
namespace migrationkill {

// SCOUTER_MIGRATION_KILLS kills per starting point (make test: 15, the nightly label: 200).
constexpr int kDefaultKills = 15;
constexpr std::size_t kAtOnce = 4;
constexpr qint64 kChildTimeoutMs = 120000;

[[nodiscard]] std::optional<int> killsPerStart() {
    const QByteArray set = qgetenv("SCOUTER_MIGRATION_KILLS");
    if (set.isEmpty()) {
        return kDefaultKills;
    }
    bool number = false;
    const int count = set.toInt(&number);
    return number && count >= 1 && count <= 10000 ? std::optional(count) : std::nullopt;
}

[[nodiscard]] QByteArray bytesOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Rows per table and the schema version, as a plain SQLite connection reads the file with its
// write-ahead log: on a copy of both, so reading writes nothing beside the campaign.
struct Contents {
    int version = -1;
    std::map<QString, qint64> rows;
};

[[nodiscard]] Contents readContents(const QString& db) {
    static std::atomic<int> connections{0};
    QTemporaryDir copyDir;
    const QString copy = copyDir.filePath(QStringLiteral("copy.scouter"));
    QFile::copy(db, copy);
    if (QFileInfo::exists(db + QStringLiteral("-wal"))) {
        QFile::copy(db + QStringLiteral("-wal"), copy + QStringLiteral("-wal"));
    }
    Contents contents;
    const QString name = QStringLiteral("migration-kill-%1").arg(++connections);
    {
        QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        connection.setDatabaseName(copy);
        if (connection.open()) {
            QSqlQuery query(connection);
            if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next()) {
                contents.version = query.value(0).toInt();
            }
            QStringList tables;
            query.exec(QStringLiteral("SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE "
                                      "'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%' ORDER BY name"));
            while (query.next()) {
                tables << query.value(0).toString();
            }
            for (const QString& table : tables) {
                QSqlQuery count(connection);
                if (count.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table)) && count.next()) {
                    contents.rows[table] = count.value(0).toLongLong();
                }
            }
        }
        connection.close();
    }
    QSqlDatabase::removeDatabase(name);
    return contents;
}

struct Start {
    QString name;    // "new", "schema 1", "schema 3"
    QString fixture; // empty: a new campaign
};

struct Trial {
    std::unique_ptr<QTemporaryDir> dir = std::make_unique<QTemporaryDir>();
    QString db = dir->filePath(QStringLiteral("campaign.scouter"));
    qint64 killAfterMs = 0;  // after its lock file was seen
    bool duringWork = false; // killed while the campaign's lock file was there
    qint64 workedMs = -1;    // undisturbed: from the lock file's appearance to its removal
};

// One child `scouter-cli scenario --database DB FILE` whose FILE is not JSON: it creates or
// migrates the campaign, then stops at the scenario it cannot read (exit 2).
struct Slot {
    Trial* trial = nullptr;
    std::unique_ptr<QProcess> child;
    QElapsedTimer started;
    qint64 lockedMs = -1;
    qint64 unlockedMs = -1;
};

[[nodiscard]] std::unique_ptr<QProcess> startChild(const QString& db, const QString& notJson) {
    auto child = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // Only what reaches the disk matters here; the leak check at exit would only slow each run.
    const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       asan.isEmpty() ? QStringLiteral("detect_leaks=0") : asan + QStringLiteral(":detect_leaks=0"));
    child->setProcessEnvironment(environment);
    child->start(QStringLiteral(SCOUTER_CLI), {QStringLiteral("scenario"), QStringLiteral("--database"), db, notJson});
    return child;
}

// When the kills come, in ms after a child's lock file appeared: uniformly within a window that
// grows a little after a kill that hit the work and shrinks after one that came after it, so that
// about a quarter of the kills come after the work (its last instants are reached too) however
// fast the loaded machine runs the children.
class KillWindow {
public:
    explicit KillWindow(double ms) : m_ms(ms) {}
    [[nodiscard]] qint64 draw(std::mt19937& random) const {
        return std::uniform_int_distribution<qint64>(0, static_cast<qint64>(m_ms))(random);
    }
    void killed(bool duringWork) { m_ms = std::max(kShortestMs, m_ms * (duringWork ? kGrow : kShrink)); }
    [[nodiscard]] qint64 ms() const { return static_cast<qint64>(m_ms); }

private:
    static constexpr double kGrow = 1.02;
    static constexpr double kShrink = 0.95;
    static constexpr double kShortestMs = 5;
    double m_ms;
};

// How children are run: undisturbed (`runs` of them), or each killed at a moment drawn from the
// window until `hitsWanted` kills have hit its work on the campaign (its lock file there), at most
// `maxRuns` children.
struct Plan {
    bool kill = false;
    std::size_t runs = 0;
    int hitsWanted = 0;
    std::size_t maxRuns = 0;
    KillWindow* window = nullptr;
    unsigned seed = 0;
};

// Runs the children kAtOnce at a time, each on a campaign of its own, one starting as another
// ends; returns the trials.
[[nodiscard]] std::deque<Trial> runAll(const Plan& plan, const Start& start, const QString& notJson) {
    std::deque<Trial> trials;
    std::vector<Slot> slots;
    std::mt19937 random(plan.seed);
    int hits = 0;
    const auto startNext = [&] {
        const bool enough =
            plan.kill ? hits + static_cast<int>(slots.size()) >= plan.hitsWanted || trials.size() >= plan.maxRuns
                      : trials.size() >= plan.runs;
        if (enough) {
            return;
        }
        Trial& trial = trials.emplace_back();
        trial.killAfterMs = plan.kill ? plan.window->draw(random) : 0;
        if (!start.fixture.isEmpty()) {
            QFile::copy(start.fixture, trial.db);
            QFile::setPermissions(trial.db, QFile::ReadOwner | QFile::WriteOwner);
        }
        Slot slot{&trial, startChild(trial.db, notJson), {}};
        slot.started.start();
        slots.push_back(std::move(slot));
    };
    for (std::size_t i = 0; i < kAtOnce; ++i) {
        startNext();
    }
    while (!slots.empty()) {
        bool changed = false;
        for (auto slot = slots.begin(); slot != slots.end(); ++slot) {
            const bool locked = QFileInfo::exists(scouter::store::CampaignLock::lockPathFor(slot->trial->db));
            if (slot->lockedMs < 0 && locked) {
                slot->lockedMs = slot->started.elapsed();
            } else if (slot->lockedMs >= 0 && slot->unlockedMs < 0 && !locked) {
                slot->unlockedMs = slot->started.elapsed();
            }
            const bool ended = slot->child->waitForFinished(0) || slot->child->state() == QProcess::NotRunning;
            const bool due = plan.kill && slot->lockedMs >= 0 &&
                             slot->started.elapsed() >= slot->lockedMs + slot->trial->killAfterMs;
            if (!ended && !due && slot->started.elapsed() < kChildTimeoutMs) {
                continue;
            }
            if (!ended) {
                ::kill(static_cast<pid_t>(slot->child->processId()), SIGKILL);
                slot->trial->duringWork = locked;
                slot->child->waitForFinished(kChildTimeoutMs);
            }
            if (plan.kill) {
                hits += slot->trial->duringWork ? 1 : 0;
                plan.window->killed(slot->trial->duringWork);
            } else {
                EXPECT_EQ(slot->child->exitCode(), 2) << slot->child->readAllStandardError().toStdString();
                const qint64 unlocked = slot->unlockedMs >= 0 ? slot->unlockedMs : slot->started.elapsed();
                slot->trial->workedMs = slot->lockedMs >= 0 ? unlocked - slot->lockedMs : -1;
            }
            slots.erase(slot);
            startNext();
            changed = true;
            break;
        }
        if (!changed) {
            QThread::usleep(50);
        }
    }
    return trials;
}

// What a kill left beside the campaign, in a few words: the schema a plain SQLite reads, the
// write-ahead log's size, a rollback journal, the backups, any other file left beside it.
[[nodiscard]] QString stateOf(const QString& db, const Contents& contents) {
    QStringList words;
    words << (QFileInfo(db).size() == 0 && contents.version <= 0 ? QStringLiteral("empty file")
                                                                 : QStringLiteral("schema %1").arg(contents.version));
    const QFileInfo log(db + QStringLiteral("-wal"));
    if (!log.exists()) {
        words << QStringLiteral("no -wal");
    } else if (log.size() <= 32) {
        words << QStringLiteral("-wal of %1 bytes").arg(log.size());
    } else {
        words << QStringLiteral("-wal with frames");
    }
    const QStringList backups = QDir(QFileInfo(db).path()).entryList({QStringLiteral("*.backup-v*")}, QDir::Files);
    if (!backups.isEmpty()) {
        words << QStringLiteral("backup");
    }
    // A new file's switch to write-ahead logging goes through a rollback journal.
    if (QFileInfo::exists(db + QStringLiteral("-journal"))) {
        words << QStringLiteral("-journal");
    }
    const QStringList ours = {QStringLiteral("campaign.scouter"), QStringLiteral("campaign.scouter-wal"),
                              QStringLiteral("campaign.scouter-shm"), QStringLiteral("campaign.scouter-journal"),
                              QStringLiteral("campaign.scouter.lock")};
    for (const QString& name : QDir(QFileInfo(db).path()).entryList(QDir::Files | QDir::Hidden)) {
        if (!ours.contains(name) && !backups.contains(name)) {
            words << QStringLiteral("stray %1").arg(name);
        }
    }
    return words.join(QStringLiteral(", "));
}

class MigrationKillTest : public ::testing::TestWithParam<int> {};

TEST_P(MigrationKillTest, AKillAtAnyInstantLeavesACampaignThatOpensWithEveryRow) {
    const std::vector<Start> starts = {
        {QStringLiteral("new campaign"), QString()},
        {QStringLiteral("schema 1"), QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v1.scouter")},
        {QStringLiteral("schema 3"), QStringLiteral(SCOUTER_STORE_FIXTURES "/campaign-v3.scouter")},
    };
    const Start& start = starts.at(static_cast<std::size_t>(GetParam()));
    const std::optional<int> planned = killsPerStart();
    ASSERT_TRUE(planned.has_value()) << "SCOUTER_MIGRATION_KILLS='" << qgetenv("SCOUTER_MIGRATION_KILLS").toStdString()
                                     << "' is not a count from 1 to 10000";
    QTemporaryDir work;
    // JSON, so the child opens the campaign (it reads the file first), but not a scenario, so it
    // stops there with exit 2 having stored nothing: all it does to the campaign is create or migrate it.
    const QString notJson = work.filePath(QStringLiteral("not-a-scenario.json"));
    {
        QFile file(notJson);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{}\n");
    }
    Contents before;
    int fromVersion = 0;
    if (!start.fixture.isEmpty()) {
        before = readContents(start.fixture);
        fromVersion = before.version;
        ASSERT_GT(fromVersion, 0);
        ASSERT_LT(fromVersion, Migrations::latestVersion());
    }

    // Undisturbed runs first, to start the kills' window at how long a child works on the
    // campaign (its lock file there). Kills that come after the work are checked too, but the
    // planned number is of kills during it.
    Plan undisturbedPlan;
    undisturbedPlan.runs = kAtOnce;
    const std::deque<Trial> undisturbed = runAll(undisturbedPlan, start, notJson);
    std::vector<qint64> worked;
    for (const Trial& run : undisturbed) {
        if (run.workedMs >= 0) {
            worked.push_back(run.workedMs);
        }
        const Contents done = readContents(run.db);
        ASSERT_EQ(done.version, Migrations::latestVersion()) << "the child neither created nor migrated it";
    }
    ASSERT_FALSE(worked.empty()) << "no child was seen holding the campaign's lock";
    std::sort(worked.begin(), worked.end());
    KillWindow window(static_cast<double>(worked[worked.size() / 2]));
    Plan killPlan;
    killPlan.kill = true;
    killPlan.hitsWanted = *planned;
    killPlan.maxRuns = static_cast<std::size_t>(*planned) * 3;
    killPlan.window = &window;
    killPlan.seed = 20260528U + static_cast<unsigned>(GetParam());
    QElapsedTimer phase;
    phase.start();
    const std::deque<Trial> trials = runAll(killPlan, start, notJson);
    const qint64 killMs = phase.restart();

    std::map<QString, int> states;
    int duringWork = 0;
    const QByteArray original = start.fixture.isEmpty() ? QByteArray() : bytesOf(start.fixture);
    for (std::size_t t = 0; t < trials.size(); ++t) {
        const Trial& trial = trials[t];
        SCOPED_TRACE(start.name.toStdString() + ", trial " + std::to_string(t) + ", killed " +
                     std::to_string(trial.killAfterMs) + " ms after its lock file appeared");
        duringWork += trial.duringWork ? 1 : 0;
        const Contents left = readContents(trial.db);
        const QString state =
            (trial.duringWork ? QString() : QStringLiteral("(not during the work) ")) + stateOf(trial.db, left);
        ++states[state];
        SCOPED_TRACE("left: " + state.toStdString());
        const QStringList backups =
            QDir(trial.dir->path()).entryList({QStringLiteral("campaign.scouter.backup-v*")}, QDir::Files);
        if (start.fixture.isEmpty()) {
            EXPECT_TRUE(left.version <= 0 || left.version == Migrations::latestVersion()) << left.version;
            EXPECT_TRUE(backups.isEmpty());
        } else {
            EXPECT_TRUE(left.version == fromVersion || left.version == Migrations::latestVersion()) << left.version;
            if (left.version == fromVersion) {
                EXPECT_EQ(bytesOf(trial.db), original) << "the old campaign was changed before it was migrated";
            }
            for (const auto& [table, rows] : before.rows) {
                EXPECT_EQ(left.rows.contains(table) ? left.rows.at(table) : -1, rows) << table.toStdString();
            }
        }
        // The store's own open path, as the next Scouter takes it: read-only first (a campaign at
        // the newest schema needs no migration, so it reads without a byte written), then to write.
        if (left.version == Migrations::latestVersion()) {
            scouter::store::OpenOptions readOnly;
            readOnly.readOnly = true;
            auto reading = Database::open(trial.db, readOnly);
            ASSERT_TRUE(reading.ok()) << reading.error().message.toStdString();
            for (const auto& [table, rows] : before.rows) {
                QSqlQuery count(reading.value().connection());
                ASSERT_TRUE(count.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table)) && count.next());
                EXPECT_EQ(count.value(0).toLongLong(), rows) << table.toStdString();
            }
        }
        {
            auto reopened = Database::open(trial.db);
            ASSERT_TRUE(reopened.ok()) << reopened.error().message.toStdString();
            auto version = reopened.value().userVersion();
            ASSERT_TRUE(version.ok());
            EXPECT_EQ(version.value(), Migrations::latestVersion());
        }
        const Contents reopened = readContents(trial.db);
        for (const auto& [table, rows] : before.rows) {
            EXPECT_EQ(reopened.rows.contains(table) ? reopened.rows.at(table) : -1, rows) << table.toStdString();
        }
        for (const QString& backup :
             QDir(trial.dir->path()).entryList({QStringLiteral("campaign.scouter.backup-v*")}, QDir::Files)) {
            EXPECT_EQ(bytesOf(trial.dir->filePath(backup)), original) << backup.toStdString() << " is not a whole copy";
        }
    }
    const qint64 checkMs = phase.elapsed();
    std::cout << "[ kill    ] " << start.name.toStdString() << ": " << trials.size()
              << " kills at random moments after the child's lock file appeared (undisturbed, it was there "
              << worked.front() << " to " << worked.back() << " ms; the window started at " << worked[worked.size() / 2]
              << " ms and ended at " << window.ms() << " ms; " << kAtOnce << " children at once), " << duringWork
              << " while the lock file was there; killing took " << killMs << " ms, checking " << checkMs
              << " ms. Left:\n";
    for (const auto& [state, count] : states) {
        std::cout << "[ kill    ]   " << count << " x " << state.toStdString() << '\n';
    }
    EXPECT_GE(duringWork, *planned) << "too few kills hit the work on the campaign";
}

[[nodiscard]] std::string startName(const ::testing::TestParamInfo<int>& info) {
    constexpr std::array kNames{"NewCampaign", "FromSchema1", "FromSchema3"};
    return kNames.at(static_cast<std::size_t>(info.param));
}

INSTANTIATE_TEST_SUITE_P(CreationAndMigrations, MigrationKillTest, ::testing::Values(0, 1, 2), startName);

} // namespace migrationkill
