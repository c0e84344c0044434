#include "FuzzCampaign.h"

#include "FuzzCheck.h"

#include "CommandLog.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdlib>

namespace scouter::fuzz {

namespace {

constexpr int kInputsPerDatabase = 200;

} // namespace

std::optional<store::Database> FuzzCampaign::s_database;
int FuzzCampaign::s_uses = 0;

void FuzzCampaign::startQt() {
    static int argc = 1;
    static char name[] = "scouter-fuzz";
    static char* argv[] = {name, nullptr};
    static const QCoreApplication app(argc, argv);
}

store::Database& FuzzCampaign::database() {
    if (!s_database || ++s_uses > kInputsPerDatabase) {
        s_database.reset();
        auto opened = store::Database::openInMemory();
        require(opened.ok(), "a campaign in memory opens");
        s_database.emplace(std::move(opened).value());
        s_uses = 0;
        // Closed at exit before Qt's registry of connections (made by the first open) is gone.
        static const bool closedAtExit = std::atexit([] { s_database.reset(); }) == 0;
        (void)closedAtExit;
    }
    return *s_database;
}

std::vector<qint64> FuzzCampaign::encounterIds() {
    std::vector<qint64> ids;
    auto listed = store::EncounterRepository(*s_database).list();
    require(listed.ok(), "the encounters of a campaign in memory can be listed");
    for (const store::EncounterSummary& summary : listed.value()) {
        ids.push_back(summary.encounter.id);
    }
    return ids;
}

void FuzzCampaign::openEverywhere(qint64 encounterId) {
    store::Database& db = *s_database;
    if (auto replayed = store::EncounterReplay::load(db, encounterId)) {
        (void)store::EncounterReplay::flatState(replayed.value()).dump();
        if (replayed.value().commands > 1) {
            (void)store::EncounterReplay::load(db, encounterId, replayed.value().commands / 2);
        }
    }
    if (auto timeline = store::EncounterTimeline::load(db, encounterId)) {
        const std::size_t events = timeline.value().eventCount();
        for (std::size_t step = 0; step <= events; step += std::max<std::size_t>(1, events / 8)) {
            (void)timeline.value().stateAt(step);
        }
        (void)store::LogExporter::exportLog(timeline.value(), store::LogExporter::Format::Markdown);
        (void)store::LogExporter::exportLog(timeline.value(), store::LogExporter::Format::Html);
    }
    (void)store::CommandLog(db).search(QStringLiteral("goku"));
}

} // namespace scouter::fuzz
