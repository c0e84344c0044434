// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/Fighter.h"
#include "fatewalker/SharedFighter.h"
#include "model/IdHint.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Every combatant's Fighter by id, shared between copies of the state until one of them writes.
// The action panel judges each maneuver on one copy of the state and takes that copy again after
// every allowed maneuver; undo keeps checkpoints. Copying 200 fighters (their windows, weapons and
// conditions) each time was a third of the panel's refresh. Here a copy shares the list and the one
// fighter written is copied alone. The first few fighters a copy writes are kept beside the shared
// list, so a probe that writes one or two does not copy the list of 200 ids and pointers either
// (and taking the state back does not free it); past those few, the copy takes the list for itself.
namespace scouter::engine::fatewalker {

class FighterTable {
public:
    struct Entry {
        std::size_t hash = 0; // of id: what a lookup compares first
        std::string id;
        std::shared_ptr<Fighter> fighter; // never null; shared with other tables until written
    };
    // The entries in the order they came, and where each id is: a table of open addressing by the
    // ids' hashes (1 + the entry's place, 0 for none), at least twice as long as the entries.
    struct List {
        std::vector<Entry> entries;
        std::vector<std::uint32_t> slots;
    };

    static constexpr std::size_t kNoPlace = static_cast<std::size_t>(-1);

    // The fighter of `id`, null when it has none.
    [[nodiscard]] const Fighter* find(std::string_view id) const;
    // The same, looked for first at the list's place `guess` (a table filled in the order of the
    // encounter's combatants holds each one's fighter at its combatant's position).
    [[nodiscard]] const Fighter* find(std::string_view id, std::size_t guess) const;
    // The fighter of `id`; throws std::out_of_range when it has none.
    [[nodiscard]] const Fighter& at(std::string_view id) const;
    [[nodiscard]] bool contains(std::string_view id) const { return find(id) != nullptr; }
    [[nodiscard]] std::size_t size() const { return m_list ? m_list->entries.size() : 0; }
    [[nodiscard]] bool empty() const { return size() == 0; }

    // The fighter of `id` to change, this table's own (a fighter at its start if it had none).
    [[nodiscard]] Fighter& edit(const std::string& id);
    void set(const std::string& id, const Fighter& fighter);
    void set(const std::string& id, Fighter&& fighter);
    // Shares the event's fighter instead of copying it: what a replay does for every fighter applied.
    void set(const std::string& id, const SharedFighter& fighter);
    // The same, looking first where the event found `id` the last time it was applied (IdHint).
    void set(const std::string& id, const SharedFighter& fighter, const IdHint& hint);

    friend bool operator==(const FighterTable& a, const FighterTable& b);

private:
    // A fighter this table wrote while its list was shared: the entry's place in the list, and the
    // fighter that stands for the list's there.
    struct Changed {
        std::size_t at = 0;
        std::shared_ptr<Fighter> fighter;
    };
    static constexpr std::size_t kMostChanged = 8;

    // This table's own list, copied (ids and pointers) if another table shares it, with the
    // fighters changed beside it put in their places.
    [[nodiscard]] List& own();
    [[nodiscard]] const Entry* lookUp(std::string_view id, std::size_t hash) const;
    // Whether the list's place `at` is that of `id`.
    [[nodiscard]] bool holdsAt(std::size_t at, std::string_view id) const;
    // The fighter at the list's place `at` as this table has it.
    [[nodiscard]] const std::shared_ptr<Fighter>& fighterAt(std::size_t at) const;
    // The place of `id` in the list, added with a fighter at its start if it had none.
    [[nodiscard]] std::size_t placeOf(const std::string& id);
    // Where this table holds the fighter at the list's place `at`, to replace it or to copy it
    // before a write: in its own list, or beside a shared one.
    [[nodiscard]] std::shared_ptr<Fighter>& holderAt(std::size_t at);
    [[nodiscard]] std::shared_ptr<Fighter>& holderOf(const std::string& id) { return holderAt(placeOf(id)); }

    std::shared_ptr<List> m_list;   // null while empty
    std::vector<Changed> m_changed; // at most kMostChanged, each place once
};

} // namespace scouter::engine::fatewalker
