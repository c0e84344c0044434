// SPDX-License-Identifier: GPL-3.0-or-later
#include "LooseEncounter.h"

#include "JsonBridge.h"

#include <QJsonArray>

namespace scouter::fuzz {

store::EncounterRecord LooseEncounter::record(const QJsonObject& object) {
    store::EncounterRecord record;
    record.title = object.value(QStringLiteral("title")).toString();
    record.ruleset = object.value(QStringLiteral("ruleset")).toString();
    record.options = object.value(QStringLiteral("options")).toObject();
    const QJsonObject grid = object.value(QStringLiteral("grid")).toObject();
    record.gridWidth = grid.value(QStringLiteral("width")).toInt(1);
    record.gridHeight = grid.value(QStringLiteral("height")).toInt(1);
    record.createdAt = QDateTime(QDate(2026, 5, 1), QTime(20, 15), Qt::UTC);
    record.outcome = object.value(QStringLiteral("outcome")).toString();
    for (const QJsonValue& value : object.value(QStringLiteral("participants")).toArray()) {
        const QJsonObject entry = value.toObject();
        store::Participant participant;
        participant.combatant = entry.value(QStringLiteral("id")).toString();
        participant.name = entry.value(QStringLiteral("name")).toString();
        participant.side = entry.value(QStringLiteral("side")).toString();
        participant.pc = entry.value(QStringLiteral("pc")).toBool();
        participant.group = entry.value(QStringLiteral("group")).toString();
        participant.surprised = entry.value(QStringLiteral("surprised")).toBool();
        participant.stats = entry.value(QStringLiteral("stats")).toObject();
        const QJsonArray at = entry.value(QStringLiteral("at")).toArray();
        if (at.size() == 2) {
            participant.at = store::GridSquare{at.at(0).toInt(), at.at(1).toInt()};
        }
        record.participants.push_back(participant);
    }
    for (const QJsonValue& face : object.value(QStringLiteral("dice")).toArray()) {
        record.dice.push_back(face.toInt());
    }
    return record;
}

std::vector<store::StoredCommand> LooseEncounter::log(const QJsonObject& object) {
    std::vector<store::StoredCommand> log;
    for (const QJsonValue& value : object.value(QStringLiteral("log")).toArray()) {
        const QJsonObject entry = value.toObject();
        store::StoredCommand command;
        command.seq = static_cast<qint64>(log.size()) + 1;
        const QString kind = entry.value(QStringLiteral("kind")).toString();
        command.kind = kind == QStringLiteral("undo")   ? store::CommandKind::Undo
                       : kind == QStringLiteral("redo") ? store::CommandKind::Redo
                                                        : store::CommandKind::Command;
        command.command = store::toNlohmann(entry.value(QStringLiteral("command")));
        for (const QJsonValue& event : entry.value(QStringLiteral("events")).toArray()) {
            command.events.push_back(store::toNlohmann(event));
        }
        log.push_back(std::move(command));
    }
    return log;
}

} // namespace scouter::fuzz
