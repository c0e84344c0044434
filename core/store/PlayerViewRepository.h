// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QHash>
#include <QString>

namespace scouter::store {

class Database;

// The ARC's choices for the players' screen, per encounter and combatant (schema 4): "reveal"
// shows a combatant in full, "hide" keeps it off; a combatant without a choice follows the rules.
// Each set() is one small write.
class PlayerViewRepository {
public:
    explicit PlayerViewRepository(Database& db) : m_db(db) {}

    // combatant id -> "reveal" | "hide"
    [[nodiscard]] Result<QHash<QString, QString>> load(qint64 encounterId);
    // "reveal" or "hide" for one of the encounter's participants; "" removes the choice (the rules
    // decide again).
    [[nodiscard]] Status set(qint64 encounterId, const QString& combatant, const QString& mode);
    // set() without a transaction of its own, for callers that already hold one (import).
    [[nodiscard]] Status insert(qint64 encounterId, const QString& combatant, const QString& mode);

    // What is wrong with a choice (an empty or too long combatant id, another mode), or nothing.
    [[nodiscard]] static QString problem(const QString& combatant, const QString& mode);

private:
    Database& m_db;
};

} // namespace scouter::store
