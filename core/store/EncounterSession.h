// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterReplay.h"
#include "LogEntry.h"
#include "Result.h"
#include "RuleWords.h"

#include "dice/DiceSource.h"
#include "rules/Encounter.h"

#include <memory>

namespace scouter::store {

class CommandWriter;
class Database;

// An encounter in play whose every accepted command (undo and redo too) goes to the writer
// thread as it is accepted: the UI submits and goes on, the writer's `written` signal says when
// it is on disk, and its `failed` signal says why not (the command stays queued and in memory).
//
// Resuming hands the engine the whole stored history (the groups in effect and the redo stack),
// so undo reaches back to the first command ever stored and a stored redo can still be redone.
class EncounterSession {
public:
    [[nodiscard]] static Result<std::unique_ptr<EncounterSession>>
    resume(Database& db, qint64 encounterId, CommandWriter& writer, engine::DiceSource& dice);
    // The same from an encounter already read (EncounterReplay::load on another thread's
    // connection), so the UI thread only builds the session.
    [[nodiscard]] static Result<std::unique_ptr<EncounterSession>>
    resume(ReplayedEncounter replayed, CommandWriter& writer, engine::DiceSource& dice);

    // `description` is stored with the command (what the log viewer shows); the events come
    // from the engine.
    engine::CommandResult submit(const engine::Command& command, nlohmann::json description = {});
    bool undo();
    bool redo();

    [[nodiscard]] const engine::EncounterState& state() const { return m_encounter.state(); }
    [[nodiscard]] const engine::Encounter& encounter() const { return m_encounter; }
    [[nodiscard]] qint64 encounterId() const { return m_encounterId; }
    // The last command stored (not an undo) as the log reads it: its label is the Edit menu's.
    [[nodiscard]] const LogEntry& lastEntry() const { return m_last; }
    // Commands stored or queued for this encounter, this session's included.
    [[nodiscard]] qint64 commands() const { return m_commands; }

private:
    EncounterSession(qint64 encounterId, ReplayedEncounter replayed, std::unique_ptr<engine::Ruleset> ruleset,
                     CommandWriter& writer, engine::DiceSource& dice);
    void store(CommandKind kind, nlohmann::json description, const engine::EncounterState& before);

    qint64 m_encounterId;
    qint64 m_commands;
    CommandWriter& m_writer;
    engine::Encounter m_encounter;
    RuleWords m_words; // of m_encounter's ruleset, for the texts search finds the events by
    LogEntry m_last;
};

} // namespace scouter::store
