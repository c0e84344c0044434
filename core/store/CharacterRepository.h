// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"

#include <vector>

namespace scouter::store {

class Database;

// The campaign's characters, PCs and NPC templates alike.
class CharacterRepository {
public:
    explicit CharacterRepository(Database& db) : m_db(db) {}

    // Returns the new id.
    [[nodiscard]] Result<qint64> add(const Character& character);
    [[nodiscard]] Status update(const Character& character);
    // Also a deleted character: encounters that used one still name it.
    [[nodiscard]] Result<Character> get(qint64 id);
    // The library: characters not deleted, in the order they were added.
    [[nodiscard]] Result<std::vector<Character>> list();
    // Marks the character deleted (restore() takes it back). Refused while an NPC group that is
    // not deleted uses it, with the group's name.
    [[nodiscard]] Status remove(qint64 id);
    [[nodiscard]] Status restore(qint64 id);

private:
    Database& m_db;
};

} // namespace scouter::store
