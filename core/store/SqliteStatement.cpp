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

QString SqliteStatement::text16(int column) const {
    const void* units = sqlite3_column_text16(m_statement, column);
    if (units == nullptr) {
        return {};
    }
    return QString::fromUtf16(static_cast<const char16_t*>(units),
                              static_cast<qsizetype>(sqlite3_column_bytes16(m_statement, column)) / 2);
}

QSqlError SqliteStatement::error() const {
    return {QStringLiteral("Unable to fetch row"), m_message, QSqlError::StatementError, QString::number(m_code)};
}

} // namespace scouter::store
