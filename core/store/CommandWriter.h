// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Database.h"
#include "Records.h"
#include "Result.h"
#include "SearchIndex.h"

#include <QObject>

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

namespace scouter::store {

// Writes accepted commands to the campaign file on a thread of its own, which owns its own
// connection, so the UI thread never waits on the disk. Commands are written in the order they
// were appended, each in one transaction. Their events go into the search index afterwards, in
// batches (when the queue is idle for a moment, and before the writer ends): a command's
// transaction writes the command and its events only.
//
// When a write fails (disk full, read-only, locked by another Scouter) the command and those
// after it stay queued, in order; `failed` says what happened, and the next append() (or
// retry()) tries them again. Nothing is dropped while the writer lives; what is still queued
// when it is destroyed is lost, so the window asks first (settle(), pending(), saveCopy()).
class CommandWriter : public QObject {
    Q_OBJECT

public:
    // Called on the writer thread after each attempt at that command: an error each time it
    // fails, success once it is on disk.
    using Done = std::function<void(const Status&)>;

    // `path` must be a campaign that Database::open() has already accepted.
    explicit CommandWriter(QString path, OpenOptions options = {});
    ~CommandWriter() override;
    CommandWriter(const CommandWriter&) = delete;
    CommandWriter& operator=(const CommandWriter&) = delete;

    void append(qint64 encounterId, StoredCommand command, Done done = {});
    // Tries the unwritten commands again without adding one.
    void retry();
    // Blocks until every queued command is on disk, or an attempt failed (its error is returned,
    // the commands stay queued). For the command line, which must not exit before it is saved.
    [[nodiscard]] Status flush();
    // Waits for a write in progress, without trying a failed one again: afterwards pending()
    // counts exactly the commands that could not be saved. Never longer than the write under way.
    void settle();
    [[nodiscard]] std::size_t pending() const;
    // Why the last attempt failed, while commands wait after it.
    [[nodiscard]] std::optional<StoreError> lastError() const;
    // The queued commands of each encounter, by encounter id.
    [[nodiscard]] std::map<qint64, std::size_t> pendingByEncounter() const;
    // Writes a copy of the campaign as its file holds it, with every queued command appended
    // through the command log, to `target`, a new file (an existing one is refused, never
    // overwritten): the way out when this file cannot take them (a full disk, a lock). The file
    // and the queue are left as they were; a copy that fails half-way is removed.
    [[nodiscard]] Status saveCopy(const QString& target) const;

Q_SIGNALS:
    void written(qint64 encounterId, qint64 seq);
    void failed(qint64 encounterId, qint64 seq, const scouter::store::StoreError& error);

private:
    struct Job {
        qint64 encounterId = 0;
        StoredCommand command;
        Done done;
    };

    // The queue empty this long, the saved commands' events are added to the search index.
    static constexpr std::chrono::milliseconds kIndexWhenIdleFor{150};
    // Or as soon as this many wait (commands arriving without a pause, e.g. a script).
    static constexpr std::size_t kIndexAfterEvents = 1000;
    static_assert(static_cast<qint64>(2 * kIndexAfterEvents) <= SearchIndex::kUnindexedAtMost);

    void run();
    [[nodiscard]] Status write(std::optional<Database>& db, const Job& job);
    void indexWritten(std::optional<Database>& db);

    QString m_path;
    OpenOptions m_options;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;    // the writer waits for work here
    std::condition_variable m_settled; // flush() waits here
    std::deque<Job> m_queue;
    bool m_stopping = false;
    bool m_paused = false; // after a failure, until the next append() or retry()
    std::optional<StoreError> m_lastError;
    std::thread m_thread;
};

} // namespace scouter::store
