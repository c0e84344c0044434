// SPDX-License-Identifier: GPL-3.0-or-later
// An encounter's log is parsed on several threads (StoredLogTexts): what it reads, the damage it
// names and the bytes that are not UTF-8 must come out as one reader going through the commands
// and then the events, in order, met them.
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "SampleRecords.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

using namespace scouter::store;

namespace {

// Long enough to be parsed in several ranges on any machine with more than one core.
constexpr qint64 kLogCommands = 1500;

class LogReadTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        auto db = Database::open(m_dir.filePath(QStringLiteral("log.scouter")));
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
        m_id = EncounterRepository(*m_db).create(samples::encounter()).value();
        const Status stored = m_db->transaction(
            [&]() -> Status {
                for (qint64 seq = 1; seq <= kLogCommands; ++seq) {
                    if (Status inserted = CommandLog(*m_db).insert(m_id, samples::command(seq)); !inserted.ok()) {
                        return inserted;
                    }
                }
                return Status();
            },
            QStringLiteral("test"));
        ASSERT_TRUE(stored.ok()) << stored.error().message.toStdString();
    }

    // An event Scouter did not write, after the events command `seq` has (the log is append-only:
    // rows are added, never changed).
    void addEvent(qint64 seq, int position, const QString& payload) {
        const Status added = m_db->exec(
            QStringLiteral("INSERT INTO encounter_events (encounter_id, command_seq, position, type, payload) "
                           "VALUES (%1, %2, %3, 'ki-set', %4)")
                .arg(m_id)
                .arg(seq)
                .arg(position)
                .arg(payload),
            QStringLiteral("test"));
        ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    }

    [[nodiscard]] QString loadError() {
        auto loaded = CommandLog(*m_db).load(m_id);
        EXPECT_FALSE(loaded.ok());
        return loaded.ok() ? QString() : loaded.error().message;
    }

    QTemporaryDir m_dir;
    std::optional<Database> m_db;
    qint64 m_id = 0;
};

TEST_F(LogReadTest, ALongLogReadsBackAsItWasWrittenCommandByCommand) {
    auto loaded = CommandLog(*m_db).load(m_id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    ASSERT_EQ(loaded.value().size(), static_cast<std::size_t>(kLogCommands));
    for (qint64 seq = 1; seq <= kLogCommands; ++seq) {
        ASSERT_EQ(loaded.value()[static_cast<std::size_t>(seq - 1)], samples::command(seq)) << "command " << seq;
    }
}

TEST_F(LogReadTest, EventsHandedOverArriveInTheirCommandsOrderAfterTheCount) {
    std::mutex guard;
    std::size_t counted = 0;
    std::map<std::size_t, std::vector<std::pair<std::size_t, nlohmann::json>>> taken;
    std::vector<std::thread::id> takers;
    std::condition_variable anotherTaker;
    bool waited = false;
    const bool cores = std::thread::hardware_concurrency() > 1;
    CommandLog::EventSink sink;
    sink.commands = [&](std::size_t commands) {
        const std::scoped_lock lock(guard);
        EXPECT_TRUE(taken.empty()) << "the count comes before any event";
        counted = commands;
    };
    sink.take = [&](std::size_t command, std::size_t event, nlohmann::json&& json) {
        std::unique_lock lock(guard);
        taken[command].emplace_back(event, std::move(json));
        if (std::find(takers.begin(), takers.end(), std::this_thread::get_id()) == takers.end()) {
            takers.push_back(std::this_thread::get_id());
            anotherTaker.notify_all();
        }
        // The first thread to hand an event over holds its piece until another thread takes one:
        // on a loaded machine it could otherwise parse every piece before another thread is
        // scheduled, and a reader that never shares the work would pass unseen.
        if (cores && !waited) {
            waited = true;
            anotherTaker.wait_for(lock, std::chrono::seconds(10), [&] { return takers.size() > 1; });
        }
    };
    auto loaded = CommandLog(*m_db).load(m_id, sink);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    EXPECT_EQ(counted, static_cast<std::size_t>(kLogCommands));
    ASSERT_EQ(taken.size(), static_cast<std::size_t>(kLogCommands));
    for (const auto& [command, events] : taken) {
        const StoredCommand expected = samples::command(static_cast<qint64>(command + 1));
        EXPECT_TRUE(loaded.value()[command].events.empty()) << "taken, not kept";
        EXPECT_EQ(loaded.value()[command].command, expected.command);
        ASSERT_EQ(events.size(), expected.events.size()) << "command " << command + 1;
        for (std::size_t e = 0; e < events.size(); ++e) {
            EXPECT_EQ(events[e].first, e) << "command " << command + 1;
            EXPECT_EQ(events[e].second, expected.events[e]) << "command " << command + 1;
        }
    }
    if (cores) {
        EXPECT_GT(takers.size(), 1U) << "a long log is parsed on more than one thread";
    }
}

// Damage early in the events and late in the commands: the commands are all read first.
TEST_F(LogReadTest, TheDamageNamedIsTheFirstAReaderInOrderMeets) {
    const QString tooLarge = QStringLiteral("'{\"type\":\"ki-set\",\"v\":1,\"who\":\"goku\",\"value\":1e999}'");
    addEvent(kLogCommands - 10, 2, tooLarge);
    addEvent(3, 2, QStringLiteral("'[1]'"));
    EXPECT_TRUE(loadError().contains(QStringLiteral("the stored text of event 3 of command 3 is not")))
        << loadError().toStdString();
    const Status late = m_db->exec(QStringLiteral("INSERT INTO encounter_commands (encounter_id, seq, kind, command, "
                                                  "created_at) VALUES (%1, %2, 'command', '{\"amount\":1e999}', "
                                                  "'2026-05-01T20:15:00Z')")
                                       .arg(m_id)
                                       .arg(kLogCommands + 1),
                                   QStringLiteral("test"));
    ASSERT_TRUE(late.ok()) << late.error().message.toStdString();
    const QString error = loadError();
    EXPECT_TRUE(error.contains(QStringLiteral("the stored text of the arguments of command %1 is not the JSON "
                                              "Scouter wrote (the file is damaged: amount: the number 1e999 is beyond")
                                   .arg(kLogCommands + 1)))
        << error.toStdString();
}

// A text with bytes that are not UTF-8 (another program's, or an old Scouter's on a broken disk)
// reads as Qt's driver read it, through SQLite's UTF-16, wherever in the log it lies.
TEST_F(LogReadTest, BytesThatAreNotUtf8ReadAsTheyAlwaysDid) {
    // {"type":"ki-set","v":1,"who":"Andr\xE9","value":5}: a Latin-1 é.
    const QByteArray bytes = QByteArrayLiteral("{\"type\":\"ki-set\",\"v\":1,\"who\":\"Andr\xE9\",\"value\":5}");
    for (const qint64 seq : {qint64{2}, kLogCommands - 2}) {
        addEvent(seq, 2, QStringLiteral("CAST(X'%1' AS TEXT)").arg(QString::fromLatin1(bytes.toHex())));
    }
    auto loaded = CommandLog(*m_db).load(m_id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    for (const qint64 seq : {qint64{2}, kLogCommands - 2}) {
        const auto& events = loaded.value()[static_cast<std::size_t>(seq - 1)].events;
        ASSERT_EQ(events.size(), 3U) << "command " << seq;
        EXPECT_EQ(events[2].value("who", std::string()), "Andr\xEF\xBF\xBD") << "command " << seq;
        EXPECT_EQ(events[2].value("value", 0), 5) << "command " << seq;
    }
}

} // namespace
