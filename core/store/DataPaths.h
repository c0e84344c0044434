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
    // A path as help text shows it: under the home folder as ~/..., so the man page made from the
    // help says the same for every user.
    [[nodiscard]] static QString shown(const QString& path);
};

} // namespace scouter::store
