// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

// Looks at a campaign file's bytes before SQLite touches it, so a file that is not a database
// (or only part of one) is refused without a single byte written to it.
class FileHealth {
public:
    // Ok for a missing or empty file (a new campaign) and for a plausible SQLite file. Whether it
    // is whole is left to SQLite when a write-ahead log sits beside it.
    [[nodiscard]] static Status checkHeader(const QString& path);
    // The most recent `<file>.backup-v<N>` (or its numbered variants), empty when there is none.
    [[nodiscard]] static QString newestBackup(const QString& path);
    // What to do with a damaged campaign: its backup, and the three files (the campaign, its -wal
    // and -shm) moved away together before a backup is copied in their place.
    [[nodiscard]] static QString recoveryAdvice(const QString& path);
    // The refusal for a damaged file: what is wrong, that nothing changed, and which backup to use.
    [[nodiscard]] static StoreError damaged(const QString& path, const QString& detail);
};

} // namespace scouter::store
