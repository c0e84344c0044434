// SPDX-License-Identifier: GPL-3.0-or-later
#include "ReleaseAside.h"

#include <QSemaphore>
#include <QThreadPool>

#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <thread>

namespace scouter::ui {
namespace {

// Records the thread that destroys it.
struct Witness {
    std::atomic<bool>& freed;
    std::thread::id& freedOn;
    Witness(std::atomic<bool>& freedFlag, std::thread::id& thread) : freed(freedFlag), freedOn(thread) {}
    Witness(const Witness&) = delete;
    Witness& operator=(const Witness&) = delete;
    ~Witness() {
        freedOn = std::this_thread::get_id();
        freed = true;
    }
};

TEST(ReleaseAsideTest, TheLastHolderLetsGoOnAWorkerNotOnTheCallersThread) {
    QThreadPool pool;
    pool.setMaxThreadCount(1);
    // The pool's one worker waits, so the release can only have happened where the caller is if it
    // happened at once.
    QSemaphore busy;
    pool.start([&busy] { busy.acquire(); });
    std::atomic<bool> freed{false};
    std::thread::id freedOn;
    releaseAside(std::make_shared<const Witness>(freed, freedOn), pool);
    EXPECT_FALSE(freed) << "freed by the caller";
    busy.release();
    pool.waitForDone();
    EXPECT_TRUE(freed);
    EXPECT_NE(freedOn, std::this_thread::get_id());
}

TEST(ReleaseAsideTest, AValueStillHeldElsewhereStaysAlive) {
    QThreadPool pool;
    std::atomic<bool> freed{false};
    std::thread::id freedOn;
    auto kept = std::make_shared<const Witness>(freed, freedOn);
    releaseAside(kept, pool);
    pool.waitForDone();
    EXPECT_FALSE(freed);
    EXPECT_EQ(kept.use_count(), 1);
}

} // namespace
} // namespace scouter::ui
