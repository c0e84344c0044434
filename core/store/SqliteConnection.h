// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QSqlDatabase>
#include <QString>

#include <atomic>

struct sqlite3;

namespace scouter::store {

// What Scouter sets on every SQLite connection it opens, through the handle of Qt's driver (the
// same libsqlite3 the driver uses: the store links the shared library, never a copy of its own).
//
// A campaign file may come from anyone, so its schema is untrusted until it has been compared
// with Scouter's own: SQLite's defensive mode (no writable_schema, no direct writes to the search
// index's shadow tables, ...) and trusted_schema=OFF (the file's triggers, views and CHECKs run
// only functions SQLite marks harmless) hold on every connection, the inspection's included.
class SqliteConnection {
public:
    // Before the connection's first statement (the first one reads the file's schema).
    [[nodiscard]] static Status harden(const QSqlDatabase& db);
    // Defensive mode off for a moment: only to reset the search index's own shadow tables.
    [[nodiscard]] static Status setDefensive(const QSqlDatabase& db, bool on);
    [[nodiscard]] static bool defensive(const QSqlDatabase& db);
    // trusted_schema on for a moment: only for VACUUM INTO of a file whose whole schema Scouter
    // has checked. SQLite 3.40's VACUUM runs SQLite's own json_valid() (not the one registered
    // here), which it does not mark harmless, so it would refuse to copy any campaign.
    [[nodiscard]] static Status setTrustedSchema(const QSqlDatabase& db, bool on);
    // While `stop` is set (not null), every statement of the connection checks it now and then and
    // ends early once it is true: a long check on a worker thread that the window no longer needs.
    static void stopWhen(const QSqlDatabase& db, const std::atomic<bool>* stop);
    // SQLite's extended result code of the connection's last failure (SQLITE_CORRUPT_VTAB, ...).
    [[nodiscard]] static int lastErrorCode(const QSqlDatabase& db);
    [[nodiscard]] static QString lastErrorMessage(const QSqlDatabase& db);
    // The rows this connection has inserted, changed or deleted since it opened (sqlite3_total_changes64).
    [[nodiscard]] static qint64 totalChanges(const QSqlDatabase& db);

    // The driver's own handle, for the reads that go through SQLite directly (SqliteStatement);
    // null when the connection is not SQLite's or not open.
    [[nodiscard]] static sqlite3* handle(const QSqlDatabase& db);

    static constexpr int kCorruptVirtualTable = 267; // SQLITE_CORRUPT_VTAB: the search index
};

} // namespace scouter::store
