// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLog.h"

#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterTimeline.h"
#include "LogReplayer.h"
#include "SampleRecords.h"
#include "dbu/DbuState.h"

#include "events/EventJson.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

// An event stored for an encounter that does not have the combatant it names: what a flipped
// byte in the file (integrity_check does not look inside JSON) or an old unchecked import leaves.
class StoredEventTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
    }

    [[nodiscard]] qint64 encounterWith(const std::vector<StoredCommand>& log) {
        const qint64 id = EncounterRepository(*m_db).create(samples::encounter()).value();
        for (const StoredCommand& command : log) {
            EXPECT_TRUE(CommandLog(*m_db).append(id, command).ok());
        }
        return id;
    }

    [[nodiscard]] static StoredCommand namingNobody(qint64 seq) {
        StoredCommand command = samples::command(seq);
        command.command["name"] = "ki";
        command.events[0]["who"] = "x";
        return command;
    }

    [[nodiscard]] static StoredCommand undo(qint64 seq) {
        StoredCommand command;
        command.seq = seq;
        command.kind = CommandKind::Undo;
        command.command = {{"name", "undo"}};
        return command;
    }

    QTemporaryDir m_dir;
    std::optional<Database> m_db;
};

// Before, replaying it threw std::out_of_range from the reducer through EncounterReplay::load:
// `state`, `search`, the exports, the review and opening the encounter all aborted.
TEST_F(StoredEventTest, AnEventNamingAnUnknownCombatantIsAMessageNamingTheEncounterAndCommand) {
    const qint64 good = encounterWith({samples::command(1), samples::command(2)});
    const qint64 bad = encounterWith({samples::command(1), namingNobody(2), samples::command(3)});

    auto replayed = EncounterReplay::load(*m_db, bad);
    ASSERT_FALSE(replayed.ok());
    EXPECT_EQ(replayed.error().kind, StoreErrorKind::Invalid);
    EXPECT_EQ(replayed.error().message.toStdString(),
              "Encounter 2 \"Saibamen in the wasteland\" cannot be replayed by this Scouter: command 2 (ki), "
              "event 1 (ki-set): names combatant \"x\" that is not in this encounter. Nothing was changed.");
    auto timeline = EncounterTimeline::load(*m_db, bad);
    ASSERT_FALSE(timeline.ok());
    EXPECT_EQ(timeline.error().message, replayed.error().message);

    // The rest of the campaign is not affected, and the commands before it still replay.
    ASSERT_TRUE(EncounterReplay::load(*m_db, good).ok());
    auto before = EncounterReplay::load(*m_db, bad, 1);
    ASSERT_TRUE(before.ok()) << before.error().message.toStdString();
    EXPECT_EQ(scouter::engine::dbu::fighter(before.value().state, "goku").ki, 79);
}

// Undo keeps the command for redo, and a redo would apply it: it is checked where it was played.
TEST_F(StoredEventTest, AnUndoneCommandIsCheckedToo) {
    const qint64 id = encounterWith({samples::command(1), namingNobody(2), undo(3)});
    auto replayed = EncounterReplay::load(*m_db, id);
    ASSERT_FALSE(replayed.ok());
    EXPECT_TRUE(replayed.error().message.contains(QStringLiteral("command 2 (ki), event 1 (ki-set)")))
        << replayed.error().message.toStdString();
}

// The replay without a database (the import check's and a fuzzer's entry) says where it stopped.
TEST_F(StoredEventTest, TheReplayWithoutADatabaseNamesTheCommandAndEvent) {
    const std::vector<StoredCommand> log{samples::command(1), namingNobody(2)};
    const auto outcome = LogReplayer::replay(samples::encounter(), log);
    const auto* fault = std::get_if<ReplayFault>(&outcome);
    ASSERT_NE(fault, nullptr);
    EXPECT_EQ(fault->command, 1U);
    EXPECT_EQ(fault->event, 0U);
    EXPECT_EQ(fault->what, QStringLiteral("names combatant \"x\" that is not in this encounter"));

    std::vector<StoredCommand> unreadable{samples::command(1)};
    unreadable[0].events[1] = nlohmann::json::parse("[1, 2]");
    const auto broken = LogReplayer::replay(samples::encounter(), unreadable);
    ASSERT_NE(std::get_if<ReplayFault>(&broken), nullptr);
    EXPECT_EQ(std::get<ReplayFault>(broken).event, 1U);
}

// A flipped byte inside a stored command's text leaves a file that integrity_check accepts and
// text that is not JSON; before, `scouter-cli log` read it as nothing and aborted on its name.
TEST_F(StoredEventTest, AStoredTextThatIsNoLongerJsonIsAMessageNamingTheEncounterAndCommand) {
    const qint64 id = encounterWith({samples::command(1)});
    QSqlQuery damage(m_db->connection());
    // The schema's json_valid() check stands for a healthy writer; the damage goes round it.
    ASSERT_TRUE(damage.exec(QStringLiteral("PRAGMA ignore_check_constraints = ON")));
    ASSERT_TRUE(damage.exec(QStringLiteral("INSERT INTO encounter_commands (encounter_id, seq, kind, command, "
                                           "created_at) VALUES (%1, 2, 'command', '{\"name\": \"ki', '')")
                                .arg(id)));
    auto log = CommandLog(*m_db).load(id);
    ASSERT_FALSE(log.ok());
    EXPECT_TRUE(log.error().message.contains(QStringLiteral("Encounter %1").arg(id)))
        << log.error().message.toStdString();
    EXPECT_TRUE(log.error().message.contains(QStringLiteral("of command 2"))) << log.error().message.toStdString();
    auto replayed = EncounterReplay::load(*m_db, id);
    ASSERT_FALSE(replayed.ok());
    EXPECT_TRUE(replayed.error().message.contains(QStringLiteral("of command 2")))
        << replayed.error().message.toStdString();
}

} // namespace
