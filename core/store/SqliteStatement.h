// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QtGlobal>

#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace scouter::store {

// One statement run on the connection's own SQLite handle, for a read that goes through many rows
// (an encounter's log): each column is read as SQLite holds it, text as its UTF-8 bytes, where
// QSqlQuery made a QVariant and a UTF-16 copy of every value that the JSON reader then turned back
// into UTF-8. The connection's settings (busy timeout, defensive mode, stop flag) hold as for any
// statement.
class SqliteStatement {
public:
    SqliteStatement(const QSqlDatabase& db, std::string_view sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;
    SqliteStatement(SqliteStatement&&) = delete;
    SqliteStatement& operator=(SqliteStatement&&) = delete;

    // Binds parameter `index` (from 1); false when the statement did not prepare.
    bool bind(int index, qint64 value);
    // A copy of `text`'s UTF-8 bytes; a null text binds NULL, as Qt's driver binds a null QString.
    bool bindText(int index, const QString& text);
    bool bindText(int index, std::string_view utf8);
    // Runs a statement that returns no row (an insert): false on a failure (failed(), error()).
    [[nodiscard]] bool run();
    // Ready to run again, with values bound anew: the last run and its failure let go.
    void reset();
    [[nodiscard]] bool prepared() const { return m_statement != nullptr; }
    // The rowid of the connection's last insert.
    [[nodiscard]] qint64 lastInsertId() const;
    // The rows the connection's last insert, update or delete changed.
    [[nodiscard]] qint64 changes() const;
    // The next row: false at the end and on a failure (then failed() and error() say so).
    [[nodiscard]] bool next();
    [[nodiscard]] qint64 integer(int column) const;
    // Valid until the next call of next().
    [[nodiscard]] std::string_view text(int column) const;

    [[nodiscard]] bool failed() const { return m_code != 0; }
    // As Qt's driver reports one: the extended result code as the native code, SQLite's message.
    [[nodiscard]] QSqlError error() const;

private:
    void fail();

    sqlite3* m_db = nullptr;
    sqlite3_stmt* m_statement = nullptr;
    int m_code = 0;
    QString m_message;
};

} // namespace scouter::store
