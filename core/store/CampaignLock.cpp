// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignLock.h"

#include "LockInfoFile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QSysInfo>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <map>
#include <optional>
#include <utility>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scouter::store {

namespace {

constexpr unsigned long kRetryMs = 20;
// How often the campaign is opened again when its name came to mean another file meanwhile.
constexpr int kReopenAttempts = 10;

// The locks this process holds, by the campaign file's identity: a second open of the same
// campaign, by whatever name, shares the first one's lock instead of being refused by its own
// process (its flock, on another descriptor, would refuse it).
struct HeldLocks {
    QMutex mutex;
    std::map<QString, std::weak_ptr<CampaignLock>> byIdentity;
};

HeldLocks& heldLocks() {
    static HeldLocks locks;
    return locks;
}

[[nodiscard]] QString identityOf(const struct stat& status) {
    return QStringLiteral("%1:%2").arg(static_cast<quint64>(status.st_dev)).arg(static_cast<quint64>(status.st_ino));
}

[[nodiscard]] std::optional<QString> identityOf(const QString& path) {
    struct stat status {};
    if (::stat(QFile::encodeName(path).constData(), &status) != 0 || !S_ISREG(status.st_mode)) {
        return std::nullopt;
    }
    return identityOf(status);
}

[[nodiscard]] QString absolute(const QString& path) {
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

// The descriptors of campaign files this process opened for their locks, by identity. They are
// never closed while the process runs: closing any descriptor of a file drops every POSIX lock the
// process holds on it, SQLite's own connections' locks included, and a connection that lost them
// could let another process checkpoint or delete the write-ahead log under it. A descriptor is let
// go of by unlocking it (flock LOCK_UN) and waits here for the next lock or probe of that file.
struct SpareDescriptors {
    QMutex mutex;
    std::multimap<QString, int> byIdentity;
};

SpareDescriptors& spareDescriptors() {
    static SpareDescriptors spares;
    return spares;
}

[[nodiscard]] int takeSpare(const QString& identity) {
    SpareDescriptors& spares = spareDescriptors();
    const QMutexLocker guard(&spares.mutex);
    const auto found = spares.byIdentity.find(identity);
    if (found == spares.byIdentity.end()) {
        return -1;
    }
    const int fd = found->second;
    spares.byIdentity.erase(found);
    return fd;
}

void putBack(const QString& identity, int fd) {
    ::flock(fd, LOCK_UN);
    SpareDescriptors& spares = spareDescriptors();
    const QMutexLocker guard(&spares.mutex);
    spares.byIdentity.emplace(identity, fd);
}

// The campaign file, open for its lock or a probe of it; the descriptor goes back to the spares
// with this unless released to a CampaignLock.
class CampaignDescriptor {
public:
    CampaignDescriptor() = default;
    ~CampaignDescriptor() {
        if (m_fd >= 0) {
            putBack(m_identity, m_fd);
        }
    }
    CampaignDescriptor(const CampaignDescriptor&) = delete;
    CampaignDescriptor& operator=(const CampaignDescriptor&) = delete;
    CampaignDescriptor(CampaignDescriptor&&) = delete;
    CampaignDescriptor& operator=(CampaignDescriptor&&) = delete;

    // Opens the campaign by its name (following links), creating an empty file when there is none;
    // a spare descriptor of the same file is taken instead of a new one.
    [[nodiscard]] Status open(const QString& path) {
        if (const auto identity = identityOf(path)) {
            m_fd = takeSpare(*identity);
            if (m_fd >= 0) {
                m_identity = *identity;
                return {};
            }
        }
        const QByteArray name = QFile::encodeName(path);
        constexpr int kFlags = O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC;
        constexpr mode_t kNewFileMode = 0644; // as SQLite creates a database
        int fd = ::open(name.constData(), kFlags | O_CREAT | O_EXCL, kNewFileMode);
        m_created = fd >= 0;
        if (fd < 0 && errno == EEXIST) {
            fd = ::open(name.constData(), kFlags);
        }
        if (fd < 0) {
            const int error = errno;
            if (error == EACCES || error == EROFS || error == EPERM) {
                const QString folder = QFileInfo(path).absolutePath();
                return StoreError{StoreErrorKind::ReadOnly,
                                  QStringLiteral("The folder %1 is read-only (the campaign %2 cannot be created or "
                                                 "locked there), so Scouter cannot write to the campaign.")
                                      .arg(folder, path)};
            }
            const QString target = QFile::symLinkTarget(path);
            return StoreError{
                StoreErrorKind::CannotOpen,
                error == ENOENT && !target.isEmpty()
                    ? QStringLiteral("The campaign %1 is a link to %2, which does not exist.").arg(path, target)
                    : QStringLiteral("The campaign file %1 cannot be opened: %2.")
                          .arg(path, QString::fromLocal8Bit(std::strerror(error)))};
        }
        struct stat status {};
        if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
            // Not a file SQLite could hold open either, so closing it drops no lock of a connection.
            ::close(fd);
            return StoreError{StoreErrorKind::CannotOpen,
                              QStringLiteral("%1 is not a file (a folder, a device or a named pipe), so it cannot be a "
                                             "campaign. Nothing was changed.")
                                  .arg(path)};
        }
        m_fd = fd;
        m_identity = identityOf(status);
        return {};
    }

    // Whether the name still leads to the file that was opened (it may have been replaced).
    [[nodiscard]] bool stillAt(const QString& path) const { return identityOf(path) == m_identity; }

    // A campaign file created here for nothing goes again, while its lock keeps others out of it.
    // Its descriptor is closed: no connection of this process can have opened a file this moment made.
    void removeIfCreated(const QString& path) {
        struct stat status {};
        if (m_created && ::fstat(m_fd, &status) == 0 && status.st_size == 0 && stillAt(path)) {
            ::unlink(QFile::encodeName(path).constData());
            ::close(std::exchange(m_fd, -1));
        }
    }

    [[nodiscard]] int fd() const { return m_fd; }
    [[nodiscard]] const QString& identity() const { return m_identity; }
    [[nodiscard]] int release() { return std::exchange(m_fd, -1); }

private:
    int m_fd = -1;
    bool m_created = false;
    QString m_identity;
};

// A host name of its own, unless the machine's id says it is this computer under another name.
[[nodiscard]] bool onAnotherComputer(const LockInfoFile::Info& info) {
    return !info.host.isEmpty() && info.host != QSysInfo::machineHostName() &&
           (info.machineId.isEmpty() || info.machineId != QString::fromLatin1(QSysInfo::machineUniqueId()));
}

// Whether a lock file says its writer still holds the campaign although the campaign's own lock
// is free: an older Scouter's (it held no lock on the campaign) whose process still runs since
// this computer started, or any from another computer, which cannot be checked from here.
[[nodiscard]] bool claimsTheCampaign(const LockInfoFile::Info& info) {
    if (onAnotherComputer(info)) {
        return true;
    }
    if (!info.identity.isEmpty() || info.pid == QCoreApplication::applicationPid()) {
        return false;
    }
    const bool running = ::kill(static_cast<pid_t>(info.pid), 0) == 0 || errno != ESRCH;
    const bool restarted = !info.bootId.isEmpty() &&
                           info.machineId == QString::fromLatin1(QSysInfo::machineUniqueId()) &&
                           info.bootId != QString::fromLatin1(QSysInfo::bootUniqueId());
    return running && !restarted;
}

[[nodiscard]] CampaignLock::Holder named(const LockInfoFile::Info& info) {
    return {info.pid, info.host, info.program, info.openedAs, true, onAnotherComputer(info)};
}

// Who holds a campaign whose lock is taken, as far as the lock file beside this name can tell.
[[nodiscard]] CampaignLock::Holder lockedBy(const QString& lockPath, const QString& identity) {
    const LockInfoFile::Reading reading = LockInfoFile::read(lockPath);
    if (reading.state == LockInfoFile::State::Read && reading.info.identity == identity) {
        return named(reading.info);
    }
    CampaignLock::Holder unknown;
    unknown.named = false;
    return unknown;
}

[[nodiscard]] StoreError heldBy(const QString& campaignPath, const QString& lockPath,
                                const CampaignLock::Holder& holder) {
    const QString advice = QStringLiteral("One Scouter at a time writes a campaign: open it read-only meanwhile, or "
                                          "close the other one first.");
    if (!holder.named) {
        return {StoreErrorKind::Locked,
                QStringLiteral("The campaign %1 is being written by %2: no lock file beside this name (%3) says "
                               "which. %4")
                    .arg(campaignPath, CampaignLock::describe(holder), lockPath, advice)};
    }
    const QString otherName =
        !holder.openedAs.isEmpty() && holder.openedAs != absolute(campaignPath)
            ? QStringLiteral(", which opened it as %1, the same file under another name,").arg(holder.openedAs)
            : QString();
    // A lock from another computer (a shared folder) cannot be checked from here: only its user
    // knows whether that Scouter still runs.
    const QString stale =
        holder.onAnotherComputer
            ? QStringLiteral(" If no Scouter runs on %1 any more, delete %2.").arg(holder.host, lockPath)
            : QString();
    return {StoreErrorKind::Locked,
            QStringLiteral("The campaign %1 is being written by %2%3 (lock file %4). %5%6")
                .arg(campaignPath, CampaignLock::describe(holder), otherName, lockPath, advice, stale)};
}

[[nodiscard]] StoreError unusableLockFile(const QString& campaignPath, const QString& lockPath,
                                          const QString& problem) {
    return {StoreErrorKind::Locked,
            QStringLiteral("The campaign %1 cannot be opened for writing: its lock file %2 is not one Scouter writes "
                           "(%3). Scouter neither reads nor replaces it. If no other Scouter writes the campaign, "
                           "remove %2 and open it again; it can be opened read-only meanwhile. Nothing was changed.")
                .arg(campaignPath, lockPath, problem)};
}

} // namespace

CampaignLock::CampaignLock(int fd, QString identity, QString lockPath)
    : m_fd(fd), m_identity(std::move(identity)), m_lockPath(std::move(lockPath)) {}

CampaignLock::~CampaignLock() {
    HeldLocks& locks = heldLocks();
    const QMutexLocker guard(&locks.mutex);
    locks.byIdentity.erase(m_identity);
    // The lock file goes first, while the lock still keeps the next writer from writing its own.
    LockInfoFile::removeIfOurs(m_lockPath, m_identity);
    putBack(m_identity, m_fd);
}

Status CampaignLock::copyTo(QFileDevice& target) const {
    constexpr qsizetype kChunk = qsizetype(1) << 20;
    QByteArray chunk(kChunk, Qt::Uninitialized);
    for (off_t offset = 0;;) {
        const ssize_t read = ::pread(m_fd, chunk.data(), static_cast<size_t>(chunk.size()), offset);
        if (read < 0 && errno == EINTR) {
            continue;
        }
        if (read < 0) {
            return StoreError{StoreErrorKind::Io, QStringLiteral("the campaign file could not be read: %1")
                                                      .arg(QString::fromLocal8Bit(std::strerror(errno)))};
        }
        if (read == 0) {
            return {};
        }
        if (target.write(chunk.constData(), read) != read) {
            return StoreError{StoreErrorKind::Io, target.errorString()};
        }
        offset += read;
    }
}

QString CampaignLock::lockPathFor(const QString& campaignPath) {
    const QString canonical = QFileInfo(campaignPath).canonicalFilePath();
    return (canonical.isEmpty() ? absolute(campaignPath) : canonical) + QStringLiteral(".lock");
}

Result<std::shared_ptr<CampaignLock>> CampaignLock::acquire(const QString& campaignPath, int waitMs) {
    HeldLocks& locks = heldLocks();
    QMutexLocker guard(&locks.mutex);
    while (const auto identity = identityOf(campaignPath)) {
        const auto found = locks.byIdentity.find(*identity);
        if (found == locks.byIdentity.end()) {
            break;
        }
        if (auto shared = found->second.lock()) {
            return shared;
        }
        // Its last user lets it go on another thread right now: that takes a moment.
        guard.unlock();
        QThread::msleep(1);
        guard.relock();
    }
    QElapsedTimer waited;
    waited.start();
    for (int replaced = 0; replaced < kReopenAttempts;) {
        CampaignDescriptor campaign;
        if (auto opened = campaign.open(campaignPath); !opened) {
            return opened.error();
        }
        const QString lockPath = lockPathFor(campaignPath);
        while (::flock(campaign.fd(), LOCK_EX | LOCK_NB) != 0) {
            if (errno != EWOULDBLOCK && errno != EINTR) {
                return StoreError{StoreErrorKind::Io,
                                  QStringLiteral("The campaign file %1 cannot be locked (%2), so "
                                                 "Scouter cannot write to it. Nothing was changed.")
                                      .arg(campaignPath, QString::fromLocal8Bit(std::strerror(errno)))};
            }
            if (waited.elapsed() >= waitMs) {
                return heldBy(campaignPath, lockPath, lockedBy(lockPath, campaign.identity()));
            }
            QThread::msleep(kRetryMs);
        }
        if (!campaign.stillAt(campaignPath)) {
            ++replaced; // replaced or removed before it was locked: the lock is on a file gone from that name
            continue;
        }
        const LockInfoFile::Reading reading = LockInfoFile::read(lockPath);
        if (reading.state == LockInfoFile::State::Unusable) {
            campaign.removeIfCreated(campaignPath);
            return unusableLockFile(campaignPath, lockPath, reading.problem);
        }
        if (reading.state == LockInfoFile::State::Read && claimsTheCampaign(reading.info)) {
            if (waited.elapsed() >= waitMs) {
                campaign.removeIfCreated(campaignPath);
                return heldBy(campaignPath, lockPath, named(reading.info));
            }
            ::flock(campaign.fd(), LOCK_UN);
            QThread::msleep(kRetryMs);
            continue;
        }
        // Anything else there is stale: its writer is gone, and the lock is this process's now.
        const QString identity = campaign.identity();
        if (auto written = LockInfoFile::write(lockPath, LockInfoFile::thisProcess(identity, absolute(campaignPath)));
            !written) {
            campaign.removeIfCreated(campaignPath);
            return written.error();
        }
        auto lock = std::shared_ptr<CampaignLock>(new CampaignLock(campaign.release(), identity, lockPath));
        locks.byIdentity[identity] = lock;
        return lock;
    }
    return StoreError{StoreErrorKind::Io,
                      QStringLiteral("The campaign file %1 kept being replaced while Scouter was locking it. Nothing "
                                     "was changed.")
                          .arg(campaignPath)};
}

std::optional<CampaignLock::Holder> CampaignLock::holder(const QString& campaignPath) {
    const LockInfoFile::Reading reading = LockInfoFile::read(lockPathFor(campaignPath));
    if (reading.state != LockInfoFile::State::Read) {
        return std::nullopt;
    }
    return named(reading.info);
}

std::optional<CampaignLock::Holder> CampaignLock::otherWriter(const QString& campaignPath) {
    HeldLocks& locks = heldLocks();
    const QMutexLocker guard(&locks.mutex);
    const auto identity = identityOf(campaignPath);
    if (!identity || locks.byIdentity.contains(*identity)) {
        return std::nullopt;
    }
    const QString lockPath = lockPathFor(campaignPath);
    // A shared lock is refused while someone holds the exclusive one, and let go at once.
    CampaignDescriptor campaign;
    if (campaign.open(campaignPath) && campaign.identity() == *identity) {
        if (::flock(campaign.fd(), LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK) {
            return lockedBy(lockPath, *identity);
        }
    }
    const LockInfoFile::Reading reading = LockInfoFile::read(lockPath);
    if (reading.state == LockInfoFile::State::Read && claimsTheCampaign(reading.info)) {
        return named(reading.info);
    }
    return std::nullopt;
}

QString CampaignLock::describe(const Holder& holder) {
    if (!holder.named) {
        return QStringLiteral("another program that has the same file open under another name (a hard link)");
    }
    return QStringLiteral("another Scouter (%1, process %2 on %3)")
        .arg(holder.program.isEmpty() ? QStringLiteral("Scouter") : holder.program, QString::number(holder.pid),
             holder.host.isEmpty() ? QStringLiteral("this computer") : holder.host);
}

} // namespace scouter::store
