// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportFormat.h"
#include "JsonChecker.h"

#include "rules/Description.h"

#include <QByteArray>

#include <set>

namespace scouter::store {

// Checks a whole `scouter-export/2` (or `/1`) file before anything is written, and lists every problem
// with its JSON path. Each encounter is replayed through the engine (EncounterImportCheck), so a
// log that reads but cannot be played is refused too. Only a file without a single problem
// yields a plan. It needs no database: a fuzzer can call validate() on any bytes.
class ImportValidator {
public:
    [[nodiscard]] ImportPlan validate(const QByteArray& bytes);
    [[nodiscard]] const QStringList& problems() const { return m_check.problems(); }

private:
    void characters(const QJsonArray& list);
    void stats(const QJsonObject& stats, const QString& ruleset, const QString& path);
    // A Records field (a weapon list): its entries' keys, types, bounds and unique ids.
    void checkRecords(const engine::SheetField& field, const QJsonObject& stats, const QString& path);
    // Whether `at`, or a path between `below` and it, has a problem already.
    [[nodiscard]] bool saidAt(const QString& at, const QString& below) const;
    void groups(const QJsonArray& list);
    void encounters(const QJsonArray& list);
    void options(const QJsonObject& options, const QString& ruleset, const QString& path);
    void participants(const QJsonArray& list, const QString& path, EncounterRecord& record);
    void log(const QJsonArray& list, const QString& path, ImportedEncounter& encounter);
    [[nodiscard]] std::optional<qint64> characterRef(const QJsonValue& value, const QString& path);

    JsonChecker m_check;
    ImportPlan m_plan;
    std::set<qint64> m_characterIds;
    int m_version = 2; // of the file's format: 1 has no maps
};

} // namespace scouter::store
