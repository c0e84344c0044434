// SPDX-License-Identifier: GPL-3.0-or-later
#include "StoreCli.h"
#include "TestFiles.h"

#include <QDateTime>
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
#include <optional>
#include <random>

namespace {

// Four children run side by side, a new one starting as soon as one is killed, so that the trials
// fit in make test's time on two cores; each is killed at a moment drawn at random over a whole
// run at that load. SCOUTER_KILL_TRIALS sets how many (make test kills 40 for the edit loop's
// budget, the nightly label 100, the default); nullopt when it is not a count from 4 to 10000.
constexpr int kDefaultKillTrials = 100;
constexpr std::size_t kKillAtOnce = 4;

[[nodiscard]] std::optional<int> killTrials() {
    const QByteArray set = qgetenv("SCOUTER_KILL_TRIALS");
    if (set.isEmpty()) {
        return kDefaultKillTrials;
    }
    bool number = false;
    const int count = set.toInt(&number);
    return number && count >= 4 && count <= 10000 ? std::optional(count) : std::nullopt;
}

[[nodiscard]] QStringList recordArgs(const QString& db) {
    return {QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()};
}

// A scouter-cli process without its leak check at exit: that check is the longest part of a
// short run under the sanitizers, and the other store tests make it; here only what reaches the
// disk matters.
[[nodiscard]] std::unique_ptr<QProcess> quickCli() {
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString asan = environment.value(QStringLiteral("ASAN_OPTIONS"));
    environment.insert(QStringLiteral("ASAN_OPTIONS"),
                       asan.isEmpty() ? QStringLiteral("detect_leaks=0") : asan + QStringLiteral(":detect_leaks=0"));
    process->setProcessEnvironment(environment);
    return process;
}

// scouter-cli runs, kKillAtOnce at a time.
class CliBatch {
public:
    std::size_t add(const QStringList& args) {
        m_args.push_back(args);
        m_processes.push_back(quickCli());
        return m_processes.size() - 1;
    }
    void runAll() {
        for (std::size_t first = 0; first < m_processes.size(); first += kKillAtOnce) {
            const std::size_t end = std::min(first + kKillAtOnce, m_processes.size());
            for (std::size_t i = first; i < end; ++i) {
                m_processes[i]->start(QStringLiteral(SCOUTER_CLI), m_args[i]);
            }
            for (std::size_t i = first; i < end; ++i) {
                m_processes[i]->waitForFinished(120000);
            }
        }
    }
    [[nodiscard]] std::size_t size() const { return m_processes.size(); }
    // Read once: a process gives its output away.
    [[nodiscard]] const StoreCliRun& result(std::size_t i) {
        if (!m_results.contains(i)) {
            QProcess& process = *m_processes[i];
            m_results[i] = {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                            QString::fromUtf8(process.readAllStandardError())};
        }
        return m_results[i];
    }

private:
    std::vector<QStringList> m_args;
    std::vector<std::unique_ptr<QProcess>> m_processes;
    std::map<std::size_t, StoreCliRun> m_results;
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
    QDateTime startedAt;   // the wall clock the stored commands' times are read against
    int commands = -1;     // stored commands; -1: killed before the encounter was stored
    std::size_t state = 0; // its `state` run among the readers
};

struct KillCounts {
    int noFile = 0;
    int noEncounter = 0;
    int noCommand = 0;
    int partial = 0;
    int complete = 0;
};

// A running child and when it started.
struct KillSlot {
    KillTrial* trial = nullptr;
    std::unique_ptr<QProcess> child;
    QElapsedTimer started;
};

// Runs every trial's child and kills it at its moment, kKillAtOnce at a time: the next child
// starts as soon as one is killed.
void killAll(std::vector<KillTrial>& trials) {
    std::vector<KillSlot> slots;
    std::size_t next = 0;
    const auto startNext = [&] {
        if (next == trials.size()) {
            return;
        }
        KillSlot slot{&trials[next++], quickCli(), {}};
        slot.child->start(QStringLiteral(SCOUTER_CLI), recordArgs(slot.trial->db));
        slot.started.start();
        slot.trial->startedAt = QDateTime::currentDateTimeUtc();
        slots.push_back(std::move(slot));
    };
    while (next < std::min(kKillAtOnce, trials.size())) {
        startNext();
    }
    const auto left = [](const KillSlot& slot) { return slot.trial->killAtMs - slot.started.elapsed(); };
    while (!slots.empty()) {
        const auto first = std::min_element(slots.begin(), slots.end(),
                                            [&](const KillSlot& a, const KillSlot& b) { return left(a) < left(b); });
        if (const qint64 wait = left(*first); wait > 0) {
            QThread::msleep(static_cast<unsigned long>(wait));
        }
        // A pid of 0 would signal this whole process group; a finished child is not reaped yet
        // (no event loop runs here), so its pid is still its own.
        if (const auto pid = static_cast<pid_t>(first->child->processId()); pid > 0) {
            ::kill(pid, SIGKILL);
        }
        first->child->waitForFinished(120000);
        slots.erase(first);
        startNext();
    }
}

// When a run stored its commands, in ms from a start: the stretch a kill must hit to cut a run
// between two commands.
struct StoringWindow {
    qint64 fromMs = -1;
    qint64 toMs = -1;
    bool complete = false; // some run stored its last command, so toMs is where storing ended

    void widen(qint64 first, qint64 last) {
        fromMs = fromMs < 0 ? first : std::min(fromMs, first);
        toMs = std::max(toMs, last);
    }
    [[nodiscard]] bool known() const { return fromMs >= 0 && toMs >= fromMs; }
};

[[nodiscard]] QDateTime storedAt(const QString& db, const char* which) {
    return QDateTime::fromString(
        testfiles::queryValue(
            db, QStringLiteral("SELECT %1(created_at) FROM encounter_commands").arg(QLatin1String(which))),
        Qt::ISODateWithMs);
}

// Whether the killed run left a healthy file with the first commands of the reference, each whole;
// counts where the kill fell, and widens the window by when this run stored its commands.
void checkKilled(KillTrial& trial, const std::map<qint64, QStringList>& reference, KillCounts& counts,
                 StoringWindow& seen) {
    if (!QFile::exists(trial.db)) {
        ++counts.noFile; // killed before it created the campaign
        return;
    }
    EXPECT_EQ(testfiles::queryValue(trial.db, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
    if (testfiles::queryValue(trial.db, QStringLiteral("SELECT count(*) FROM encounters")) != QStringLiteral("1")) {
        ++counts.noEncounter; // killed before the encounter was created
        return;
    }
    const auto stored = storedCommands(trial.db);
    trial.commands = static_cast<int>(stored.size());
    auto expected = reference;
    expected.erase(expected.upper_bound(trial.commands), expected.end());
    EXPECT_EQ(stored, expected) << "the stored log is not the first " << trial.commands
                                << " commands of an undisturbed run, each whole";
    if (static_cast<std::size_t>(trial.commands) == reference.size()) {
        ++counts.complete;
        seen.complete = true;
    } else if (trial.commands > 0) {
        ++counts.partial;
    } else {
        ++counts.noCommand;
    }
    if (trial.commands > 0) {
        seen.widen(trial.startedAt.msecsTo(storedAt(trial.db, "min")),
                   trial.startedAt.msecsTo(storedAt(trial.db, "max")));
    }
}

// A child `scouter-cli scenario --database` is killed with SIGKILL at a random moment of its run.
// Whatever it managed to store must be a healthy file holding exactly the first commands of an
// undisturbed run, each with all its events, and its encounter must replay (`state`) to the live
// run stopped after the same number of commands: no command half-written, none lost once stored.
TEST(KillTest, AKilledRunLeavesExactlyTheCommandsItStored) {
    // Undisturbed runs side by side give the reference log and when, at that load, a run has
    // stored its last command (its commands' times), so the kills spread over the whole of
    // that and not over the exit that follows.
    QTemporaryDir referenceDir;
    CliBatch undisturbed;
    for (std::size_t i = 0; i < kKillAtOnce; ++i) {
        undisturbed.add(recordArgs(referenceDir.filePath(QStringLiteral("full-%1.scouter").arg(i))));
    }
    const QDateTime started = QDateTime::currentDateTimeUtc();
    undisturbed.runAll();
    qint64 fullRunMs = 0;
    qint64 storingFromMs = -1; // when the undisturbed runs stored their first command, the earliest
    std::map<qint64, QStringList> reference;
    for (std::size_t i = 0; i < kKillAtOnce; ++i) {
        const StoreCliRun run = undisturbed.result(i);
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
        const QString db = referenceDir.filePath(QStringLiteral("full-%1.scouter").arg(i));
        const QDateTime last = storedAt(db, "max");
        ASSERT_TRUE(last.isValid());
        fullRunMs = std::max(fullRunMs, started.msecsTo(last) + started.msecsTo(last) / 10);
        const QDateTime first = storedAt(db, "min");
        ASSERT_TRUE(first.isValid());
        storingFromMs = storingFromMs < 0 ? started.msecsTo(first) : std::min(storingFromMs, started.msecsTo(first));
        const auto stored = storedCommands(db);
        ASSERT_FALSE(stored.empty());
        if (i == 0) {
            reference = stored;
        }
        ASSERT_EQ(stored, reference) << "the scenario stores the same log on every run";
    }

    const std::optional<int> planned = killTrials();
    ASSERT_TRUE(planned.has_value()) << "SCOUTER_KILL_TRIALS='" << qgetenv("SCOUTER_KILL_TRIALS").toStdString()
                                     << "' is not a count from 4 to 10000";
    const int trialCount = *planned;
    std::vector<KillTrial> trials(static_cast<std::size_t>(trialCount));
    std::mt19937 random(20260501);
    // Half the trials anywhere in the run, half while it stores commands: the faster the store,
    // the shorter that stretch against the start-up before it, and it is what the test is about.
    std::uniform_int_distribution<qint64> anywhere(0, fullRunMs);
    std::uniform_int_distribution<qint64> storing(std::clamp<qint64>(storingFromMs, 0, fullRunMs), fullRunMs);
    for (std::size_t t = 0; t < trials.size(); ++t) {
        trials[t].killAtMs = t % 2 == 0 ? anywhere(random) : storing(random);
    }
    QElapsedTimer phase;
    phase.start();
    killAll(trials);
    KillCounts counts;
    StoringWindow seen;
    for (std::size_t t = 0; t < trials.size(); ++t) {
        SCOPED_TRACE("trial " + std::to_string(t) + ", killed at " + std::to_string(trials[t].killAtMs) + " ms");
        checkKilled(trials[t], reference, counts, seen);
    }
    // Children started at every kill, four at once, do not run at the pace of the undisturbed
    // runs: on a loaded machine most kills can fall before or after the storing. Then more trials
    // aim at the stretch the killed runs themselves took to store their commands.
    int topUps = 0;
    for (; topUps < 3 && counts.partial < trialCount / 4 && seen.known(); ++topUps) {
        const qint64 to = seen.complete ? seen.toMs : std::max(seen.toMs, fullRunMs);
        std::uniform_int_distribution<qint64> aimed(seen.fromMs, to);
        std::vector<KillTrial> more(static_cast<std::size_t>(trialCount / 2));
        for (KillTrial& trial : more) {
            trial.killAtMs = aimed(random);
        }
        killAll(more);
        for (KillTrial& trial : more) {
            SCOPED_TRACE("aimed trial, killed at " + std::to_string(trial.killAtMs) + " ms");
            checkKilled(trial, reference, counts, seen);
        }
        trials.insert(trials.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    const qint64 killMs = phase.restart();

    // Each stored encounter is replayed, and each number of commands is played live once.
    CliBatch readers;
    std::map<int, std::size_t> live;
    for (KillTrial& trial : trials) {
        if (trial.commands < 0) {
            continue;
        }
        trial.state =
            readers.add({QStringLiteral("state"), QStringLiteral("--database"), trial.db, QStringLiteral("1")});
        if (!live.contains(trial.commands)) {
            live[trial.commands] =
                readers.add({QStringLiteral("scenario"), ambushScenario(), QStringLiteral("--stop-after"),
                             QString::number(trial.commands), QStringLiteral("--state")});
        }
    }
    readers.runAll();
    const qint64 readMs = phase.elapsed();
    for (const auto& [commands, reader] : live) {
        const StoreCliRun run = readers.result(reader);
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    }
    for (std::size_t t = 0; t < trials.size(); ++t) {
        const KillTrial& trial = trials[t];
        if (trial.commands < 0) {
            continue;
        }
        SCOPED_TRACE("trial " + std::to_string(t) + ", killed at " + std::to_string(trial.killAtMs) + " ms");
        const StoreCliRun replayed = readers.result(trial.state);
        ASSERT_EQ(replayed.exitCode, 0) << replayed.err.toStdString();
        EXPECT_EQ(replayed.json().value(QStringLiteral("commands")).toInt(), trial.commands);
        EXPECT_EQ(replayed.json(), readers.result(live[trial.commands]).json())
            << "after " << trial.commands << " stored commands";
    }
    std::cout << "[ kill    ] " << trials.size() << " trials (" << topUps << " aimed rounds) over the first "
              << fullRunMs << " ms of a run of " << reference.size() << " commands (" << kKillAtOnce
              << " at once): " << counts.noFile << " before the file, " << counts.noEncounter
              << " before the encounter, " << counts.noCommand << " before the first command, " << counts.partial
              << " mid-run, " << counts.complete << " after the last command; killing took " << killMs << " ms, "
              << (readers.size() - live.size()) << " replays and " << live.size() << " live runs " << readMs << " ms\n";
    EXPECT_GE(counts.partial, trialCount / 4) << "too few trials hit the run while it was storing commands";
}

} // namespace
