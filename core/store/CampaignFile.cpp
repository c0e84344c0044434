// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignFile.h"

#include "DataPaths.h"
#include "DemoCampaign.h"

#include <QDir>
#include <QFileInfo>

namespace scouter::store {

QString CampaignFile::resolve(const QString& path) {
    return path.isEmpty() ? DataPaths::defaultDatabase() : path;
}

Result<Database> CampaignFile::open(const QString& path, WhenNew whenNew, Access access) {
    const QString file = resolve(path);
    const QFileInfo info(file);
    const bool isNew = !info.exists() || info.size() == 0;
    if (access == Access::ReadExisting) {
        access = isNew ? Access::ReadIfLocked : Access::ReadOnly;
    }
    const bool onlyRead = access == Access::ReadOnly || access == Access::Check;
    if (isNew && !onlyRead && !QDir().mkpath(info.absolutePath())) {
        return StoreError{StoreErrorKind::ReadOnly,
                          QStringLiteral("The folder %1 cannot be created for the campaign.").arg(info.absolutePath())};
    }
    OpenOptions options;
    options.readOnly = onlyRead;
    options.thorough = access == Access::Check;
    options.readOnlyWhenLocked = access == Access::ReadIfLocked;
    options.readOnlyWhenUnwritable = access != Access::Write;
    options.lockWaitMs = kLockWaitMs;
    auto db = Database::open(file, options);
    if (!db) {
        return db.error();
    }
    // created(), not isNew: of two Scouters starting on a new file, only the one that made it
    // adds the demo.
    if (db.value().created() && (whenNew == WhenNew::WithDemo || path.isEmpty())) {
        if (auto demo = DemoCampaign::create(db.value()); !demo) {
            return demo.error();
        }
    }
    return db;
}

} // namespace scouter::store
