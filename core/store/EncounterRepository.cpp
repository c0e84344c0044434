// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterRepository.h"

#include "Database.h"
#include "SqlErrors.h"
#include "SqlJson.h"

#include <QJsonArray>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>

namespace scouter::store {

namespace {

constexpr auto kEncounterColumns = "SELECT id, title, ruleset, options, grid_width, grid_height, created_at, ended_at, "
                                   "outcome, dice FROM encounters";

[[nodiscard]] QString diceColumn(const std::vector<int>& dice) {
    QJsonArray array;
    for (int face : dice) {
        array.append(face);
    }
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

[[nodiscard]] std::vector<int> diceFromColumn(const QVariant& column) {
    std::vector<int> dice;
    const QJsonArray faces = documentFromColumn(column.toString()).array();
    for (const auto& face : faces) {
        dice.push_back(face.toInt());
    }
    return dice;
}

[[nodiscard]] QVariant nullableInt(std::optional<qint64> value) {
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<qlonglong>());
}

[[nodiscard]] QDateTime timeFromColumn(const QVariant& value) {
    return QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
}

[[nodiscard]] EncounterRecord encounterFrom(const QSqlQuery& query) {
    EncounterRecord encounter;
    encounter.id = query.value(0).toLongLong();
    encounter.title = query.value(1).toString();
    encounter.ruleset = query.value(2).toString();
    encounter.options = objectFromColumn(query.value(3).toString());
    encounter.gridWidth = query.value(4).toInt();
    encounter.gridHeight = query.value(5).toInt();
    encounter.createdAt = timeFromColumn(query.value(6));
    if (!query.value(7).isNull()) {
        encounter.endedAt = timeFromColumn(query.value(7));
    }
    encounter.outcome = query.value(8).toString();
    encounter.dice = diceFromColumn(query.value(9));
    return encounter;
}

[[nodiscard]] Participant participantFrom(const QSqlQuery& query) {
    Participant participant;
    participant.combatant = query.value(0).toString();
    participant.name = query.value(1).toString();
    participant.side = query.value(2).toString();
    participant.pc = query.value(3).toInt() != 0;
    participant.group = query.value(4).toString();
    if (!query.value(5).isNull()) {
        participant.characterId = query.value(5).toLongLong();
    }
    if (!query.value(6).isNull() && !query.value(7).isNull()) {
        participant.at = GridSquare{query.value(6).toInt(), query.value(7).toInt()};
    }
    participant.surprised = query.value(8).toInt() != 0;
    participant.stats = objectFromColumn(query.value(9).toString());
    return participant;
}

} // namespace

Result<qint64> EncounterRepository::insert(const EncounterRecord& encounter) {
    const QString what = QStringLiteral("saving the encounter %1").arg(encounter.title);
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("INSERT INTO encounters (title, ruleset, options, grid_width, grid_height, "
                                 "created_at, ended_at, outcome, dice) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    const QDateTime created = encounter.createdAt.isValid() ? encounter.createdAt : QDateTime::currentDateTimeUtc();
    query.addBindValue(textColumn(encounter.title));
    query.addBindValue(textColumn(encounter.ruleset));
    query.addBindValue(toColumn(encounter.options));
    query.addBindValue(encounter.gridWidth);
    query.addBindValue(encounter.gridHeight);
    query.addBindValue(created.toUTC().toString(Qt::ISODateWithMs));
    query.addBindValue(encounter.endedAt ? QVariant(encounter.endedAt->toUTC().toString(Qt::ISODateWithMs))
                                         : QVariant(QMetaType::fromType<QString>()));
    query.addBindValue(encounter.outcome.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                                   : QVariant(encounter.outcome));
    query.addBindValue(diceColumn(encounter.dice));
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    const qint64 id = query.lastInsertId().toLongLong();
    QSqlQuery participant(m_db.connection());
    participant.prepare(QStringLiteral("INSERT INTO encounter_participants (encounter_id, position, combatant, name, "
                                       "side, pc, group_key, character_id, x, y, surprised, stats) "
                                       "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (std::size_t i = 0; i < encounter.participants.size(); ++i) {
        const Participant& p = encounter.participants[i];
        const QVariant noInt(QMetaType::fromType<int>());
        for (const QVariant& value :
             {QVariant(id), QVariant(static_cast<qlonglong>(i)), textColumn(p.combatant), textColumn(p.name),
              textColumn(p.side), QVariant(p.pc ? 1 : 0),
              p.group.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(p.group),
              nullableInt(p.characterId), p.at ? QVariant(p.at->x) : noInt, p.at ? QVariant(p.at->y) : noInt,
              QVariant(p.surprised ? 1 : 0), QVariant(toColumn(p.stats))}) {
            participant.addBindValue(value);
        }
        if (!participant.exec()) {
            return SqlErrors::from(participant, what);
        }
    }
    return id;
}

Result<qint64> EncounterRepository::create(const EncounterRecord& encounter) {
    return m_db.valueInTransaction([&] { return insert(encounter); },
                                   QStringLiteral("saving the encounter %1").arg(encounter.title));
}

Result<EncounterRecord> EncounterRepository::get(qint64 id) {
    QSqlQuery query(m_db.connection());
    query.prepare(QString::fromLatin1(kEncounterColumns) + QStringLiteral(" WHERE id = ?"));
    query.addBindValue(id);
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("reading an encounter"));
    }
    if (!query.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no encounter %1.").arg(id)};
    }
    EncounterRecord encounter = encounterFrom(query);
    QSqlQuery participants(m_db.connection());
    participants.prepare(QStringLiteral("SELECT combatant, name, side, pc, group_key, character_id, x, y, surprised, "
                                        "stats FROM encounter_participants WHERE encounter_id = ? ORDER BY position"));
    participants.addBindValue(id);
    if (!participants.exec()) {
        return SqlErrors::from(participants, QStringLiteral("reading the encounter %1").arg(encounter.title));
    }
    while (participants.next()) {
        encounter.participants.push_back(participantFrom(participants));
    }
    return encounter;
}

Result<std::vector<EncounterSummary>> EncounterRepository::list() {
    QSqlQuery query(m_db.connection());
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT e.id, e.title, e.ruleset, e.options, e.grid_width, e.grid_height, "
                           "e.created_at, e.ended_at, e.outcome, e.dice, (SELECT coalesce(max(c.seq), 0) FROM "
                           "encounter_commands c WHERE c.encounter_id = e.id) FROM encounters e ORDER BY e.id"))) {
        return SqlErrors::from(query, QStringLiteral("reading the encounters"));
    }
    std::vector<EncounterSummary> summaries;
    while (query.next()) {
        summaries.push_back({encounterFrom(query), query.value(10).toLongLong()});
    }
    return summaries;
}

Result<std::vector<PlayedEncounter>> EncounterRepository::played() {
    QSqlQuery query(m_db.connection());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT e.id, e.title, e.ruleset, e.options, e.grid_width, e.grid_height, e.created_at, e.ended_at, "
            "e.outcome, e.dice, (SELECT coalesce(max(c.seq), 0) FROM encounter_commands c WHERE c.encounter_id = e.id) "
            "AS commands, "
            "(SELECT max(json_extract(v.payload, '$.round')) FROM encounter_events v "
            " WHERE v.encounter_id = e.id AND v.type = 'round-started'), "
            "(SELECT json_group_array(p.name) FROM (SELECT name FROM encounter_participants "
            " WHERE encounter_id = e.id ORDER BY position) p) "
            "FROM encounters e WHERE commands > 0 ORDER BY e.created_at DESC, e.id DESC"))) {
        return SqlErrors::from(query, QStringLiteral("reading the played encounters"));
    }
    std::vector<PlayedEncounter> played;
    while (query.next()) {
        PlayedEncounter entry{{encounterFrom(query), query.value(10).toLongLong()}, {}, query.value(11).toInt()};
        for (const QJsonValue& name : documentFromColumn(query.value(12).toString()).array()) {
            entry.participants << name.toString();
        }
        played.push_back(std::move(entry));
    }
    return played;
}

Status EncounterRepository::markEnded(qint64 id, const QString& outcome, const QDateTime& when) {
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("UPDATE encounters SET ended_at = ?, outcome = ? WHERE id = ?"));
    query.addBindValue(when.isValid() ? QVariant(when.toUTC().toString(Qt::ISODateWithMs))
                                      : QVariant(QMetaType::fromType<QString>()));
    query.addBindValue(outcome.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(outcome));
    query.addBindValue(id);
    if (!query.exec()) {
        return SqlErrors::from(query, QStringLiteral("saving the end of the encounter"));
    }
    return {};
}

namespace {

// A command group as far as the end is concerned: whether it ended the encounter, how, and when.
struct EndingOfGroup {
    bool ends = false;
    QString outcome;
    QString at;
};

} // namespace

Status EncounterRepository::recordEndingFromLog(qint64 id) {
    const QString what = QStringLiteral("saving the end of encounter %1").arg(id);
    QSqlQuery commands(m_db.connection());
    commands.setForwardOnly(true);
    // The outcome is NULL for a command without an encounter-ended event, text (maybe empty) with one.
    commands.prepare(
        QStringLiteral("SELECT c.kind, c.created_at, (SELECT coalesce(json_extract(e.payload, '$.outcome'), '') "
                       " FROM encounter_events e WHERE e.encounter_id = c.encounter_id AND e.command_seq = c.seq "
                       " AND e.type = 'encounter-ended' ORDER BY e.position DESC LIMIT 1) "
                       "FROM encounter_commands c WHERE c.encounter_id = ? ORDER BY c.seq"));
    commands.addBindValue(id);
    if (!commands.exec()) {
        return SqlErrors::from(commands, what);
    }
    // Undo and redo move whole groups between the two stacks, as the replay does.
    std::vector<EndingOfGroup> log;
    std::vector<EndingOfGroup> redo;
    while (commands.next()) {
        const QString kind = commands.value(0).toString();
        if (kind == QStringLiteral("undo")) {
            if (!log.empty()) {
                redo.push_back(std::move(log.back()));
                log.pop_back();
            }
        } else if (kind == QStringLiteral("redo")) {
            if (!redo.empty()) {
                log.push_back(std::move(redo.back()));
                redo.pop_back();
            }
        } else {
            log.push_back({!commands.value(2).isNull(), commands.value(2).toString(), commands.value(1).toString()});
            redo.clear();
        }
    }
    const auto last = std::find_if(log.rbegin(), log.rend(), [](const EndingOfGroup& group) { return group.ends; });
    QSqlQuery current(m_db.connection());
    current.prepare(QStringLiteral("SELECT ended_at, outcome FROM encounters WHERE id = ?"));
    current.addBindValue(id);
    if (!current.exec()) {
        return SqlErrors::from(current, what);
    }
    if (!current.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no encounter %1.").arg(id)};
    }
    const bool listedEnded = !current.value(0).isNull();
    const QString listedOutcome = current.value(1).toString();
    if (last == log.rend()) {
        return listedEnded || !listedOutcome.isEmpty() ? markEnded(id, QString(), QDateTime()) : Status();
    }
    if (listedEnded && listedOutcome == last->outcome) {
        return {};
    }
    const QDateTime at = QDateTime::fromString(last->at, Qt::ISODateWithMs);
    return markEnded(id, last->outcome, at.isValid() ? at : QDateTime::currentDateTimeUtc());
}

} // namespace scouter::store
