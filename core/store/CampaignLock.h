// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QFileDevice>
#include <QString>

#include <memory>
#include <optional>

namespace scouter::store {

// The single-writer rule: one Scouter process at a time writes a campaign. The lock is held on
// the campaign file itself (an exclusive flock on it), so it belongs to the file, not to a name:
// a symbolic link, a hard link or another spelling of its path is the same campaign. The system
// lets go of it when its process ends, so a crash never leaves a campaign locked.
//
// While it is held, `<campaign>.lock` beside the file (the file the links lead to) names the
// holder: pid, program and host, so that the next Scouter can say who writes and offer to open it
// read-only. An older Scouter's lock file (no lock on the campaign, a process that still runs or
// another computer's) is honoured too.
//
// Within one process the lock is shared: the window's connection, its writer thread and a
// second open of the same file (by any of its names) are all the same writer.
class CampaignLock {
public:
    struct Holder {
        qint64 pid = 0;
        QString host;
        QString program;
        QString openedAs; // the campaign's name as the holder opened it
        // False when the campaign is locked but its lock file does not say by whom: the holder
        // opened it under another name (a hard link), or the lock file is not one Scouter reads.
        bool named = true;
        // On another computer (a shared folder): whether it still runs cannot be checked from here.
        bool onAnotherComputer = false;
    };

    // Takes the lock, waiting up to `waitMs` for another process to let go; creates an empty
    // campaign file when there is none (a new campaign). Locked names the holder; ReadOnly when
    // the lock file cannot be created (a read-only folder or mount).
    [[nodiscard]] static Result<std::shared_ptr<CampaignLock>> acquire(const QString& campaignPath, int waitMs = 0);
    // Who holds the lock of this campaign, as the lock file says (nothing when it names no one).
    [[nodiscard]] static std::optional<Holder> holder(const QString& campaignPath);
    // The holder when it is another process that writes the campaign (or one on another computer),
    // without taking the lock: for a read-only session, which reads differently beside a writer.
    [[nodiscard]] static std::optional<Holder> otherWriter(const QString& campaignPath);
    // "another Scouter (scouter, process 123 on host)".
    [[nodiscard]] static QString describe(const Holder& holder);
    // The lock file's name: beside the file that the campaign's name leads to.
    [[nodiscard]] static QString lockPathFor(const QString& campaignPath);

    // Copies the campaign file's bytes as they are on disk to `target`, read through the lock's own
    // descriptor: opening and closing another one would drop SQLite's locks on the file. False,
    // with `target`'s error or the reading's, when a byte could not be copied.
    [[nodiscard]] Status copyTo(QFileDevice& target) const;

    ~CampaignLock();
    CampaignLock(const CampaignLock&) = delete;
    CampaignLock& operator=(const CampaignLock&) = delete;
    CampaignLock(CampaignLock&&) = delete;
    CampaignLock& operator=(CampaignLock&&) = delete;

private:
    CampaignLock(int fd, QString identity, QString lockPath);

    int m_fd;           // the campaign file, open while the lock is held
    QString m_identity; // "<device>:<inode>" of the campaign file
    QString m_lockPath; // the lock file naming this process
};

} // namespace scouter::store
