// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignCheck.h"

#include "Database.h"
#include "Migrator.h"
#include "SearchIndex.h"
#include "SqliteConnection.h"

namespace scouter::store {

namespace {

[[nodiscard]] Result<QString> checkAll(Database& db) {
    if (auto pages = Migrator::checkIntegrity(db); !pages) {
        return pages.error();
    }
    auto index = SearchIndex::verify(db);
    if (index || db.readOnly()) {
        return index ? Result<QString>(QString()) : Result<QString>(index.error());
    }
    // Nothing in the index is only there: built again from the events, nothing else touched.
    if (auto rebuilt = SearchIndex::rebuild(db); !rebuilt) {
        return rebuilt.error();
    }
    return QStringLiteral("The search index of %1 was damaged; it was built again from the stored events (nothing "
                          "was lost).")
        .arg(db.path());
}

} // namespace

Result<QString> CampaignCheck::run(Database& db, const std::atomic<bool>* stop) {
    SqliteConnection::stopWhen(db.connection(), stop);
    auto result = checkAll(db);
    SqliteConnection::stopWhen(db.connection(), nullptr);
    return result;
}

} // namespace scouter::store
