// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLog.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "SampleRecords.h"

#include "events/EventJson.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

[[nodiscard]] StoredCommand storedCommand(qint64 seq, CommandKind kind, std::vector<nlohmann::json> events = {}) {
    StoredCommand command;
    command.seq = seq;
    command.kind = kind;
    command.command = {{"name", toString(kind).toStdString()}};
    command.events = std::move(events);
    return command;
}

// The kill test saw 2 runs in 500 leave an encounter listed as running whose replay said ended:
// the end was written after the command that ended it, in a transaction of its own. Each step
// here is what the file holds if the process dies right after that command is written.
TEST(ListedEndingTest, TheListAgreesWithTheReplayAfterEveryStoredCommand) {
    QTemporaryDir dir;
    auto opened = Database::open(dir.filePath(QStringLiteral("campaign.scouter")));
    ASSERT_TRUE(opened.ok());
    Database& db = opened.value();
    const qint64 id = EncounterRepository(db).create(samples::encounter()).value();
    const auto check = [&](bool ended, const QString& outcome, const char* after) {
        const auto replayed = EncounterReplay::load(db, id);
        ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
        EXPECT_EQ(replayed.value().state.ended, ended) << after;
        const EncounterRecord listed = EncounterRepository(db).list().value().at(0).encounter;
        EXPECT_EQ(listed.endedAt.has_value(), ended) << after;
        EXPECT_EQ(listed.outcome, outcome) << after;
    };
    const auto ending = scouter::engine::toJson(scouter::engine::events::EncounterEnded{"ceasefire"});

    ASSERT_TRUE(CommandLog(db).append(id, samples::command(1)).ok());
    check(false, QString(), "a command");
    ASSERT_TRUE(CommandLog(db).append(id, storedCommand(2, CommandKind::Command, {ending})).ok());
    check(true, QStringLiteral("ceasefire"), "the end");
    ASSERT_TRUE(CommandLog(db).append(id, storedCommand(3, CommandKind::Undo)).ok());
    check(false, QString(), "undoing the end");
    ASSERT_TRUE(CommandLog(db).append(id, storedCommand(4, CommandKind::Redo)).ok());
    check(true, QStringLiteral("ceasefire"), "redoing the end");
}

} // namespace
