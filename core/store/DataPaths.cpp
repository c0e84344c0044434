// SPDX-License-Identifier: GPL-3.0-or-later
#include "DataPaths.h"

#include <QDir>
#include <QStandardPaths>

namespace scouter::store {

QString DataPaths::dataFolder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/scouter");
}

QString DataPaths::defaultDatabase() {
    return QDir(dataFolder()).filePath(QStringLiteral("campaign.scouter"));
}

QString DataPaths::shown(const QString& path) {
    const QString home = QDir::homePath();
    if (home.isEmpty() || home == QDir::rootPath() || !path.startsWith(home + QLatin1Char('/'))) {
        return path;
    }
    return QLatin1Char('~') + path.mid(home.size());
}

} // namespace scouter::store
