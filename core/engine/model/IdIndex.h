// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/IdHash.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// Positions of things by their id (combatants, slots), asked on every event a reducer applies: the
// replay's inner loop. An open-addressed table of (hash, position) pairs over the items' own ids, so
// a lookup hashes a few bytes and compares one id, and a copy of the state (a checkpoint, a probe's
// scratch) copies one flat array instead of a node per id.
class IdIndex {
public:
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);

    template <class Items> void rebuild(const Items& items) {
        m_count = items.size();
        std::size_t capacity = 8;
        while (capacity < m_count * 2) {
            capacity *= 2;
        }
        m_entries.assign(capacity, Entry{});
        for (std::size_t i = 0; i < m_count; ++i) {
            insert(items[i].id, i);
        }
    }

    // Whether the index covers exactly these many items (an encounter's items are indexed once set
    // up; a state built by hand may not be, and is searched item by item).
    [[nodiscard]] bool covers(std::size_t count) const { return m_count == count && !m_entries.empty(); }

    // The position of the item with this id, or npos.
    template <class Items> [[nodiscard]] std::size_t find(std::string_view id, const Items& items) const {
        const std::uint64_t hash = hashId(id);
        const auto tag = static_cast<std::uint32_t>(hash >> 32U);
        const std::size_t mask = m_entries.size() - 1;
        for (std::size_t at = static_cast<std::size_t>(hash) & mask;; at = (at + 1) & mask) {
            const Entry& entry = m_entries[at];
            if (entry.position == 0) {
                return npos;
            }
            if (entry.tag == tag && sameId(items[entry.position - 1].id, id)) {
                return entry.position - 1;
            }
        }
    }

    friend bool operator==(const IdIndex&, const IdIndex&) = default;

private:
    struct Entry {
        std::uint32_t tag = 0;
        std::uint32_t position = 0; // one past the item's position; 0 is an empty entry
        friend bool operator==(const Entry&, const Entry&) = default;
    };

    void insert(std::string_view id, std::size_t position);

    std::vector<Entry> m_entries;
    std::size_t m_count = 0;
};

} // namespace scouter::engine
