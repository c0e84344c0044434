#include "StoreCli.h"
#include "TestFiles.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QThread>
#include <QVariant>

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <csignal>
#include <iostream>
#include <map>
#include <memory>
#include <random>

namespace {

// Children run side by side, a wave at a time, so that 120 trials fit in make test's time on two
// cores; each is still killed at a moment drawn at random over a whole run at that load.
constexpr int kKillTrials = 120;
constexpr int kKillWave = 4;

[[nodiscard]] QStringList recordArgs(const QString& db) {
    return {QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()};
}

// scouter-cli processes started together and waited for together. Their leak check at exit is
// off: it is the longest part of a short run under the sanitizers, and the other store tests
// make it; here only what reaches the disk matters.
class CliBatch {
public:
    std::size_t add(const QStringList& args) {
        m_args.push_back(args);
        m_processes.push_back(std::make_unique<QProcess>());
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
        environment.insert(QStringLiteral("ASAN_OPTIONS"), asan.isEmpty() ? QStringLiteral("detect_leaks=0")
                                                                          : asan + QStringLiteral(":detect_leaks=0"));
        m_processes.back()->setProcessEnvironment(environment);
        return m_processes.size() - 1;
    }
    void start(std::size_t i) { m_processes[i]->start(QStringLiteral(SCOUTER_CLI), m_args[i]); }
    void runAll() {
        for (std::size_t i = 0; i < m_processes.size(); ++i) {
            start(i);
        }
        waitAll();
    }
    void waitAll() {
        for (auto& process : m_processes) {
            process->waitForFinished(120000);
        }
    }
    [[nodiscard]] QProcess& process(std::size_t i) { return *m_processes[i]; }
    [[nodiscard]] StoreCliRun result(std::size_t i) {
        QProcess& process = *m_processes[i];
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                QString::fromUtf8(process.readAllStandardError())};
    }

private:
    std::vector<QStringList> m_args;
    std::vector<std::unique_ptr<QProcess>> m_processes;
};

// Every stored event with its command, in order, as plain text: one row per event (or per
// command without events). The creation times are left out; everything else must match.
[[nodiscard]] std::map<qint64, QStringList> storedCommands(const QString& db) {
    static std::atomic<int> connections{0};
    const QString name = QStringLiteral("kill-test-%1").arg(++connections);
    std::map<qint64, QStringList> commands;
    {
        QSqlDatabase connection = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        connection.setDatabaseName(db);
        if (connection.open()) {
            QSqlQuery query(connection);
            query.exec(QStringLiteral(
                "SELECT c.seq, c.kind, c.command, e.position, e.type, e.payload FROM encounter_commands c "
                "LEFT JOIN encounter_events e ON e.encounter_id = c.encounter_id AND e.command_seq = c.seq "
                "ORDER BY c.encounter_id, c.seq, e.position"));
            while (query.next()) {
                QStringList columns;
                for (int i = 1; i < 6; ++i) {
                    columns << query.value(i).toString();
                }
                commands[query.value(0).toLongLong()] << columns.join(QLatin1Char('|'));
            }
        }
        connection.close();
    }
    QSqlDatabase::removeDatabase(name);
    return commands;
}

struct KillTrial {
    std::unique_ptr<QTemporaryDir> dir = std::make_unique<QTemporaryDir>();
    QString db = dir->filePath(QStringLiteral("campaign.scouter"));
    qint64 killAtMs = 0;
    int commands = -1;     // stored commands; -1: killed before the encounter was stored
    std::size_t state = 0; // its `state` run in the wave's batch of readers
};

struct KillCounts {
    int noFile = 0;
    int noEncounter = 0;
    int noCommand = 0;
    int partial = 0;
    int complete = 0;
};

// A child `scouter-cli scenario --database` is killed with SIGKILL at a random moment of its run.
// Whatever it managed to store must be a healthy file holding exactly the first commands of an
// undisturbed run, each with all its events, and its encounter must replay (`state`) to the live
// run stopped after the same number of commands: no command half-written, none lost once stored.
TEST(KillTest, AKilledRunLeavesExactlyTheCommandsItStored) {
    // Undisturbed runs, a wave of them side by side, give the reference log and the time a run
    // takes at that load, so the kills spread over all of it.
    QTemporaryDir referenceDir;
    CliBatch undisturbed;
    for (int i = 0; i < kKillWave; ++i) {
        undisturbed.add(recordArgs(referenceDir.filePath(QStringLiteral("full-%1.scouter").arg(i))));
    }
    QElapsedTimer timer;
    timer.start();
    undisturbed.runAll();
    const qint64 fullRunMs = timer.elapsed();
    std::map<qint64, QStringList> reference;
    for (int i = 0; i < kKillWave; ++i) {
        const StoreCliRun run = undisturbed.result(static_cast<std::size_t>(i));
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        const auto stored = storedCommands(referenceDir.filePath(QStringLiteral("full-%1.scouter").arg(i)));
        ASSERT_FALSE(stored.empty());
        if (i == 0) {
            reference = stored;
        }
        ASSERT_EQ(stored, reference) << "the scenario stores the same log on every run";
    }

    std::mt19937 random(20260501);
    std::uniform_int_distribution<qint64> moment(0, fullRunMs);
    std::map<int, QJsonObject> live; // the live run's state after n commands
    KillCounts counts;
    for (int wave = 0; wave < kKillTrials / kKillWave; ++wave) {
        std::array<KillTrial, kKillWave> trials;
        CliBatch children;
        std::vector<std::pair<qint64, std::size_t>> schedule; // kill moment, child
        for (KillTrial& trial : trials) {
            trial.killAtMs = moment(random);
            schedule.emplace_back(trial.killAtMs, children.add(recordArgs(trial.db)));
        }
        std::sort(schedule.begin(), schedule.end());
        QElapsedTimer started;
        started.start();
        for (std::size_t i = 0; i < trials.size(); ++i) {
            children.start(i);
        }
        for (const auto& [killAtMs, child] : schedule) {
            const qint64 wait = killAtMs - started.elapsed();
            if (wait > 0) {
                QThread::msleep(static_cast<unsigned long>(wait));
            }
            // A pid of 0 would signal this whole process group; a finished child is not reaped
            // yet (no event loop runs here), so its pid is still its own.
            const auto pid = static_cast<pid_t>(children.process(child).processId());
            if (pid > 0) {
                ::kill(pid, SIGKILL);
            }
        }
        children.waitAll();

        // Each stored encounter is replayed, and each number of commands not seen before is
        // played live, all side by side.
        CliBatch readers;
        std::map<int, std::size_t> newLive;
        for (std::size_t t = 0; t < trials.size(); ++t) {
            KillTrial& trial = trials[t];
            SCOPED_TRACE("wave " + std::to_string(wave) + ", trial " + std::to_string(t) + ", killed at " +
                         std::to_string(trial.killAtMs) + " ms");
            if (!QFile::exists(trial.db)) {
                ++counts.noFile; // killed before it created the campaign
                continue;
            }
            EXPECT_EQ(testfiles::queryValue(trial.db, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
            if (testfiles::queryValue(trial.db, QStringLiteral("SELECT count(*) FROM encounters")) !=
                QStringLiteral("1")) {
                ++counts.noEncounter; // killed before the encounter was created
                continue;
            }
            const auto stored = storedCommands(trial.db);
            trial.commands = static_cast<int>(stored.size());
            auto expected = reference;
            expected.erase(expected.upper_bound(trial.commands), expected.end());
            EXPECT_EQ(stored, expected) << "the stored log is not the first " << trial.commands
                                        << " commands of an undisturbed run, each whole";
            if (static_cast<std::size_t>(trial.commands) == reference.size()) {
                ++counts.complete;
            } else if (trial.commands > 0) {
                ++counts.partial;
            } else {
                ++counts.noCommand;
            }
            trial.state =
                readers.add({QStringLiteral("state"), QStringLiteral("--database"), trial.db, QStringLiteral("1")});
            if (!live.contains(trial.commands) && !newLive.contains(trial.commands)) {
                newLive[trial.commands] =
                    readers.add({QStringLiteral("scenario"), ambushScenario(), QStringLiteral("--stop-after"),
                                 QString::number(trial.commands), QStringLiteral("--state")});
            }
        }
        readers.runAll();
        for (const auto& [commands, reader] : newLive) {
            const StoreCliRun run = readers.result(reader);
            ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
            live[commands] = run.json();
        }
        for (const KillTrial& trial : trials) {
            if (trial.commands < 0) {
                continue;
            }
            const StoreCliRun replayed = readers.result(trial.state);
            ASSERT_EQ(replayed.exitCode, 0) << replayed.err.toStdString();
            EXPECT_EQ(replayed.json().value(QStringLiteral("commands")).toInt(), trial.commands);
            EXPECT_EQ(replayed.json(), live[trial.commands]) << "after " << trial.commands << " stored commands";
        }
    }
    std::cout << "[ kill    ] " << kKillTrials << " trials over a " << fullRunMs << " ms run of " << reference.size()
              << " commands (" << kKillWave << " at once): " << counts.noFile << " before the file, "
              << counts.noEncounter << " before the encounter, " << counts.noCommand << " before the first command, "
              << counts.partial << " mid-run, " << counts.complete << " after the last command\n";
    EXPECT_GE(counts.partial, kKillTrials / 4) << "too few trials hit the run while it was storing commands";
}

} // namespace
