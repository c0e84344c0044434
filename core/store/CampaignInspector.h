// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

class Database;
class ReadOnlySource;

// Decides whether an existing campaign file may be opened, reading it the way ReadOnlySource
// does: not one byte is written to the file, its -wal or its -shm, whatever the verdict. SQLite
// reads the write-ahead log itself, so a campaign whose last commands are still in the log (a
// crash, a full disk) is judged with them.
class CampaignInspector {
public:
    // The file's schema version (0 for a blank SQLite file), or why it is refused: another
    // program's file (application_id, checked first), a newer schema, a schema (tables and their
    // columns, indexes, triggers, views, the search index's tables) that is not exactly the one of
    // its version, or damage. All of it before anything is migrated or backed up, in time
    // independent of the campaign's size; `thorough` adds PRAGMA integrity_check, which reads
    // every page. `othersWriting`: another Scouter has it open for writing.
    [[nodiscard]] static Result<int> inspect(const QString& path, bool othersWriting, bool thorough = false);
    // Whether the last Scouter that wrote the campaign left it without closing it: a write-ahead
    // log with something in it and no Scouter writing it (a crash, a kill, a power cut). SQLite
    // recovers from that by itself; the next open reads every page all the same, in case the
    // crash was the disk's.
    [[nodiscard]] static bool closedUncleanly(const QString& path);

private:
    [[nodiscard]] static Result<int> check(const QString& path, const ReadOnlySource& source, bool thorough);
    [[nodiscard]] static Result<int> checkSnapshot(Database& db, bool thorough);
    // The refusal when the file is healthy without the write-ahead log beside it.
    [[nodiscard]] static StoreError foreignLog(const QString& path, const StoreError& withLog);
};

} // namespace scouter::store
