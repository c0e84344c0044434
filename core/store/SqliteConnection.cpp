// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteConnection.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

namespace scouter::store {

namespace {

[[nodiscard]] sqlite3* handleOf(const QSqlDatabase& db) {
    const QVariant handle = db.driver() != nullptr ? db.driver()->handle() : QVariant();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3* const*>(handle.constData());
}

// SQLite's own json_valid(), evaluated on a private in-memory connection. SQLite 3.40 does not
// mark its JSON functions harmless (3.41 does), so with trusted_schema=OFF it refuses to read a
// schema whose CHECKs call json_valid(): this one is registered in its place, marked harmless,
// and answers exactly as SQLite's does, since SQLite computes it.
struct JsonValidity {
    sqlite3* db = nullptr;
    sqlite3_stmt* statement = nullptr;
};

void destroyJsonValidity(void* data) {
    auto* validity = static_cast<JsonValidity*>(data);
    sqlite3_finalize(validity->statement);
    sqlite3_close(validity->db);
    delete validity;
}

void jsonValid(sqlite3_context* context, int /*argc*/, sqlite3_value** argv) {
    auto* validity = static_cast<JsonValidity*>(sqlite3_user_data(context));
    sqlite3_reset(validity->statement);
    sqlite3_bind_value(validity->statement, 1, argv[0]);
    if (sqlite3_step(validity->statement) == SQLITE_ROW) {
        sqlite3_result_value(context, sqlite3_column_value(validity->statement, 0)); // a copy
    } else {
        sqlite3_result_error(context, sqlite3_errmsg(validity->db), -1);
    }
    sqlite3_reset(validity->statement);
    sqlite3_clear_bindings(validity->statement);
}

[[nodiscard]] bool registerJsonValid(sqlite3* db) {
    auto* validity = new JsonValidity;
    if (sqlite3_open_v2(":memory:", &validity->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK ||
        sqlite3_prepare_v2(validity->db, "SELECT json_valid(?1)", -1, &validity->statement, nullptr) != SQLITE_OK) {
        destroyJsonValidity(validity);
        return false;
    }
    // On failure SQLite calls the destructor itself.
    return sqlite3_create_function_v2(db, "json_valid", 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS,
                                      validity, jsonValid, nullptr, nullptr, destroyJsonValidity) == SQLITE_OK;
}

// How many SQLite virtual machine steps pass between two looks at a stop flag.
constexpr int kStepsBetweenLooks = 10000;

int stopRequested(void* flag) {
    return static_cast<const std::atomic<bool>*>(flag)->load() ? 1 : 0;
}

[[nodiscard]] StoreError refused(const QString& what) {
    return {StoreErrorKind::CannotOpen,
            QStringLiteral("The campaign could not be opened safely: SQLite refused %1.").arg(what)};
}

} // namespace

Status SqliteConnection::harden(const QSqlDatabase& db) {
    sqlite3* handle = handleOf(db);
    if (handle == nullptr) {
        return refused(QStringLiteral("to hand over its connection"));
    }
    int defensive = 0;
    int trusted = 1;
    if (sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, 1, &defensive) != SQLITE_OK || defensive != 1) {
        return refused(QStringLiteral("its defensive mode"));
    }
    if (!registerJsonValid(handle)) {
        return refused(QStringLiteral("Scouter's json_valid()"));
    }
    // The same as PRAGMA trusted_schema = OFF, set before the schema is first read.
    if (sqlite3_db_config(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0, &trusted) != SQLITE_OK || trusted != 0) {
        return refused(QStringLiteral("to distrust the file's schema"));
    }
    return {};
}

Status SqliteConnection::setDefensive(const QSqlDatabase& db, bool on) {
    sqlite3* handle = handleOf(db);
    int now = -1;
    if (handle == nullptr || sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, on ? 1 : 0, &now) != SQLITE_OK ||
        now != (on ? 1 : 0)) {
        return refused(QStringLiteral("to change its defensive mode"));
    }
    return {};
}

Status SqliteConnection::setTrustedSchema(const QSqlDatabase& db, bool on) {
    sqlite3* handle = handleOf(db);
    int now = -1;
    if (handle == nullptr || sqlite3_db_config(handle, SQLITE_DBCONFIG_TRUSTED_SCHEMA, on ? 1 : 0, &now) != SQLITE_OK ||
        now != (on ? 1 : 0)) {
        return refused(QStringLiteral("to change whether it trusts the file's schema"));
    }
    return {};
}

bool SqliteConnection::defensive(const QSqlDatabase& db) {
    sqlite3* handle = handleOf(db);
    int now = 0;
    return handle != nullptr && sqlite3_db_config(handle, SQLITE_DBCONFIG_DEFENSIVE, -1, &now) == SQLITE_OK && now == 1;
}

void SqliteConnection::stopWhen(const QSqlDatabase& db, const std::atomic<bool>* stop) {
    if (sqlite3* handle = handleOf(db); handle != nullptr) {
        // SQLite only reads the flag; the cast drops a const it never needed.
        sqlite3_progress_handler(handle, stop != nullptr ? kStepsBetweenLooks : 0,
                                 stop != nullptr ? stopRequested : nullptr,
                                 const_cast<std::atomic<bool>*>(stop)); // NOLINT(cppcoreguidelines-pro-type-const-cast)
    }
}

int SqliteConnection::lastErrorCode(const QSqlDatabase& db) {
    sqlite3* handle = handleOf(db);
    return handle != nullptr ? sqlite3_extended_errcode(handle) : 0;
}

sqlite3* SqliteConnection::handle(const QSqlDatabase& db) {
    return handleOf(db);
}

qint64 SqliteConnection::totalChanges(const QSqlDatabase& db) {
    sqlite3* handle = handleOf(db);
    return handle != nullptr ? static_cast<qint64>(sqlite3_total_changes64(handle)) : -1;
}

QString SqliteConnection::lastErrorMessage(const QSqlDatabase& db) {
    sqlite3* handle = handleOf(db);
    return handle != nullptr ? QString::fromUtf8(sqlite3_errmsg(handle)) : QString();
}

} // namespace scouter::store
