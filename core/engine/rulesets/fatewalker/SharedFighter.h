// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/Fighter.h"

#include <map>
#include <memory>
#include <string>
#include <utility>

// A fighter as an event carries it: a value that never changes once made, shared with every
// FighterTable the event is applied to. Applying "the actor as the action leaves it" used to copy
// the whole fighter (its windows, weapons and conditions) into the state, about a third of a long
// Fatewalker replay; now the table takes the same fighter, and copies it only if it is ever edited
// there.
namespace scouter::engine::fatewalker {

class SharedFighter {
public:
    SharedFighter() : m_fighter(std::make_shared<Fighter>()) {}
    // Implicit: an event is given the fighter it carries as a Fighter.
    SharedFighter(Fighter fighter) : m_fighter(std::make_shared<Fighter>(std::move(fighter))) {} // NOLINT

    [[nodiscard]] const Fighter& operator*() const { return *m_fighter; }
    [[nodiscard]] const Fighter* operator->() const { return m_fighter.get(); }
    operator const Fighter&() const { return *m_fighter; } // NOLINT: read as the Fighter it holds

    // For a FighterTable, which shares it and copies it before any edit (it is made non-const, so
    // that copy-on-write may hand it over once the table is its only holder).
    [[nodiscard]] const std::shared_ptr<Fighter>& shared() const { return m_fighter; }

    friend bool operator==(const SharedFighter& a, const SharedFighter& b) {
        return a.m_fighter == b.m_fighter || *a.m_fighter == *b.m_fighter;
    }
    friend bool operator==(const SharedFighter& a, const Fighter& b) { return *a.m_fighter == b; }

private:
    std::shared_ptr<Fighter> m_fighter; // never null, never changed through this
};

// The combatants an event changed, by id, as it leaves them.
using Fighters = std::map<std::string, SharedFighter>;

} // namespace scouter::engine::fatewalker
