#include "CommandWriter.h"

#include "CommandLog.h"

#include <utility>

namespace scouter::store {

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

std::size_t CommandWriter::pending() const {
    const std::lock_guard lock(m_mutex);
    return m_queue.size();
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
    return CommandLog(*db).append(job.encounterId, job.command);
}

void CommandWriter::run() {
    std::optional<Database> db;
    std::unique_lock lock(m_mutex);
    while (true) {
        m_wake.wait(lock, [this] { return m_stopping || (!m_queue.empty() && !m_paused); });
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
    db.reset();
}

} // namespace scouter::store
