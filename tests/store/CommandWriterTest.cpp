// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandWriter.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "SampleCampaignTest.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QThread>

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <vector>

using namespace scouter::store;

namespace {

class CommandWriterTest : public SampleCampaignTest {
protected:
    [[nodiscard]] std::vector<StoredCommand> stored() const {
        auto db = Database::open(m_path);
        return CommandLog(db.value()).load(m_encounter).value();
    }
};

TEST_F(CommandWriterTest, WritesEveryCommandInOrderOffTheCallersThread) {
    std::vector<StoredCommand> expected;
    std::mutex mutex;
    std::vector<qint64> completed;
    const auto caller = std::this_thread::get_id();
    std::atomic<bool> offThread{true};
    {
        CommandWriter writer(m_path);
        for (qint64 seq = 1; seq <= 50; ++seq) {
            expected.push_back(samples::command(seq));
            writer.append(m_encounter, expected.back(), [&, seq](const Status& status) {
                const std::lock_guard lock(mutex);
                EXPECT_TRUE(status.ok());
                completed.push_back(seq);
                if (std::this_thread::get_id() == caller) {
                    offThread = false;
                }
            });
        }
        ASSERT_TRUE(writer.flush().ok());
        EXPECT_EQ(writer.pending(), 0U);
    }
    EXPECT_TRUE(offThread);
    ASSERT_EQ(completed.size(), 50U);
    EXPECT_TRUE(std::is_sorted(completed.begin(), completed.end()));
    EXPECT_EQ(stored(), expected);
}

TEST_F(CommandWriterTest, ReportsWrittenAndFailedAsSignals) {
    CommandWriter writer(m_path);
    std::vector<qint64> written;
    QObject::connect(
        &writer, &CommandWriter::written, &writer, [&](qint64, qint64 seq) { written.push_back(seq); },
        Qt::DirectConnection);
    writer.append(m_encounter, samples::command(1));
    writer.append(m_encounter, samples::command(2));
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(written, (std::vector<qint64>{1, 2}));
}

TEST_F(CommandWriterTest, ADiskFullKeepsTheCommandsAndTheNextCommandRetriesThem) {
    std::vector<StoredCommand> expected;
    {
        // A cap just above the current size stands in for a full disk.
        auto db = Database::open(m_path);
        QSqlQuery query(db.value().connection());
        ASSERT_TRUE(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
        OpenOptions full;
        full.maxPageCount = query.value(0).toInt();
        CommandWriter writer(m_path, full);
        std::vector<StoreErrorKind> failures;
        QObject::connect(
            &writer, &CommandWriter::failed, &writer,
            [&](qint64, qint64, const StoreError& error) { failures.push_back(error.kind); }, Qt::DirectConnection);
        for (qint64 seq = 1; seq <= 40; ++seq) {
            expected.push_back(samples::command(seq));
            writer.append(m_encounter, expected.back());
        }
        const Status status = writer.flush();
        ASSERT_FALSE(status.ok());
        EXPECT_EQ(status.error().kind, StoreErrorKind::DiskFull);
        EXPECT_TRUE(status.error().message.contains(QStringLiteral("disk is full")));
        EXPECT_GT(writer.pending(), 0U) << "the unwritten commands are kept";
        EXPECT_FALSE(failures.empty());
    }
    const auto partial = stored();
    ASSERT_LT(partial.size(), expected.size());
    EXPECT_TRUE(std::equal(partial.begin(), partial.end(), expected.begin())) << "what was written is a prefix";

    // Space again: a new writer (the same one, once the disk has room) writes the rest in order.
    CommandWriter writer(m_path);
    for (std::size_t i = partial.size(); i < expected.size(); ++i) {
        writer.append(m_encounter, expected[i]);
    }
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(stored(), expected);
}

TEST_F(CommandWriterTest, ALockedFileIsReportedAndTheNextCommandWritesBoth) {
    auto other = Database::connect(m_path);
    ASSERT_TRUE(other.ok());
    ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("test")).ok());

    OpenOptions impatient;
    impatient.busyTimeoutMs = 50;
    CommandWriter writer(m_path, impatient);
    writer.append(m_encounter, samples::command(1));
    const Status locked = writer.flush();
    ASSERT_FALSE(locked.ok());
    EXPECT_EQ(locked.error().kind, StoreErrorKind::Locked);
    EXPECT_TRUE(locked.error().message.contains(QStringLiteral("another running Scouter")));
    EXPECT_EQ(writer.pending(), 1U);

    ASSERT_TRUE(other.value().exec(QStringLiteral("COMMIT"), QStringLiteral("test")).ok());
    writer.append(m_encounter, samples::command(2));
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(stored(), (std::vector<StoredCommand>{samples::command(1), samples::command(2)}));
}

TEST_F(CommandWriterTest, AppendNeverWaitsForTheDiskEvenWhenTheFileIsBusy) {
    auto other = Database::connect(m_path);
    ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("test")).ok());
    OpenOptions patient;
    patient.busyTimeoutMs = 1000; // the writer thread waits this long for the lock; the caller must not
    CommandWriter writer(m_path, patient);
    QElapsedTimer timer;
    timer.start();
    for (qint64 seq = 1; seq <= 20; ++seq) {
        writer.append(m_encounter, samples::command(seq));
    }
    EXPECT_LT(timer.elapsed(), 100) << "append() returned only after the disk";
    ASSERT_TRUE(other.value().exec(QStringLiteral("COMMIT"), QStringLiteral("test")).ok());
    ASSERT_TRUE(writer.flush().ok());
    EXPECT_EQ(stored().size(), 20U);
}

TEST_F(CommandWriterTest, SignalsReachAReceiverOnTheUiThreadThroughItsEventLoop) {
    CommandWriter writer(m_path);
    QObject receiver; // lives on this thread, as a window would
    std::vector<qint64> written;
    bool onReceiverThread = true;
    QObject::connect(&writer, &CommandWriter::written, &receiver, [&](qint64, qint64 seq) {
        written.push_back(seq);
        onReceiverThread = onReceiverThread && QThread::currentThread() == receiver.thread();
    });
    writer.append(m_encounter, samples::command(1));
    writer.append(m_encounter, samples::command(2));
    ASSERT_TRUE(writer.flush().ok());
    QElapsedTimer timer;
    timer.start();
    while (written.size() < 2 && timer.elapsed() < 5000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    }
    EXPECT_EQ(written, (std::vector<qint64>{1, 2}));
    EXPECT_TRUE(onReceiverThread);
}

TEST_F(CommandWriterTest, AReadOnlyFileIsReportedAndNothingIsLost) {
    OpenOptions readOnly;
    readOnly.readOnly = true;
    CommandWriter writer(m_path, readOnly);
    writer.append(m_encounter, samples::command(1));
    const Status status = writer.flush();
    ASSERT_FALSE(status.ok());
    EXPECT_EQ(status.error().kind, StoreErrorKind::ReadOnly) << status.error().message.toStdString();
    EXPECT_EQ(writer.pending(), 1U);
    EXPECT_TRUE(stored().empty());
}

// Issue 13: what a failed save keeps in memory can be written elsewhere, whole, while the
// campaign's own file is locked (or its disk full).
TEST_F(CommandWriterTest, ACopyElsewhereHoldsTheCampaignWithEveryUnsavedCommand) {
    std::vector<StoredCommand> expected;
    {
        CommandWriter first(m_path);
        for (qint64 seq = 1; seq <= 2; ++seq) {
            expected.push_back(samples::command(seq));
            first.append(m_encounter, expected.back());
        }
        ASSERT_TRUE(first.flush().ok());
    }
    auto other = Database::connect(m_path);
    ASSERT_TRUE(other.ok());
    ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("test")).ok());
    OpenOptions impatient;
    impatient.busyTimeoutMs = 50;
    CommandWriter writer(m_path, impatient);
    for (qint64 seq = 3; seq <= 5; ++seq) {
        expected.push_back(samples::command(seq));
        writer.append(m_encounter, expected.back());
    }
    ASSERT_FALSE(writer.flush().ok());
    ASSERT_EQ(writer.pending(), 3U);

    const QString copy = m_dir.filePath(QStringLiteral("elsewhere.scouter"));
    const Status copied = writer.saveCopy(copy);
    ASSERT_TRUE(copied.ok()) << copied.error().message.toStdString();
    EXPECT_EQ(writer.pending(), 3U) << "the campaign's own queue is kept for a retry";
    {
        auto db = Database::open(copy);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        EXPECT_EQ(CommandLog(db.value()).load(m_encounter).value(), expected);
        EXPECT_EQ(EncounterRepository(db.value()).get(m_encounter).value().title, samples::encounter().title);
    }
    ASSERT_TRUE(other.value().exec(QStringLiteral("COMMIT"), QStringLiteral("test")).ok());
    EXPECT_EQ(stored(), (std::vector<StoredCommand>(expected.begin(), expected.begin() + 2)))
        << "the campaign file itself is as it was";
}

TEST_F(CommandWriterTest, ACopyNeverWritesOverAFileOrBesideAStrayJournal) {
    CommandWriter writer(m_path);
    writer.append(m_encounter, samples::command(1));
    ASSERT_TRUE(writer.flush().ok());
    const QString taken = m_dir.filePath(QStringLiteral("taken.scouter"));
    testfiles::writeBytes(taken, "the ARC's notes");
    const Status overwrite = writer.saveCopy(taken);
    ASSERT_FALSE(overwrite.ok());
    EXPECT_TRUE(overwrite.error().message.contains(QStringLiteral("already exists")))
        << overwrite.error().message.toStdString();
    EXPECT_EQ(testfiles::readBytes(taken), QByteArray("the ARC's notes"));

    // A -wal left by another database would be merged into the new copy.
    const QString beside = m_dir.filePath(QStringLiteral("fresh.scouter"));
    testfiles::writeBytes(beside + QStringLiteral("-wal"), "another database's log");
    EXPECT_FALSE(writer.saveCopy(beside).ok());
    EXPECT_FALSE(QFile::exists(beside));
    EXPECT_EQ(testfiles::readBytes(beside + QStringLiteral("-wal")), QByteArray("another database's log"));
}

TEST_F(CommandWriterTest, SettleWaitsForTheWritesUnderWayButNeverRetriesAFailedOne) {
    {
        CommandWriter writer(m_path);
        for (qint64 seq = 1; seq <= 20; ++seq) {
            writer.append(m_encounter, samples::command(seq));
        }
        writer.settle();
        EXPECT_EQ(writer.pending(), 0U);
        EXPECT_FALSE(writer.lastError().has_value());
    }
    auto other = Database::connect(m_path);
    ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("test")).ok());
    OpenOptions impatient;
    impatient.busyTimeoutMs = 50;
    CommandWriter writer(m_path, impatient);
    std::atomic<int> attempts{0};
    writer.append(m_encounter, samples::command(21), [&](const Status&) { ++attempts; });
    writer.settle();
    EXPECT_EQ(writer.pending(), 1U);
    ASSERT_TRUE(writer.lastError().has_value());
    EXPECT_EQ(writer.lastError()->kind, StoreErrorKind::Locked);
    EXPECT_EQ(writer.pendingByEncounter(), (std::map<qint64, std::size_t>{{m_encounter, 1U}}));
    ASSERT_TRUE(other.value().exec(QStringLiteral("COMMIT"), QStringLiteral("test")).ok());
    writer.settle();
    EXPECT_EQ(attempts, 1) << "settle() tried the failed command again";
    EXPECT_EQ(writer.pending(), 1U);
}

} // namespace
