// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandWriter.h"

#include "CommandLog.h"
#include "SqlErrors.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStringList>

#include <utility>
#include <vector>

namespace scouter::store {

namespace {

using QueuedCommand = std::pair<qint64, StoredCommand>;

// The files SQLite may keep for a campaign: a copy must find none of them there (a stray -wal
// would be merged into it), and a copy that failed half-way takes all of them away again.
[[nodiscard]] QStringList copyFiles(const QString& target) {
    return {target, target + QStringLiteral("-wal"), target + QStringLiteral("-shm"),
            target + QStringLiteral("-journal")};
}

void removePartialCopy(const QString& target) {
    for (const QString& file : copyFiles(target)) {
        QFile::remove(file);
    }
}

// SQLite's own consistent snapshot of the file, taken through a reading connection, so it works
// while another connection holds the write lock or the disk under the campaign is full.
[[nodiscard]] Status vacuumInto(const QString& source, int busyTimeoutMs, const QString& target) {
    OpenOptions reading;
    reading.readOnly = true;
    reading.busyTimeoutMs = busyTimeoutMs;
    auto db = Database::connect(source, reading);
    if (!db) {
        return db.error();
    }
    return db.value().copyInto(target, QStringLiteral("copying the campaign to %1").arg(target));
}

// Through the command log, as the writer itself would: each command numbered after the last
// one the copy holds. One written to the campaign between the snapshot of the queue and the
// copy is in the copy already, and is not appended twice.
[[nodiscard]] Status appendQueued(const QString& target, const std::vector<QueuedCommand>& queued) {
    auto copy = Database::open(target);
    if (!copy) {
        return copy.error();
    }
    CommandLog log(copy.value());
    for (const auto& [encounterId, command] : queued) {
        const auto stored = log.count(encounterId);
        if (!stored) {
            return stored.error();
        }
        if (command.seq <= stored.value()) {
            continue;
        }
        if (auto status = log.append(encounterId, command); !status) {
            return status;
        }
    }
    return {};
}

} // namespace

CommandWriter::CommandWriter(QString path, OpenOptions options)
    : m_path(std::move(path)), m_options(options), m_thread([this] { run(); }) {}

CommandWriter::~CommandWriter() {
    {
        const std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void CommandWriter::append(qint64 encounterId, StoredCommand command, Done done) {
    {
        const std::lock_guard lock(m_mutex);
        m_queue.push_back({encounterId, std::move(command), std::move(done)});
        m_paused = false;
    }
    m_wake.notify_all();
}

void CommandWriter::retry() {
    {
        const std::lock_guard lock(m_mutex);
        m_paused = false;
    }
    m_wake.notify_all();
}

Status CommandWriter::flush() {
    std::unique_lock lock(m_mutex);
    m_paused = false;
    m_lastError.reset();
    m_wake.notify_all();
    m_settled.wait(lock, [this] { return m_queue.empty() || m_paused; });
    if (m_queue.empty()) {
        return {};
    }
    return m_lastError.value_or(StoreError{StoreErrorKind::Io, QStringLiteral("The commands were not saved.")});
}

void CommandWriter::settle() {
    std::unique_lock lock(m_mutex);
    m_settled.wait(lock, [this] { return m_queue.empty() || m_paused; });
}

std::size_t CommandWriter::pending() const {
    const std::lock_guard lock(m_mutex);
    return m_queue.size();
}

std::optional<StoreError> CommandWriter::lastError() const {
    const std::lock_guard lock(m_mutex);
    return m_queue.empty() ? std::nullopt : m_lastError;
}

std::map<qint64, std::size_t> CommandWriter::pendingByEncounter() const {
    const std::lock_guard lock(m_mutex);
    std::map<qint64, std::size_t> counts;
    for (const Job& job : m_queue) {
        ++counts[job.encounterId];
    }
    return counts;
}

Status CommandWriter::saveCopy(const QString& target) const {
    for (const QString& file : copyFiles(target)) {
        if (QFileInfo::exists(file)) {
            return StoreError{StoreErrorKind::Invalid,
                              QStringLiteral("%1 already exists, and Scouter never writes over a file: choose a new "
                                             "name for the copy.")
                                  .arg(file)};
        }
    }
    // Taken before the copy, so a command the writer thread finishes meanwhile is in one or the other.
    std::vector<QueuedCommand> queued;
    {
        const std::lock_guard lock(m_mutex);
        for (const Job& job : m_queue) {
            queued.emplace_back(job.encounterId, job.command);
        }
    }
    Status status = vacuumInto(m_path, m_options.busyTimeoutMs, target);
    if (status) {
        status = appendQueued(target, queued);
    }
    if (!status) {
        removePartialCopy(target);
    }
    return status;
}

Status CommandWriter::write(std::optional<Database>& db, const Job& job) {
    // The connection is opened lazily on this thread (it must live where it is used) and
    // opened again after a failure to open, e.g. once the other Scouter let go of the file.
    if (!db) {
        auto opened = Database::connect(m_path, m_options);
        if (!opened) {
            return opened.error();
        }
        db.emplace(std::move(opened).value());
    }
    return CommandLog(*db).append(job.encounterId, job.command, CommandLog::Indexing::Later);
}

void CommandWriter::indexWritten(std::optional<Database>& db) {
    // A failure (a full disk, a lock) loses nothing: the events are saved, and the next catch-up
    // (this writer's, or a search's) indexes them.
    if (db) {
        (void)SearchIndex::catchUp(*db);
    }
}

void CommandWriter::run() {
    std::optional<Database> db;
    // Events this writer saved and has not indexed yet: indexed once the queue has been empty for
    // a moment, or once this many wait, so no command waits for the index.
    std::size_t unindexed = 0;
    std::unique_lock lock(m_mutex);
    const auto jobOrStop = [this] { return m_stopping || (!m_queue.empty() && !m_paused); };
    while (true) {
        if (unindexed == 0) {
            m_wake.wait(lock, jobOrStop);
        } else if (!m_wake.wait_for(lock, kIndexWhenIdleFor, jobOrStop) || unindexed >= kIndexAfterEvents) {
            lock.unlock();
            indexWritten(db);
            unindexed = 0;
            lock.lock();
            continue;
        }
        if (m_queue.empty() || m_paused) {
            break; // stopping with nothing left that can be written now
        }
        // The job stays at the front of the queue while it is written, so a failure keeps it
        // (and the order of those behind it) for the next attempt.
        const Job& job = m_queue.front();
        const qint64 encounterId = job.encounterId;
        const qint64 seq = job.command.seq;
        lock.unlock();
        const Status status = write(db, job);
        if (job.done) {
            job.done(status);
        }
        if (status) {
            unindexed += job.command.events.size();
            Q_EMIT written(encounterId, seq);
        } else {
            Q_EMIT failed(encounterId, seq, status.error());
        }
        lock.lock();
        if (status) {
            m_queue.pop_front();
        } else {
            m_paused = true;
            m_lastError = status.error();
        }
        m_settled.notify_all();
    }
    lock.unlock();
    if (unindexed > 0) {
        indexWritten(db);
    }
    db.reset();
}

} // namespace scouter::store
