// SPDX-License-Identifier: GPL-3.0-or-later
// Game masters read an attack stopped by a Block called a "hit" in one view and a "miss" in another:
// each view worked out the outcome its own way. A hit, a dodged and a blocked (or parried) attack in
// each ruleset, stored in a campaign on disk and reopened: the log, the Markdown export, `search` and
// the undo label must all say the same outcome of each, in the same order; and `search` finds a
// combatant by the name the log calls it (it found nothing: the index held the events' ids).
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterSession.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "ScenarioRecorder.h"
#include "encounter/EncounterController.h"

#include "dice/SeededDice.h"
#include "scenario/ScenarioRunner.h"

#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <set>

namespace scouter::ui::test {
namespace {

using store::Database;

struct Fight {
    const char* file;                  // under tests/scenarios
    std::vector<std::string> outcomes; // of its attacks, in the order they were made
    const char* defender;              // a name the log says, never stored in an event
};

// The outcome words a line holds, in order: the rulesets' words for how an attack ended.
std::vector<std::string> outcomesIn(const QString& text) {
    static const QRegularExpression word(QStringLiteral(R"(\b(hit|hits|dodged|blocked|parried|missed|misses)\b)"));
    std::vector<std::string> found;
    for (auto match = word.globalMatch(text); match.hasNext();) {
        QString said = match.next().captured(1);
        found.push_back(said == QStringLiteral("hits")     ? "hit"
                        : said == QStringLiteral("misses") ? "missed"
                                                           : said.toStdString());
    }
    return found;
}

class OneFactManyViews : public ::testing::TestWithParam<Fight> {
protected:
    void SetUp() override {
        ASSERT_TRUE(m_dir.isValid());
        m_campaign = m_dir.filePath(QStringLiteral("views.scouter"));
        Database db = Database::open(m_campaign).value();
        store::CommandWriter writer(db.path());
        store::RecordOptions options;
        options.db = &db;
        options.writer = &writer;
        auto read = engine::ScenarioRunner::readFile(std::string(SCOUTER_OWN_SCENARIOS "/") + GetParam().file);
        ASSERT_TRUE(std::holds_alternative<nlohmann::json>(read));
        const auto outcome = store::ScenarioRecorder::run(std::get<nlohmann::json>(read), options);
        ASSERT_EQ(outcome.status, store::RecordOutcome::Status::Pass) << outcome.why;
        m_id = outcome.encounterId;
    }

    QTemporaryDir m_dir;
    QString m_campaign;
    qint64 m_id = 0;
};

TEST_P(OneFactManyViews, TheLogTheExportSearchAndUndoSayTheSameOutcome) {
    const std::vector<std::string>& expected = GetParam().outcomes;
    Database db = Database::open(m_campaign).value();
    const store::EncounterTimeline timeline = store::EncounterTimeline::load(db, m_id).value();

    // The log: each command's line, the commands that settled an attack in order.
    std::vector<std::string> logged;
    std::set<qint64> settling; // the groups' indices
    for (std::size_t g = 0; g < timeline.entries().size(); ++g) {
        const auto said = outcomesIn(timeline.entries()[g].label);
        if (!said.empty()) {
            logged.push_back(said.front());
            settling.insert(static_cast<qint64>(g));
        }
    }
    EXPECT_EQ(logged, expected) << "the log";

    // The export: each command's line in bold, the same words.
    std::vector<std::string> exported;
    const QString markdown = store::LogExporter::exportLog(timeline, store::LogExporter::Format::Markdown);
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.startsWith(QStringLiteral("- **"))) {
            const auto said = outcomesIn(line);
            exported.insert(exported.end(), said.begin(), said.end());
        }
    }
    EXPECT_EQ(exported, expected) << "the export";

    // Search: each outcome's word finds the commands the log says it of, and only those.
    for (const std::string& word : std::set<std::string>(expected.begin(), expected.end())) {
        const auto hits = store::CommandLog(db).search(QString::fromStdString(word), 1000).value();
        std::set<std::size_t> found;
        for (const auto& hit : hits) {
            const auto group = timeline.groupOfStored(hit.commandSeq);
            ASSERT_TRUE(group.has_value()) << "a hit on a command undone: " << hit.text.toStdString();
            found.insert(*group);
        }
        std::set<std::size_t> said;
        for (std::size_t g = 0; g < timeline.entries().size(); ++g) {
            const auto words = outcomesIn(timeline.entries()[g].label);
            if (!words.empty() && words.front() == word) {
                said.insert(g);
            }
        }
        EXPECT_EQ(found, said) << "search for " << word;
    }

    // Search by a name: the commands the log names the defender in (the events hold its id only).
    const QString name = QString::fromLatin1(GetParam().defender);
    const auto named = store::CommandLog(db).search(name, 1000).value();
    EXPECT_FALSE(named.empty()) << "search for " << GetParam().defender;
    for (const auto& hit : named) {
        EXPECT_TRUE(hit.text.contains(name)) << hit.text.toStdString();
    }

    // Undo: the label of each command undone, from the last one back.
    engine::SeededDice dice(1);
    store::CommandWriter writer(db.path());
    auto session = store::EncounterSession::resume(db, m_id, writer, dice).value();
    EncounterController controller(std::move(session), QStringLiteral("views"), {});
    std::vector<std::string> undone;
    while (controller.canUndo()) {
        const auto said = outcomesIn(controller.undoLabel());
        if (!said.empty()) {
            undone.insert(undone.begin(), said.front());
        }
        ASSERT_TRUE(controller.undo());
    }
    EXPECT_EQ(undone, expected) << "the undo labels";
    ASSERT_TRUE(writer.flush().ok());
}

std::string rulesetOf(const ::testing::TestParamInfo<Fight>& info) {
    static const std::vector<std::string> names{"Dbu", "True20", "Fatewalker"};
    return names.at(info.index);
}

INSTANTIATE_TEST_SUITE_P(
    EachRuleset, OneFactManyViews,
    ::testing::Values(Fight{"own-views-01-attack-outcomes.json", {"hit", "dodged", "blocked"}, "Krillin"},
                      Fight{"true20/own-t20-30-attack-outcomes.json", {"hit", "dodged", "parried"}, "Bex"},
                      Fight{"fatewalker/own-fw-15-attack-outcomes.json", {"hit", "dodged", "blocked"}, "Brand"}),
    rulesetOf);

} // namespace
} // namespace scouter::ui::test
