#pragma once

#include "Result.h"

namespace scouter::store {

class Database;

// Brings a campaign file to the newest schema, one migration per transaction, after saving a
// copy of it; and checks, before and after, that the file is one this Scouter may touch.
class Migrator {
public:
    // Only reads: refuses a damaged file, another program's database, or a newer schema.
    [[nodiscard]] static Status checkReadable(Database& db);
    [[nodiscard]] static Status migrate(Database& db);
    // Compares the file's tables, indexes and triggers with a fresh database built from the
    // same migrations.
    [[nodiscard]] static Status checkSchema(Database& db);
    // `<file>.backup-v<N>`, or a numbered variant when that one exists (a backup is never
    // overwritten).
    [[nodiscard]] static QString backupPathFor(const QString& path, int version);

    static constexpr int kApplicationId = 1396921426; // 'SCTR', set by migration 0001
};

} // namespace scouter::store
