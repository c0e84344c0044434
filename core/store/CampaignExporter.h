#pragma once

#include "Result.h"

#include <QByteArray>

#include <vector>

namespace scouter::store {

class Database;

// Writes characters, NPC groups and whole encounters (with their logs) as one
// `scouter-export/1` document that CampaignImporter reads back.
class CampaignExporter {
public:
    explicit CampaignExporter(Database& db) : m_db(db) {}

    // Every character and group, and the encounters listed (all of them when the list is empty).
    [[nodiscard]] Result<QByteArray> exportCampaign(const std::vector<qint64>& encounterIds = {});

private:
    Database& m_db;
};

} // namespace scouter::store
