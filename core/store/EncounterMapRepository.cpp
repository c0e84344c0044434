// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterMapRepository.h"

#include "Database.h"
#include "EncounterMapCheck.h"
#include "SqlErrors.h"
#include "SqlJson.h"

#include <QSqlQuery>
#include <QVariant>

namespace scouter::store {

namespace {

[[nodiscard]] StoreError refusedMap(qint64 encounterId, const std::vector<MapProblem>& problems) {
    return {StoreErrorKind::Invalid, QStringLiteral("The map of encounter %1 was not saved (nothing changed): %2.")
                                         .arg(encounterId)
                                         .arg(EncounterMapCheck::describe(problems))};
}

[[nodiscard]] Status runBound(QSqlQuery& query, const QVariantList& values, const QString& what) {
    for (const QVariant& value : values) {
        query.addBindValue(value);
    }
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    return {};
}

} // namespace

Status EncounterMapRepository::requireEncounter(qint64 encounterId, const QString& what) {
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("SELECT 1 FROM encounters WHERE id = ?"));
    query.addBindValue(encounterId);
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    if (!query.next()) {
        return StoreError{StoreErrorKind::NotFound, QStringLiteral("There is no encounter %1.").arg(encounterId)};
    }
    return {};
}

Result<std::optional<EncounterMap>> EncounterMapRepository::load(qint64 encounterId) {
    const QString what = QStringLiteral("reading the map of encounter %1").arg(encounterId);
    QSqlQuery query(m_db.connection());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT m.format, m.width, m.height, m.square_pixels, m.offset_x, m.offset_y, i.image "
                                 "FROM encounter_maps m JOIN encounter_map_images i USING (encounter_id) "
                                 "WHERE m.encounter_id = ?"));
    query.addBindValue(encounterId);
    if (!query.exec()) {
        return SqlErrors::from(query, what);
    }
    if (!query.next()) {
        return std::optional<EncounterMap>();
    }
    EncounterMap map;
    map.format = query.value(0).toString();
    map.width = query.value(1).toInt();
    map.height = query.value(2).toInt();
    map.squarePixels = query.value(3).toDouble();
    map.offsetX = query.value(4).toDouble();
    map.offsetY = query.value(5).toDouble();
    map.image = query.value(6).toByteArray();
    return std::optional<EncounterMap>(std::move(map));
}

Status EncounterMapRepository::save(qint64 encounterId, const EncounterMap& map) {
    // Checked before the transaction: a refused map never takes the write lock.
    if (const auto problems = EncounterMapCheck::problems(map); !problems.empty()) {
        return refusedMap(encounterId, problems);
    }
    return m_db.transaction([&] { return write(encounterId, map); },
                            QStringLiteral("saving the map of encounter %1").arg(encounterId));
}

Status EncounterMapRepository::insert(qint64 encounterId, const EncounterMap& map) {
    if (const auto problems = EncounterMapCheck::problems(map); !problems.empty()) {
        return refusedMap(encounterId, problems);
    }
    return write(encounterId, map);
}

Status EncounterMapRepository::write(qint64 encounterId, const EncounterMap& map) {
    const QString what = QStringLiteral("saving the map of encounter %1").arg(encounterId);
    if (auto exists = requireEncounter(encounterId, what); !exists) {
        return exists;
    }
    // Upserts, not INSERT OR REPLACE: a replace deletes the row first, which the images' foreign
    // key refuses.
    QSqlQuery placement(m_db.connection());
    placement.prepare(QStringLiteral(
        "INSERT INTO encounter_maps (encounter_id, format, width, height, square_pixels, offset_x, offset_y, "
        "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (encounter_id) DO UPDATE SET format = "
        "excluded.format, "
        "width = excluded.width, height = excluded.height, square_pixels = excluded.square_pixels, "
        "offset_x = excluded.offset_x, offset_y = excluded.offset_y, updated_at = excluded.updated_at"));
    if (auto done = runBound(
            placement,
            {encounterId, map.format, map.width, map.height, map.squarePixels, map.offsetX, map.offsetY, nowColumn()},
            what);
        !done) {
        return done;
    }
    QSqlQuery image(m_db.connection());
    image.prepare(QStringLiteral("INSERT INTO encounter_map_images (encounter_id, image) VALUES (?, ?) "
                                 "ON CONFLICT (encounter_id) DO UPDATE SET image = excluded.image"));
    return runBound(image, {encounterId, map.image}, what);
}

Status EncounterMapRepository::setPlacement(qint64 encounterId, double squarePixels, double offsetX, double offsetY) {
    if (const auto problems = EncounterMapCheck::placementProblems(squarePixels, offsetX, offsetY); !problems.empty()) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("The map of encounter %1 was not moved (nothing changed): %2.")
                              .arg(encounterId)
                              .arg(EncounterMapCheck::describe(problems))};
    }
    const QString what = QStringLiteral("placing the map of encounter %1").arg(encounterId);
    return m_db.transaction(
        [&]() -> Status {
            QSqlQuery query(m_db.connection());
            query.prepare(QStringLiteral("UPDATE encounter_maps SET square_pixels = ?, offset_x = ?, offset_y = ?, "
                                         "updated_at = ? WHERE encounter_id = ?"));
            if (auto done = runBound(query, {squarePixels, offsetX, offsetY, nowColumn(), encounterId}, what); !done) {
                return done;
            }
            if (query.numRowsAffected() != 1) {
                return StoreError{StoreErrorKind::NotFound,
                                  QStringLiteral("Encounter %1 has no map to place.").arg(encounterId)};
            }
            return {};
        },
        what);
}

Status EncounterMapRepository::remove(qint64 encounterId) {
    const QString what = QStringLiteral("removing the map of encounter %1").arg(encounterId);
    return m_db.transaction(
        [&]() -> Status {
            for (const auto* table : {"encounter_map_images", "encounter_maps"}) {
                QSqlQuery query(m_db.connection());
                query.prepare(QStringLiteral("DELETE FROM %1 WHERE encounter_id = ?").arg(QLatin1String(table)));
                if (auto done = runBound(query, {encounterId}, what); !done) {
                    return done;
                }
            }
            return {};
        },
        what);
}

} // namespace scouter::store
