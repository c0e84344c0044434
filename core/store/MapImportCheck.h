// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterMap.h"
#include "JsonChecker.h"
#include "Records.h"

#include <QHash>

#include <optional>

namespace scouter::store {

// An imported encounter's "map" and "playerView" (scouter-export/2), each problem recorded in the
// import's JsonChecker with its path. The map's bytes are checked as the repository checks them
// (EncounterMapCheck: format by magic bytes, size from the image's own header, every bound), with
// the encounter's title in each message, so a bad map refuses the whole file.
class MapImportCheck {
public:
    explicit MapImportCheck(JsonChecker& check) : m_check(check) {}

    // Nothing for null or absent.
    [[nodiscard]] std::optional<EncounterMap> map(const QJsonValue& value, const QString& path, const QString& title);
    // combatant -> "reveal" | "hide"; each combatant one of the encounter's participants.
    [[nodiscard]] QHash<QString, QString> playerView(const QJsonValue& value, const QString& path,
                                                     const EncounterRecord& record);

private:
    [[nodiscard]] std::optional<double> number(const QJsonObject& object, const QString& key, const QString& path,
                                               bool required);

    JsonChecker& m_check;
};

} // namespace scouter::store
