#include "fatewalker/FighterTable.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

namespace scouter::engine::fatewalker {

namespace {

const std::vector<FighterTable::Entry> kNoEntries;

// Looked up for every event applied and every fighter read: a hash compared before any id, as
// most ids differ in their last characters only (raider-1, raider-2...).
struct Key {
    std::size_t hash;
    std::string_view id;
};

Key keyOf(std::string_view id) {
    return {std::hash<std::string_view>{}(id), id};
}

bool before(const FighterTable::Entry& entry, const Key& key) {
    return entry.hash != key.hash ? entry.hash < key.hash : std::string_view(entry.id) < key.id;
}

bool matches(const FighterTable::Entry& entry, const Key& key) {
    return entry.hash == key.hash && entry.id == key.id;
}

} // namespace

const std::vector<FighterTable::Entry>& FighterTable::entries() const {
    return m_entries ? *m_entries : kNoEntries;
}

const Fighter* FighterTable::find(std::string_view id) const {
    const auto& all = entries();
    const Key key = keyOf(id);
    const auto found = std::lower_bound(all.begin(), all.end(), key, before);
    return found != all.end() && matches(*found, key) ? found->fighter.get() : nullptr;
}

const Fighter& FighterTable::at(std::string_view id) const {
    const Fighter* found = find(id);
    if (found == nullptr) {
        throw std::out_of_range("no such fighter");
    }
    return *found;
}

std::vector<FighterTable::Entry>& FighterTable::own() {
    if (!m_entries) {
        m_entries = std::make_shared<std::vector<Entry>>();
    } else if (m_entries.use_count() > 1) {
        m_entries = std::make_shared<std::vector<Entry>>(*m_entries);
    }
    return *m_entries;
}

FighterTable::Entry& FighterTable::entryOf(const std::string& id) {
    auto& all = own();
    const Key key = keyOf(id);
    auto found = std::lower_bound(all.begin(), all.end(), key, before);
    if (found == all.end() || !matches(*found, key)) {
        found = all.insert(found, Entry{key.hash, id, std::make_shared<Fighter>()});
    }
    return *found;
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

bool operator==(const FighterTable& a, const FighterTable& b) {
    if (a.m_entries == b.m_entries) {
        return true;
    }
    const auto& left = a.entries();
    const auto& right = b.entries();
    return std::equal(left.begin(), left.end(), right.begin(), right.end(), [](const auto& x, const auto& y) {
        return x.id == y.id && (x.fighter == y.fighter || *x.fighter == *y.fighter);
    });
}

} // namespace scouter::engine::fatewalker
