// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "ScenarioRecorder.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>

using namespace scouter::store;

namespace {

[[nodiscard]] nlohmann::json scenario() {
    std::ifstream in(SCOUTER_STORE_FIXTURES "/saibamen-ambush.scenario.json");
    return nlohmann::json::parse(in);
}

// Resume is exact at every point of a fight: for each K, the stored encounter replayed up to
// its K-th command equals the live run stopped after K commands (undo and redo included).
TEST(ReplayTest, TheStoredLogReplaysToTheLiveStateAfterEveryCommand) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok());
    CommandWriter writer(path);
    RecordOptions options;
    options.db = &db.value();
    options.writer = &writer;
    const RecordOutcome recorded = ScenarioRecorder::run(scenario(), options);
    ASSERT_EQ(recorded.status, RecordOutcome::Status::Pass) << recorded.why;
    ASSERT_GT(recorded.commands, 50);

    for (long long k = 0; k <= recorded.commands; ++k) {
        RecordOptions live;
        live.stopAfter = k;
        const RecordOutcome expected = ScenarioRecorder::run(scenario(), live);
        auto replayed = EncounterReplay::load(db.value(), recorded.encounterId, k);
        ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
        ASSERT_EQ(EncounterReplay::flatState(replayed.value()), expected.state) << "after " << k << " commands";
    }
}

TEST(ReplayTest, AnUnknownEncounterIsNotFound) {
    auto db = Database::openInMemory();
    auto replayed = EncounterReplay::load(db.value(), 42);
    ASSERT_FALSE(replayed.ok());
    EXPECT_EQ(replayed.error().kind, StoreErrorKind::NotFound);
}

TEST(ReplayTest, AnInvalidStepStopsTheRunAndSaysWhere) {
    auto db = Database::openInMemory();
    RecordOptions options;
    options.db = &db.value();
    nlohmann::json bad = scenario();
    bad["steps"][0] = {{"do", "teleport"}};
    const RecordOutcome outcome = ScenarioRecorder::run(bad, options);
    EXPECT_EQ(outcome.status, RecordOutcome::Status::Invalid);
    EXPECT_NE(outcome.why.find("step 1"), std::string::npos) << outcome.why;
}

} // namespace
