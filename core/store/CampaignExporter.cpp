// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignExporter.h"

#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterMapRepository.h"
#include "EncounterRepository.h"
#include "ExportFormat.h"
#include "JsonBridge.h"
#include "NpcGroupRepository.h"
#include "PlayerViewRepository.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <set>

namespace scouter::store {

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

[[nodiscard]] QJsonArray characterListJson(const std::vector<Character>& characters) {
    QJsonArray list;
    for (const Character& c : characters) {
        list.append(QJsonObject{{QStringLiteral("id"), c.id},
                                {QStringLiteral("ruleset"), c.ruleset},
                                {QStringLiteral("name"), c.name},
                                {QStringLiteral("kind"), toString(c.kind)},
                                {QStringLiteral("stats"), c.stats},
                                {QStringLiteral("notes"), c.notes}});
    }
    return list;
}

[[nodiscard]] QJsonArray groupListJson(const std::vector<NpcGroup>& groups) {
    QJsonArray list;
    for (const NpcGroup& g : groups) {
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
        list.append(group);
    }
    return list;
}

// One encounter with its log, map and players' screen choices. A character deleted from the
// library (not among `exported`) is not in the file; its participant keeps its own stats.
[[nodiscard]] Result<QJsonObject> encounterJson(Database& db, qint64 id, const std::set<qint64>& exported) {
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
    return QJsonObject{{QStringLiteral("title"), e.title},
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
                       {QStringLiteral("playerView"), playerViewJson(playerView.value())}};
}

// An element of the document's top-level "encounters" array as Qt's indented writer lays it
// out: the object written on its own, every line two levels (8 spaces) deeper. Only containers
// span lines (a string's line breaks are escaped), so the bytes are those of the whole document.
[[nodiscard]] QByteArray encounterElement(const QJsonObject& encounter) {
    QByteArray alone = QJsonDocument(encounter).toJson(QJsonDocument::Indented);
    alone.chop(1); // the document's final line break
    alone.replace('\n', QByteArrayLiteral("\n        "));
    return QByteArrayLiteral("        ") + alone;
}

[[nodiscard]] Status writeAll(QIODevice& out, const QByteArray& bytes) {
    if (out.write(bytes) == bytes.size()) {
        return {};
    }
    return StoreError{StoreErrorKind::Io, out.errorString().isEmpty()
                                              ? QStringLiteral("The export could not be written.")
                                              : out.errorString()};
}

} // namespace

Result<QByteArray> CampaignExporter::exportCampaign(const std::vector<qint64>& encounterIds) {
    return exportSelection({std::nullopt, std::nullopt,
                            encounterIds.empty() ? std::nullopt : std::optional<std::vector<qint64>>(encounterIds)});
}

Result<QByteArray> CampaignExporter::exportSelection(const ExportSelection& selection) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (auto status = writeSelection(buffer, selection); !status) {
        return status.error();
    }
    return bytes;
}

Status CampaignExporter::writeCampaign(QIODevice& out, const std::vector<qint64>& encounterIds) {
    return writeSelection(out,
                          {std::nullopt, std::nullopt,
                           encounterIds.empty() ? std::nullopt : std::optional<std::vector<qint64>>(encounterIds)});
}

Status CampaignExporter::writeSelection(QIODevice& out, const ExportSelection& selection) {
    auto characters = CharacterRepository(m_db).list();
    auto groups = NpcGroupRepository(m_db).list();
    auto summaries = EncounterRepository(m_db).list();
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
    for (const Character& c : characters.value()) {
        exported.insert(c.id);
    }
    std::vector<qint64> encounterIds;
    for (const EncounterSummary& summary : summaries.value()) {
        if (chosen(selection.encounters, summary.encounter.id)) {
            encounterIds.push_back(summary.encounter.id);
        }
    }
    // The document around the encounters, as Qt writes it, with one placeholder encounter whose
    // line the encounters take, each read, written and let go in turn: the memory an export
    // needs is that of its largest encounter, not of the campaign.
    static constexpr auto kPlaceholder = "scouter-export: the encounters go here";
    const QJsonObject root{
        {QStringLiteral("format"), QLatin1String(kExportFormat)},
        {QStringLiteral("exportedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        {QStringLiteral("characters"), characterListJson(characters.value())},
        {QStringLiteral("npcGroups"), groupListJson(groups.value())},
        {QStringLiteral("encounters"), encounterIds.empty() ? QJsonArray() : QJsonArray{QLatin1String(kPlaceholder)}}};
    const QByteArray frame = QJsonDocument(root).toJson(QJsonDocument::Indented);
    if (encounterIds.empty()) {
        return writeAll(out, frame);
    }
    const QByteArray placeholderLine = QByteArrayLiteral("\n        \"") + kPlaceholder + QByteArrayLiteral("\"\n");
    const qsizetype at = frame.indexOf(placeholderLine);
    if (at < 0) {
        return StoreError{StoreErrorKind::Io, QStringLiteral("The export could not be laid out.")};
    }
    if (auto status = writeAll(out, frame.left(at + 1)); !status) {
        return status;
    }
    for (std::size_t i = 0; i < encounterIds.size(); ++i) {
        auto encounter = encounterJson(m_db, encounterIds[i], exported);
        if (!encounter) {
            return encounter.error();
        }
        QByteArray element = encounterElement(encounter.value());
        element += i + 1 < encounterIds.size() ? QByteArrayLiteral(",\n") : QByteArrayLiteral("\n");
        if (auto status = writeAll(out, element); !status) {
            return status;
        }
    }
    return writeAll(out, frame.mid(at + placeholderLine.size()));
}

} // namespace scouter::store
