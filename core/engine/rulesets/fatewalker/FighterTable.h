#pragma once

#include "fatewalker/Fighter.h"

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Every combatant's Fighter by id, shared between copies of the state until one of them writes.
// The action panel judges each maneuver on one copy of the state and takes that copy again after
// every allowed maneuver; undo keeps checkpoints. Copying 200 fighters (their windows, weapons and
// conditions) each time was a third of the panel's refresh. Here a copy shares the list, a write
// takes the list for itself (ids and pointers only), and the one fighter written is copied alone.
namespace scouter::engine::fatewalker {

class FighterTable {
public:
    struct Entry {
        std::size_t hash = 0; // of id: what a lookup compares first
        std::string id;
        std::shared_ptr<Fighter> fighter; // never null; shared with other tables until written
    };

    // The fighter of `id`, null when it has none.
    [[nodiscard]] const Fighter* find(std::string_view id) const;
    // The fighter of `id`; throws std::out_of_range when it has none.
    [[nodiscard]] const Fighter& at(std::string_view id) const;
    [[nodiscard]] bool contains(std::string_view id) const { return find(id) != nullptr; }
    [[nodiscard]] std::size_t size() const { return m_entries ? m_entries->size() : 0; }
    [[nodiscard]] bool empty() const { return size() == 0; }
    // In the order of their ids' hashes: the same fighters are always in the same order.
    [[nodiscard]] const std::vector<Entry>& entries() const;

    // The fighter of `id` to change, this table's own (a fighter at its start if it had none).
    [[nodiscard]] Fighter& edit(const std::string& id);
    void set(const std::string& id, const Fighter& fighter);
    void set(const std::string& id, Fighter&& fighter);

    friend bool operator==(const FighterTable& a, const FighterTable& b);

private:
    // This table's own list, copied (ids and pointers) if another table shares it.
    [[nodiscard]] std::vector<Entry>& own();
    // The entry of `id` in this table's own list, added at its start if it had none.
    [[nodiscard]] Entry& entryOf(const std::string& id);

    std::shared_ptr<std::vector<Entry>> m_entries; // null while empty; by hash, then id
};

} // namespace scouter::engine::fatewalker
