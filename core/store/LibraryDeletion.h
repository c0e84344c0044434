// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

class Database;

// Deleting from the library marks the row (`deleted_at`, schema 3) instead of erasing it, so undo
// brings it back and the encounters it took part in keep their link.
class LibraryDeletion {
public:
    enum class Table { Characters, NpcGroups };

    // Marks the row deleted now, or (`deleted` false) not deleted any more.
    [[nodiscard]] static Status mark(Database& db, Table table, qint64 id, bool deleted);
};

} // namespace scouter::store
