// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QByteArray>

#include <optional>
#include <vector>

class QIODevice;

namespace scouter::store {

class Database;

// What goes into a file: a list not given (nullopt) means all of that kind, an empty one none.
struct ExportSelection {
    std::optional<std::vector<qint64>> characters;
    std::optional<std::vector<qint64>> groups;
    std::optional<std::vector<qint64>> encounters;
};

// Writes characters, NPC groups and whole encounters (with their logs, maps and players' screen
// choices) as one `scouter-export/2` document that CampaignImporter reads back. The document is
// written as it is read, encounter by encounter, so an export holds one encounter in memory at a
// time; the bytes are those of Qt's indented JSON of the whole document. A write that fails
// stops it with the device's reason (errorString()).
class CampaignExporter {
public:
    explicit CampaignExporter(Database& db) : m_db(db) {}

    // As exportCampaign() and exportSelection(), to `out` (open for writing) as they are read.
    [[nodiscard]] Status writeCampaign(QIODevice& out, const std::vector<qint64>& encounterIds = {});
    [[nodiscard]] Status writeSelection(QIODevice& out, const ExportSelection& selection);

    // Every character and group, and the encounters listed (all of them when the list is empty),
    // in memory (a small export, a test).
    [[nodiscard]] Result<QByteArray> exportCampaign(const std::vector<qint64>& encounterIds = {});
    // The characters and groups chosen, with every character a chosen group is made of, so the
    // file imports on its own; encounters only when listed.
    [[nodiscard]] Result<QByteArray> exportSelection(const ExportSelection& selection);

private:
    Database& m_db;
};

} // namespace scouter::store
