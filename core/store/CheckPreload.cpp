// SPDX-License-Identifier: GPL-3.0-or-later
#include "CheckPreload.h"

#include "Database.h"
#include "Migrator.h"
#include "SearchIndex.h"

#include <condition_variable>
#include <mutex>

namespace scouter::store {

namespace {

struct Building {
    std::mutex mutex;
    std::condition_variable done;
    int pending = 0;
};

Building& building() {
    static Building state;
    return state;
}

// Set on the thread that builds: what it runs never waits for itself.
thread_local bool t_building = false;

// Marks the build done however the thread leaves it.
class Finished {
public:
    Finished() = default;
    Finished(const Finished&) = delete;
    Finished& operator=(const Finished&) = delete;
    ~Finished() {
        {
            const std::lock_guard lock(building().mutex);
            --building().pending;
        }
        building().done.notify_all();
    }
};

} // namespace

CheckPreload::CheckPreload() {
    {
        const std::lock_guard lock(building().mutex);
        ++building().pending; // before the thread starts: a check made just after waits for it
    }
    m_builder = std::jthread([] {
        const Finished finished;
        t_building = true;
        auto reference = Database::openInMemory();
        if (!reference) {
            return; // each check builds its own, and says what failed
        }
        Migrator::useReference(reference.value());
        SearchIndex::useReference(reference.value());
    });
}

void CheckPreload::waitIfBuilding() {
    if (t_building) {
        return;
    }
    std::unique_lock lock(building().mutex);
    building().done.wait(lock, [] { return building().pending == 0; });
}

} // namespace scouter::store
