// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 7: accepted, then refused. A scenario combatant named "" or without a side was
// stored by `scouter-cli scenario --database`, and the export of it was then refused by import
// (so was a True20 option written as a number). The scenario loader, the import and the library
// now share one set of checks, so whatever is stored exports and imports again: every public
// scenario and every scenario of tests/scenarios is stored, the campaign exported and imported
// into a fresh one, and each encounter replays there to the state it had.
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "ScenarioFolder.h"
#include "ScenarioRecorder.h"
#include "StoreCli.h"
#include "TestFiles.h"

#include "scenario/ScenarioRunner.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <string_view>

using namespace scouter::store;
using scouter::store::test::jsonFilesIn;
using scouter::store::test::ScenarioFolder;

namespace {

// Every command is flushed to disk as the CLI does it: in memory, not on the disk's time.
std::unique_ptr<QTemporaryDir> fastTemporaryDir() {
    if (QFileInfo(QStringLiteral("/dev/shm")).isWritable()) {
        auto dir = std::make_unique<QTemporaryDir>(QStringLiteral("/dev/shm/scouter-round-trip-XXXXXX"));
        if (dir->isValid()) {
            return dir;
        }
    }
    return std::make_unique<QTemporaryDir>();
}

class StoredScenarioRoundTrip : public ::testing::TestWithParam<ScenarioFolder> {};

TEST_P(StoredScenarioRoundTrip, EveryStoredScenarioExportsAndImportsIntoAFreshCampaign) {
    const QStringList files = jsonFilesIn(GetParam());
    ASSERT_FALSE(files.isEmpty()) << "no scenarios in " << GetParam().folder;
    const auto dir = fastTemporaryDir();
    const QString campaign = dir->filePath(QStringLiteral("stored.scouter"));
    std::vector<scouter::engine::EncounterState> live; // each file's encounter as its run left it
    {
        // What `scouter-cli scenario --database` runs for each file (StoredScenarioCommand), in
        // this process: four hundred processes would take minutes.
        Database db = Database::open(campaign).value();
        CommandWriter writer(db.path());
        RecordOptions options;
        options.db = &db;
        options.writer = &writer;
        for (const QString& file : files) {
            auto read = scouter::engine::ScenarioRunner::readFile(file.toStdString());
            ASSERT_TRUE(std::holds_alternative<nlohmann::json>(read))
                << std::get<scouter::engine::ScenarioOutcome>(read).line;
            const RecordOutcome outcome = ScenarioRecorder::run(std::get<nlohmann::json>(read), options);
            ASSERT_EQ(outcome.status, RecordOutcome::Status::Pass) << file.toStdString() << ": " << outcome.why;
            scouter::engine::RunOptions run;
            run.onFinish = [&](const scouter::engine::Encounter& encounter, std::size_t) {
                live.push_back(encounter.state());
            };
            (void)scouter::engine::ScenarioRunner().runJson(std::get<nlohmann::json>(read), file.toStdString(), run);
        }
    }
    const QString exported = dir->filePath(QStringLiteral("export.json"));
    const StoreCliRun exportRun = runStoreCli(
        {QStringLiteral("export"), QStringLiteral("--database"), campaign, QStringLiteral("--output"), exported});
    ASSERT_EQ(exportRun.exitCode, 0) << exportRun.err.toStdString();
    const QString fresh = dir->filePath(QStringLiteral("fresh.scouter"));
    const StoreCliRun importRun =
        runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), fresh, exported});
    ASSERT_EQ(importRun.exitCode, 0) << importRun.err.toStdString();
    EXPECT_EQ(importRun.out, QStringLiteral("imported 0 characters, 0 NPC groups, %1 encounters\n").arg(files.size()));

    Database stored = Database::open(campaign).value();
    Database imported = Database::open(fresh).value();
    for (qint64 id = 1; id <= files.size(); ++id) {
        const auto before = EncounterReplay::load(stored, id);
        const auto after = EncounterReplay::load(imported, id);
        ASSERT_TRUE(before.ok() && after.ok()) << files.at(id - 1).toStdString();
        // What was stored is what was played: every sheet (a Fatewalker combatant's weapons given
        // beside its stats were left out), square and name.
        EXPECT_TRUE(before.value().state == live.at(static_cast<std::size_t>(id - 1)))
            << files.at(id - 1).toStdString() << ": the stored encounter is not the one played";
        EXPECT_EQ(EncounterReplay::flatState(after.value()), EncounterReplay::flatState(before.value()))
            << files.at(id - 1).toStdString();
        EXPECT_EQ(after.value().record.participants, before.value().record.participants)
            << files.at(id - 1).toStdString();
    }
}

// `make test` stores the public scenarios and the Fatewalker ones of tests/scenarios (where a
// combatant without a side was refused), SCOUTER_ROUND_TRIP_SHORT set; every folder runs under
// the nightly label, a few minutes under the sanitizers.
std::vector<ScenarioFolder> scenarioSets() {
    const bool everyFolder = qEnvironmentVariableIsEmpty("SCOUTER_ROUND_TRIP_SHORT");
    std::vector<ScenarioFolder> sets;
    for (const auto& folder : scouter::store::test::ownScenarioFolders()) {
        if (everyFolder || std::string_view(folder.name) == "own_fatewalker") {
            sets.push_back(folder);
        }
    }
    for (const auto& folder : scouter::store::test::publicScenarioFolders()) {
        sets.push_back(folder);
    }
    return sets;
}

INSTANTIATE_TEST_SUITE_P(ScenarioFolders, StoredScenarioRoundTrip, ::testing::ValuesIn(scenarioSets()),
                         scouter::store::test::folderTestName);

// The issue's own cases through scouter-cli alone: a combatant named "", one without a side, and
// an option written as a number are stored, exported and imported with what they were.
TEST(StoredScenarioRoundTripCli, ANamelessSidelessCombatantAndANumberOptionComeBackAsTheyWere) {
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("unnamed.json"));
    testfiles::writeBytes(scenario, R"({"format": "scouter-scenario/1", "ruleset": "true20",
      "options": {"criticalBonus": 3},
      "combatants": [
        {"id": "hero", "name": "", "side": "heroes"},
        {"id": "drifter"},
        {"id": "brute", "name": "Brute", "side": "villains"}
      ],
      "steps": [{"expect": {"hero.active": true}}]})");
    const QString campaign = dir.filePath(QStringLiteral("campaign.scouter"));
    const StoreCliRun stored =
        runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), campaign, scenario});
    ASSERT_EQ(stored.exitCode, 0) << (stored.out + stored.err).toStdString();
    const QString exported = dir.filePath(QStringLiteral("export.json"));
    const StoreCliRun exportRun = runStoreCli(
        {QStringLiteral("export"), QStringLiteral("--database"), campaign, QStringLiteral("--output"), exported});
    ASSERT_EQ(exportRun.exitCode, 0) << exportRun.err.toStdString();
    const QString fresh = dir.filePath(QStringLiteral("fresh.scouter"));
    const StoreCliRun importRun =
        runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), fresh, exported});
    ASSERT_EQ(importRun.exitCode, 0) << importRun.err.toStdString();

    const QJsonObject again =
        QJsonDocument::fromJson(testfiles::readBytes(exported)).object()[QStringLiteral("encounters")][0].toObject();
    const QJsonArray participants = again[QStringLiteral("participants")].toArray();
    ASSERT_EQ(participants.size(), 3);
    EXPECT_EQ(participants[0][QStringLiteral("name")].toString(), QString());
    EXPECT_EQ(participants[1][QStringLiteral("side")].toString(), QString());
    const StoreCliRun before =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), campaign, QStringLiteral("1")});
    const StoreCliRun after =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), fresh, QStringLiteral("1")});
    ASSERT_EQ(after.exitCode, 0) << after.err.toStdString();
    EXPECT_EQ(after.json(), before.json());
}

} // namespace
