// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Database.h"
#include "Result.h"

#include <QString>

namespace scouter::store {

// Opening a campaign as the app and the command line do: `--database FILE` or the default
// campaign in the user's data folder, which is created (with the demo) on the first run.
class CampaignFile {
public:
    enum class WhenNew { Empty, WithDemo };
    enum class Access {
        // Write it, holding its lock; refused while another Scouter holds it or when it cannot
        // be written (the writing commands).
        Write,
        // Write it; read it only when its file, folder or mount is read-only; refused while
        // another Scouter holds it (the window, which then offers to read it).
        WriteOrReadIfUnwritable,
        // Write it, or read it only when it cannot be written or another Scouter writes it (the
        // reading commands).
        ReadIfLocked,
        // Only read it, whoever holds the lock.
        ReadOnly,
        // Only read an existing campaign: no lock, no migration (an older one is read through a
        // migrated private copy), not a byte written. A new one is created, as Write would (the
        // reading commands: the first run makes the demo campaign).
        ReadExisting,
        // Only read it, after reading every page of it (PRAGMA integrity_check): `scouter-cli
        // check`.
        Check,
    };

    // How long a Scouter waits for another one that holds the lock for a moment (creating or
    // migrating the file, a one-shot command) before it gives up or reads instead.
    static constexpr int kLockWaitMs = 3000;

    // An empty path means the default campaign; a new default campaign gets the demo.
    [[nodiscard]] static Result<Database> open(const QString& path, WhenNew whenNew = WhenNew::Empty,
                                               Access access = Access::Write);
    [[nodiscard]] static QString resolve(const QString& path);
};

} // namespace scouter::store
