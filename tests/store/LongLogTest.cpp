// SPDX-License-Identifier: GPL-3.0-or-later
// A stored log longer than the replay's checkpoints (every 64 commands), undo and redo included:
// what is read from a checkpoint (a review's rows worded when shown, the state at a step, a resumed
// session's undo) must be what a walk through the whole log from the set-up gives.
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterSession.h"
#include "EncounterTimeline.h"
#include "RuleWords.h"

#include "dbu/DbuEvents.h"
#include "dice/SeededDice.h"
#include "events/EventJson.h"
#include "rules/Encounter.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

using namespace scouter::store;
namespace ev = scouter::engine::dbu;

namespace {

constexpr qint64 kCommands = 300;

// Goku's attack on a Saibaman, its Ki and the Saibaman's Life different at every command, so a
// row worded from the wrong state reads other numbers; every 40th command is an undo, the one after
// it a redo.
StoredCommand command(qint64 seq) {
    StoredCommand stored;
    stored.seq = seq;
    if (seq % 40 == 0) {
        stored.kind = CommandKind::Undo;
        stored.command = {{"name", "undo"}};
        return stored;
    }
    if (seq % 40 == 1 && seq > 1) {
        stored.kind = CommandKind::Redo;
        stored.command = {{"name", "redo"}};
    } else {
        stored.command = {{"name", "maneuver"}};
    }
    ev::ManeuverUsed maneuver;
    maneuver.who = "goku";
    maneuver.name = "basic-attack";
    maneuver.target = "saibaman-1";
    maneuver.hit = seq % 3 != 0;
    maneuver.faces = {7, 3};
    stored.events = {scouter::engine::toJson(maneuver),
                     scouter::engine::toJson(ev::KiSet{"goku", static_cast<int>(80 - seq % 37)}),
                     scouter::engine::toJson(ev::LifeSet{"saibaman-1", static_cast<int>(40 - seq % 29)})};
    return stored;
}

class LongLogTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("long.scouter"));
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
        m_id = DemoCampaign::create(*m_db).value();
        for (qint64 seq = 1; seq <= kCommands; ++seq) {
            const Status stored = CommandLog(*m_db).append(m_id, command(seq));
            ASSERT_TRUE(stored.ok()) << stored.error().message.toStdString();
        }
    }

    [[nodiscard]] EncounterTimeline timeline() {
        auto loaded = EncounterTimeline::load(*m_db, m_id);
        EXPECT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
        return std::move(loaded).value();
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::optional<Database> m_db;
    qint64 m_id = 0;
};

QStringList linesOf(const LogEntry& entry) {
    QStringList lines;
    for (const auto& line : entry.lines) {
        lines << line.text + QLatin1Char('|') + line.who.join(QLatin1Char(',')) + QLatin1Char('|') + line.kind;
    }
    return lines;
}

TEST_F(LongLogTest, RowsWordedInAnyOrderReadAsAWalkThroughTheLogWordsThem) {
    const EncounterTimeline t = timeline();
    ASSERT_GT(t.groups().size(), 3 * scouter::engine::Encounter::kCheckpointEvery);
    ASSERT_EQ(t.checkpoints().size(), t.groups().size() / scouter::engine::Encounter::kCheckpointEvery);
    // Backwards, then scattered: every row far from the last one worded, most from a checkpoint.
    std::vector<std::size_t> order(t.groups().size());
    for (std::size_t g = 0; g < order.size(); ++g) {
        order[g] = order.size() - 1 - g;
    }
    std::shuffle(order.begin() + static_cast<std::ptrdiff_t>(order.size() / 2), order.end(), std::mt19937(7));
    for (const std::size_t g : order) {
        (void)t.entry(g);
    }
    scouter::engine::EncounterState running = t.initial();
    const RuleWords words(t.ruleset());
    for (std::size_t g = 0; g < t.groups().size(); ++g) {
        const LogEntry walked = LogEntry::describe(t.groups()[g], running, t.ruleset(), words);
        const LogEntry& lazy = t.entry(g);
        EXPECT_EQ(lazy.text, walked.text) << "command " << g + 1;
        EXPECT_EQ(lazy.title, walked.title) << "command " << g + 1;
        EXPECT_EQ(lazy.who, walked.who) << "command " << g + 1;
        EXPECT_EQ(lazy.kinds, walked.kinds) << "command " << g + 1;
        EXPECT_EQ(lazy.round, walked.round) << "command " << g + 1;
        EXPECT_EQ(lazy.moment.label, walked.moment.label) << "command " << g + 1;
        EXPECT_EQ(linesOf(lazy), linesOf(walked)) << "command " << g + 1;
    }
    EXPECT_EQ(running, t.lastState());
    // entries() gives the very rows entry() gave.
    ASSERT_EQ(t.entries().size(), t.groups().size());
    EXPECT_EQ(&t.entries()[5], &t.entry(5));
}

TEST_F(LongLogTest, TheStateAtEveryStepIsTheReducersFromTheSetUp) {
    const EncounterTimeline t = timeline();
    scouter::engine::EncounterState running = t.initial();
    for (std::size_t step = 0; step <= t.eventCount(); ++step) {
        if (step > 0) {
            t.ruleset().apply(running, t.event(step - 1));
        }
        ASSERT_EQ(t.stateAt(step), running) << "step " << step;
    }
}

TEST_F(LongLogTest, AResumedSessionUndoesToTheStatesTheLogHadThen) {
    const EncounterTimeline t = timeline();
    CommandWriter writer(m_path);
    scouter::engine::SeededDice dice(3);
    auto session = EncounterSession::resume(*m_db, m_id, writer, dice);
    ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
    EXPECT_EQ(session.value()->state(), t.lastState());
    // The log's first `groups` commands played from the set-up, checkpoints aside.
    const auto played = [&t](std::size_t groups) {
        const std::vector<scouter::engine::CommandGroup> prefix(
            t.groups().begin(), t.groups().begin() + static_cast<std::ptrdiff_t>(groups));
        return scouter::engine::Encounter::replay(t.initial(), prefix, t.ruleset());
    };
    // Back past two checkpoints, each step the state of the log without its last commands.
    const std::size_t undos = 2 * scouter::engine::Encounter::kCheckpointEvery + 5;
    for (std::size_t undone = 1; undone <= undos; ++undone) {
        ASSERT_TRUE(session.value()->undo());
        EXPECT_EQ(session.value()->state(), played(t.groups().size() - undone)) << undone << " undone";
    }
    for (int redone = 0; redone < 70; ++redone) {
        ASSERT_TRUE(session.value()->redo());
    }
    EXPECT_EQ(session.value()->state(), played(t.groups().size() - undos + 70));
    ASSERT_TRUE(writer.flush());
}

} // namespace
