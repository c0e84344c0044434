// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace scouter::store {

// Where a campaign lives on disk. One SQLite file per campaign; the default one sits
// in the user's data folder (XDG_DATA_HOME/scouter on Linux).
class DataPaths {
public:
    [[nodiscard]] static QString dataFolder();
    [[nodiscard]] static QString defaultDatabase();
};

} // namespace scouter::store
