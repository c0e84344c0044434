// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A disk of a given size, for SQLite: while installed, every connection opened (the store's own,
// through Qt) writes through a VFS that refuses, with SQLITE_FULL as a full disk does, any write
// that would make the files of `folder` take more than `capacityBytes` in all. Reads, locks and
// the shared memory go to the real VFS untouched, so the files are ordinary SQLite files that
// the real VFS opens again once the disk "has room" (uninstalled).
class LimitedDisk {
public:
    LimitedDisk(QString folder, qint64 capacityBytes);
    ~LimitedDisk();
    LimitedDisk(const LimitedDisk&) = delete;
    LimitedDisk& operator=(const LimitedDisk&) = delete;
    LimitedDisk(LimitedDisk&&) = delete;
    LimitedDisk& operator=(LimitedDisk&&) = delete;

    // The bytes the files of `folder` take now.
    [[nodiscard]] static qint64 used(const QString& folder);
    // How many writes were refused so far.
    [[nodiscard]] int refusals() const;
};
