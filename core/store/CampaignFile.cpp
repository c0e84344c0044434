#include "CampaignFile.h"

#include "DataPaths.h"
#include "DemoCampaign.h"

#include <QDir>
#include <QFileInfo>

namespace scouter::store {

QString CampaignFile::resolve(const QString& path) {
    return path.isEmpty() ? DataPaths::defaultDatabase() : path;
}

Result<Database> CampaignFile::open(const QString& path, WhenNew whenNew) {
    const QString file = resolve(path);
    const QFileInfo info(file);
    const bool isNew = !info.exists() || info.size() == 0;
    if (isNew && !QDir().mkpath(info.absolutePath())) {
        return StoreError{StoreErrorKind::ReadOnly,
                          QStringLiteral("The folder %1 cannot be created for the campaign.").arg(info.absolutePath())};
    }
    auto db = Database::open(file);
    if (!db) {
        return db.error();
    }
    if (isNew && (whenNew == WhenNew::WithDemo || path.isEmpty())) {
        if (auto demo = DemoCampaign::create(db.value()); !demo) {
            return demo.error();
        }
    }
    return db;
}

} // namespace scouter::store
