#include "CampaignCheck.h"

#include "Database.h"
#include "Migrator.h"
#include "SearchIndex.h"
#include "SqliteConnection.h"

namespace scouter::store {

Status CampaignCheck::run(Database& db, const std::atomic<bool>* stop) {
    SqliteConnection::stopWhen(db.connection(), stop);
    Status result = Migrator::checkIntegrity(db);
    if (result) {
        result = SearchIndex::verify(db);
    }
    SqliteConnection::stopWhen(db.connection(), nullptr);
    return result;
}

} // namespace scouter::store
