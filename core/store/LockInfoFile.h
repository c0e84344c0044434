// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

// The few lines beside a locked campaign that name its writer, `<campaign>.lock`: the lock itself
// is held on the campaign file (CampaignLock), this file only says by whom. Its lines are those of
// a QLockFile, which older Scouters wrote and read (pid, program, host, machine and boot ids),
// then the campaign's identity and the name its writer opened it by.
//
// Anyone can put anything at that name, so it is read at most kMaxBytes, never waiting (a named
// pipe), and only when it is a regular file: a link to /dev/zero or a device is never read.
class LockInfoFile {
public:
    static constexpr qint64 kMaxBytes = 4096;

    struct Info {
        qint64 pid = 0;
        QString program;
        QString host;
        QString machineId;
        QString bootId;
        QString identity; // "<device>:<inode>" of the campaign file; empty in an older Scouter's lock
        QString openedAs; // the campaign's name as its writer gave it
    };

    enum class State {
        Absent,   // no file at that name
        Read,     // a lock file: `info` says who wrote it
        Unnamed,  // a small regular file that names no process (empty, or cut short by a crash)
        Unusable, // not something Scouter reads: `problem` says what it is
    };

    struct Reading {
        State state = State::Absent;
        Info info;
        QString problem; // "it is a symbolic link to /dev/zero", in a user's words
    };

    [[nodiscard]] static Reading read(const QString& path);
    // Replaces the file at once (a new file renamed over it): a reader never sees half of it.
    [[nodiscard]] static Status write(const QString& path, const Info& info);
    // Removes the file when it still names this process and this campaign.
    static void removeIfOurs(const QString& path, const QString& identity);
    // This process, as it writes itself into a lock file.
    [[nodiscard]] static Info thisProcess(const QString& identity, const QString& openedAs);
};

} // namespace scouter::store
