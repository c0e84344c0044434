// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterStatistics.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "ScenarioRecorder.h"

#include "rules/Encounter.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <fstream>

using namespace scouter::store;

namespace {

// The saibamen ambush (undo and redo included), recorded into a real campaign file at a fixed
// time so its documents can be compared with the golden files byte for byte.
class ReviewExportTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_path = m_dir.filePath(QStringLiteral("campaign.scouter"));
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        m_db.emplace(std::move(db).value());
        std::ifstream in(SCOUTER_STORE_FIXTURES "/saibamen-ambush.scenario.json");
        CommandWriter writer(m_path);
        RecordOptions options;
        options.db = &*m_db;
        options.writer = &writer;
        options.at = QDateTime(QDate(2026, 11, 1), QTime(19, 30), Qt::UTC);
        const RecordOutcome recorded = ScenarioRecorder::run(nlohmann::json::parse(in), options);
        ASSERT_EQ(recorded.status, RecordOutcome::Status::Pass) << recorded.why;
        m_id = recorded.encounterId;
    }

    [[nodiscard]] EncounterTimeline timeline() {
        auto loaded = EncounterTimeline::load(*m_db, m_id);
        EXPECT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
        return std::move(loaded).value();
    }

    // Compares with the golden file; SCOUTER_UPDATE_GOLDEN=1 rewrites it after a deliberate change.
    static void expectGolden(const QString& text, const char* name) {
        const QString path = QStringLiteral(SCOUTER_STORE_GOLDEN "/") + QLatin1String(name);
        if (qEnvironmentVariableIsSet("SCOUTER_UPDATE_GOLDEN")) {
            QFile out(path);
            ASSERT_TRUE(out.open(QIODevice::WriteOnly));
            out.write(text.toUtf8());
        }
        QFile in(path);
        ASSERT_TRUE(in.open(QIODevice::ReadOnly)) << path.toStdString();
        const QStringList expected = QString::fromUtf8(in.readAll()).split(QLatin1Char('\n'));
        const QStringList actual = text.split(QLatin1Char('\n'));
        for (qsizetype i = 0; i < std::min(expected.size(), actual.size()); ++i) {
            ASSERT_EQ(actual[i].toStdString(), expected[i].toStdString()) << name << " line " << i + 1;
        }
        EXPECT_EQ(actual.size(), expected.size()) << name;
    }

    QTemporaryDir m_dir;
    QString m_path;
    std::optional<Database> m_db;
    qint64 m_id = 0;
};

TEST_F(ReviewExportTest, EveryStepIsTheReducersStateAndEveryCommandEndsWhereTheLogSays) {
    const EncounterTimeline t = timeline();
    ASSERT_EQ(t.entries().size(), t.groups().size());
    EXPECT_EQ(t.stateAt(0), t.initial());
    EXPECT_EQ(t.stateAt(t.eventCount()), t.lastState());
    std::vector<scouter::engine::CommandGroup> prefix;
    for (std::size_t g = 0; g < t.groups().size(); ++g) {
        prefix.push_back(t.groups()[g]);
        EXPECT_EQ(t.stateAt(t.stepAfterGroup(g)), scouter::engine::Encounter::replay(t.initial(), prefix, t.ruleset()))
            << "after group " << g;
        EXPECT_EQ(t.groupOfEvent(t.stepAfterGroup(g) - 1), g);
    }
    EXPECT_GE(t.rounds(), 3);
}

TEST_F(ReviewExportTest, StatisticsAddUpToTheLifeAndKiThatChanged) {
    const EncounterTimeline t = timeline();
    int dealt = 0;
    int taken = 0;
    int actions = 0;
    const std::vector<CombatantStatistics> all = EncounterStatistics::of(t);
    const std::vector<scouter::engine::Moment> moments = EncounterStatistics::moments(t, all);
    for (const auto& moment : moments) {
        EXPECT_TRUE(moment.started) << moment.label << ": nothing is spent before the fight";
    }
    for (const auto& s : all) {
        dealt += s.damageDealt;
        taken += s.damageTaken;
        const int spent = s.spent.contains("actions") ? s.spent.at("actions") : 0;
        actions += spent;
        int byMoment = 0;
        for (const auto& moment : moments) {
            byMoment += s.spentIn("actions", moment);
        }
        EXPECT_EQ(byMoment, spent) << s.id;
    }
    EXPECT_GT(dealt, 0);
    EXPECT_LE(dealt, taken); // hand-entered damage is taken without a dealer
    EXPECT_GT(actions, 10);
}

TEST_F(ReviewExportTest, MarkdownMatchesTheGoldenFile) {
    expectGolden(LogExporter::exportLog(timeline(), LogExporter::Format::Markdown), "saibamen-ambush.md");
}

TEST_F(ReviewExportTest, HtmlMatchesTheGoldenFile) {
    expectGolden(LogExporter::exportLog(timeline(), LogExporter::Format::Html), "saibamen-ambush.html");
}

// The facts at the head of an export name the ruleset and the options that differ from the
// defaults in the ruleset's words: they read "Ruleset: dbu" and "defeatedCountForAdvantage false".
TEST(LogExporterTest, TheRulesetAndItsChangedOptionsAreInTheRulesetsWords) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("campaign.scouter"));
    auto db = Database::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    const auto scenario = nlohmann::json::parse(R"({
      "format": "scouter-scenario/1", "title": "Defeated", "ruleset": "dbu",
      "options": {"defeatedCountForAdvantage": "false", "rounding": "down"},
      "combatants": [
        {"id": "a", "name": "A", "side": "heroes", "pc": true, "at": [0, 0],
         "stats": {"agilityScore": 6, "tier": 2, "life": 100, "ki": 50, "normalSpeed": 5, "boostedSpeed": 7}},
        {"id": "b", "name": "B", "side": "villains", "pc": false, "at": [8, 0],
         "stats": {"agilityScore": 6, "tier": 3, "life": 100, "ki": 50, "normalSpeed": 5, "boostedSpeed": 7}}
      ],
      "steps": [
        {"do": "setInitiative", "who": "a", "value": 12},
        {"do": "setInitiative", "who": "b", "value": 11},
        {"do": "start"}
      ]})");
    CommandWriter writer(path);
    RecordOptions options;
    options.db = &db.value();
    options.writer = &writer;
    const RecordOutcome recorded = ScenarioRecorder::run(scenario, options);
    ASSERT_EQ(recorded.status, RecordOutcome::Status::Pass) << recorded.why;
    auto loaded = EncounterTimeline::load(db.value(), recorded.encounterId);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    const QString markdown = LogExporter::exportLog(loaded.value(), LogExporter::Format::Markdown);
    EXPECT_TRUE(markdown.contains(QStringLiteral("\n- Ruleset: Dragon Ball Universe\n"))) << markdown.toStdString();
    EXPECT_TRUE(markdown.contains(QStringLiteral("\n- Options: Defeated Opponents count for Advantage: No\n")))
        << markdown.toStdString();
    const QString html = LogExporter::exportLog(loaded.value(), LogExporter::Format::Html);
    EXPECT_TRUE(html.contains(QStringLiteral("<li>Options: Defeated Opponents count for Advantage: No</li>")))
        << html.toStdString();
}

TEST(LogExporterTest, KnowsItsFormatsByName) {
    EXPECT_EQ(LogExporter::formatNamed(QStringLiteral("md")), LogExporter::Format::Markdown);
    EXPECT_EQ(LogExporter::formatNamed(QStringLiteral("html")), LogExporter::Format::Html);
    EXPECT_FALSE(LogExporter::formatNamed(QStringLiteral("pdf")));
}

} // namespace
