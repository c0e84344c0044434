// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterSession.h"

#include "CommandWriter.h"
#include "Database.h"
#include "SearchText.h"

#include "events/EventJson.h"

namespace scouter::store {

EncounterSession::EncounterSession(qint64 encounterId, ReplayedEncounter replayed,
                                   std::unique_ptr<engine::Ruleset> ruleset, CommandWriter& writer,
                                   engine::DiceSource& dice)
    : m_encounterId(encounterId), m_commands(replayed.commands), m_writer(writer),
      m_encounter(std::move(replayed.initial), std::move(ruleset), dice), m_words(m_encounter.ruleset()) {
    // The loader's replay computed the state and its checkpoints already.
    m_encounter.restore(std::move(replayed.log), std::move(replayed.redo), std::move(replayed.state),
                        std::move(replayed.checkpoints));
}

Result<std::unique_ptr<EncounterSession>> EncounterSession::resume(Database& db, qint64 encounterId,
                                                                   CommandWriter& writer, engine::DiceSource& dice) {
    auto replayed = EncounterReplay::load(db, encounterId);
    if (!replayed) {
        return replayed.error();
    }
    return resume(std::move(replayed).value(), writer, dice);
}

Result<std::unique_ptr<EncounterSession>> EncounterSession::resume(ReplayedEncounter replayed, CommandWriter& writer,
                                                                   engine::DiceSource& dice) {
    auto rules = EncounterReplay::ruleset(replayed.record);
    if (!rules) {
        return rules.error();
    }
    const qint64 encounterId = replayed.record.id;
    return std::unique_ptr<EncounterSession>(
        new EncounterSession(encounterId, std::move(replayed), std::move(rules).value(), writer, dice));
}

void EncounterSession::store(CommandKind kind, nlohmann::json description, const engine::EncounterState& before) {
    StoredCommand stored;
    stored.seq = ++m_commands;
    stored.kind = kind;
    stored.command = description.is_object() ? std::move(description) : nlohmann::json::object();
    if (kind != CommandKind::Undo) {
        const engine::CommandGroup& group = m_encounter.log().back();
        for (const auto& event : group.events) {
            stored.events.push_back(engine::toJson(event));
        }
        engine::EncounterState running = before;
        m_last = LogEntry::describe(group, running, m_encounter.ruleset(), m_words);
        stored.texts = SearchText::of(m_last, group.events.size());
    }
    m_writer.append(m_encounterId, std::move(stored));
}

engine::CommandResult EncounterSession::submit(const engine::Command& command, nlohmann::json description) {
    const engine::EncounterState before = m_encounter.state();
    engine::CommandResult result = m_encounter.submit(command);
    if (result.accepted) {
        if (!description.is_object()) {
            description = nlohmann::json::object();
        }
        description["name"] = engine::commandName(command);
        store(CommandKind::Command, std::move(description), before);
    }
    return result;
}

bool EncounterSession::undo() {
    if (!m_encounter.undo()) {
        return false;
    }
    store(CommandKind::Undo, {{"name", "undo"}}, m_encounter.state());
    return true;
}

bool EncounterSession::redo() {
    const engine::EncounterState before = m_encounter.state();
    if (!m_encounter.redo()) {
        return false;
    }
    store(CommandKind::Redo, {{"name", "redo"}}, before);
    return true;
}

} // namespace scouter::store
