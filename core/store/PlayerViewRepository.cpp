// SPDX-License-Identifier: GPL-3.0-or-later
#include "PlayerViewRepository.h"

#include "Database.h"
#include "SqlErrors.h"

#include "model/Limits.h"

#include <QSqlQuery>
#include <QVariant>

namespace scouter::store {

QString PlayerViewRepository::problem(const QString& combatant, const QString& mode) {
    if (combatant.isEmpty()) {
        return QStringLiteral("the combatant's id is empty");
    }
    if (combatant.size() > static_cast<qsizetype>(engine::limits::kMaxIdLength)) {
        return QStringLiteral("the combatant's id is %1 characters long; an id has at most %2")
            .arg(combatant.size())
            .arg(engine::limits::kMaxIdLength);
    }
    if (mode != QLatin1String("reveal") && mode != QLatin1String("hide") && !mode.isEmpty()) {
        return QStringLiteral("expected \"reveal\", \"hide\" or \"\" (follow the rules), got \"%1\"")
            .arg(mode.left(40));
    }
    return {};
}

Result<QHash<QString, QString>> PlayerViewRepository::load(qint64 encounterId) {
    QSqlQuery query(m_db.connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT combatant, mode FROM encounter_player_view WHERE encounter_id = ?"));
    query.addBindValue(encounterId);
    if (!query.exec()) {
        return SqlErrors::from(query,
                               QStringLiteral("reading the players' screen choices of encounter %1").arg(encounterId));
    }
    QHash<QString, QString> modes;
    while (query.next()) {
        modes.insert(query.value(0).toString(), query.value(1).toString());
    }
    return modes;
}

Status PlayerViewRepository::set(qint64 encounterId, const QString& combatant, const QString& mode) {
    if (const QString wrong = problem(combatant, mode); !wrong.isEmpty()) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("The players' screen choice was not saved (nothing changed): %1.").arg(wrong)};
    }
    return m_db.transaction([&] { return insert(encounterId, combatant, mode); },
                            QStringLiteral("saving what the players' screen shows of %1").arg(combatant));
}

Status PlayerViewRepository::insert(qint64 encounterId, const QString& combatant, const QString& mode) {
    if (const QString wrong = problem(combatant, mode); !wrong.isEmpty()) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("The players' screen choice was not saved (nothing changed): %1.").arg(wrong)};
    }
    const QString what = QStringLiteral("saving what the players' screen shows of %1").arg(combatant);
    QSqlQuery encounter(m_db.connection());
    encounter.prepare(QStringLiteral("SELECT 1 FROM encounters WHERE id = ?"));
    encounter.addBindValue(encounterId);
    if (!encounter.exec()) {
        return SqlErrors::from(encounter, what);
    }
    if (!encounter.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no encounter %1.").arg(encounterId)};
    }
    // Only a combatant of the encounter has a place on the players' screen, as the import checks.
    QSqlQuery participant(m_db.connection());
    participant.prepare(
        QStringLiteral("SELECT 1 FROM encounter_participants WHERE encounter_id = ? AND combatant = ?"));
    participant.addBindValue(encounterId);
    participant.addBindValue(combatant);
    if (!participant.exec()) {
        return SqlErrors::from(participant, what);
    }
    if (!participant.next() && !mode.isEmpty()) {
        return StoreError{StoreErrorKind::NotFound,
                          QStringLiteral("Encounter %1 has no combatant \"%2\".").arg(encounterId).arg(combatant)};
    }
    QSqlQuery query(m_db.connection());
    if (mode.isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM encounter_player_view WHERE encounter_id = ? AND combatant = ?"));
        query.addBindValue(encounterId);
        query.addBindValue(combatant);
    } else {
        query.prepare(
            QStringLiteral("INSERT INTO encounter_player_view (encounter_id, combatant, mode) VALUES (?, ?, ?) "
                           "ON CONFLICT (encounter_id, combatant) DO UPDATE SET mode = excluded.mode"));
        query.addBindValue(encounterId);
        query.addBindValue(combatant);
        query.addBindValue(mode);
    }
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    return {};
}

} // namespace scouter::store
