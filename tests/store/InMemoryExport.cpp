// SPDX-License-Identifier: GPL-3.0-or-later
// The export as it was before issue 28, kept as the reference the streaming export is measured
// and compared against: the whole document built as one QJsonObject, then written at once.
#include "InMemoryExport.h"

#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "ExportFormat.h"
#include "JsonBridge.h"
#include "NpcGroupRepository.h"
#include "PlayerViewRepository.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <set>

using namespace scouter::store;

namespace {

[[nodiscard]] QJsonValue optionalId(std::optional<qint64> id) {
    return id ? QJsonValue(*id) : QJsonValue();
}

[[nodiscard]] QJsonObject participantJson(const Participant& p) {
    return {{QStringLiteral("id"), p.combatant},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("side"), p.side},
            {QStringLiteral("pc"), p.pc},
            {QStringLiteral("group"), p.group.isEmpty() ? QJsonValue() : QJsonValue(p.group)},
            {QStringLiteral("character"), optionalId(p.characterId)},
            {QStringLiteral("at"), p.at ? QJsonValue(QJsonArray{p.at->x, p.at->y}) : QJsonValue()},
            {QStringLiteral("surprised"), p.surprised},
            {QStringLiteral("stats"), p.stats}};
}

[[nodiscard]] QJsonObject commandJson(const StoredCommand& command) {
    QJsonArray events;
    for (const nlohmann::json& event : command.events) {
        events.append(toQt(event));
    }
    return {{QStringLiteral("seq"), command.seq},
            {QStringLiteral("kind"), toString(command.kind)},
            {QStringLiteral("command"), toQt(command.command)},
            {QStringLiteral("events"), events}};
}

// The bytes as base64, so the file keeps the image exactly as it was chosen.
[[nodiscard]] QJsonValue mapJson(const std::optional<EncounterMap>& map) {
    if (!map) {
        return QJsonValue();
    }
    return QJsonObject{{QStringLiteral("format"), map->format},
                       {QStringLiteral("width"), map->width},
                       {QStringLiteral("height"), map->height},
                       {QStringLiteral("squarePixels"), map->squarePixels},
                       {QStringLiteral("offsetX"), map->offsetX},
                       {QStringLiteral("offsetY"), map->offsetY},
                       {QStringLiteral("image"), QString::fromLatin1(map->image.toBase64())}};
}

[[nodiscard]] QJsonObject playerViewJson(const QHash<QString, QString>& modes) {
    QJsonObject object;
    for (auto it = modes.begin(); it != modes.end(); ++it) {
        object.insert(it.key(), it.value());
    }
    return object;
}

} // namespace

namespace reference {

Result<QByteArray> exportInMemory(Database& db, const ExportSelection& selection) {
    auto characters = CharacterRepository(db).list();
    auto groups = NpcGroupRepository(db).list();
    auto summaries = EncounterRepository(db).list();
    if (!characters || !groups || !summaries) {
        return !characters ? characters.error() : !groups ? groups.error() : summaries.error();
    }
    const auto chosen = [](const std::optional<std::vector<qint64>>& list, qint64 id) {
        return !list || std::find(list->begin(), list->end(), id) != list->end();
    };
    std::erase_if(groups.value(), [&](const NpcGroup& g) { return !chosen(selection.groups, g.id); });
    std::set<qint64> wanted;
    for (const NpcGroup& g : groups.value()) {
        if (g.templateCharacterId) {
            wanted.insert(*g.templateCharacterId);
        }
        wanted.insert(g.memberIds.begin(), g.memberIds.end());
    }
    std::erase_if(characters.value(),
                  [&](const Character& c) { return !chosen(selection.characters, c.id) && !wanted.contains(c.id); });
    std::set<qint64> exported;
    QJsonArray characterList;
    for (const Character& c : characters.value()) {
        exported.insert(c.id);
        characterList.append(QJsonObject{{QStringLiteral("id"), c.id},
                                         {QStringLiteral("ruleset"), c.ruleset},
                                         {QStringLiteral("name"), c.name},
                                         {QStringLiteral("kind"), toString(c.kind)},
                                         {QStringLiteral("stats"), c.stats},
                                         {QStringLiteral("notes"), c.notes}});
    }
    QJsonArray groupList;
    for (const NpcGroup& g : groups.value()) {
        QJsonArray members;
        for (qint64 id : g.memberIds) {
            members.append(id);
        }
        QJsonObject group{{QStringLiteral("name"), g.name},
                          {QStringLiteral("namingPattern"), g.namingPattern},
                          {QStringLiteral("notes"), g.notes}};
        if (g.templateCharacterId) {
            group.insert(QStringLiteral("template"), *g.templateCharacterId);
            group.insert(QStringLiteral("count"), g.count);
        } else {
            group.insert(QStringLiteral("members"), members);
        }
        groupList.append(group);
    }
    QJsonArray encounterList;
    for (const EncounterSummary& summary : summaries.value()) {
        const qint64 id = summary.encounter.id;
        if (!chosen(selection.encounters, id)) {
            continue;
        }
        auto encounter = EncounterRepository(db).get(id);
        auto log = CommandLog(db).load(id);
        auto map = EncounterMapRepository(db).load(id);
        auto playerView = PlayerViewRepository(db).load(id);
        if (!encounter || !log || !map || !playerView) {
            return !encounter ? encounter.error() : !log ? log.error() : !map ? map.error() : playerView.error();
        }
        const EncounterRecord& e = encounter.value();
        QJsonArray participants;
        for (Participant p : e.participants) {
            // A character deleted from the library is not in the file; the participant keeps its own stats.
            if (p.characterId && !exported.contains(*p.characterId)) {
                p.characterId.reset();
            }
            participants.append(participantJson(p));
        }
        QJsonArray dice;
        for (int face : e.dice) {
            dice.append(face);
        }
        QJsonArray commands;
        for (const StoredCommand& command : log.value()) {
            commands.append(commandJson(command));
        }
        encounterList.append(
            QJsonObject{{QStringLiteral("title"), e.title},
                        {QStringLiteral("ruleset"), e.ruleset},
                        {QStringLiteral("options"), e.options},
                        {QStringLiteral("grid"),
                         QJsonObject{{QStringLiteral("width"), e.gridWidth}, {QStringLiteral("height"), e.gridHeight}}},
                        {QStringLiteral("createdAt"), e.createdAt.toUTC().toString(Qt::ISODateWithMs)},
                        {QStringLiteral("endedAt"),
                         e.endedAt ? QJsonValue(e.endedAt->toUTC().toString(Qt::ISODateWithMs)) : QJsonValue()},
                        {QStringLiteral("outcome"), e.outcome.isEmpty() ? QJsonValue() : QJsonValue(e.outcome)},
                        {QStringLiteral("participants"), participants},
                        {QStringLiteral("dice"), dice},
                        {QStringLiteral("log"), commands},
                        {QStringLiteral("map"), mapJson(map.value())},
                        {QStringLiteral("playerView"), playerViewJson(playerView.value())}});
    }
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kExportFormat)},
                           {QStringLiteral("exportedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
                           {QStringLiteral("characters"), characterList},
                           {QStringLiteral("npcGroups"), groupList},
                           {QStringLiteral("encounters"), encounterList}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

} // namespace reference
