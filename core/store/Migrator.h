// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

namespace scouter::store {

class Database;

// Brings a campaign file to the newest schema, after saving a copy of it, in one exclusive
// transaction; and checks, before and after, that the file is one this Scouter may touch.
class Migrator {
public:
    // Whether migrate() first saves `<file>.backup-v<N>` (not for a private copy Scouter made).
    enum class Backup { Save, None };

    // Only reads (on a read-only connection), in time independent of the campaign's size: refuses
    // another program's database (by its application_id, before anything else) or a newer schema.
    // The file's schema version when it may be opened; 0 for a blank SQLite file.
    [[nodiscard]] static Result<int> checkReadable(Database& db);
    // PRAGMA integrity_check: every page of the file, so its time grows with the campaign.
    [[nodiscard]] static Status checkIntegrity(Database& db);
    // The first page of every table reads (a damaged root page is found without reading them all).
    [[nodiscard]] static Status checkTablesReadable(Database& db);
    // The version the file had: the one read inside the migration's transaction, so a second
    // process that migrated it first leaves nothing to do.
    [[nodiscard]] static Result<int> migrate(Database& db, Backup backup = Backup::Save);
    // Compares the file's whole schema (tables and their columns, indexes, triggers, views, the
    // search index's tables) with a database built in memory by migrations 1 to `version`.
    [[nodiscard]] static Status checkSchema(Database& db, int version);
    // Remembers `reference` (a campaign the migrations built in memory, Database::openInMemory())
    // as what checkSchema compares files of its version with, unless one was read already: a
    // start reads it on another thread while the toolkit starts (CheckPreload).
    static void useReference(Database& reference);
    // Runs migrations from+1 .. to on `db`, without a transaction or backup of its own.
    [[nodiscard]] static Status apply(Database& db, int from, int to);
    // `<file>.backup-v<N>`, or a numbered variant when that name is taken, by a file or by a link
    // (even one pointing nowhere): a backup is never overwritten, nor written through a link.
    [[nodiscard]] static QString backupPathFor(const QString& path, int version);

    static constexpr int kApplicationId = 1396921426; // 'SCTR', set by migration 0001
};

} // namespace scouter::store
