// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterMap.h"
#include "Result.h"

#include <optional>

namespace scouter::store {

class Database;

// The map under each encounter's grid (schema 4). Every write checks the map first
// (EncounterMapCheck) and is refused with a message naming the field and its bound, nothing
// written; a write that fails on the disk (full, locked) rolls back, so the previous map stays.
//
// A map may be tens of megabytes: the window reads and writes it on a worker thread, through a
// connection of that thread's own (Database::connect(path), as BackgroundLoader does), never on
// the window's connection. setPlacement() is a small write (the bytes are in a table of their own).
class EncounterMapRepository {
public:
    explicit EncounterMapRepository(Database& db) : m_db(db) {}

    // Nothing when the encounter has no map.
    [[nodiscard]] Result<std::optional<EncounterMap>> load(qint64 encounterId);
    // Inserts or replaces the encounter's map, in one transaction.
    [[nodiscard]] Status save(qint64 encounterId, const EncounterMap& map);
    // save() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Status insert(qint64 encounterId, const EncounterMap& map);
    // Moves or scales the stored map; NotFound when the encounter has none.
    [[nodiscard]] Status setPlacement(qint64 encounterId, double squarePixels, double offsetX, double offsetY);
    // Takes the map away (the ARC's Remove map); nothing to remove is not an error.
    [[nodiscard]] Status remove(qint64 encounterId);

private:
    [[nodiscard]] Status write(qint64 encounterId, const EncounterMap& map);
    [[nodiscard]] Status requireEncounter(qint64 encounterId, const QString& what);

    Database& m_db;
};

} // namespace scouter::store
