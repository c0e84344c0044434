// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/JournaledList.h"

#include <atomic>

namespace scouter::engine {

std::uint64_t freshListVersion() {
    static std::atomic<std::uint64_t> s_next{1}; // 0 is no list's: a list's base before any change
    return s_next.fetch_add(1, std::memory_order_relaxed);
}

} // namespace scouter::engine
