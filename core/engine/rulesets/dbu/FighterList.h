// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dbu/Fighter.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace scouter::engine::dbu {

// DBU's fighters, indexed like EncounterState::combatants, each shared between copies of the state
// until one of them changes it. The panel probes every maneuver on a copy of the state, and an
// undo checkpoint is one too: copying 200 fighters (their stats and seven lists of ids each) was
// about half of such a copy. Now a copy takes pointers, and a probe copies only the fighters its
// events change. Reads never copy; edit() first takes a fighter of its own if it is shared, so a
// reference read before an event changed the fighter may still show it as it was: read it again
// after emitting what changes it.
class FighterList {
public:
    [[nodiscard]] std::size_t size() const { return m_fighters.size(); }
    [[nodiscard]] bool empty() const { return m_fighters.empty(); }
    void reserve(std::size_t count) { m_fighters.reserve(count); }
    void push_back(Fighter fighter) { m_fighters.push_back(std::make_shared<Fighter>(std::move(fighter))); }

    [[nodiscard]] const Fighter& operator[](std::size_t at) const { return *m_fighters[at]; }
    // Throws std::out_of_range past the end.
    [[nodiscard]] const Fighter& at(std::size_t at) const { return *m_fighters.at(at); }
    // The fighter at `at` to change, this list's own (throws std::out_of_range past the end).
    [[nodiscard]] Fighter& edit(std::size_t at) {
        std::shared_ptr<Fighter>& held = m_fighters.at(at);
        if (held.use_count() > 1) {
            held = std::make_shared<Fighter>(*held);
        }
        return *held;
    }

    friend bool operator==(const FighterList& a, const FighterList& b);

private:
    std::vector<std::shared_ptr<Fighter>> m_fighters; // never null
};

} // namespace scouter::engine::dbu
