// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"
#include "SearchIndex.h"
#include "StoredLogTexts.h"

#include <functional>
#include <vector>

namespace scouter::store {

class Database;

// Each encounter's log: accepted commands in order, each with the events it produced.
// Append-only (the schema's triggers refuse any change to what is recorded).
class CommandLog {
public:
    // When a command's events go into the search index: with it, or later by SearchIndex::catchUp or
    // addNewest (the session's writer indexes its commands in batches, so each command's transaction
    // writes only the command and its events, and an import indexes each encounter's log at once;
    // the index is a copy that is built again from them).
    enum class Indexing { WithTheCommand, Later };

    explicit CommandLog(Database& db) : m_db(db) {}

    // One command and all its events in one transaction. `command.seq` must be the next
    // number of that encounter's log: a retry of a command already stored is refused, never
    // written twice.
    [[nodiscard]] Status append(qint64 encounterId, const StoredCommand& command,
                                Indexing indexing = Indexing::WithTheCommand);
    // append() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Status insert(qint64 encounterId, const StoredCommand& command,
                                Indexing indexing = Indexing::WithTheCommand);

    // Where the events of a log go instead of into their commands: a reader that turns events into
    // something else lets each one's JSON go at once (a 10,000-event log held them all). `commands`
    // is told the number of commands first; then `take` gets each event (the command's index in the
    // log, the event's index in its command, the event) from several threads at once, never two for
    // the same command, each command's events in order.
    struct EventSink {
        std::function<void(std::size_t commands)> commands;
        StoredLogTexts::EventTaker take;
    };

    [[nodiscard]] Result<std::vector<StoredCommand>> load(qint64 encounterId, const EventSink& sink = {});
    [[nodiscard]] Result<qint64> count(qint64 encounterId);
    // Events whose readable text matches every word of `text`, newest encounters first. A damaged
    // search index never fails it (SearchIndex).
    [[nodiscard]] Result<std::vector<SearchHit>> search(const QString& text, int limit = 100);

private:
    [[nodiscard]] Result<std::vector<SearchHit>> searchIn(const SearchIndex::Searched& tables, const QString& match,
                                                          int limit);

    Database& m_db;
};

} // namespace scouter::store
