// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCampaign.h"

#include "FuzzCheck.h"
#include "LooseEncounter.h"

#include "CampaignImporter.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterMapCheck.h"
#include "EncounterMapRepository.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "MapImageHeader.h"
#include "PlayerViewRepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <vector>

namespace scouter::fuzz {

namespace {

constexpr int kInputsPerDatabase = 200;

std::optional<store::Database> campaignInMemory;
int campaignUses = 0;

[[nodiscard]] store::Database& campaign() {
    if (!campaignInMemory || ++campaignUses > kInputsPerDatabase) {
        campaignInMemory.reset();
        auto opened = store::Database::openInMemory();
        require(opened.ok(), "a campaign in memory opens");
        campaignInMemory.emplace(std::move(opened).value());
        campaignUses = 0;
        // Closed at exit before Qt's registry of connections (made by the first open) is gone.
        static const bool closedAtExit = std::atexit([] { campaignInMemory.reset(); }) == 0;
        (void)closedAtExit;
    }
    return *campaignInMemory;
}

[[nodiscard]] std::vector<qint64> encounterIds(store::Database& db) {
    std::vector<qint64> ids;
    auto listed = store::EncounterRepository(db).list();
    require(listed.ok(), "the encounters of a campaign in memory can be listed");
    for (const store::EncounterSummary& summary : listed.value()) {
        ids.push_back(summary.encounter.id);
    }
    return ids;
}

} // namespace

void FuzzCampaign::startQt() {
    static int argc = 1;
    static char name[] = "scouter-fuzz";
    static char* argv[] = {name, nullptr};
    static const QCoreApplication app(argc, argv);
}

void FuzzCampaign::importFile(const std::uint8_t* data, std::size_t size) {
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    // The same bytes as a map's image file (the seeds have a PNG, a JPEG and a WebP): the header
    // reader answers a format and a size in bounds of its types, or why not.
    const auto header = store::MapImageHeader::read(bytes);
    if (const auto* read = std::get_if<store::MapImageHeader>(&header)) {
        require(read->width > 0 && read->height > 0, "an image header read has a size");
        require(store::MapImageHeader::formatOf(bytes) == read->format, "the header's format is the magic bytes'");
    }
    store::Database& db = campaign();
    const std::vector<qint64> before = encounterIds(db);
    store::CampaignImporter importer(db);
    const auto imported = importer.import(bytes);
    if (!imported) {
        require(!imported.error().message.isEmpty(), "a refused import says why");
        require(encounterIds(db) == before, "a refused import writes nothing");
        return;
    }
    for (const qint64 id : encounterIds(db)) {
        if (std::find(before.begin(), before.end(), id) == before.end()) {
            openEverywhere(id);
        }
    }
}

void FuzzCampaign::storeAsIs(const std::uint8_t* data, std::size_t size) {
    const QJsonDocument document =
        QJsonDocument::fromJson(QByteArray(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size)));
    const QJsonArray encounters = document.object().value(QStringLiteral("encounters")).toArray();
    if (encounters.isEmpty()) {
        return;
    }
    store::Database& db = campaign();
    for (const QJsonValue& value : encounters) {
        const QJsonObject object = value.toObject();
        auto created = store::EncounterRepository(db).create(LooseEncounter::record(object));
        if (!created) {
            continue; // refused by the table's own checks: cannot be in a campaign file
        }
        store::CommandLog log(db);
        for (const store::StoredCommand& command : LooseEncounter::log(object)) {
            if (!log.append(created.value(), command).ok()) {
                break;
            }
        }
        openEverywhere(created.value());
    }
}

void FuzzCampaign::openEverywhere(std::int64_t encounterId) {
    store::Database& db = *campaignInMemory;
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
    // An imported map reads back as one the repository would take, and the choices as its words.
    auto map = store::EncounterMapRepository(db).load(encounterId);
    require(map.ok(), "an encounter's map can be read");
    if (map.value()) {
        require(store::EncounterMapCheck::problems(*map.value()).empty(), "a stored map keeps its bounds");
    }
    auto choices = store::PlayerViewRepository(db).load(encounterId);
    require(choices.ok(), "an encounter's players' screen choices can be read");
    for (auto choice = choices.value().begin(); choice != choices.value().end(); ++choice) {
        require(store::PlayerViewRepository::problem(choice.key(), choice.value()).isEmpty(),
                "a stored choice is a word");
    }
}

} // namespace scouter::fuzz
