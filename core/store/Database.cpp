#include "Database.h"

#include "FileHealth.h"
#include "Migrations.h"
#include "Migrator.h"
#include "SqlErrors.h"

#include <QFileInfo>
#include <QSqlQuery>
#include <QThread>

#include <atomic>
#include <utility>

namespace scouter::store {

namespace {

[[nodiscard]] QString uniqueConnectionName() {
    static std::atomic<quint64> counter{0};
    return QStringLiteral("scouter-store-%1-%2")
        .arg(++counter)
        .arg(reinterpret_cast<quintptr>(QThread::currentThreadId()));
}

[[nodiscard]] Result<QString> singleValue(const QSqlDatabase& db, const QString& sql, const QString& what) {
    QSqlQuery query(db);
    if (!query.exec(sql) || !query.next()) {
        return SqlErrors::from(query, what);
    }
    return query.value(0).toString();
}

} // namespace

Database::Database(QString connectionName, QString path)
    : m_connectionName(std::move(connectionName)), m_path(std::move(path)) {}

Database::Database(Database&& other) noexcept
    : m_connectionName(std::exchange(other.m_connectionName, QString())), m_path(std::move(other.m_path)) {}

Database& Database::operator=(Database&& other) noexcept {
    if (this != &other) {
        close();
        m_connectionName = std::exchange(other.m_connectionName, QString());
        m_path = std::move(other.m_path);
    }
    return *this;
}

Database::~Database() {
    close();
}

void Database::close() {
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

Result<Database> Database::rawConnection(const QString& path, const OpenOptions& options) {
    const QString name = uniqueConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QString connectOptions = QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(options.busyTimeoutMs);
        if (options.readOnly) {
            connectOptions += QStringLiteral(";QSQLITE_OPEN_READONLY");
        }
        db.setConnectOptions(connectOptions);
        if (!db.open()) {
            const StoreError error = SqlErrors::from(db.lastError(), QStringLiteral("opening the campaign"));
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return error;
        }
    }
    return Database(name, path);
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
        auto mode = singleValue(connection(), QStringLiteral("PRAGMA journal_mode = WAL"),
                                QStringLiteral("switching the campaign to write-ahead logging"));
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
    if (auto header = FileHealth::checkHeader(path); !header) {
        return header.error();
    }
    const bool existed = QFileInfo::exists(path) && QFileInfo(path).size() > 0;
    if (!existed && options.readOnly) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no campaign file %1.").arg(path)};
    }
    auto db = rawConnection(path, options);
    if (!db) {
        return db.error();
    }
    // Everything up to the migration only reads, so a refused file is left exactly as it was.
    if (existed) {
        if (auto status = Migrator::checkReadable(db.value()); !status) {
            return status.error();
        }
    }
    if (auto status = db.value().configure(options); !status) {
        return status.error();
    }
    if (auto status = Migrator::migrate(db.value()); !status) {
        return status.error();
    }
    if (auto status = Migrator::checkSchema(db.value()); !status) {
        return status.error();
    }
    return db;
}

Result<Database> Database::connect(const QString& path, const OpenOptions& options) {
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

Result<Database> Database::openInMemory() {
    auto db = rawConnection(QStringLiteral(":memory:"), {});
    if (!db) {
        return db.error();
    }
    if (auto status = db.value().configure({}); !status) {
        return status.error();
    }
    if (auto status = Migrator::migrate(db.value()); !status) {
        return status.error();
    }
    return db;
}

Status Database::transaction(const std::function<Status()>& body, const QString& what) {
    // IMMEDIATE takes the write lock up front, so a busy file fails here rather than half-way.
    if (auto begin = exec(QStringLiteral("BEGIN IMMEDIATE"), what); !begin) {
        return begin;
    }
    Status result = body();
    if (result) {
        result = exec(QStringLiteral("COMMIT"), what);
    }
    if (!result) {
        QSqlQuery rollback(connection());
        rollback.exec(QStringLiteral("ROLLBACK"));
    }
    return result;
}

Status Database::exec(const QString& sql, const QString& what) {
    QSqlQuery query(connection());
    if (!query.exec(sql)) {
        return SqlErrors::from(query, what);
    }
    return {};
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
