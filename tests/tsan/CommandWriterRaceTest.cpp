// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <numeric>
#include <string>
#include <thread>
#include <vector>

// The command writer under ThreadSanitizer: callers on several threads append, flush, retry and
// ask what is pending while the writer's own thread writes and emits its signals, once with a
// free file and once with a file that is locked and then freed. ThreadSanitizer fails the run on
// any data race or lock-order inversion; the checks below fail it on a lost or reordered command.

using namespace scouter::store;

namespace {

constexpr int kProducers = 4;

[[nodiscard]] StoredCommand raceCommand(qint64 seq, const std::string& who) {
    StoredCommand command;
    command.seq = seq;
    command.command = {{"do", "ki"}, {"who", who}, {"amount", -1}};
    command.events = {{{"type", "ki-set"}, {"v", 1}, {"who", who}, {"value", 1000 - seq}}};
    return command;
}

class CommandWriterRaceTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_path = m_dir.filePath(QStringLiteral("campaign.scouter"));
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        // One encounter per producer: each appends its own encounter's commands in order.
        for (int i = 1; i <= kProducers; ++i) {
            ASSERT_TRUE(
                db.value()
                    .exec(QStringLiteral("INSERT INTO encounters (id, title, ruleset, grid_width, grid_height, "
                                         "created_at) VALUES (%1, 'race', 'dbu', 10, 10, '2026-05-01T20:15:00Z')")
                              .arg(i),
                          QStringLiteral("test"))
                    .ok());
        }
    }

    [[nodiscard]] std::vector<qint64> storedSeqs(qint64 encounter) const {
        auto db = Database::open(m_path);
        std::vector<qint64> seqs;
        for (const StoredCommand& command : CommandLog(db.value()).load(encounter).value()) {
            seqs.push_back(command.seq);
        }
        return seqs;
    }

    // Each producer appends `commands` commands to its encounter and now and then retries, reads
    // pending() or flushes, as the window and the command line do.
    void produce(CommandWriter& writer, int commands, bool flushMustSucceed) {
        std::vector<std::thread> producers;
        for (int p = 1; p <= kProducers; ++p) {
            producers.emplace_back([&, p] {
                const std::string who = "fighter-" + std::to_string(p);
                for (int seq = 1; seq <= commands; ++seq) {
                    writer.append(p, raceCommand(seq, who), [&, p, seq](const Status& status) {
                        const std::lock_guard lock(m_doneMutex);
                        if (status.ok()) {
                            m_done[p].push_back(seq);
                        } else {
                            ++m_doneFailures;
                        }
                    });
                    if (seq % 5 == 0) {
                        writer.retry();
                    } else if (seq % 5 == 1) {
                        EXPECT_LE(writer.pending(), static_cast<std::size_t>(kProducers * commands));
                    } else if (seq % 10 == 2) {
                        const Status flushed = writer.flush();
                        if (flushMustSucceed) {
                            EXPECT_TRUE(flushed.ok()) << flushed.error().message.toStdString();
                        }
                    }
                }
            });
        }
        // A status bar polls what is pending and retries, all the time.
        std::atomic<int> running{kProducers};
        std::thread poller([&] {
            std::size_t most = 0;
            for (int round = 0; running > 0; ++round) {
                most = std::max(most, writer.pending());
                if (round % 64 == 0) {
                    writer.retry();
                }
                std::this_thread::yield();
            }
            EXPECT_LE(most, static_cast<std::size_t>(kProducers * commands)) << "more pending than appended";
        });
        std::thread joiner([&] {
            for (auto& producer : producers) {
                producer.join();
                --running;
            }
        });
        // Meanwhile this thread delivers the queued signals, as the UI thread's event loop does.
        QElapsedTimer timer;
        timer.start();
        while (running > 0 && timer.elapsed() < 60000) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        }
        joiner.join();
        poller.join();
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::mutex m_doneMutex;
    std::map<int, std::vector<qint64>> m_done;
    int m_doneFailures = 0;
};

TEST_F(CommandWriterRaceTest, AppendsFlushesAndRetriesFromSeveralThreadsStoreEveryCommandInOrder) {
    constexpr int kCommands = 40;
    CommandWriter writer(m_path);
    std::atomic<int> writtenOnWriterThread{0};
    int writtenOnUiThread = 0;
    QObject window;
    QObject::connect(
        &writer, &CommandWriter::written, &writer, [&](qint64, qint64) { ++writtenOnWriterThread; },
        Qt::DirectConnection);
    QObject::connect(&writer, &CommandWriter::written, &window, [&](qint64, qint64) { ++writtenOnUiThread; });

    produce(writer, kCommands, true);
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(writer.pending(), 0U);
    QElapsedTimer timer;
    timer.start();
    while (writtenOnUiThread < kProducers * kCommands && timer.elapsed() < 10000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    EXPECT_EQ(writtenOnWriterThread.load(), kProducers * kCommands);
    EXPECT_EQ(writtenOnUiThread, kProducers * kCommands);

    std::vector<qint64> inOrder(kCommands);
    std::iota(inOrder.begin(), inOrder.end(), 1);
    const std::lock_guard lock(m_doneMutex);
    for (int p = 1; p <= kProducers; ++p) {
        EXPECT_EQ(storedSeqs(p), inOrder) << "encounter " << p;
        EXPECT_EQ(m_done[p], inOrder) << "encounter " << p;
    }
    EXPECT_EQ(m_doneFailures, 0);
}

TEST_F(CommandWriterRaceTest, AFileLockedWhileThreadsAppendLosesNothingOnceItIsFree) {
    constexpr int kCommands = 25;
    auto other = Database::connect(m_path);
    ASSERT_TRUE(other.ok());
    ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("test")).ok());

    OpenOptions impatient;
    impatient.busyTimeoutMs = 5;
    CommandWriter writer(m_path, impatient);
    std::atomic<int> failures{0};
    QObject::connect(
        &writer, &CommandWriter::failed, &writer, [&](qint64, qint64, const StoreError&) { ++failures; },
        Qt::DirectConnection);

    produce(writer, kCommands, false);
    const Status locked = writer.flush();
    ASSERT_FALSE(locked.ok());
    EXPECT_EQ(locked.error().kind, StoreErrorKind::Locked) << locked.error().message.toStdString();
    EXPECT_EQ(writer.pending(), static_cast<std::size_t>(kProducers * kCommands)) << "every command is kept";
    EXPECT_GT(failures.load(), 0);

    // The other Scouter lets go: a retry from another thread writes them all, in order.
    ASSERT_TRUE(other.value().exec(QStringLiteral("COMMIT"), QStringLiteral("test")).ok());
    std::thread retrier([&] { writer.retry(); });
    retrier.join();
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(writer.pending(), 0U);

    std::vector<qint64> inOrder(kCommands);
    std::iota(inOrder.begin(), inOrder.end(), 1);
    for (int p = 1; p <= kProducers; ++p) {
        EXPECT_EQ(storedSeqs(p), inOrder) << "encounter " << p;
    }
    const std::lock_guard lock(m_doneMutex);
    EXPECT_GT(m_doneFailures, 0) << "each failed attempt was reported to its command";
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}

// The writer's moc output is compiled here, in this target's one unity batch, not on its own.
#include "moc_CommandWriter.cpp"
