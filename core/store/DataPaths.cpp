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

} // namespace scouter::store
