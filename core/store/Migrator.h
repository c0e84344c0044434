#pragma once

#include "Result.h"

namespace scouter::store {

class Database;

// Brings a campaign file to the newest schema, after saving a copy of it, in one exclusive
// transaction; and checks, before and after, that the file is one this Scouter may touch.
class Migrator {
public:
    // Only reads (on a read-only connection): refuses another program's database (by its
    // application_id, before anything else), a newer schema or a damaged file. The file's schema
    // version when it may be opened; 0 for a blank SQLite file.
    [[nodiscard]] static Result<int> checkReadable(Database& db);
    // The version the file had: the one read inside the migration's transaction, so a second
    // process that migrated it first leaves nothing to do.
    [[nodiscard]] static Result<int> migrate(Database& db);
    // Compares the file's tables, indexes and triggers with a fresh database built from the
    // same migrations.
    [[nodiscard]] static Status checkSchema(Database& db);
    // `<file>.backup-v<N>`, or a numbered variant when that one exists (a backup is never
    // overwritten).
    [[nodiscard]] static QString backupPathFor(const QString& path, int version);

    static constexpr int kApplicationId = 1396921426; // 'SCTR', set by migration 0001
};

} // namespace scouter::store
