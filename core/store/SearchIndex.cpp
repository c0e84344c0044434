// SPDX-License-Identifier: GPL-3.0-or-later
#include "SearchIndex.h"

#include "CheckPreload.h"
#include "Database.h"
#include "Migrations.h"
#include "SqlErrors.h"
#include "SqliteConnection.h"
#include "SqliteStatement.h"

#include <QMutex>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::store {

namespace {

using Rows = std::vector<std::pair<QVariant, QVariant>>;

// What a new, empty index holds (its settings, its empty structure and totals), read from a
// database the migrations build in memory: SQLite's own bytes, none written by hand.
struct EmptyIndex {
    Rows config;
    Rows data;
    QStringList settings; // as configOf() reads them
};

// A term no event holds: searching it reads the index's settings and structure, and nothing else.
const QString kProbe = QStringLiteral("\"scouter-index-probe\"");
// The temporary index a read-only session searches when the file's is damaged.
const QString kTemporaryTable = QStringLiteral("scouter_search");
// The temporary index of the newest events a read-only session searches beside the file's.
const QString kNewestTable = QStringLiteral("scouter_search_newest");

[[nodiscard]] Result<Rows> rows(const QSqlDatabase& db, const QString& sql, const QString& what) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(sql)) {
        return SqlErrors::from(query, what);
    }
    Rows found;
    while (query.next()) {
        found.emplace_back(query.value(0), query.value(1));
    }
    return found;
}

// "k=v" with v quoted as SQL would, so 4 and '4' differ.
[[nodiscard]] Result<QStringList> configOf(const QSqlDatabase& db, const QString& schema, const QString& table) {
    QSqlQuery query(db);
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT k || '=' || quote(v) FROM %1.%2_config ORDER BY k").arg(schema, table))) {
        return SqlErrors::from(query, QStringLiteral("reading the search index's settings"));
    }
    QStringList entries;
    while (query.next()) {
        entries << query.value(0).toString();
    }
    return entries;
}

QMutex& emptyIndexMutex() {
    static QMutex mutex;
    return mutex;
}

std::optional<EmptyIndex>& cachedEmptyIndex() {
    static std::optional<EmptyIndex> cached;
    return cached;
}

// What `reference`, a campaign the migrations built in memory, has in its new index.
[[nodiscard]] Result<EmptyIndex> readEmptyIndex(Database& reference) {
    const QString what = QStringLiteral("reading a new search index");
    auto config =
        rows(reference.connection(), QStringLiteral("SELECT k, v FROM encounter_events_fts_config ORDER BY k"), what);
    auto data = rows(reference.connection(),
                     QStringLiteral("SELECT id, block FROM encounter_events_fts_data ORDER BY id"), what);
    auto settings = configOf(reference.connection(), QStringLiteral("main"), QStringLiteral("encounter_events_fts"));
    if (!config || !data || !settings) {
        return !config ? config.error() : !data ? data.error() : settings.error();
    }
    return EmptyIndex{config.value(), data.value(), settings.value()};
}

[[nodiscard]] Result<EmptyIndex> emptyIndex() {
    CheckPreload::waitIfBuilding();
    const QMutexLocker lock(&emptyIndexMutex());
    if (!cachedEmptyIndex()) {
        auto reference = Database::openInMemory();
        if (!reference) {
            return reference.error();
        }
        auto read = readEmptyIndex(reference.value());
        if (!read) {
            return read.error();
        }
        cachedEmptyIndex() = std::move(read).value();
    }
    return *cachedEmptyIndex();
}

[[nodiscard]] Result<qint64> count(const QSqlDatabase& db, const QString& sql, const QString& what) {
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        return SqlErrors::from(query, what);
    }
    return query.value(0).toLongLong();
}

// One number, by a statement kept prepared: asked once per command while a log is written or
// imported, where preparing it cost more than running it. Let go at once, so no read stays open.
[[nodiscard]] Result<qint64> keptCount(Database& db, std::string_view sql, const QString& what) {
    SqliteStatement& query = db.kept(sql);
    if (!query.next()) {
        const QSqlError error = query.error();
        query.reset();
        return SqlErrors::from(error, what);
    }
    const qint64 value = query.integer(0);
    query.reset();
    return value;
}

// The id of the newest event the index holds (each event it holds has one length), 0 for none.
[[nodiscard]] Result<qint64> lastIndexed(Database& db) {
    return keptCount(db, "SELECT coalesce(max(id), 0) FROM main.encounter_events_fts_docsize",
                     QStringLiteral("reading the search index's last event"));
}

[[nodiscard]] StoreError damaged(const Database& db, const QString& detail) {
    return {StoreErrorKind::Damaged,
            QStringLiteral("The search index of the campaign %1 is damaged: %2. It holds nothing but a copy of the "
                           "events' texts, so it can be built again from them and nothing else is lost.")
                .arg(db.path(), detail)};
}

[[nodiscard]] Status execAll(Database& db, const QStringList& statements, const QString& what) {
    for (const QString& statement : statements) {
        if (auto done = db.exec(statement, what); !done) {
            return done;
        }
    }
    return {};
}

// A temporary index of the events after the last one the file's index holds, made again each
// time: they are a few, and the next search may find more of them or fewer.
[[nodiscard]] Result<QString> indexNewest(Database& db) {
    const QString what = QStringLiteral("searching the newest events");
    auto last = lastIndexed(db);
    if (!last) {
        return last.error();
    }
    if (auto built =
            execAll(db,
                    {QStringLiteral("DROP TABLE IF EXISTS temp.%1").arg(kNewestTable),
                     QStringLiteral("CREATE VIRTUAL TABLE temp.%1 USING fts5 (text, content = '')").arg(kNewestTable),
                     QStringLiteral(
                         "INSERT INTO temp.%1 (rowid, text) SELECT id, text FROM main.encounter_events WHERE id > %2")
                         .arg(kNewestTable)
                         .arg(last.value())},
                    what);
        !built) {
        QSqlQuery(db.connection()).exec(QStringLiteral("DROP TABLE IF EXISTS temp.%1").arg(kNewestTable));
        return built.error();
    }
    return kNewestTable;
}

// Drops the verification's temporary tables whatever happens in between.
class TemporaryTables {
public:
    TemporaryTables(Database& db, QStringList names) : m_db(db), m_names(std::move(names)) { drop(); }
    ~TemporaryTables() { drop(); }
    TemporaryTables(const TemporaryTables&) = delete;
    TemporaryTables& operator=(const TemporaryTables&) = delete;
    TemporaryTables(TemporaryTables&&) = delete;
    TemporaryTables& operator=(TemporaryTables&&) = delete;

private:
    void drop() {
        for (const QString& name : m_names) {
            QSqlQuery(m_db.connection()).exec(QStringLiteral("DROP TABLE IF EXISTS temp.%1").arg(name));
        }
    }

    Database& m_db;
    QStringList m_names;
};

} // namespace

void SearchIndex::useReference(Database& reference) {
    const QMutexLocker lock(&emptyIndexMutex());
    auto version = reference.userVersion();
    if (cachedEmptyIndex() || !version || version.value() != Migrations::latestVersion()) {
        return;
    }
    if (auto read = readEmptyIndex(reference); read) {
        cachedEmptyIndex() = std::move(read).value();
    }
}

Status SearchIndex::check(Database& db) {
    const QSqlDatabase connection = db.connection();
    auto expected = emptyIndex();
    if (!expected) {
        return expected.error();
    }
    auto settings = configOf(connection, QStringLiteral("main"), QLatin1String(kTable));
    if (!settings) {
        return damaged(db, settings.error().message);
    }
    if (settings.value() != expected.value().settings) {
        return damaged(db, QStringLiteral("its settings are not the ones Scouter made (%1)")
                               .arg(settings.value().join(QStringLiteral(", "))));
    }
    QSqlQuery probe(connection);
    probe.prepare(QStringLiteral("SELECT rowid FROM %1 WHERE %1 MATCH ? LIMIT 1").arg(QLatin1String(kTable)));
    probe.addBindValue(kProbe);
    if (!probe.exec()) {
        return damaged(db, probe.lastError().databaseText());
    }
    auto totals =
        count(connection, QStringLiteral("SELECT count(*) FROM %1_data WHERE id = 1").arg(QLatin1String(kTable)),
              QStringLiteral("reading the search index's totals"));
    if (!totals) {
        return damaged(db, totals.error().message);
    }
    if (totals.value() != 1) {
        return damaged(db, QStringLiteral("its totals are missing"));
    }
    return {};
}

Status SearchIndex::verify(Database& db) {
    if (auto quick = check(db); !quick) {
        return quick;
    }
    const QString what = QStringLiteral("checking the search index");
    const TemporaryTables temporary(db, {QStringLiteral("scouter_index_words"), QStringLiteral("scouter_event_words"),
                                         QStringLiteral("scouter_events")});
    auto unindexed = unindexedEvents(db);
    if (!unindexed) {
        return damaged(db, unindexed.error().message);
    }
    if (!unindexed.value()) {
        return damaged(db, QStringLiteral("it does not hold every event up to the last one it holds"));
    }
    auto last = lastIndexed(db);
    if (!last) {
        return damaged(db, last.error().message);
    }
    // The events indexed afresh, by the same FTS5 with the same settings, beside the file's index.
    if (auto built = execAll(
            db,
            {QStringLiteral("CREATE VIRTUAL TABLE temp.scouter_events USING fts5 (text, content = '')"),
             QStringLiteral("INSERT INTO temp.scouter_events (rowid, text) SELECT id, text FROM main.encounter_events "
                            "WHERE id <= %1")
                 .arg(last.value()),
             QStringLiteral("CREATE VIRTUAL TABLE temp.scouter_event_words USING fts5vocab (temp, scouter_events, "
                            "row)"),
             QStringLiteral("CREATE VIRTUAL TABLE temp.scouter_index_words USING fts5vocab (main, %1, row)")
                 .arg(QLatin1String(kTable))},
            what);
        !built) {
        return built;
    }
    // Per word: how many events hold it and how often (reading every page of the index's word
    // lists); per event: how many words it has; and the totals.
    const QString words = QStringLiteral("SELECT term, doc, cnt FROM temp.%1");
    const QString lengths = QStringLiteral("SELECT id, sz FROM %1_docsize");
    const std::vector<std::pair<QString, QString>> comparisons{
        {words.arg(QStringLiteral("scouter_index_words")), words.arg(QStringLiteral("scouter_event_words"))},
        {lengths.arg(QStringLiteral("main.") + QLatin1String(kTable)),
         lengths.arg(QStringLiteral("temp.scouter_events"))},
        {QStringLiteral("SELECT block FROM main.%1_data WHERE id = 1").arg(QLatin1String(kTable)),
         QStringLiteral("SELECT block FROM temp.scouter_events_data WHERE id = 1")}};
    for (const auto& [index, events] : comparisons) {
        for (const auto& [left, right] : {std::pair{index, events}, std::pair{events, index}}) {
            auto differences =
                count(db.connection(), QStringLiteral("SELECT count(*) FROM (%1 EXCEPT %2)").arg(left, right), what);
            if (!differences) {
                return damaged(db, differences.error().message);
            }
            if (differences.value() != 0) {
                return damaged(db, QStringLiteral("it does not match the events' texts"));
            }
        }
    }
    return {};
}

Status SearchIndex::rebuild(Database& db) {
    auto empty = emptyIndex();
    if (!empty) {
        return empty.error();
    }
    const QString table = QLatin1String(kTable);
    return db.transaction(
        [&]() -> Status {
            // Defensive mode lets no statement write FTS5's own tables, which is what a damaged
            // structure needs (FTS5 itself cannot even open it): off for these few statements,
            // which put back what a new index holds, then on again whatever happens.
            if (auto off = SqliteConnection::setDefensive(db.connection(), false); !off) {
                return off;
            }
            const QString what = QStringLiteral("rebuilding the search index");
            Status reset = execAll(db,
                                   {QStringLiteral("DELETE FROM main.%1_data").arg(table),
                                    QStringLiteral("DELETE FROM main.%1_idx").arg(table),
                                    QStringLiteral("DELETE FROM main.%1_docsize").arg(table),
                                    QStringLiteral("DELETE FROM main.%1_config").arg(table)},
                                   what);
            for (const auto& [suffix, entries] : {std::pair{QStringLiteral("config"), &empty.value().config},
                                                  std::pair{QStringLiteral("data"), &empty.value().data}}) {
                for (const auto& [key, value] : *entries) {
                    if (!reset) {
                        break;
                    }
                    QSqlQuery insert(db.connection());
                    insert.prepare(QStringLiteral("INSERT INTO main.%1_%2 VALUES (?, ?)").arg(table, suffix));
                    insert.addBindValue(key);
                    insert.addBindValue(value);
                    if (!insert.exec()) {
                        reset = SqlErrors::from(insert, what);
                    }
                }
            }
            if (auto on = SqliteConnection::setDefensive(db.connection(), true); !on) {
                return on;
            }
            if (!reset) {
                return reset;
            }
            if (auto rebuilt = db.exec(QStringLiteral("INSERT INTO %1 (%1) VALUES ('rebuild')").arg(table), what);
                !rebuilt) {
                return rebuilt;
            }
            return compact(db);
        },
        QStringLiteral("rebuilding the search index"));
}

Status SearchIndex::compact(Database& db) {
    return db.exec(QStringLiteral("INSERT INTO %1 (%1) VALUES ('optimize')").arg(QLatin1String(kTable)),
                   QStringLiteral("merging the search index"));
}

bool SearchIndex::failedOn(Database& db) {
    return SqliteConnection::lastErrorCode(db.connection()) == SqliteConnection::kCorruptVirtualTable ||
           SqliteConnection::lastErrorMessage(db.connection()).contains(QStringLiteral("fts5"));
}

Result<std::optional<qint64>> SearchIndex::unindexedEvents(Database& db) {
    // Events are never deleted and each is indexed once, so the index has one length per event up
    // to its last. An index emptied or thinned by an edit is whole as FTS5 sees it, and searched it
    // would quietly find less.
    const QString what = QStringLiteral("counting the search index's events");
    auto last = lastIndexed(db);
    if (!last) {
        return last.error();
    }
    auto events = count(db.connection(), QStringLiteral("SELECT count(*) FROM main.encounter_events"), what);
    auto after =
        count(db.connection(),
              QStringLiteral("SELECT count(*) FROM main.encounter_events WHERE id > %1").arg(last.value()), what);
    auto indexed =
        count(db.connection(), QStringLiteral("SELECT count(*) FROM main.%1_docsize").arg(QLatin1String(kTable)), what);
    if (!events || !after || !indexed) {
        return !events ? events.error() : !after ? after.error() : indexed.error();
    }
    // More than a writer leaves, or every one of the events there are: lost, not late.
    const bool lost = after.value() > kUnindexedAtMost || (after.value() > 0 && indexed.value() == 0);
    if (lost || events.value() - after.value() != indexed.value()) {
        return std::optional<qint64>();
    }
    return std::optional<qint64>(after.value());
}

Result<qint64> SearchIndex::addNewest(Database& db) {
    // Read inside the caller's write transaction: another connection catching up first is seen,
    // so no event is indexed twice.
    auto last = lastIndexed(db);
    if (!last) {
        return last.error();
    }
    SqliteStatement& insert = db.kept("INSERT INTO main.encounter_events_fts (rowid, text) SELECT id, text FROM "
                                      "main.encounter_events WHERE id > ? ORDER BY id");
    insert.reset();
    insert.bind(1, last.value());
    if (!insert.run()) {
        return SqlErrors::from(insert.error(), QStringLiteral("adding the newest events to the search index"));
    }
    const qint64 indexed = insert.changes();
    db.countIndexed(static_cast<std::size_t>(std::max<qint64>(indexed, 0)));
    return indexed;
}

Result<qint64> SearchIndex::catchUp(Database& db) {
    const QString what = QStringLiteral("adding the newest events to the search index");
    auto newestEvent = keptCount(db, "SELECT coalesce(max(id), 0) FROM main.encounter_events", what);
    auto newestIndexed = lastIndexed(db);
    if (!newestEvent || !newestIndexed) {
        return !newestEvent ? newestEvent.error() : newestIndexed.error();
    }
    if (newestEvent.value() <= newestIndexed.value()) {
        return 0;
    }
    return db.valueInTransaction([&] { return addNewest(db); }, what);
}

Result<SearchIndex::Searched> SearchIndex::searchTables(Database& db, bool knownDamaged) {
    // The checks read the index's settings and count every event: a search of a large campaign
    // spent more time there than in the search. Checked once, they hold until the file changes (its
    // data version moves when another connection writes it, the change count when this one does).
    QString stamp;
    if (!knownDamaged) {
        QSqlQuery& version = db.prepared(QStringLiteral("PRAGMA data_version"));
        if (version.exec() && version.next()) {
            stamp = version.value(0).toString() + QLatin1Char('/') +
                    QString::number(SqliteConnection::totalChanges(db.connection()));
        }
        version.finish();
        if (!stamp.isEmpty() && stamp == db.indexWholeAt()) {
            return Searched{QString::fromLatin1(kTable), {}};
        }
    }
    db.setIndexWholeAt(QString());
    if (!knownDamaged && check(db)) {
        auto unindexed = unindexedEvents(db);
        if (unindexed && unindexed.value() && *unindexed.value() > 0 && !db.readOnly()) {
            // The newest events, which the session that wrote them has not indexed yet.
            if (auto caught = catchUp(db); caught) {
                unindexed = unindexedEvents(db);
            }
        }
        if (unindexed && unindexed.value()) {
            if (*unindexed.value() == 0) {
                db.setIndexWholeAt(stamp);
                return Searched{QString::fromLatin1(kTable), {}};
            }
            // The newest events not indexed yet (a read-only session, or a catch-up that found the
            // file locked by another writer): searched in a temporary index of their own.
            auto newest = indexNewest(db);
            if (!newest) {
                return newest.error();
            }
            return Searched{QString::fromLatin1(kTable), newest.value()};
        }
    }
    if (!db.readOnly()) {
        if (auto rebuilt = rebuild(db); !rebuilt) {
            return rebuilt.error();
        }
        return Searched{QString::fromLatin1(kTable), {}};
    }
    auto exists =
        count(db.connection(),
              QStringLiteral("SELECT count(*) FROM temp.sqlite_schema WHERE name = '%1'").arg(kTemporaryTable),
              QStringLiteral("searching the encounter logs"));
    if (!exists) {
        return exists.error();
    }
    if (exists.value() == 0) {
        if (auto built = execAll(
                db,
                {QStringLiteral("CREATE VIRTUAL TABLE temp.%1 USING fts5 (text, content = '')").arg(kTemporaryTable),
                 QStringLiteral("INSERT INTO temp.%1 (rowid, text) SELECT id, text FROM main.encounter_events")
                     .arg(kTemporaryTable),
                 // In one piece, as compact() leaves the file's index after a bulk write.
                 QStringLiteral("INSERT INTO temp.%1 (%1) VALUES ('optimize')").arg(kTemporaryTable)},
                QStringLiteral("searching the encounter logs"));
            !built) {
            QSqlQuery(db.connection()).exec(QStringLiteral("DROP TABLE IF EXISTS temp.%1").arg(kTemporaryTable));
            return built.error();
        }
    }
    return Searched{kTemporaryTable, {}};
}

} // namespace scouter::store
