// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchCampaign.h"

#include "CommandLog.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"

#include "dbu/DbuEvents.h"
#include "dice/SeededDice.h"
#include "events/EventJson.h"

#include <QDir>
#include <QJsonArray>

#include <stdexcept>

using namespace scouter::store;
namespace ev = scouter::engine::dbu;

namespace bench {

StoredCommand command(qint64 seq) {
    StoredCommand stored;
    stored.seq = seq;
    stored.command = {{"name", "maneuver"}, {"step", {{"do", "maneuver"}, {"who", "goku"}, {"name", "basic-attack"}}}};
    ev::ManeuverUsed maneuver;
    maneuver.who = "goku";
    maneuver.name = "basic-attack";
    maneuver.target = "saibaman-1";
    maneuver.hit = true;
    maneuver.faces = {7, 3};
    stored.events = {scouter::engine::toJson(maneuver),
                     scouter::engine::toJson(ev::KiSet{"goku", static_cast<int>(80 - seq % 40)}),
                     scouter::engine::toJson(ev::LifeSet{"saibaman-1", static_cast<int>(40 - seq % 30)}),
                     scouter::engine::toJson(ev::ActionsSpent{"goku", 1, 0, 0})};
    return stored;
}

QString longEncounter(const QString& folder, int commands) {
    QString path = QDir(folder).filePath(QStringLiteral("long.scouter"));
    auto db = Database::open(path);
    const qint64 id = DemoCampaign::create(db.value()).value();
    CommandLog log(db.value());
    (void)db.value().transaction(
        [&]() -> Status {
            for (qint64 seq = 1; seq <= commands; ++seq) {
                if (auto status = log.insert(id, command(seq)); !status) {
                    return status;
                }
            }
            return {};
        },
        QStringLiteral("building the benchmark"));
    return path;
}

namespace {

// A fighter as the campaign keeps it: the sheet's numbers as stats, its records (Fatewalker's
// weapons) as lists of objects beside them, as a scenario's combatants carry them.
Participant participant(const scouter::engine::Combatant& c) {
    Participant p;
    p.combatant = QString::fromStdString(c.id);
    p.name = QString::fromStdString(c.name);
    p.side = QString::fromStdString(c.side);
    p.pc = c.side == "heroes";
    p.at = GridSquare{c.at.x, c.at.y};
    for (const auto& [key, value] : c.sheet.numbers) {
        p.stats.insert(QString::fromStdString(key), value);
    }
    for (const auto& [key, records] : c.sheet.records) {
        QJsonArray list;
        for (const auto& record : records) {
            QJsonObject object;
            for (const auto& [field, text] : record.texts) {
                object.insert(QString::fromStdString(field), QString::fromStdString(text));
            }
            for (const auto& [field, number] : record.numbers) {
                object.insert(QString::fromStdString(field), number);
            }
            list.append(object);
        }
        p.stats.insert(QString::fromStdString(key), list);
    }
    return p;
}

template <class T> T valueOf(Result<T> result, const char* what) {
    if (!result) {
        throw std::runtime_error(std::string(what) + ": " + result.error().message.toStdString());
    }
    return std::move(result).value();
}

} // namespace

constexpr int kLongEncounterFighters = 8;

StoredEncounter longEncounter(const QString& folder, Rules rules, std::size_t events) {
    StoredEncounter stored;
    stored.path = QDir(folder).filePath(QString::fromStdString("long-" + rulesetName(rules) + ".scouter"));
    auto db = Database::open(stored.path);
    if (!db) {
        throw std::runtime_error("the benchmark's campaign did not open");
    }
    EncounterRecord record;
    record.title = QStringLiteral("A long fight");
    record.ruleset = QString::fromStdString(rulesetName(rules));
    record.gridWidth = 20;
    record.gridHeight = 20;
    record.createdAt = QDateTime::currentDateTimeUtc();
    // As many fighters as DBU's long encounter has (the demo's 7, rounded up to pairs, since each
    // fights its neighbour), so each ruleset is timed on a scene of the same size.
    for (int i = 0; i < kLongEncounterFighters; ++i) {
        record.participants.push_back(participant(fighter(rules, i)));
    }
    record.id = valueOf(EncounterRepository(db.value()).create(record), "storing the encounter");
    stored.id = record.id;
    scouter::engine::SeededDice dice(11);
    scouter::engine::Encounter encounter(valueOf(EncounterReplay::initialState(record), "setting up"),
                                         valueOf(EncounterReplay::ruleset(record), "making the ruleset"), dice);
    start(rules, encounter.state(), [&](const scouter::engine::Command& command) { return encounter.submit(command); });
    playEvents(rules, encounter, events);
    CommandLog log(db.value());
    const Status written = db.value().transaction(
        [&]() -> Status {
            qint64 seq = 0;
            for (const auto& group : encounter.log()) {
                StoredCommand command;
                command.seq = ++seq;
                command.command = {{"name", group.command}};
                for (const auto& event : group.events) {
                    command.events.push_back(scouter::engine::toJson(event));
                }
                if (auto status = log.insert(stored.id, command); !status) {
                    return status;
                }
            }
            return {};
        },
        QStringLiteral("building the benchmark"));
    if (!written) {
        throw std::runtime_error("the benchmark's log was not stored: " + written.error().message.toStdString());
    }
    stored.commands = static_cast<qint64>(encounter.log().size());
    return stored;
}

QString manyEncounters(const QString& folder, int encounters, int commands) {
    QString path = QDir(folder).filePath(QStringLiteral("many.scouter"));
    auto db = Database::open(path);
    const qint64 demo = DemoCampaign::create(db.value()).value();
    const EncounterRecord record = EncounterRepository(db.value()).get(demo).value();
    (void)db.value().transaction(
        [&]() -> Status {
            for (int e = 0; e < encounters; ++e) {
                const qint64 id = EncounterRepository(db.value()).insert(record).value();
                for (qint64 seq = 1; seq <= commands; ++seq) {
                    StoredCommand stored = command(seq);
                    if (e % 50 == 0 && seq == commands / 2) {
                        ev::ManeuverUsed special;
                        special.who = "goku";
                        special.name = "signature-technique";
                        special.option = "kamehameha";
                        stored.events.push_back(scouter::engine::toJson(special));
                    }
                    if (auto status = CommandLog(db.value()).insert(id, stored); !status) {
                        return status;
                    }
                }
            }
            return {};
        },
        QStringLiteral("building the benchmark"));
    return path;
}

} // namespace bench
