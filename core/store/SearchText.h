// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterReplay.h"
#include "LogEntry.h"

#include <QString>

#include <vector>

namespace scouter::store {

// The words `search` finds each stored event by, as the log reads them: the first event its command
// as the log heads it with its costs, and every event its own line. So a search for a combatant's name, an outcome
// ("blocked") or what a command caused ("Prone") finds what the log shows; ids and field names are not words
// of the log, so they find nothing (an event stored without these texts keeps EventText's).
class SearchText {
public:
    // One text per event of the command `entry` describes (it has `events` of them): the log's
    // entry, described once for the log and the undo label too.
    [[nodiscard]] static std::vector<QString> of(const LogEntry& entry, std::size_t events);
    // Gives each command of `stored` (an imported log) the texts of its events, from the same log
    // replayed: the commands in effect get theirs, an undone one keeps its events' own fields.
    static void fill(const ReplayedEncounter& replayed, std::vector<StoredCommand>& stored);
};

} // namespace scouter::store
