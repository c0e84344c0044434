// SPDX-License-Identifier: GPL-3.0-or-later
#include "LibraryDeletion.h"

#include "Database.h"
#include "SqlErrors.h"
#include "SqlJson.h"

#include <QSqlQuery>
#include <QVariant>

namespace scouter::store {

Status LibraryDeletion::mark(Database& db, Table table, qint64 id, bool deleted) {
    const bool characters = table == Table::Characters;
    const QString what = characters ? QStringLiteral("character") : QStringLiteral("NPC group");
    QSqlQuery query(db.connection());
    query.prepare(characters ? QStringLiteral("UPDATE characters SET deleted_at = ? WHERE id = ?")
                             : QStringLiteral("UPDATE npc_groups SET deleted_at = ? WHERE id = ?"));
    query.addBindValue(deleted ? QVariant(nowColumn()) : QVariant(QMetaType::fromType<QString>()));
    query.addBindValue(id);
    if (!query.exec()) {
        return SqlErrors::from(
            query, (deleted ? QStringLiteral("deleting a %1") : QStringLiteral("restoring a %1")).arg(what));
    }
    if (query.numRowsAffected() != 1) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no %1 %2.").arg(what).arg(id)};
    }
    return {};
}

} // namespace scouter::store
