// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoCampaign.h"

#include "CharacterRepository.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <map>

namespace scouter::store {

namespace {

// The demo is data (resources/demo/demo-campaign.json), so it names its rulesets there and the
// store's code none.
constexpr auto kDemoFile = ":/demo/demo-campaign.json";

[[nodiscard]] QString text(const QJsonObject& object, const char* key) {
    return object.value(QLatin1String(key)).toString();
}

[[nodiscard]] StoreError broken(const QString& why) {
    return {StoreErrorKind::Invalid, QStringLiteral("The demo campaign built into Scouter is damaged: %1.").arg(why)};
}

} // namespace

Result<qint64> DemoCampaign::create(Database& db) {
    QFile file(QString::fromLatin1(kDemoFile));
    if (!file.open(QIODevice::ReadOnly)) {
        return broken(file.errorString());
    }
    const QJsonObject demo = QJsonDocument::fromJson(file.readAll()).object();
    qint64 encounterId = 0;
    auto status = db.transaction(
        [&]() -> Status {
            std::map<QString, std::pair<qint64, QJsonObject>> ids;
            CharacterRepository characters(db);
            for (const auto& value : demo.value(QStringLiteral("characters")).toArray()) {
                const QJsonObject c = value.toObject();
                const Character character{0,
                                          text(c, "ruleset"),
                                          text(c, "name"),
                                          text(c, "kind") == QStringLiteral("pc") ? CharacterKind::Pc
                                                                                  : CharacterKind::Npc,
                                          c.value(QStringLiteral("stats")).toObject(),
                                          text(c, "notes")};
                auto id = characters.add(character);
                if (!id) {
                    return id.error();
                }
                ids[text(c, "key")] = {id.value(), character.stats};
            }
            NpcGroupRepository groups(db);
            for (const auto& value : demo.value(QStringLiteral("npcGroups")).toArray()) {
                const QJsonObject g = value.toObject();
                const NpcGroup group{0,
                                     text(g, "name"),
                                     ids.at(text(g, "template")).first,
                                     g.value(QStringLiteral("count")).toInt(),
                                     text(g, "namingPattern"),
                                     {},
                                     text(g, "notes")};
                if (auto id = groups.insert(group); !id) {
                    return id.error();
                }
            }
            for (const auto& value : demo.value(QStringLiteral("encounters")).toArray()) {
                const QJsonObject e = value.toObject();
                EncounterRecord encounter;
                encounter.title = text(e, "title");
                encounter.ruleset = text(e, "ruleset");
                const QJsonObject grid = e.value(QStringLiteral("grid")).toObject();
                encounter.gridWidth = grid.value(QStringLiteral("width")).toInt(1);
                encounter.gridHeight = grid.value(QStringLiteral("height")).toInt(1);
                for (const auto& entry : e.value(QStringLiteral("participants")).toArray()) {
                    const QJsonObject p = entry.toObject();
                    const auto& [characterId, stats] = ids.at(text(p, "character"));
                    const QJsonArray at = p.value(QStringLiteral("at")).toArray();
                    encounter.participants.push_back(
                        {text(p, "id"), text(p, "name"), text(p, "side"), p.value(QStringLiteral("pc")).toBool(),
                         text(p, "group"), characterId, GridSquare{at.at(0).toInt(), at.at(1).toInt()}, false, stats});
                }
                auto id = EncounterRepository(db).insert(encounter);
                if (!id) {
                    return id.error();
                }
                // The first encounter is the one a new campaign opens on.
                encounterId = encounterId == 0 ? id.value() : encounterId;
            }
            return {};
        },
        QStringLiteral("creating the demo campaign"));
    if (!status) {
        return status.error();
    }
    return encounterId;
}

} // namespace scouter::store
