// SPDX-License-Identifier: GPL-3.0-or-later
#include "fatewalker/FighterTable.h"

#include "model/IdHash.h"

#include <stdexcept>

namespace scouter::engine::fatewalker {

namespace {

[[gnu::always_inline]] inline std::size_t hashOf(std::string_view id) {
    return static_cast<std::size_t>(hashId(id));
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

const FighterTable::Entry* FighterTable::lookUp(std::string_view id, std::size_t hash) const {
    if (!m_list) {
        return nullptr;
    }
    const auto& slots = m_list->slots;
    const std::size_t mask = slots.size() - 1;
    for (std::size_t slot = hash & mask; slots[slot] != 0; slot = (slot + 1) & mask) {
        const Entry& entry = m_list->entries[slots[slot] - 1];
        if (entry.hash == hash && sameId(entry.id, id)) {
            return &entry;
        }
    }
    return nullptr;
}

const std::shared_ptr<Fighter>& FighterTable::fighterAt(std::size_t at) const {
    for (const auto& changed : m_changed) {
        if (changed.at == at) {
            return changed.fighter;
        }
    }
    return m_list->entries[at].fighter;
}

const Fighter* FighterTable::find(std::string_view id) const {
    const Entry* found = lookUp(id, hashOf(id));
    return found != nullptr ? fighterAt(static_cast<std::size_t>(found - m_list->entries.data())).get() : nullptr;
}

bool FighterTable::holdsAt(std::size_t at, std::string_view id) const {
    return m_list && at < m_list->entries.size() && sameId(m_list->entries[at].id, id);
}

const Fighter* FighterTable::find(std::string_view id, std::size_t guess) const {
    if (holdsAt(guess, id)) {
        return fighterAt(guess).get();
    }
    return find(id);
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
    for (auto& changed : m_changed) {
        m_list->entries[changed.at].fighter = std::move(changed.fighter);
    }
    m_changed.clear();
    return *m_list;
}

std::size_t FighterTable::placeOf(const std::string& id) {
    const std::size_t hash = hashOf(id);
    if (const Entry* found = lookUp(id, hash)) {
        return static_cast<std::size_t>(found - m_list->entries.data());
    }
    List& list = own();
    list.entries.push_back(Entry{hash, id, std::make_shared<Fighter>()});
    if (list.entries.size() * 2 > list.slots.size()) {
        list.slots.assign(list.slots.size() * 2, 0);
        for (std::size_t at = 0; at < list.entries.size(); ++at) {
            place(list.slots, list.entries[at].hash, at);
        }
    } else {
        place(list.slots, hash, list.entries.size() - 1);
    }
    return list.entries.size() - 1;
}

std::shared_ptr<Fighter>& FighterTable::holderAt(std::size_t at) {
    if (m_changed.empty() && m_list.use_count() == 1) {
        return m_list->entries[at].fighter; // its own list already: a replay's every event
    }
    for (auto& changed : m_changed) {
        if (changed.at == at) {
            return changed.fighter;
        }
    }
    if (m_list.use_count() > 1 && m_changed.size() < kMostChanged) {
        m_changed.push_back(Changed{at, m_list->entries[at].fighter});
        return m_changed.back().fighter;
    }
    return own().entries[at].fighter;
}

Fighter& FighterTable::edit(const std::string& id) {
    std::shared_ptr<Fighter>& held = holderOf(id);
    if (held.use_count() > 1) {
        held = std::make_shared<Fighter>(*held);
    }
    return *held;
}

void FighterTable::set(const std::string& id, const Fighter& fighter) {
    // A fighter shared with another table is replaced, not copied first and then overwritten.
    std::shared_ptr<Fighter>& held = holderOf(id);
    if (held.use_count() > 1) {
        held = std::make_shared<Fighter>(fighter);
    } else {
        *held = fighter;
    }
}

void FighterTable::set(const std::string& id, Fighter&& fighter) {
    std::shared_ptr<Fighter>& held = holderOf(id);
    if (held.use_count() > 1) {
        held = std::make_shared<Fighter>(std::move(fighter));
    } else {
        *held = std::move(fighter);
    }
}

void FighterTable::set(const std::string& id, const SharedFighter& fighter) {
    holderOf(id) = fighter.shared();
}

void FighterTable::set(const std::string& id, const SharedFighter& fighter, const IdHint& hint) {
    // Ids are added, never taken out: a place checked against its id is still that id's.
    std::size_t at = hint.get();
    if (!holdsAt(at, id)) {
        at = placeOf(id);
        hint.set(static_cast<std::uint32_t>(at));
    } else if (m_changed.empty() && m_list.use_count() == 1) {
        m_list->entries[at].fighter = fighter.shared(); // a replay's every event: its own list
        return;
    }
    holderAt(at) = fighter.shared();
}

bool operator==(const FighterTable& a, const FighterTable& b) {
    if (a.m_list == b.m_list && a.m_changed.empty() && b.m_changed.empty()) {
        return true;
    }
    if (a.size() != b.size()) {
        return false;
    }
    // The same fighters, whatever order each table came to them in.
    for (std::size_t at = 0; at < a.size(); ++at) {
        const Fighter& mine = *a.fighterAt(at);
        const Fighter* theirs = b.find(a.m_list->entries[at].id);
        if (theirs == nullptr || (theirs != &mine && !(*theirs == mine))) {
            return false;
        }
    }
    return true;
}

} // namespace scouter::engine::fatewalker
