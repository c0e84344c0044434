#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

// Looks at a campaign file's bytes before SQLite touches it, so a file that is not a database
// (or only part of one) is refused without a single byte written to it.
class FileHealth {
public:
    // Ok for a missing or empty file (a new campaign) and for a plausible SQLite file.
    [[nodiscard]] static Status checkHeader(const QString& path);
    // The most recent `<file>.backup-v<N>` (or its numbered variants), empty when there is none.
    [[nodiscard]] static QString newestBackup(const QString& path);
    // The refusal for a damaged file: what is wrong, that nothing changed, and which backup to use.
    [[nodiscard]] static StoreError damaged(const QString& path, const QString& detail);
};

} // namespace scouter::store
