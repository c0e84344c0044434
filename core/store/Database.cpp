// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"

#include "CampaignInspector.h"
#include "CampaignLock.h"
#include "FileHealth.h"
#include "MigratedCopy.h"
#include "Migrations.h"
#include "Migrator.h"
#include "ReadOnlySource.h"
#include "SearchIndex.h"
#include "SqlErrors.h"
#include "SqliteConnection.h"
#include "SqliteStatement.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMutex>
#include <QSqlQuery>
#include <QThread>

#include <sqlite3.h>

#include <atomic>
#include <map>
#include <utility>

namespace scouter::store {

namespace {

// How long a connection that found the file busy waits before trying the WAL switch again.
constexpr unsigned long kWalRetryMs = 5;
// How long a read-only open of a campaign another Scouter is creating waits before looking again.
constexpr unsigned long kBlankRetryMs = 20;

[[nodiscard]] QString uniqueConnectionName() {
    static std::atomic<quint64> counter{0};
    return QStringLiteral("scouter-store-%1-%2")
        .arg(++counter)
        .arg(reinterpret_cast<quintptr>(QThread::currentThreadId()));
}

// The read-only sessions open in this process, by file: a second connection to one of them (the
// writer thread's, a background reader's) reads the same way and refuses writes for the same
// reason.
struct ReadOnlySessions {
    struct Entry {
        std::weak_ptr<const ReadOnlySource> source;
        QString reason;
    };
    QMutex mutex;
    std::map<QString, Entry> byPath;
};

ReadOnlySessions& readOnlySessions() {
    static ReadOnlySessions sessions;
    return sessions;
}

[[nodiscard]] QString readOnlySessionKey(const QString& path) {
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

[[nodiscard]] bool campaignFilesWritable(const QString& path) {
    const auto writableIfThere = [](const QString& file) {
        return !QFileInfo::exists(file) || QFileInfo(file).isWritable();
    };
    return QFileInfo(path).isWritable() && writableIfThere(path + QStringLiteral("-wal")) &&
           writableIfThere(path + QStringLiteral("-shm"));
}

[[nodiscard]] Result<QString> singleValue(const QSqlDatabase& db, const QString& sql, const QString& what) {
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        return SqlErrors::from(query, what);
    }
    return query.value(0).toString();
}

} // namespace

struct Database::Prepared {
    explicit Prepared(const QSqlDatabase& db) : query(db) {}
    QSqlQuery query;
    bool ready = false;
};

Database::Database(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName)), m_path(std::move(path)) {}

Database::Database(Database&& other) noexcept
    : m_connectionName(std::exchange(other.m_connectionName, QString())), m_path(std::move(other.m_path)),
      m_readOnlyReason(std::move(other.m_readOnlyReason)), m_created(other.m_created),
      m_rebuildingIndex(other.m_rebuildingIndex), m_notices(std::move(other.m_notices)),
      m_lock(std::move(other.m_lock)), m_readSource(std::move(other.m_readSource)),
      m_indexWholeAt(std::move(other.m_indexWholeAt)), m_prepared(std::move(other.m_prepared)),
      m_kept(std::move(other.m_kept)) {}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        close();
        m_connectionName = std::exchange(other.m_connectionName, QString());
        m_path = std::move(other.m_path);
        m_readOnlyReason = std::move(other.m_readOnlyReason);
        m_created = other.m_created;
        m_rebuildingIndex = other.m_rebuildingIndex;
        m_notices = std::move(other.m_notices);
        m_lock = std::move(other.m_lock);
        m_readSource = std::move(other.m_readSource);
        m_indexWholeAt = std::move(other.m_indexWholeAt);
        m_prepared = std::move(other.m_prepared);
        m_kept = std::move(other.m_kept);
    }
    return *this;
}

Database::~Database() {
    close();
}

void Database::close() {
    m_prepared.clear();
    m_kept.clear();
    m_indexWholeAt.clear();
    if (m_connectionName.isEmpty()) {
        return;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
    m_connectionName.clear();
}

QSqlDatabase Database::connection() const {
    return QSqlDatabase::database(m_connectionName, false);
}

Result<Database> Database::rawConnection(const QString& path, const QString& databaseName,
                                         const QString& connectOptions) {
    const QString name = uniqueConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(databaseName);
        db.setConnectOptions(connectOptions);
        if (!db.open()) {
            const StoreError error = SqlErrors::from(db.lastError(), QStringLiteral("opening the campaign"));
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return error;
        }
        // Before the first statement, which reads the file's (untrusted) schema.
        if (auto hardened = SqliteConnection::harden(db); !hardened) {
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return hardened.error();
        }
    }
    return Database(name, path);
}

Result<Database> Database::rawConnection(const QString& path, const OpenOptions& options) {
    return rawConnection(path, path, QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs));
}

Status Database::configure(const OpenOptions& options) {
    // foreign_keys and busy_timeout belong to the connection, so every connection sets them.
    for (const QString& pragma : {QStringLiteral("PRAGMA foreign_keys = ON"),
                                  QStringLiteral("PRAGMA busy_timeout = %1").arg(options.busyTimeoutMs)}) {
        if (auto status = exec(pragma, QStringLiteral("configuring the connection")); !status) {
            return status;
        }
    }
    if (m_path != QStringLiteral(":memory:") && !options.readOnly) {
        // WAL lets the UI read while the writer thread commits; FULL makes each commit survive
        // a power cut, which is the whole point of saving every command.
        // Switching a new file to WAL needs it alone. SQLite answers BUSY at once, without its busy
        // handler, when two connections opening it both hold a read lock (waiting could deadlock),
        // so the switch is tried again until the busy timeout: the other one's switch usually
        // makes it a no-op.
        QElapsedTimer waited;
        waited.start();
        auto mode = singleValue(connection(), QStringLiteral("PRAGMA journal_mode = WAL"),
                                QStringLiteral("switching the campaign to write-ahead logging"));
        while (!mode && mode.error().kind == StoreErrorKind::Locked && waited.elapsed() < options.busyTimeoutMs) {
            QThread::msleep(kWalRetryMs);
            mode = singleValue(connection(), QStringLiteral("PRAGMA journal_mode = WAL"),
                               QStringLiteral("switching the campaign to write-ahead logging"));
        }
        if (!mode) {
            return mode.error();
        }
        if (mode.value().compare(QStringLiteral("wal"), Qt::CaseInsensitive) != 0) {
            return StoreError{StoreErrorKind::ReadOnly,
                              QStringLiteral("The campaign file %1 could not be switched to write-ahead logging "
                                             "(it stays in \"%2\" mode); is its folder read-only?")
                                  .arg(m_path, mode.value())};
        }
    }
    if (options.maxPageCount > 0) {
        if (auto status = exec(QStringLiteral("PRAGMA max_page_count = %1").arg(options.maxPageCount),
                               QStringLiteral("configuring the connection"));
            !status) {
            return status;
        }
    }
    return exec(QStringLiteral("PRAGMA synchronous = FULL"), QStringLiteral("configuring the connection"));
}

Result<Database> Database::open(const QString& path, const OpenOptions& options) {
    const bool existed = QFileInfo(path).size() > 0;
    if (!existed && options.readOnly) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no campaign file %1.").arg(path)};
    }
    // The bytes first: a file that is not SQLite at all never reaches SQLite.
    if (auto header = FileHealth::checkHeader(path); !header) {
        return header.error();
    }
    // Decided before this process takes the lock, which would hide how the last writer left.
    const bool thorough = existed && (options.thorough || CampaignInspector::closedUncleanly(path));
    if (options.readOnly) {
        const auto writer = CampaignLock::otherWriter(path);
        const QString reason =
            writer ? QStringLiteral("It was opened read-only while %1 writes it.").arg(CampaignLock::describe(*writer))
                   : QStringLiteral("It was opened read-only.");
        auto db = openReadOnly(path, options, reason, writer.has_value(), thorough);
        // Blank while another Scouter makes it a campaign (a moment): wait for that, reading only.
        QElapsedTimer waitedForWriter;
        waitedForWriter.start();
        while (!db && db.error().kind == StoreErrorKind::ReadOnly && writer &&
               waitedForWriter.elapsed() < options.lockWaitMs) {
            QThread::msleep(kBlankRetryMs);
            db = openReadOnly(path, options, reason, true, thorough);
        }
        return db;
    }
    auto lock = CampaignLock::acquire(path, 0);
    bool waited = false;
    if (!lock && lock.error().kind == StoreErrorKind::Locked && options.readOnlyWhenLocked && existed) {
        // Another Scouter writes it: read what it has committed.
        auto readOnly = openReadOnly(path, options, lock.error().message, true, thorough);
        if (readOnly) {
            return readOnly;
        }
        // Still being made or migrated by the other one (a moment): wait for it, then write.
        lock = CampaignLock::acquire(path, options.lockWaitMs);
        waited = true;
        if (!lock && lock.error().kind == StoreErrorKind::Locked && readOnly.error().kind != StoreErrorKind::ReadOnly) {
            return readOnly.error();
        }
    }
    if (!lock && lock.error().kind == StoreErrorKind::Locked && !waited && options.lockWaitMs > 0) {
        lock = CampaignLock::acquire(path, options.lockWaitMs);
    }
    const bool mayRead = existed && options.readOnlyWhenUnwritable;
    if (!lock) {
        if (lock.error().kind == StoreErrorKind::ReadOnly && mayRead) {
            return openReadOnly(path, options, lock.error().message, false, thorough);
        }
        return lock.error();
    }
    // Read first, without writing a byte: a refused file is left exactly as it was.
    int version = 0;
    if (existed) {
        auto inspected = CampaignInspector::inspect(path, false, thorough);
        if (!inspected) {
            return inspected.error();
        }
        version = inspected.value();
        if (!campaignFilesWritable(path)) {
            if (!options.readOnlyWhenUnwritable) {
                return StoreError{StoreErrorKind::ReadOnly,
                                  QStringLiteral("The campaign file %1 (or its -wal or -shm) is read-only, so it "
                                                 "cannot be written. Nothing was changed.")
                                      .arg(path)};
            }
            return readOnlyAt(path, options,
                              QStringLiteral("The file %1 (or its -wal or -shm) is read-only.").arg(path), false,
                              version);
        }
    }
    auto db = openWritable(path, options, std::move(lock).value());
    if (!db && db.error().kind == StoreErrorKind::ReadOnly && mayRead) {
        // A read-only mount or file that only SQLite found out about.
        return readOnlyAt(path, options, db.error().message, false, version);
    }
    return db;
}

Result<Database> Database::openWritable(const QString& path, const OpenOptions& options,
                                        std::shared_ptr<CampaignLock> lock) {
    auto db = rawConnection(path, options);
    if (!db) {
        return db.error();
    }
    db.value().m_lock = std::move(lock);
    if (auto status = db.value().configure(options); !status) {
        return status.error();
    }
    auto from = Migrator::migrate(db.value());
    if (!from) {
        return from.error();
    }
    if (auto status = Migrator::checkSchema(db.value(), Migrations::latestVersion()); !status) {
        return status.error();
    }
    if (auto status = db.value().checkSearchIndex(); !status) {
        return status.error();
    }
    // What a killed session saved and had not indexed yet (two ids read when there is none). A
    // failure, e.g. another connection writing, is no reason to refuse the file: the next search
    // catches up instead.
    (void)SearchIndex::catchUp(db.value());
    db.value().m_created = from.value() == 0;
    return db;
}

Status Database::checkSearchIndex() {
    if (SearchIndex::check(*this)) {
        return {};
    }
    return rebuildSearchIndex();
}

Status Database::rebuildSearchIndex() {
    // Only a copy of the events' texts: built again from them, nothing else is touched. A rebuild
    // that fails on the index itself is not tried again from inside.
    m_rebuildingIndex = true;
    Status rebuilt = SearchIndex::rebuild(*this);
    m_rebuildingIndex = false;
    if (rebuilt) {
        m_notices << QStringLiteral("The search index of %1 was damaged; it was built again from the stored events "
                                    "(nothing was lost).")
                         .arg(m_path);
    }
    return rebuilt;
}

Result<Database> Database::openReadOnly(const QString& path, const OpenOptions& options, const QString& reason,
                                        bool othersWriting, bool thorough) {
    auto version = CampaignInspector::inspect(path, othersWriting, thorough);
    if (!version) {
        return version.error();
    }
    return readOnlyAt(path, options, reason, othersWriting, version.value());
}

Result<Database> Database::readOnlyAt(const QString& path, const OpenOptions& options, const QString& reason,
                                      bool othersWriting, int version) {
    if (version == 0) {
        // Blank: another Scouter is making it a campaign this moment (a read-when-locked open
        // waits for it, then writes), or it is an empty SQLite file that only a writer turns into
        // one.
        return StoreError{StoreErrorKind::ReadOnly,
                          QStringLiteral("The file %1 holds no campaign yet; making it one means writing to it. %2 "
                                         "Nothing was changed.")
                              .arg(path, reason)};
    }
    // An older schema is read from a migrated private copy: only a writer migrates the file.
    auto source = version < Migrations::latestVersion() ? MigratedCopy::make(path, othersWriting)
                                                        : ReadOnlySource::choose(path, othersWriting);
    if (!source) {
        return source.error();
    }
    auto db = readOnlySession(path, std::make_shared<const ReadOnlySource>(std::move(source).value()), options, reason);
    if (db) {
        ReadOnlySessions& sessions = readOnlySessions();
        const QMutexLocker guard(&sessions.mutex);
        sessions.byPath[readOnlySessionKey(path)] = {db.value().m_readSource, reason};
    }
    return db;
}

Result<Database> Database::readOnlySession(const QString& path, std::shared_ptr<const ReadOnlySource> source,
                                           const OpenOptions& options, const QString& reason) {
    auto db = rawConnection(path, source->databaseName(), source->connectOptions(options.busyTimeoutMs));
    if (!db) {
        return db.error();
    }
    OpenOptions reading;
    reading.readOnly = true;
    reading.busyTimeoutMs = options.busyTimeoutMs;
    if (auto status = db.value().configure(reading); !status) {
        return status.error();
    }
    db.value().m_readOnlyReason = reason;
    db.value().m_readSource = std::move(source);
    return db;
}

Result<Database> Database::inspect(const QString& path, const ReadOnlySource& source) {
    constexpr int kInspectionBusyTimeoutMs = 5000;
    auto db = rawConnection(path, source.databaseName(), source.connectOptions(kInspectionBusyTimeoutMs));
    if (!db) {
        return db.error();
    }
    db.value().m_readOnlyReason = QStringLiteral("It is only being checked.");
    return db;
}

Result<Database> Database::connect(const QString& path, const OpenOptions& options) {
    std::shared_ptr<const ReadOnlySource> session;
    QString reason;
    {
        ReadOnlySessions& sessions = readOnlySessions();
        const QMutexLocker guard(&sessions.mutex);
        if (const auto found = sessions.byPath.find(readOnlySessionKey(path)); found != sessions.byPath.end()) {
            session = found->second.source.lock();
            reason = found->second.reason;
        }
    }
    if (session) {
        return readOnlySession(path, std::move(session), options, reason);
    }
    if (options.readOnly) {
        auto source = ReadOnlySource::choose(path, false);
        if (!source) {
            return source.error();
        }
        return readOnlySession(path, std::make_shared<const ReadOnlySource>(std::move(source).value()), options,
                               QStringLiteral("It was opened read-only."));
    }
    auto db = rawConnection(path, options);
    if (!db) {
        return db.error();
    }
    if (auto status = db.value().configure(options); !status) {
        return status.error();
    }
    auto version = db.value().userVersion();
    if (!version) {
        return version.error();
    }
    if (version.value() != Migrations::latestVersion()) {
        return StoreError{StoreErrorKind::SchemaMismatch,
                          QStringLiteral("The campaign file %1 has schema %2 where %3 was expected.")
                              .arg(path)
                              .arg(version.value())
                              .arg(Migrations::latestVersion())};
    }
    return db;
}

Result<Database> Database::openInMemory(int version) {
    auto db = rawConnection(QStringLiteral(":memory:"), {});
    if (!db) {
        return db.error();
    }
    if (auto status = db.value().configure({}); !status) {
        return status.error();
    }
    const int target = version < 0 ? Migrations::latestVersion() : version;
    if (auto status = db.value().exclusiveTransaction([&] { return Migrator::apply(db.value(), 0, target); },
                                                      QStringLiteral("building the campaign's tables"));
        !status) {
        return status.error();
    }
    return db;
}

Result<Database> Database::openScratch(const QString& file) {
    auto db = rawConnection(file, {});
    if (!db) {
        return db.error();
    }
    if (auto status = db.value().exec(QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("opening a copy"));
        !status) {
        return status.error();
    }
    return db;
}

Status Database::transaction(const std::function<Status()>& body, const QString& what) {
    // IMMEDIATE takes the write lock up front, so a busy file fails here rather than half-way.
    return run(QStringLiteral("BEGIN IMMEDIATE"), body, what);
}

Status Database::exclusiveTransaction(const std::function<Status()>& body, const QString& what) {
    return run(QStringLiteral("BEGIN EXCLUSIVE"), body, what);
}

Status Database::run(const QString& begin, const std::function<Status()>& body, const QString& what) {
    if (readOnly()) {
        return StoreError{StoreErrorKind::ReadOnly,
                          QStringLiteral("Not saved (%1): the campaign %2 is open read-only. %3 What is played goes "
                                         "on in memory only.")
                              .arg(what, m_path, m_readOnlyReason)};
    }
    bool indexFailed = false;
    Status result = attempt(begin, body, what, indexFailed);
    if (result || !indexFailed || m_rebuildingIndex) {
        return result;
    }
    // The open's quick look at the search index cannot see a damaged page deep inside it, which
    // FTS5 reads only when it merges that part: then the index is built again from the events
    // and the write made once more, so a damaged index never costs a command.
    if (!rebuildSearchIndex()) {
        return result;
    }
    return attempt(begin, body, what, indexFailed);
}

Status Database::attempt(const QString& begin, const std::function<Status()>& body, const QString& what,
                         bool& indexFailed) {
    // BEGIN and COMMIT kept prepared like a command's inserts: each command parsed both anew.
    if (auto started = execPrepared(begin, what); !started) {
        return started;
    }
    m_indexedInTransaction = 0;
    Status result = body();
    if (result && m_indexedInTransaction >= kCompactAfterIndexing) {
        // In the same transaction: the index is never left half-merged, and a damaged one fails
        // here like any write of it (run() rebuilds it and runs the body again).
        result = SearchIndex::compact(*this);
    }
    m_indexedInTransaction = 0;
    if (result) {
        result = execPrepared(QStringLiteral("COMMIT"), what);
    }
    if (!result) {
        indexFailed = SearchIndex::failedOn(*this);
        // A kept statement that failed half-way lets go of the transaction before it is undone.
        for (auto& [sql, statement] : m_prepared) {
            statement->query.finish();
        }
        for (auto& [sql, statement] : m_kept) {
            statement->reset();
        }
        QSqlQuery rollback(connection());
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    return result;
}

Status Database::copyInto(const QString& target, const QString& what) {
    // Every connection's file had its whole schema checked when it was opened.
    if (auto trusted = SqliteConnection::setTrustedSchema(connection(), true); !trusted) {
        return trusted;
    }
    QSqlQuery query(connection());
    bool copied = query.prepare(QStringLiteral("VACUUM INTO ?"));
    if (copied) {
        query.addBindValue(target);
        copied = query.exec();
    }
    const StoreError error = copied ? StoreError{} : SqlErrors::from(query, what);
    if (auto distrusted = SqliteConnection::setTrustedSchema(connection(), false); !distrusted) {
        return distrusted;
    }
    if (!copied) {
        return error;
    }
    return {};
}

Status Database::exec(const QString& sql, const QString& what) {
    QSqlQuery query(connection());
    if (!query.exec(sql)) {
        return SqlErrors::from(query, what);
    }
    return {};
}

Status Database::execScript(const QString& script, const QString& what) {
    sqlite3* handle = SqliteConnection::handle(connection());
    if (handle == nullptr) {
        return StoreError{StoreErrorKind::Sql, QStringLiteral("Database error while %1: no connection").arg(what)};
    }
    char* message = nullptr;
    const int code = sqlite3_exec(handle, script.toUtf8().constData(), nullptr, nullptr, &message);
    if (code == SQLITE_OK) {
        return {};
    }
    const QString text = QString::fromUtf8(message != nullptr ? message : sqlite3_errstr(code));
    sqlite3_free(message);
    return SqlErrors::from(
        QSqlError(QString(), text, QSqlError::StatementError, QString::number(sqlite3_extended_errcode(handle))), what);
}

Status Database::execPrepared(const QString& sql, const QString& what) {
    QSqlQuery& query = prepared(sql);
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    return {};
}

QSqlQuery& Database::prepared(const QString& sql) {
    auto& slot = m_prepared[sql];
    if (!slot) {
        slot = std::make_unique<Prepared>(connection());
        slot->query.setForwardOnly(true);
    }
    if (!slot->ready) {
        slot->ready = slot->query.prepare(sql);
    } else {
        slot->query.finish();
    }
    return slot->query;
}

SqliteStatement& Database::kept(std::string_view sql) {
    auto found = m_kept.find(sql);
    if (found == m_kept.end() || !found->second->prepared()) {
        // A statement that did not prepare is tried again, as prepared() does.
        found = m_kept.insert_or_assign(std::string(sql), std::make_unique<SqliteStatement>(connection(), sql)).first;
    } else {
        found->second->reset();
    }
    return *found->second;
}

Result<int> Database::userVersion() const {
    auto value =
        singleValue(connection(), QStringLiteral("PRAGMA user_version"), QStringLiteral("reading the schema version"));
    if (!value) {
        return value.error();
    }
    return value.value().toInt();
}

} // namespace scouter::store
