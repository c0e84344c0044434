// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterSession.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "TestFiles.h"
#include "rules/CommandForm.h"

#include "dice/SeededDice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

using namespace scouter::store;

namespace {

// The campaign file keeps every ruleset's characters and encounters side by side, and
// `scouter-export/1` carries them: a True20 sheet is checked by True20's own description.
class True20StoreTest : public ::testing::Test {
protected:
    [[nodiscard]] Database open(const QString& name) {
        auto db = Database::open(m_dir.filePath(name));
        EXPECT_TRUE(db.ok());
        return std::move(db).value();
    }

    [[nodiscard]] static qint64 true20Encounter(Database& db) {
        for (const EncounterSummary& summary : EncounterRepository(db).list().value()) {
            if (summary.encounter.ruleset == QStringLiteral("true20")) {
                return summary.encounter.id;
            }
        }
        return 0;
    }

    [[nodiscard]] static std::vector<Character> true20Characters(Database& db) {
        std::vector<Character> found;
        for (const Character& c : CharacterRepository(db).list().value()) {
            if (c.ruleset == QStringLiteral("true20")) {
                found.push_back(c);
            }
        }
        std::sort(found.begin(), found.end(), [](const Character& a, const Character& b) { return a.name < b.name; });
        return found;
    }

    // An export with one True20 character of these stats.
    [[nodiscard]] static QByteArray oneCharacter(const QJsonObject& stats) {
        const QJsonObject character{{QStringLiteral("id"), 1},
                                    {QStringLiteral("ruleset"), QStringLiteral("true20")},
                                    {QStringLiteral("name"), "Bandit"},
                                    {QStringLiteral("kind"), QStringLiteral("npc")},
                                    {QStringLiteral("stats"), stats}};
        return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("scouter-export/1")},
                                         {QStringLiteral("characters"), QJsonArray{character}}})
            .toJson();
    }

    QTemporaryDir m_dir;
};

TEST_F(True20StoreTest, ACharacterAndAPlayedEncounterRoundTripThroughExportAndImport) {
    const QString path = m_dir.filePath(QStringLiteral("source.scouter"));
    Database source = open(QStringLiteral("source.scouter"));
    ASSERT_TRUE(DemoCampaign::create(source).ok());
    const qint64 id = true20Encounter(source);
    ASSERT_NE(id, 0) << "the demo has a True20 encounter";
    {
        CommandWriter writer(path);
        scouter::engine::SeededDice dice(3);
        auto session = EncounterSession::resume(source, id, writer, dice);
        ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
        ASSERT_TRUE(session.value()->submit(scouter::engine::commands::Start{}).accepted);
        ASSERT_TRUE(
            session.value()->submit(scouter::engine::commands::EndTurn{session.value()->state().current}).accepted);
        ASSERT_TRUE(writer.flush().ok());
    }
    const auto played = EncounterReplay::load(source, id);
    ASSERT_TRUE(played.ok()) << played.error().message.toStdString();

    const QByteArray exported = CampaignExporter(source).exportCampaign().value();
    Database target = open(QStringLiteral("target.scouter"));
    CampaignImporter importer(target);
    const auto summary = importer.import(exported);
    ASSERT_TRUE(summary.ok()) << importer.problems().join(QLatin1Char('\n')).toStdString();

    const std::vector<Character> before = true20Characters(source);
    const std::vector<Character> after = true20Characters(target);
    ASSERT_EQ(after.size(), 3U);
    for (std::size_t i = 0; i < after.size(); ++i) {
        EXPECT_EQ(after[i].name, before[i].name);
        EXPECT_EQ(after[i].stats, before[i].stats);
    }
    const qint64 imported = true20Encounter(target);
    const auto replayed = EncounterReplay::load(target, imported);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().commands, 2);
    EXPECT_EQ(replayed.value().state, played.value().state);
    EXPECT_EQ(replayed.value().record.participants.size(), 5U);
}

TEST_F(True20StoreTest, ABadSheetIsRefusedWithTheFieldNamedAndNothingWritten) {
    const QString file = m_dir.filePath(QStringLiteral("target.scouter"));
    { (void)open(QStringLiteral("target.scouter")); }
    const QByteArray before = testfiles::readBytes(file);
    {
        Database db = open(QStringLiteral("target.scouter"));
        CampaignImporter importer(db);
        // Size is -1, 0 or 1 in True20; a DBU stat is no True20 stat.
        const auto result = importer.import(
            oneCharacter({{QStringLiteral("dexterity"), 2}, {QStringLiteral("size"), 2}, {QStringLiteral("ki"), 40}}));
        ASSERT_FALSE(result.ok());
        EXPECT_TRUE(importer.problems().contains(QStringLiteral("characters[0].stats.size: Size must be at most 1.")))
            << importer.problems().join(QLatin1Char('\n')).toStdString();
        const bool unknown = std::any_of(importer.problems().begin(), importer.problems().end(), [](const QString& p) {
            return p.startsWith(QStringLiteral("characters[0].stats.ki: unknown key")) && p.contains("dexterity");
        });
        EXPECT_TRUE(unknown) << importer.problems().join(QLatin1Char('\n')).toStdString();
        EXPECT_TRUE(CharacterRepository(db).list().value().empty());
    }
    EXPECT_EQ(testfiles::readBytes(file), before) << "nothing written";

    // The library's editor says the same of the same field.
    const CharacterSheet sheet(QStringLiteral("true20"));
    ASSERT_TRUE(sheet.described());
    EXPECT_EQ(CharacterSheet::checkStat(*sheet.field(QStringLiteral("size")), QStringLiteral("2")),
              QStringLiteral("Size must be at most 1."));
}

TEST_F(True20StoreTest, TheSheetsDerivedScoresAreTheRulesets) {
    const CharacterSheet sheet(QStringLiteral("true20"));
    const auto scores = sheet.derived(sheet.values(
        {{QStringLiteral("dexterity"), 2}, {QStringLiteral("bcb"), 2}, {QStringLiteral("dodgeFeats"), 0}}));
    const auto defense = std::find_if(scores.begin(), scores.end(), [](const auto& s) { return s.key == "defense"; });
    ASSERT_NE(defense, scores.end());
    EXPECT_EQ(defense->value, 14) << "10 + 2 BCB + 2 Dodge";
}

} // namespace

namespace {

TEST_F(True20StoreTest, ItsLogExportNamesItsParticipantsByTheirTrue20SheetAndCountsNoDbuStatistics) {
    Database db = open(QStringLiteral("export.scouter"));
    ASSERT_TRUE(DemoCampaign::create(db).ok());
    const qint64 id = true20Encounter(db);
    ASSERT_NE(id, 0);
    auto timeline = EncounterTimeline::load(db, id);
    ASSERT_TRUE(timeline.ok()) << timeline.error().message.toStdString();
    const QString markdown = LogExporter::exportLog(timeline.value(), LogExporter::Format::Markdown);
    EXPECT_TRUE(markdown.contains(
        QStringLiteral("| Name | Side | PC/NPC | Dexterity | Constitution | Base Combat Bonus | Conviction |")))
        << markdown.toStdString();
    // DBU's pools are not a True20 character's: no "Tier", "Life" or "Ki" column, no Ki spent.
    EXPECT_FALSE(markdown.contains(QStringLiteral("| Tier |")));
    EXPECT_FALSE(markdown.contains(QStringLiteral("Ki spent")));
    EXPECT_FALSE(markdown.contains(QStringLiteral("## Statistics")));
}

// The demo's True20 fight started, and its first fighter's attack made (roll 15).
class True20PlayedTest : public True20StoreTest {
protected:
    void SetUp() override {
        const QString path = m_dir.filePath(QStringLiteral("played.scouter"));
        m_db.emplace(open(QStringLiteral("played.scouter")));
        ASSERT_TRUE(DemoCampaign::create(*m_db).ok());
        const qint64 id = true20Encounter(*m_db);
        ASSERT_NE(id, 0);
        {
            CommandWriter writer(path);
            scouter::engine::SeededDice dice(3);
            auto session = EncounterSession::resume(*m_db, id, writer, dice);
            ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
            ASSERT_TRUE(session.value()->submit(scouter::engine::commands::Start{}).accepted);
            const auto& state = session.value()->state();
            m_attacker = state.findSlot(state.current)->members.front();
            // The store names no ruleset's command: the attack goes as a form, read by True20.
            scouter::engine::CommandForm form;
            form.type = "attack";
            form.set("who", m_attacker)
                .set("target", state.find(m_attacker)->side == "heroes" ? "bandit-1" : "kestrel")
                .set("roll", 15);
            const auto reading = session.value()->encounter().ruleset().readCommand(form);
            ASSERT_TRUE(std::holds_alternative<scouter::engine::Command>(reading));
            const auto attack = std::get<scouter::engine::Command>(reading);
            const auto result = session.value()->submit(attack);
            ASSERT_TRUE(result.accepted) << result.message;
            ASSERT_TRUE(writer.flush().ok());
        }
        auto timeline = EncounterTimeline::load(*m_db, id);
        ASSERT_TRUE(timeline.ok()) << timeline.error().message.toStdString();
        m_timeline.emplace(std::move(timeline).value());
    }

    std::optional<Database> m_db;
    std::optional<EncounterTimeline> m_timeline;
    std::string m_attacker;
};

// The log's costs and the statistics come from True20's own resources (Ruleset::resources, facts).
TEST_F(True20PlayedTest, ItsLogCountsTheActionsItsTurnsSpendAndItsStatisticsAreItsOwn) {
    const LogEntry& entry = m_timeline->entries().back();
    EXPECT_TRUE(entry.detail.endsWith(QStringLiteral(", 1 Standard Action"))) << entry.detail.toStdString();

    const QString markdown = LogExporter::exportLog(*m_timeline, LogExporter::Format::Markdown);
    EXPECT_TRUE(markdown.contains(
        QStringLiteral("| Combatant | Standard Actions | Move Actions | Full-round Actions | Conviction points |\n")))
        << markdown.toStdString();
    EXPECT_FALSE(markdown.contains(QStringLiteral("Damage dealt"))) << "True20 tracks no number damage lowers";
    const QString name = QString::fromStdString(m_timeline->initial().find(m_attacker)->name);
    EXPECT_TRUE(markdown.contains(QStringLiteral("| %1 | 1 | 0 | 0 | 0 |").arg(name))) << markdown.toStdString();
}

// An attack is one True20 event, whose sentence is the command's label: the log and the exports
// gave it again as the one line under the label.
TEST_F(True20PlayedTest, ACommandOfOneRulesetEventDoesNotRepeatItsSentenceUnderItsLabel) {
    const LogEntry& entry = m_timeline->entries().back();
    ASSERT_TRUE(entry.label.contains(QStringLiteral(" attacks "))) << entry.label.toStdString();
    EXPECT_TRUE(entry.lines.empty()) << entry.lines.front().text.toStdString();
    EXPECT_EQ(entry.kinds, QStringList{QStringLiteral("maneuvers")}) << "the log's filter still finds it";
    const QString markdown = LogExporter::exportLog(*m_timeline, LogExporter::Format::Markdown);
    EXPECT_TRUE(markdown.contains(QStringLiteral("- **%1**\n").arg(entry.detail))) << markdown.toStdString();
    EXPECT_FALSE(markdown.contains(QStringLiteral("  - %1\n").arg(entry.label))) << markdown.toStdString();
    const QString html = LogExporter::exportLog(*m_timeline, LogExporter::Format::Html);
    EXPECT_FALSE(html.contains(QStringLiteral("<li>%1</li>").arg(entry.label.toHtmlEscaped()))) << html.toStdString();
}

} // namespace
