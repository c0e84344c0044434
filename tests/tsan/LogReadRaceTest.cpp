// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLog.h"
#include "Database.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>
#include <vector>

// An encounter's log parsed on several threads (StoredLogTexts) under ThreadSanitizer: the
// threads write the commands they were given and hand each event to the reader's sink, which
// keeps one entry per command with no lock of its own, as the replay does.

using namespace scouter::store;

namespace {

TEST(LogReadRaceTest, ALongLogParsedOnSeveralThreadsHandsEachCommandsEventsOverInOrder) {
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("campaign.scouter")));
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    ASSERT_TRUE(db.value()
                    .exec(QStringLiteral("INSERT INTO encounters (id, title, ruleset, grid_width, grid_height, "
                                         "created_at) VALUES (1, 'race', 'dbu', 10, 10, '2026-05-01T20:15:00Z')"),
                          QStringLiteral("test"))
                    .ok());
    constexpr qint64 kCommands = 3000;
    const Status stored = db.value().transaction(
        [&]() -> Status {
            for (qint64 seq = 1; seq <= kCommands; ++seq) {
                StoredCommand command;
                command.seq = seq;
                command.command = {{"do", "ki"}, {"amount", seq}};
                for (int e = 0; e < 3; ++e) {
                    command.events.push_back({{"type", "ki-set"}, {"v", 1}, {"who", "goku"}, {"value", seq * 3 + e}});
                }
                if (Status inserted = CommandLog(db.value()).insert(1, command); !inserted.ok()) {
                    return inserted;
                }
            }
            return Status();
        },
        QStringLiteral("test"));
    ASSERT_TRUE(stored.ok()) << stored.error().message.toStdString();

    std::vector<std::vector<std::int64_t>> values;
    CommandLog::EventSink sink;
    sink.commands = [&](std::size_t commands) { values.resize(commands); };
    sink.take = [&](std::size_t command, std::size_t event, nlohmann::json&& json) {
        EXPECT_EQ(values[command].size(), event);
        values[command].push_back(json.at("value").get<std::int64_t>());
    };
    auto loaded = CommandLog(db.value()).load(1, sink);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    ASSERT_EQ(values.size(), static_cast<std::size_t>(kCommands));
    for (std::size_t c = 0; c < values.size(); ++c) {
        const auto seq = static_cast<std::int64_t>(c + 1);
        EXPECT_EQ(loaded.value()[c].command.at("amount"), seq);
        EXPECT_EQ(values[c], (std::vector<std::int64_t>{seq * 3, seq * 3 + 1, seq * 3 + 2})) << "command " << seq;
    }
}

} // namespace
