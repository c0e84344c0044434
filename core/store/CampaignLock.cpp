#include "CampaignLock.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMutex>
#include <QSysInfo>

#include <map>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#endif

namespace scouter::store {

namespace {

// The locks this process holds, by lock file: a second open of the same campaign shares the
// first one's lock instead of being refused by its own process.
struct HeldLocks {
    QMutex mutex;
    std::map<QString, std::weak_ptr<CampaignLock>> byPath;
};

HeldLocks& heldLocks() {
    static HeldLocks locks;
    return locks;
}

} // namespace

CampaignLock::CampaignLock(const QString& lockPath) : m_file(lockPath) {
    // Held for a whole session, so never stale by age: only once its process is gone.
    m_file.setStaleLockTime(0);
}

CampaignLock::~CampaignLock() {
    m_file.unlock();
}

QString CampaignLock::lockPathFor(const QString& campaignPath) {
    return QDir::cleanPath(QFileInfo(campaignPath).absoluteFilePath()) + QStringLiteral(".lock");
}

Result<std::shared_ptr<CampaignLock>> CampaignLock::acquire(const QString& campaignPath, int waitMs) {
    const QString lockPath = lockPathFor(campaignPath);
    HeldLocks& locks = heldLocks();
    const QMutexLocker guard(&locks.mutex);
    if (auto shared = locks.byPath[lockPath].lock()) {
        return shared;
    }
    auto lock = std::make_shared<CampaignLock>(lockPath);
    if (lock->m_file.tryLock(waitMs)) {
        locks.byPath[lockPath] = lock;
        return lock;
    }
    if (lock->m_file.error() == QLockFile::LockFailedError) {
        return heldBy(campaignPath, lock->m_file);
    }
    const QString folder = QFileInfo(lockPath).absolutePath();
    if (lock->m_file.error() == QLockFile::PermissionError || !QFileInfo(folder).isWritable()) {
        return StoreError{StoreErrorKind::ReadOnly,
                          QStringLiteral("The folder %1 is read-only (the campaign's lock file %2 cannot be created "
                                         "there), so Scouter cannot write to the campaign.")
                              .arg(folder, lockPath)};
    }
    return StoreError{
        StoreErrorKind::Io,
        QStringLiteral("The lock file %1 of the campaign %2 cannot be created.").arg(lockPath, campaignPath)};
}

std::optional<CampaignLock::Holder> CampaignLock::holder(const QString& campaignPath) {
    const QLockFile file(lockPathFor(campaignPath));
    Holder holder;
    if (!file.getLockInfo(&holder.pid, &holder.host, &holder.program)) {
        return std::nullopt;
    }
    return holder;
}

std::optional<CampaignLock::Holder> CampaignLock::otherWriter(const QString& campaignPath) {
    auto found = holder(campaignPath);
    if (!found || found->pid == QCoreApplication::applicationPid()) {
        return std::nullopt;
    }
#ifdef Q_OS_UNIX
    const bool here = found->host.isEmpty() || found->host == QSysInfo::machineHostName();
    if (here && ::kill(static_cast<pid_t>(found->pid), 0) != 0 && errno == ESRCH) {
        return std::nullopt; // a stale lock: its process is gone
    }
#endif
    return found;
}

QString CampaignLock::describe(const Holder& holder) {
    return QStringLiteral("another Scouter (%1, process %2 on %3)")
        .arg(holder.program.isEmpty() ? QStringLiteral("Scouter") : holder.program, QString::number(holder.pid),
             holder.host.isEmpty() ? QStringLiteral("this computer") : holder.host);
}

StoreError CampaignLock::heldBy(const QString& campaignPath, const QLockFile& file) {
    Holder holder;
    if (!file.getLockInfo(&holder.pid, &holder.host, &holder.program)) {
        return {StoreErrorKind::Locked,
                QStringLiteral("The campaign %1 is locked by another program: its lock file %2 exists but cannot be "
                               "read. Nothing was changed.")
                    .arg(campaignPath, lockPathFor(campaignPath))};
    }
    // A lock from another computer (a shared folder) cannot be checked from here: only its user
    // knows whether that Scouter still runs.
    const bool elsewhere = !holder.host.isEmpty() && holder.host != QSysInfo::machineHostName();
    const QString stale = elsewhere ? QStringLiteral(" If no Scouter runs on %1 any more, delete %2.")
                                          .arg(holder.host, lockPathFor(campaignPath))
                                    : QString();
    return {StoreErrorKind::Locked,
            QStringLiteral("The campaign %1 is being written by %2 (lock file %3). One Scouter at a time writes a "
                           "campaign: open it read-only meanwhile, or close the other one first.%4")
                .arg(campaignPath, describe(holder), lockPathFor(campaignPath), stale)};
}

} // namespace scouter::store
