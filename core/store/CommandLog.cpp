// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLog.h"

#include "Database.h"
#include "EncounterRepository.h"
#include "EventText.h"
#include "SearchIndex.h"
#include "SqlErrors.h"
#include "SqlJson.h"
#include "SqliteStatement.h"
#include "StoredLogTexts.h"

#include "scenario/JsonReader.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <string>
#include <string_view>

namespace scouter::store {

namespace {

[[nodiscard]] CommandKind kindFromColumn(std::string_view text) {
    if (text == "undo") {
        return CommandKind::Undo;
    }
    if (text == "redo") {
        return CommandKind::Redo;
    }
    return CommandKind::Command;
}

} // namespace

Status CommandLog::insert(qint64 encounterId, const StoredCommand& command, Indexing indexing) {
    const QString what = QStringLiteral("saving command %1 of encounter %2").arg(command.seq).arg(encounterId);
    // Straight through SQLite, the JSON bound as the UTF-8 it was dumped as: through QSqlQuery each
    // value became a QVariant and each text a UTF-16 copy, a sixth of a command's own work.
    SqliteStatement& row = m_db.kept(
        "INSERT INTO encounter_commands (encounter_id, seq, kind, command, created_at) VALUES (?, ?, ?, ?, ?)");
    row.bind(1, encounterId);
    row.bind(2, command.seq);
    row.bindText(3, toString(command.kind));
    row.bindText(4, command.command.dump());
    row.bindText(5, nowColumn());
    if (!row.run()) {
        return SqlErrors::from(row.error(), what);
    }
    SqliteStatement& event = m_db.kept("INSERT INTO encounter_events (encounter_id, command_seq, position, type, "
                                       "payload, text) VALUES (?, ?, ?, ?, ?, ?)");
    bool mayChangeTheEnd = command.kind != CommandKind::Command;
    for (std::size_t i = 0; i < command.events.size(); ++i) {
        const nlohmann::json& json = command.events[i];
        const bool typed = json.is_object() && json.contains("type") && json["type"].is_string();
        const std::string type = typed ? json["type"].get<std::string>() : std::string();
        mayChangeTheEnd = mayChangeTheEnd || type == "encounter-ended";
        event.reset();
        event.bind(1, encounterId);
        event.bind(2, command.seq);
        event.bind(3, static_cast<qint64>(i));
        // No type binds NULL, which the schema refuses, as it always did.
        if (typed) {
            event.bindText(4, type);
        } else {
            event.bindText(4, QString());
        }
        event.bindText(5, json.dump());
        const QString text = i < command.texts.size() ? command.texts[i] : EventText::describe(json);
        event.bindText(6, text);
        if (!event.run()) {
            return SqlErrors::from(event.error(), what);
        }
    }
    // The search index is filled here, not by a trigger (schema 5): see migrations/0005.
    if (indexing == Indexing::WithTheCommand) {
        if (auto added = SearchIndex::addNewest(m_db); !added) {
            return added.error();
        }
    }
    // The listed end is written with the command that changes it, so no crash can part them.
    return mayChangeTheEnd ? EncounterRepository(m_db).recordEndingFromLog(encounterId) : Status();
}

Status CommandLog::append(qint64 encounterId, const StoredCommand& command, Indexing indexing) {
    return m_db.transaction([&] { return insert(encounterId, command, indexing); },
                            QStringLiteral("saving command %1 of encounter %2").arg(command.seq).arg(encounterId));
}

Result<std::vector<StoredCommand>> CommandLog::load(qint64 encounterId, const EventSink& sink) {
    const QString what = QStringLiteral("reading the log of encounter %1").arg(encounterId);
    // Straight from SQLite: a 10,000-event log spent a tenth of its opening in QVariants and in
    // UTF-16 copies of the JSON texts.
    SqliteStatement commands(m_db.connection(),
                             "SELECT seq, kind, command FROM encounter_commands WHERE encounter_id = ? ORDER BY seq");
    commands.bind(1, encounterId);
    // A stored text that is not the JSON it was written as (a damaged file that integrity_check
    // still accepts) is refused here, named, rather than read as nothing by everyone downstream.
    QString why;
    const auto damaged = [encounterId, &why](qint64 seq, const QString& part) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("Encounter %1 cannot be read: the stored text of %2 of command %3 is not "
                                         "the JSON Scouter wrote (the file is damaged%4). Nothing was changed.")
                              .arg(encounterId)
                              .arg(part)
                              .arg(seq)
                              .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why)};
    };
    std::vector<StoredCommand> log;
    StoredLogTexts texts;
    while (commands.next()) {
        log.push_back({commands.integer(0), kindFromColumn(commands.text(1)), {}, {}, {}});
        texts.addCommand(commands.text(2));
    }
    if (commands.failed()) {
        return SqlErrors::from(commands.error(), what);
    }
    texts.commandsAdded(log); // declared after `log`, so its thread ends before `log` goes
    SqliteStatement events(m_db.connection(),
                           "SELECT command_seq, payload FROM encounter_events WHERE encounter_id = ? "
                           "ORDER BY command_seq, position");
    events.bind(1, encounterId);
    // Sequence numbers are 1, 2, 3, ... (the schema enforces it), so seq - 1 indexes the log.
    while (events.next()) {
        const qint64 seq = events.integer(0);
        if (seq >= 1 && seq <= static_cast<qint64>(log.size())) {
            texts.addEvent(static_cast<std::size_t>(seq - 1), events.text(1));
        }
    }
    if (events.failed()) {
        return SqlErrors::from(events.error(), what);
    }
    if (sink.commands) {
        sink.commands(log.size());
    }
    if (auto failure = texts.parse(log, sink.take)) {
        why = failure->why;
        const qint64 seq = log[failure->command].seq;
        return failure->event ? damaged(seq, QStringLiteral("event %1").arg(*failure->event + 1))
                              : damaged(seq, QStringLiteral("the arguments"));
    }
    return log;
}

Result<qint64> CommandLog::count(qint64 encounterId) {
    QSqlQuery query(m_db.connection());
    // The commands are numbered 1, 2, 3, ... with no gap and never deleted (the schema's triggers), so
    // the last number is the count, read from the key alone instead of every command's row.
    query.prepare(QStringLiteral("SELECT coalesce(max(seq), 0) FROM encounter_commands WHERE encounter_id = ?"));
    query.addBindValue(encounterId);
    if (!query.exec() || !query.next()) {
        return SqlErrors::from(query, QStringLiteral("counting the commands of encounter %1").arg(encounterId));
    }
    return query.value(0).toLongLong();
}

Result<std::vector<SearchHit>> CommandLog::search(const QString& text, int limit) {
    // Each word becomes a quoted FTS5 string, so a user's "-" or ":" is text, not syntax.
    // Compiled once per thread (a QRegularExpression is reentrant, not thread-safe): a search as
    // the user types spent more time compiling it than reading its words.
    static thread_local const QRegularExpression whitespace(QStringLiteral("\\s+"));
    QStringList terms;
    for (const QString& word : text.split(whitespace, Qt::SkipEmptyParts)) {
        terms << QLatin1Char('"') + QString(word).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    }
    if (terms.isEmpty()) {
        return std::vector<SearchHit>{};
    }
    auto tables = SearchIndex::searchTables(m_db);
    if (!tables) {
        return tables.error();
    }
    auto hits = searchIn(tables.value(), terms.join(QLatin1Char(' ')), limit);
    if (hits || !SearchIndex::failedOn(m_db) || tables.value().table != QLatin1String(SearchIndex::kTable)) {
        return hits;
    }
    // A damaged page deep inside the index, which the quick look at it cannot see.
    tables = SearchIndex::searchTables(m_db, true);
    if (!tables) {
        return tables.error();
    }
    return searchIn(tables.value(), terms.join(QLatin1Char(' ')), limit);
}

Result<std::vector<SearchHit>> CommandLog::searchIn(const SearchIndex::Searched& tables, const QString& match,
                                                    int limit) {
    // The events whose rowids match in the file's index and, when there is one, in the newest events'
    // temporary index: an event its session indexes meanwhile is in both, and found once. SQLite
    // flattens the subquery of the index alone into the join it was written as before.
    const auto statement = [](const QString& table, const QString& newest) {
        QString matches = QStringLiteral("SELECT rowid FROM %1 WHERE %1 MATCH ?").arg(table);
        if (!newest.isEmpty()) {
            matches += QStringLiteral(" UNION SELECT rowid FROM temp.%1 WHERE %1 MATCH ?").arg(newest);
        }
        return QStringLiteral("SELECT e.encounter_id, e.command_seq, e.position, e.text FROM (%1) f "
                              "JOIN encounter_events e ON e.id = f.rowid ORDER BY e.encounter_id DESC, e.id LIMIT ?")
            .arg(matches);
    };
    // Kept prepared: a search as the user types runs the same statement again and again. Not the one
    // with the newest events: their temporary index is made again for each search.
    static const QString onTheIndex = statement(QLatin1String(SearchIndex::kTable), {});
    std::optional<QSqlQuery> withNewest;
    if (!tables.newest.isEmpty()) {
        withNewest.emplace(m_db.connection());
        withNewest->prepare(statement(tables.table, tables.newest));
        withNewest->addBindValue(match);
    }
    QSqlQuery& query = withNewest ? *withNewest
                       : tables.table == QLatin1String(SearchIndex::kTable)
                           ? m_db.prepared(onTheIndex)
                           : m_db.prepared(statement(tables.table, {}));
    query.addBindValue(match);
    query.addBindValue(limit);
    if (!query.exec()) {
        auto error = SqlErrors::from(query, QStringLiteral("searching the encounter logs"));
        query.finish();
        return error;
    }
    std::vector<SearchHit> hits;
    while (query.next()) {
        hits.push_back({query.value(0).toLongLong(), query.value(1).toLongLong(), query.value(2).toInt(),
                        query.value(3).toString()});
    }
    // Done reading: a statement left open would hold this connection's read snapshot.
    query.finish();
    return hits;
}

} // namespace scouter::store
