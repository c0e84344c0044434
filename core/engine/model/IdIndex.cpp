// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/IdIndex.h"

namespace scouter::engine {

void IdIndex::insert(std::string_view id, std::size_t position) {
    const std::uint64_t hash = hashId(id);
    const std::size_t mask = m_entries.size() - 1;
    std::size_t at = static_cast<std::size_t>(hash) & mask;
    while (m_entries[at].position != 0) {
        at = (at + 1) & mask;
    }
    // A repeated id keeps its first position, as a search item by item would find.
    m_entries[at] = Entry{static_cast<std::uint32_t>(hash >> 32U), static_cast<std::uint32_t>(position + 1)};
}

} // namespace scouter::engine
