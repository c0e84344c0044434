// SPDX-License-Identifier: GPL-3.0-or-later
#include "SqliteStatement.h"

#include "SqliteConnection.h"

#include <sqlite3.h>

namespace scouter::store {

SqliteStatement::SqliteStatement(const QSqlDatabase& db, std::string_view sql) : m_db(SqliteConnection::handle(db)) {
    if (m_db == nullptr) {
        m_code = SQLITE_MISUSE;
        m_message = QStringLiteral("the connection is not open");
        return;
    }
    if (sqlite3_prepare_v2(m_db, sql.data(), static_cast<int>(sql.size()), &m_statement, nullptr) != SQLITE_OK) {
        fail();
    }
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(m_statement);
}

void SqliteStatement::fail() {
    m_code = m_db != nullptr ? sqlite3_extended_errcode(m_db) : SQLITE_MISUSE;
    if (m_code == SQLITE_OK) {
        m_code = SQLITE_ERROR;
    }
    m_message = m_db != nullptr ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString();
}

bool SqliteStatement::bind(int index, qint64 value) {
    if (m_statement == nullptr) {
        return false;
    }
    if (sqlite3_bind_int64(m_statement, index, value) != SQLITE_OK) {
        fail();
        return false;
    }
    return true;
}

bool SqliteStatement::bindText(int index, const QString& text) {
    if (m_statement == nullptr) {
        return false;
    }
    if (text.isNull()) {
        if (sqlite3_bind_null(m_statement, index) != SQLITE_OK) {
            fail();
            return false;
        }
        return true;
    }
    const QByteArray utf8 = text.toUtf8();
    return bindText(index, std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())));
}

bool SqliteStatement::bindText(int index, std::string_view utf8) {
    if (m_statement == nullptr) {
        return false;
    }
    // An empty view may have no data, which SQLite would bind as NULL.
    const char* bytes = utf8.data() != nullptr ? utf8.data() : "";
    if (sqlite3_bind_text(m_statement, index, bytes, static_cast<int>(utf8.size()), SQLITE_TRANSIENT) != SQLITE_OK) {
        fail();
        return false;
    }
    return true;
}

bool SqliteStatement::run() {
    if (m_statement == nullptr || failed()) {
        return false;
    }
    const int stepped = sqlite3_step(m_statement);
    if (stepped != SQLITE_DONE && stepped != SQLITE_ROW) {
        fail();
        return false;
    }
    return true;
}

void SqliteStatement::reset() {
    if (m_statement != nullptr) {
        sqlite3_reset(m_statement);
    }
    m_code = 0;
    m_message.clear();
}

qint64 SqliteStatement::lastInsertId() const {
    return m_db != nullptr ? static_cast<qint64>(sqlite3_last_insert_rowid(m_db)) : 0;
}

qint64 SqliteStatement::changes() const {
    return m_db != nullptr ? static_cast<qint64>(sqlite3_changes64(m_db)) : 0;
}

bool SqliteStatement::next() {
    if (m_statement == nullptr || failed()) {
        return false;
    }
    const int stepped = sqlite3_step(m_statement);
    if (stepped == SQLITE_ROW) {
        return true;
    }
    if (stepped != SQLITE_DONE) {
        fail();
    }
    return false;
}

qint64 SqliteStatement::integer(int column) const {
    return static_cast<qint64>(sqlite3_column_int64(m_statement, column));
}

std::string_view SqliteStatement::text(int column) const {
    const auto* bytes = reinterpret_cast<const char*>(sqlite3_column_text(m_statement, column));
    if (bytes == nullptr) {
        return {};
    }
    return {bytes, static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column))};
}

QSqlError SqliteStatement::error() const {
    return {QStringLiteral("Unable to fetch row"), m_message, QSqlError::StatementError, QString::number(m_code)};
}

} // namespace scouter::store
