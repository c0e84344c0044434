// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ReadOnlySource.h"
#include "Result.h"

#include <QString>

namespace scouter::store {

// How a read-only session reads a campaign of an older schema: a private copy of it (SQLite's
// VACUUM INTO, read through ReadOnlySource, so not a byte of the file, its -wal or -shm is
// written) migrated in a temporary folder that lives as long as the session. Only a writer
// migrates the campaign itself, after its backup.
class MigratedCopy {
public:
    [[nodiscard]] static Result<ReadOnlySource> make(const QString& path, bool othersWriting);
};

} // namespace scouter::store
