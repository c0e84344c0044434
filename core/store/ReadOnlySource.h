// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace scouter::store {

// How SQLite is pointed at a campaign file to read it without writing it, its `-wal` or its
// `-shm` (SQLite URIs). A plain read-only connection is not enough: it still creates the `-wal`
// and `-shm` of a file that has none, and rebuilds the `-shm` of one that has.
//
// - another Scouter writes it: `mode=ro`, as that Scouter's own readers read it (its live -wal
//   and -shm are its business);
// - no write-ahead log to read: `immutable=1`, the main file alone, no lock, nothing created;
// - a log and its `-shm`: `mode=ro&readonly_shm=1`, SQLite's own recovery of the log, in memory;
// - a log without `-shm`: a copy of both in a temporary folder, read there.
class ReadOnlySource {
public:
    // `othersWriting`: another process holds the campaign open for writing, so its `-wal` and
    // `-shm` are live, that process's business, and read the way its own readers read them.
    [[nodiscard]] static Result<ReadOnlySource> choose(const QString& path, bool othersWriting);
    // The main file as it is, leaving any write-ahead log beside it out.
    [[nodiscard]] static ReadOnlySource mainFileOnly(const QString& path);
    // A copy this process made for itself in `folder` (kept as long as a connection reads it).
    [[nodiscard]] static ReadOnlySource privateCopy(const QString& copy, std::shared_ptr<QTemporaryDir> folder);
    // Whether a write-ahead log that SQLite reads sits beside the file: a valid header and more.
    [[nodiscard]] static bool hasLog(const QString& path);

    [[nodiscard]] const QString& databaseName() const { return m_databaseName; }
    [[nodiscard]] QString connectOptions(int busyTimeoutMs) const;

private:
    explicit ReadOnlySource(QString databaseName, std::shared_ptr<QTemporaryDir> copy = {});
    [[nodiscard]] static QString uri(const QString& path, const QString& parameters);
    [[nodiscard]] static Result<ReadOnlySource> copied(const QString& path);

    QString m_databaseName;
    std::shared_ptr<QTemporaryDir> m_copy; // the copy lives as long as a connection reads it
};

} // namespace scouter::store
