// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/JournaledList.h"

#include <atomic>

namespace scouter::engine {

std::uint64_t freshListVersion() {
    // Every edit of a state's list takes one: a thread takes them from a block of its own, so an
    // edit is not a locked instruction on a counter every thread shares (a replay edits thousands).
    constexpr std::uint64_t kBlock = 1U << 16U;
    static std::atomic<std::uint64_t> s_nextBlock{1}; // 0 is no list's: a list's base before any change
    thread_local std::uint64_t t_next = 0;
    thread_local std::uint64_t t_end = 0;
    if (t_next == t_end) {
        t_next = s_nextBlock.fetch_add(kBlock, std::memory_order_relaxed);
        t_end = t_next + kBlock;
    }
    return t_next++;
}

} // namespace scouter::engine
