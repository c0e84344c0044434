// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportFormat.h"
#include "Result.h"

#include <QByteArray>
#include <QStringList>

namespace scouter::store {

class Database;

// Reads a `scouter-export/2` (or `/1`) file into the campaign, maps and players' screen choices too. Everything is
// checked first; a file with any problem is refused with all of them (each naming its JSON path) and nothing is
// written. A valid file is written in one transaction, its characters getting new ids; each encounter is replayed from
// what was written before that transaction commits.
class CampaignImporter {
public:
    explicit CampaignImporter(Database& db) : m_db(db) {}

    [[nodiscard]] Result<ImportSummary> import(const QByteArray& bytes);
    // The problems of the last refused import, one per line of the error's message.
    [[nodiscard]] const QStringList& problems() const { return m_problems; }

private:
    [[nodiscard]] Status write(const ImportPlan& plan);

    Database& m_db;
    QStringList m_problems;
};

} // namespace scouter::store
