// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

#include <atomic>

namespace scouter::store {

class Database;

// All of an open campaign, read: every page (PRAGMA integrity_check) and the whole search index
// against the events (SearchIndex::verify). Opening a campaign checks only what takes the same
// time at any size; this is the rest, and its time grows with the campaign (some 15 seconds for a
// campaign of a million commands), so the window runs it on a thread of its own and `stop`, when
// given, ends it early.
class CampaignCheck {
public:
    // Empty when all is well; a note when the search index was damaged and this session, which
    // may write, built it again from the events; the damage otherwise.
    [[nodiscard]] static Result<QString> run(Database& db, const std::atomic<bool>* stop = nullptr);
};

} // namespace scouter::store
