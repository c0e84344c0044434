// SPDX-License-Identifier: GPL-3.0-or-later
#include "grid/MapStorage.h"

#include "encounter/BackgroundLoader.h"
#include "encounter/EncounterController.h"

#include "EncounterMap.h"
#include "EncounterMapRepository.h"

#include <QCoreApplication>
#include <QPointer>

namespace scouter::ui {

void MapStorage::load(BackgroundLoader& loader, qint64 encounterId, const QString& name,
                      std::function<void(store::Result<GridMap>)> done) {
    loader.load<GridMap>(
        [encounterId, name](store::Database& db) -> store::Result<GridMap> {
            auto stored = store::EncounterMapRepository(db).load(encounterId);
            if (!stored) {
                return stored.error();
            }
            if (!stored.value()) {
                return GridMap{};
            }
            const store::EncounterMap& map = *stored.value();
            auto picture = MapPicture::decode(map.image, name);
            if (!picture) {
                return picture.error();
            }
            return GridMap{std::move(picture).value(), map.squarePixels, map.offsetX, map.offsetY};
        },
        std::move(done));
}

void MapStorage::loadInto(BackgroundLoader& loader, qint64 encounterId, EncounterController& controller) {
    load(loader, encounterId, controller.title(),
         [into = QPointer<EncounterController>(&controller)](store::Result<GridMap> map) {
             // Gone, or the ARC set a map while this one was being read: theirs is the newer.
             if (into.isNull() || !into->map().isEmpty()) {
                 return;
             }
             if (!map) {
                 Q_EMIT into->mapUnreadable(
                     QCoreApplication::translate("MapStorage", "The encounter's map cannot be shown: %1")
                         .arg(map.error().message));
                 return;
             }
             into->setMap(std::move(map).value());
         });
}

void MapStorage::save(BackgroundLoader& loader, qint64 encounterId, const GridMap& before, const GridMap& after,
                      std::function<void(store::Status)> done) {
    loader.load<void>(
        [encounterId, before, after](store::Database& db) -> store::Status {
            store::EncounterMapRepository maps(db);
            if (after.isEmpty()) {
                return before.isEmpty() ? store::Status() : maps.remove(encounterId);
            }
            if (after.picture == before.picture) {
                return after == before
                           ? store::Status()
                           : maps.setPlacement(encounterId, after.squarePixels, after.offsetX, after.offsetY);
            }
            store::EncounterMap map;
            map.image = after.picture->bytes();
            map.format = after.picture->format();
            map.width = after.picture->size().width();
            map.height = after.picture->size().height();
            map.squarePixels = after.squarePixels;
            map.offsetX = after.offsetX;
            map.offsetY = after.offsetY;
            return maps.save(encounterId, map);
        },
        std::move(done));
}

} // namespace scouter::ui
