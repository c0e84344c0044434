// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"

#include <vector>

namespace scouter::store {

class Database;

struct EncounterSummary {
    EncounterRecord encounter; // without participants
    qint64 commands = 0;
};

struct PlayedEncounter {
    EncounterSummary summary;
    QStringList participants; // names, in set-up order
    int rounds = 0;
};

// Encounters and who takes part in them. Their logs are in CommandLog.
class EncounterRepository {
public:
    explicit EncounterRepository(Database& db) : m_db(db) {}

    // The encounter and its participants in one transaction; returns the new id.
    [[nodiscard]] Result<qint64> create(const EncounterRecord& encounter);
    // create() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Result<qint64> insert(const EncounterRecord& encounter);
    [[nodiscard]] Result<EncounterRecord> get(qint64 id);
    [[nodiscard]] Result<std::vector<EncounterSummary>> list();
    // The encounters that were played (at least one command), newest first, with who took part
    // and the highest round reached: the review's list.
    [[nodiscard]] Result<std::vector<PlayedEncounter>> played();
    // The end is a fact about the encounter, kept next to it for listing; the log holds
    // the event that ended it.
    [[nodiscard]] Status markEnded(qint64 id, const QString& outcome, const QDateTime& when);
    // Sets the end kept for listing to what the stored log says (an encounter-ended event in a
    // command in effect, undo and redo walked), so a list read after any crash agrees with the
    // replay. CommandLog calls it inside the transaction of each command that can change the
    // end; an end that already agrees keeps its time.
    [[nodiscard]] Status recordEndingFromLog(qint64 id);

private:
    Database& m_db;
};

} // namespace scouter::store
