// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

#include <optional>

namespace scouter::store {

class Database;

// The search index (`encounter_events_fts`, SQLite's FTS5) is Scouter's own copy of the events'
// texts, arranged for search: nothing in it is only there. So a damaged index is never a reason
// to refuse a campaign or to lose a command: a session that writes empties it and builds it again
// from the events (lossless), a read-only session searches a temporary index built the same way
// and leaves the file alone.
//
// FTS5 keeps the index in tables of its own (`_config`, `_data`, `_idx`, `_docsize`) that SQLite's
// integrity_check reads as plain tables: an edit of them passes it, and then fails searches and,
// once FTS5 merges the damaged part, the writes of new commands.
class SearchIndex {
public:
    // In time independent of the campaign's size: the index's settings are the ones Scouter made,
    // its structure reads, its totals are there. What it cannot see (a damaged page deep inside
    // the index) still never fails a write or a search: see rebuild() and searchTable().
    [[nodiscard]] static Status check(Database& db);
    // Remembers what the new index of `reference` (a campaign of the latest version the migrations
    // built in memory) holds, as what check() compares files with, unless it was read already.
    static void useReference(Database& reference);
    // The whole index against the events up to the last one it holds (the newest may not be
    // indexed yet), read-only: the same words, each in as many events as often, each event as
    // long, the same totals (`scouter-cli check`, the window's check). A page of the index zeroed
    // by an edit reads as empty, not as an error: only this finds it.
    [[nodiscard]] static Status verify(Database& db);
    // Empties the index and builds it again from the events, in one transaction.
    [[nodiscard]] static Status rebuild(Database& db);
    // Merges the index's pieces (FTS5's segments) into one, inside the caller's transaction. Each
    // write of the index adds a piece and FTS5 merges them only level by level, so a campaign
    // written at once (an import, a rebuild) kept several, and every search read each of them:
    // a search over 1,000 encounters took twice as long.
    [[nodiscard]] static Status compact(Database& db);
    // How many of the newest events the index does not hold yet, or nullopt when it misses others
    // (damaged). A session indexes its commands in batches after it saved them (CommandWriter), so
    // up to kUnindexedAtMost of the newest may not be in the index yet; more than that, or all of
    // them, or any before the last it holds, were lost. In time that grows with the campaign: a
    // few counts, read before a search.
    [[nodiscard]] static Result<std::optional<qint64>> unindexedEvents(Database& db);
    // Indexes the events written after the last one the index holds, inside the caller's
    // transaction; how many. A command saved with its index entries comes in this way too, with
    // any saved before it and not indexed yet, so the index stays the events up to its last.
    [[nodiscard]] static Result<qint64> addNewest(Database& db);
    // addNewest() in one transaction of its own. Reads two ids and writes nothing when there are
    // none: a session that opens the campaign for writing runs it, so what a killed session left
    // is indexed then.
    [[nodiscard]] static Result<qint64> catchUp(Database& db);
    // Whether the connection's last failure came from the index.
    [[nodiscard]] static bool failedOn(Database& db);
    // What a search reads: FTS5 tables whose rows are the events' ids.
    struct Searched {
        QString table;  // the index, or a temporary index of every event (see searchTables())
        QString newest; // a temporary index of the newest events the index does not hold yet, or empty
    };
    // The index, rebuilt first when it is damaged or misses more than the newest events (or
    // `knownDamaged`), and caught up with the newest. In a session that cannot write: the index and
    // a temporary index of the newest events it misses, made again for each search that needs it
    // (up to kUnindexedAtMost events); when the index is damaged, a temporary index of every event
    // for this connection instead (built once, in time that grows with the campaign).
    [[nodiscard]] static Result<Searched> searchTables(Database& db, bool knownDamaged = false);

    static constexpr const char* kTable = "encounter_events_fts";
    // Twice what a writer leaves unindexed (CommandWriter::kIndexAfterEvents) and the events of a
    // command beyond that.
    static constexpr qint64 kUnindexedAtMost = 4000;
};

} // namespace scouter::store
