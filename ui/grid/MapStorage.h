// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid/GridMap.h"

#include "Result.h"

#include <QString>

#include <functional>

namespace scouter::ui {

class BackgroundLoader;
class EncounterController;

// An encounter's map in the campaign file, read and written on the loader's worker threads (each
// with a connection of its own), never on the window's: a map may be tens of megabytes, and
// decoding it takes a moment. Every result comes back on the loader's thread.
class MapStorage {
public:
    // Reads encounter `encounterId`'s map and decodes it on the worker (`name`, the encounter's
    // title, is how a message calls it). No map stored: an empty GridMap.
    static void load(BackgroundLoader& loader, qint64 encounterId, const QString& name,
                     std::function<void(store::Result<GridMap>)> done);
    // load() into `controller` (the encounter opened, or the review's copy of it); a controller
    // gone by then, or given a map meanwhile, is left alone. A stored map that cannot be shown is reported through
    // controller.mapUnreadable(), the encounter playing on without it.
    static void loadInto(BackgroundLoader& loader, qint64 encounterId, EncounterController& controller);
    // Writes what differs from `before` to `after`: the whole map when its picture is another
    // one, only the placement (a small write) when it just moved, or its removal. A refusal or a
    // failed write keeps the stored map as it was.
    static void save(BackgroundLoader& loader, qint64 encounterId, const GridMap& before, const GridMap& after,
                     std::function<void(store::Status)> done);
};

} // namespace scouter::ui
