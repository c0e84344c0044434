// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

namespace scouter::store {

class Database;

// The campaign a first run starts with, so there is something to play at once: characters and NPC
// groups for each ruleset the demo file has, and an encounter for each, ready to start on a small grid
// (resources/demo/demo-campaign.json).
class DemoCampaign {
public:
    // Writes the demo into `db` in one transaction; returns the first ready encounter's id.
    [[nodiscard]] static Result<qint64> create(Database& db);
};

} // namespace scouter::store
