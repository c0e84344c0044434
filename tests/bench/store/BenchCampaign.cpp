#include "BenchCampaign.h"

#include "CommandLog.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"

#include "dbu/DbuEvents.h"
#include "events/EventJson.h"

#include <QDir>

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
