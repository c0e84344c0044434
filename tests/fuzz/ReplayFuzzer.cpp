#include "FuzzCampaign.h"
#include "FuzzCheck.h"

#include "CommandLog.h"
#include "EncounterRepository.h"
#include "JsonBridge.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

// Stored encounters as a damaged file or an older Scouter may hold them: the encounters of a
// `scouter-export/1` file (the seeds are real exports) written into the campaign as they are,
// without import's checks, as a flipped byte that SQLite's integrity_check accepts would leave
// them. Replaying them (EncounterReplay, the timeline, the exports, search) may refuse an
// encounter with a message, never crash.

using scouter::fuzz::FuzzCampaign;
using namespace scouter::store;

namespace {

[[nodiscard]] EncounterRecord storedRecord(const QJsonObject& object) {
    EncounterRecord record;
    record.title = object.value(QStringLiteral("title")).toString();
    record.ruleset = object.value(QStringLiteral("ruleset")).toString();
    record.options = object.value(QStringLiteral("options")).toObject();
    const QJsonObject grid = object.value(QStringLiteral("grid")).toObject();
    record.gridWidth = grid.value(QStringLiteral("width")).toInt(1);
    record.gridHeight = grid.value(QStringLiteral("height")).toInt(1);
    record.createdAt = QDateTime(QDate(2026, 5, 1), QTime(20, 15), Qt::UTC);
    record.outcome = object.value(QStringLiteral("outcome")).toString();
    for (const QJsonValue& value : object.value(QStringLiteral("participants")).toArray()) {
        const QJsonObject entry = value.toObject();
        Participant participant;
        participant.combatant = entry.value(QStringLiteral("id")).toString();
        participant.name = entry.value(QStringLiteral("name")).toString();
        participant.side = entry.value(QStringLiteral("side")).toString();
        participant.pc = entry.value(QStringLiteral("pc")).toBool();
        participant.group = entry.value(QStringLiteral("group")).toString();
        participant.surprised = entry.value(QStringLiteral("surprised")).toBool();
        participant.stats = entry.value(QStringLiteral("stats")).toObject();
        const QJsonArray at = entry.value(QStringLiteral("at")).toArray();
        if (at.size() == 2) {
            participant.at = GridSquare{at.at(0).toInt(), at.at(1).toInt()};
        }
        record.participants.push_back(participant);
    }
    for (const QJsonValue& face : object.value(QStringLiteral("dice")).toArray()) {
        record.dice.push_back(face.toInt());
    }
    return record;
}

// The log's numbers are the table's (a command out of order cannot be stored); everything in
// a command is kept as it is.
[[nodiscard]] std::vector<StoredCommand> storedLog(const QJsonArray& list) {
    std::vector<StoredCommand> log;
    for (const QJsonValue& value : list) {
        const QJsonObject entry = value.toObject();
        StoredCommand command;
        command.seq = static_cast<qint64>(log.size()) + 1;
        const QString kind = entry.value(QStringLiteral("kind")).toString();
        command.kind = kind == QStringLiteral("undo")   ? CommandKind::Undo
                       : kind == QStringLiteral("redo") ? CommandKind::Redo
                                                        : CommandKind::Command;
        command.command = toNlohmann(entry.value(QStringLiteral("command")));
        for (const QJsonValue& event : entry.value(QStringLiteral("events")).toArray()) {
            command.events.push_back(toNlohmann(event));
        }
        log.push_back(std::move(command));
    }
    return log;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
    FuzzCampaign::startQt();
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    const QJsonArray encounters = document.object().value(QStringLiteral("encounters")).toArray();
    if (encounters.isEmpty()) {
        return 0;
    }
    Database& db = FuzzCampaign::database();
    for (const QJsonValue& value : encounters) {
        const QJsonObject object = value.toObject();
        auto created = EncounterRepository(db).create(storedRecord(object));
        if (!created) {
            continue; // refused by the table's own checks: cannot be in a campaign file
        }
        CommandLog log(db);
        for (const StoredCommand& command : storedLog(object.value(QStringLiteral("log")).toArray())) {
            if (!log.append(created.value(), command).ok()) {
                break;
            }
        }
        FuzzCampaign::openEverywhere(created.value());
    }
    return 0;
}
