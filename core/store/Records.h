// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace scouter::store {

enum class CharacterKind { Pc, Npc };

// A character sheet as the campaign keeps it: the stats are the ruleset's own keys
// (scenario-format "Combatants"), so the store does not need to know every ruleset.
struct Character {
    qint64 id = 0;
    QString ruleset;
    QString name;
    CharacterKind kind = CharacterKind::Pc;
    QJsonObject stats;
    QString notes;
    bool operator==(const Character&) const = default;
};

// Either a template character and a count, named by a pattern ("Fighter {n}"), or named
// member characters.
struct NpcGroup {
    qint64 id = 0;
    QString name;
    std::optional<qint64> templateCharacterId;
    int count = 0;
    QString namingPattern;
    std::vector<qint64> memberIds;
    QString notes;
    bool operator==(const NpcGroup&) const = default;
};

struct GridSquare {
    int x = 0;
    int y = 0;
    bool operator==(const GridSquare&) const = default;
};

// One combatant of an encounter, as the engine's set-up takes it.
struct Participant {
    QString combatant; // the id commands and paths use, e.g. "goku"
    QString name;
    QString side;
    bool pc = false;
    QString group; // the group id shared by indistinguishable NPCs; empty for none
    std::optional<qint64> characterId;
    std::optional<GridSquare> at;
    bool surprised = false;
    QJsonObject stats;
    bool operator==(const Participant&) const = default;
};

struct EncounterRecord {
    qint64 id = 0;
    QString title;
    QString ruleset;
    QJsonObject options;
    int gridWidth = 1;
    int gridHeight = 1;
    QDateTime createdAt;
    std::optional<QDateTime> endedAt;
    QString outcome;
    std::vector<Participant> participants;
    std::vector<int> dice; // scripted faces the encounter started with (scenario runs); empty in play
    bool operator==(const EncounterRecord&) const = default;
};

enum class CommandKind { Command, Undo, Redo };

// One accepted command and the events it produced (the engine's versioned JSON), the unit that
// is written in one transaction.
struct StoredCommand {
    qint64 seq = 0; // 1, 2, 3, ... per encounter
    CommandKind kind = CommandKind::Command;
    nlohmann::json command = nlohmann::json::object();
    std::vector<nlohmann::json> events;
    // What `search` finds each event by (SearchText), when the one who stores it knows; else the
    // event's own fields.
    std::vector<QString> texts;
    // The same command: the texts are derived from it, and not read back with it.
    bool operator==(const StoredCommand& other) const {
        return seq == other.seq && kind == other.kind && command == other.command && events == other.events;
    }
};

struct SearchHit {
    qint64 encounterId = 0;
    qint64 commandSeq = 0;
    int position = 0; // the event's place among its command's events
    QString text;
};

[[nodiscard]] inline QString toString(CharacterKind kind) {
    return kind == CharacterKind::Pc ? QStringLiteral("pc") : QStringLiteral("npc");
}

[[nodiscard]] inline QString toString(CommandKind kind) {
    switch (kind) {
    case CommandKind::Undo:
        return QStringLiteral("undo");
    case CommandKind::Redo:
        return QStringLiteral("redo");
    case CommandKind::Command:
        break;
    }
    return QStringLiteral("command");
}

} // namespace scouter::store
