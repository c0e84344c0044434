// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterSession.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"

#include "dice/SeededDice.h"
#include "scenario/StateView.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;
using scouter::engine::Command;

namespace {

// A command as a form, read by the session's ruleset (the store never names a ruleset's commands).
[[nodiscard]] Command command(const EncounterSession& session, const std::string& type, const std::string& who = {},
                              std::optional<int> amount = {}) {
    scouter::engine::CommandForm form;
    form.type = type;
    if (!who.empty()) {
        form.set("who", who);
    }
    if (amount) {
        form.set("amount", *amount);
    }
    return std::get<Command>(session.encounter().ruleset().readCommand(form));
}

// Play as the app does (submit, undo, redo through a session), close, and open again: the
// stored encounter replays to the state the table saw, and a second session carries on.
TEST(EncounterSessionTest, PlayedCommandsAreStoredAndASecondSessionCarriesOn) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    auto db = Database::open(path);
    const qint64 id = DemoCampaign::create(db.value()).value();
    CommandWriter writer(path);
    scouter::engine::SeededDice dice(7);

    nlohmann::json played;
    {
        auto session = EncounterSession::resume(db.value(), id, writer, dice);
        ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
        EncounterSession& s = *session.value();
        ASSERT_TRUE(s.submit(command(s, "start")).accepted);
        ASSERT_TRUE(s.submit(command(s, "ki", "goku", -5)).accepted);
        EXPECT_FALSE(s.submit(command(s, "ki", "nobody", -5)).accepted) << "a refusal is not stored";
        ASSERT_TRUE(s.undo());
        ASSERT_TRUE(s.redo());
        ASSERT_TRUE(s.submit(command(s, "ki", "piccolo", -3)).accepted);
        EXPECT_EQ(s.commands(), 5);
        ASSERT_TRUE(writer.flush().ok());
        played = scouter::engine::StateView::flatten(s.state(), 0, s.encounter().ruleset());
    }
    auto replayed = EncounterReplay::load(db.value(), id);
    ASSERT_TRUE(replayed.ok());
    nlohmann::json stored = EncounterReplay::flatState(replayed.value());
    EXPECT_EQ(stored["commands"], 5);
    stored.erase("commands");
    EXPECT_EQ(stored, played);
    EXPECT_EQ(played["goku.ki"], 75);

    auto again = EncounterSession::resume(db.value(), id, writer, dice);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(again.value()->state(), replayed.value().state);
    ASSERT_TRUE(again.value()->submit(command(*again.value(), "ki", "krillin", -1)).accepted);
    ASSERT_TRUE(again.value()->undo());
    ASSERT_TRUE(writer.flush().ok());
    auto last = EncounterReplay::load(db.value(), id);
    EXPECT_EQ(last.value().commands, 7);
    EXPECT_EQ(last.value().state, again.value()->state());
}

// After a close, a resumed session holds the whole stored history: the stored redo can be
// redone, undo walks back past every command of the earlier session to the set-up, and redo
// brings all of it back; the store agrees with what the session shows at every step.
TEST(EncounterSessionTest, ResumedSessionUndoesBackToTheFirstStoredCommand) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    auto db = Database::open(path);
    const qint64 id = DemoCampaign::create(db.value()).value();
    CommandWriter writer(path);
    scouter::engine::SeededDice dice(11);

    scouter::engine::EncounterState initial;
    scouter::engine::EncounterState played;
    {
        auto session = EncounterSession::resume(db.value(), id, writer, dice);
        ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
        EncounterSession& s = *session.value();
        initial = s.state();
        ASSERT_TRUE(s.submit(command(s, "start")).accepted);
        ASSERT_TRUE(s.submit(command(s, "ki", "goku", -5)).accepted);
        ASSERT_TRUE(s.submit(command(s, "ki", "piccolo", -3)).accepted);
        played = s.state();
        ASSERT_TRUE(s.undo()) << "leaves one command on the stored redo stack";
        ASSERT_TRUE(writer.flush().ok());
    }

    auto resumed = EncounterSession::resume(db.value(), id, writer, dice);
    ASSERT_TRUE(resumed.ok());
    EncounterSession& s = *resumed.value();
    ASSERT_TRUE(s.redo()) << "the redo stored by the first session";
    EXPECT_EQ(s.state(), played);
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(s.undo()) << "undo " << i + 1 << " of the commands stored before the close";
    }
    EXPECT_EQ(s.state(), initial);
    EXPECT_FALSE(s.undo()) << "nothing before the first stored command";
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(s.redo());
    }
    EXPECT_EQ(s.state(), played);
    EXPECT_FALSE(s.redo());
    ASSERT_TRUE(writer.flush().ok());

    auto stored = EncounterReplay::load(db.value(), id);
    ASSERT_TRUE(stored.ok());
    EXPECT_EQ(stored.value().state, s.state());
    EXPECT_EQ(stored.value().commands, s.commands());
    EXPECT_EQ(stored.value().log.size(), 3U);
    EXPECT_TRUE(stored.value().redo.empty());
}

} // namespace
