// SPDX-License-Identifier: GPL-3.0-or-later
#include "SampleRecords.h"

#include "dbu/DbuEvents.h"

#include "events/EventJson.h"

#include <QJsonArray>

using namespace scouter::store;

namespace samples {

Character goku() {
    return {0,
            QStringLiteral("dbu"),
            QStringLiteral("Goku"),
            CharacterKind::Pc,
            QJsonObject{{QStringLiteral("agilityScore"), 8},
                        {QStringLiteral("agilityModifier"), 4},
                        {QStringLiteral("tier"), 3},
                        {QStringLiteral("life"), 120},
                        {QStringLiteral("ki"), 80},
                        {QStringLiteral("thresholds"), QJsonArray{90, 60, 30}}},
            QStringLiteral("Raised on Earth; “Kakarot” to Vegeta")};
}

Character saibaman() {
    return {0,
            QStringLiteral("dbu"),
            QStringLiteral("Saibaman"),
            CharacterKind::Npc,
            QJsonObject{{QStringLiteral("tier"), 1}, {QStringLiteral("life"), 30}, {QStringLiteral("ki"), 10}},
            QString()};
}

EncounterRecord encounter(std::optional<qint64> gokuId, std::optional<qint64> saibamanId) {
    EncounterRecord record;
    record.title = QStringLiteral("Saibamen in the wasteland");
    record.ruleset = QStringLiteral("dbu");
    record.options = QJsonObject{{QStringLiteral("diceTierScaling"), QStringLiteral("count")}};
    record.gridWidth = 12;
    record.gridHeight = 8;
    record.createdAt = QDateTime(QDate(2026, 5, 1), QTime(20, 15, 0, 250), Qt::UTC);
    record.dice = {6, 3, 10};
    record.participants = {
        {QStringLiteral("goku"), QStringLiteral("Goku"), QStringLiteral("heroes"), true, QString(), gokuId,
         GridSquare{2, 3}, false, goku().stats},
        {QStringLiteral("saibaman-1"), QStringLiteral("Saibaman 1"), QStringLiteral("saibamen"), false,
         QStringLiteral("saibamen"), saibamanId, GridSquare{9, 4}, true, saibaman().stats},
        {QStringLiteral("saibaman-2"), QStringLiteral("Saibaman 2"), QStringLiteral("saibamen"), false,
         QStringLiteral("saibamen"), std::nullopt, std::nullopt, false, saibaman().stats},
    };
    return record;
}

StoredCommand command(qint64 seq) {
    StoredCommand stored;
    stored.seq = seq;
    stored.kind = CommandKind::Command;
    stored.command = {{"do", "ki"}, {"who", "goku"}, {"amount", -1}};
    namespace ev = scouter::engine::dbu;
    ev::ManeuverUsed maneuver;
    maneuver.who = "goku";
    maneuver.name = "energy-charge";
    maneuver.faces = {static_cast<int>(seq % 10) + 1, 4};
    stored.events = {scouter::engine::toJson(ev::KiSet{"goku", static_cast<int>(80 - seq)}),
                     scouter::engine::toJson(maneuver)};
    return stored;
}

} // namespace samples
