// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

namespace scouter::store {

class Database;

// The campaign a first run starts with, so there is something to play at once: three PCs with
// full DBU stats, two NPC groups and one encounter ready to start on a small grid.
class DemoCampaign {
public:
    // Writes the demo into `db` in one transaction; returns the ready encounter's id.
    [[nodiscard]] static Result<qint64> create(Database& db);
};

} // namespace scouter::store
