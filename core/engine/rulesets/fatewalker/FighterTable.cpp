// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FighterTable.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace scouter::engine::fatewalker {

namespace {

const std::vector<FighterTable::Entry> kNoEntries;

std::size_t hashOf(std::string_view id) {
    return std::hash<std::string_view>{}(id);
}

// Looked up for every event applied and every fighter read: one slot probed, most of the time.
void place(std::vector<std::uint32_t>& slots, std::size_t hash, std::size_t at) {
    const std::size_t mask = slots.size() - 1;
    std::size_t slot = hash & mask;
    while (slots[slot] != 0) {
        slot = (slot + 1) & mask;
    }
    slots[slot] = static_cast<std::uint32_t>(at + 1);
}

} // namespace

const std::vector<FighterTable::Entry>& FighterTable::entries() const {
    return m_list ? m_list->entries : kNoEntries;
}

const FighterTable::Entry* FighterTable::lookUp(std::string_view id, std::size_t hash) const {
    if (!m_list) {
        return nullptr;
    }
    const auto& slots = m_list->slots;
    const std::size_t mask = slots.size() - 1;
    for (std::size_t slot = hash & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
        const Entry& entry = m_list->entries[slots[slot] - 1];
        if (entry.hash == hash && entry.id == id) {
            return &entry;
        }
    }
    return nullptr;
}

const Fighter* FighterTable::find(std::string_view id) const {
    const Entry* found = lookUp(id, hashOf(id));
    return found != nullptr ? found->fighter.get() : nullptr;
}

const Fighter& FighterTable::at(std::string_view id) const {
    const Fighter* found = find(id);
    if (found == nullptr) {
        throw std::out_of_range("no such fighter");
    }
    return *found;
}

FighterTable::List& FighterTable::own() {
    if (!m_list) {
        m_list = std::make_shared<List>();
        m_list->slots.assign(8, 0);
    } else if (m_list.use_count() > 1) {
        m_list = std::make_shared<List>(*m_list);
    }
    return *m_list;
}

FighterTable::Entry& FighterTable::entryOf(const std::string& id) {
    const std::size_t hash = hashOf(id);
    List& list = own();
    if (const Entry* found = lookUp(id, hash)) {
        return list.entries[static_cast<std::size_t>(found - list.entries.data())];
    }
    list.entries.push_back(Entry{hash, id, std::make_shared<Fighter>()});
    if (list.entries.size() * 2 > list.slots.size()) {
        list.slots.assign(list.slots.size() * 2, 0);
        for (std::size_t at = 0; at < list.entries.size(); ++at) {
            place(list.slots, list.entries[at].hash, at);
        }
    } else {
        place(list.slots, hash, list.entries.size() - 1);
    }
    return list.entries.back();
}

Fighter& FighterTable::edit(const std::string& id) {
    Entry& entry = entryOf(id);
    if (entry.fighter.use_count() > 1) {
        entry.fighter = std::make_shared<Fighter>(*entry.fighter);
    }
    return *entry.fighter;
}

void FighterTable::set(const std::string& id, const Fighter& fighter) {
    // A fighter shared with another table is replaced, not copied first and then overwritten.
    Entry& entry = entryOf(id);
    if (entry.fighter.use_count() > 1) {
        entry.fighter = std::make_shared<Fighter>(fighter);
    } else {
        *entry.fighter = fighter;
    }
}

void FighterTable::set(const std::string& id, Fighter&& fighter) {
    Entry& entry = entryOf(id);
    if (entry.fighter.use_count() > 1) {
        entry.fighter = std::make_shared<Fighter>(std::move(fighter));
    } else {
        *entry.fighter = std::move(fighter);
    }
}

void FighterTable::set(const std::string& id, const SharedFighter& fighter) {
    entryOf(id).fighter = fighter.shared();
}

bool operator==(const FighterTable& a, const FighterTable& b) {
    if (a.m_list == b.m_list) {
        return true;
    }
    if (a.size() != b.size()) {
        return false;
    }
    // The same fighters, whatever order each table came to them in.
    return std::all_of(a.entries().begin(), a.entries().end(), [&b](const FighterTable::Entry& mine) {
        const FighterTable::Entry* theirs = b.lookUp(mine.id, mine.hash);
        return theirs != nullptr && (theirs->fighter == mine.fighter || *theirs->fighter == *mine.fighter);
    });
}

} // namespace scouter::engine::fatewalker
