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
    [[nodiscard]] Result<Character> get(qint64 id);
    [[nodiscard]] Result<std::vector<Character>> list();

private:
    Database& m_db;
};

} // namespace scouter::store
