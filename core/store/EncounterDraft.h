// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"

#include <vector>

namespace scouter::store {

class Database;

// What the ARC picked for a new encounter: a character of the library or a whole NPC group, on a side.
struct DraftPick {
    enum class Source { Character, Group };
    Source source = Source::Character;
    qint64 id = 0;
    QString side;
    bool surprised = false;
};

// Turns the ARC's picks into an encounter ready to run: one participant per character and per
// member of a group (named by the group's pattern, sharing one initiative slot), ids the engine
// accepts, and every token on its own square, each side along its own edge of the grid.
class EncounterDraft {
public:
    explicit EncounterDraft(Database& db) : m_db(db) {}

    // `base` carries the title, ruleset, options and grid size; its participants are replaced.
    [[nodiscard]] Result<EncounterRecord> build(EncounterRecord base, const std::vector<DraftPick>& picks);

    enum class Placement { All, OnlyUnplaced };

    // Places the participants: the first side down the left edge, the second down the right, further
    // sides one column further in; tokens a square apart while there is room, then any free square.
    // OnlyUnplaced keeps the squares already given (on the grid, one token each) and places the rest.
    static void placeBySide(EncounterRecord& encounter, Placement placement = Placement::All);
    // `[a-z0-9_-]+` from a name, not among `taken` ("Fighter 1" → "fighter-1", then "fighter-1-2").
    [[nodiscard]] static QString uniqueId(const QString& name, const QStringList& taken);

private:
    Database& m_db;
};

} // namespace scouter::store
