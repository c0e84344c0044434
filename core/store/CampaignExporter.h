#pragma once

#include "Result.h"

#include <QByteArray>

#include <optional>
#include <vector>

namespace scouter::store {

class Database;

// What goes into a file: a list not given (nullopt) means all of that kind, an empty one none.
struct ExportSelection {
    std::optional<std::vector<qint64>> characters;
    std::optional<std::vector<qint64>> groups;
    std::optional<std::vector<qint64>> encounters;
};

// Writes characters, NPC groups and whole encounters (with their logs, maps and players' screen
// choices) as one `scouter-export/2` document that CampaignImporter reads back.
class CampaignExporter {
public:
    explicit CampaignExporter(Database& db) : m_db(db) {}

    // Every character and group, and the encounters listed (all of them when the list is empty).
    [[nodiscard]] Result<QByteArray> exportCampaign(const std::vector<qint64>& encounterIds = {});
    // The characters and groups chosen, with every character a chosen group is made of, so the
    // file imports on its own; encounters only when listed.
    [[nodiscard]] Result<QByteArray> exportSelection(const ExportSelection& selection);

private:
    Database& m_db;
};

} // namespace scouter::store
