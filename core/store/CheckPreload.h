// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <thread>

namespace scouter::store {

// Opening a campaign compares the file's schema and search index with a campaign the migrations
// build in memory: every migration run once per run, a twentieth of a start. This builds that
// reference on another thread while the toolkit starts and hands it to the checks
// (Migrator::useReference, SearchIndex::useReference), which wait for it rather than build their
// own. Make it once a QCoreApplication exists (Qt loads its SQLite driver through it); the
// destructor waits for the thread.
class CheckPreload {
public:
    CheckPreload();

    // Returns once no reference is being built: what a check calls before it reads the reference.
    static void waitIfBuilding();

private:
    std::jthread m_builder;
};

} // namespace scouter::store
