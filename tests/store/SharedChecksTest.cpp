// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 7: the import judges a combatant, a sheet and an encounter's options by the same
// rules as the scenario loader (and the library), so what a scenario stores imports again and what
// one refuses the other refuses, with the same words at the file's own path.
#include "CampaignImporter.h"
#include "Database.h"
#include "EncounterRepository.h"

#include "scenario/ScenarioError.h"
#include "scenario/ScenarioLoader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

QJsonObject participant(const QString& id, const QString& name, const QString& side, int x) {
    return {{QStringLiteral("id"), id},
            {QStringLiteral("name"), name},
            {QStringLiteral("side"), side},
            {QStringLiteral("pc"), false},
            {QStringLiteral("at"), QJsonArray{x, 1}},
            {QStringLiteral("stats"), QJsonObject()}};
}

// An export with one encounter of `ruleset` that has not started.
QJsonObject exportWith(const QString& ruleset, const QJsonArray& participants, const QJsonObject& options = {}) {
    const QJsonObject encounter{
        {QStringLiteral("title"), QStringLiteral("Shared checks")},
        {QStringLiteral("ruleset"), ruleset},
        {QStringLiteral("options"), options},
        {QStringLiteral("grid"), QJsonObject{{QStringLiteral("width"), 10}, {QStringLiteral("height"), 10}}},
        {QStringLiteral("createdAt"), QStringLiteral("2026-05-01T20:15:00.000Z")},
        {QStringLiteral("participants"), participants},
        {QStringLiteral("log"), QJsonArray()}};
    return {{QStringLiteral("format"), QStringLiteral("scouter-export/2")},
            {QStringLiteral("encounters"), QJsonArray{encounter}}};
}

class SharedChecksTest : public ::testing::Test {
protected:
    // The import's problems; empty when it imported.
    QStringList importProblems(const QJsonObject& document) {
        Database db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter"))).value();
        CampaignImporter importer(db);
        const auto result = importer.import(QJsonDocument(document).toJson());
        return result.ok() ? QStringList() : importer.problems();
    }

    // The loader's message for the same encounter as a scenario; empty when it loads.
    static std::string scenarioProblem(const QJsonObject& document) {
        const QJsonObject encounter = document[QStringLiteral("encounters")][0].toObject();
        QJsonArray combatants = encounter[QStringLiteral("participants")].toArray();
        for (auto&& entry : combatants) {
            QJsonObject combatant = entry.toObject();
            combatant.remove(QStringLiteral("character"));
            entry = combatant;
        }
        const QJsonObject scenario{{QStringLiteral("format"), QStringLiteral("scouter-scenario/1")},
                                   {QStringLiteral("ruleset"), encounter[QStringLiteral("ruleset")]},
                                   {QStringLiteral("options"), encounter[QStringLiteral("options")]},
                                   {QStringLiteral("combatants"), combatants},
                                   {QStringLiteral("steps"), QJsonArray()}};
        try {
            (void)scouter::engine::ScenarioLoader::load(
                nlohmann::json::parse(QJsonDocument(scenario).toJson().toStdString()));
            return {};
        } catch (const scouter::engine::ScenarioError& error) {
            return error.what();
        }
    }

    QTemporaryDir m_dir;
};

TEST_F(SharedChecksTest, ACombatantWithoutANameOrASideImportsAsAScenarioLoadsIt) {
    const QJsonObject document = exportWith(
        QStringLiteral("dbu"), {participant(QStringLiteral("hero"), QString(), QStringLiteral("heroes"), 1),
                                participant(QStringLiteral("drifter"), QStringLiteral("Drifter"), QString(), 2),
                                participant(QStringLiteral("brute"), QStringLiteral("Brute"), QStringLiteral("v"), 3)});
    EXPECT_EQ(scenarioProblem(document), "");
    EXPECT_EQ(importProblems(document), QStringList());
    Database db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter"))).value();
    const EncounterRecord stored = EncounterRepository(db).get(1).value();
    EXPECT_EQ(stored.participants.at(0).name, QString());
    EXPECT_EQ(stored.participants.at(1).side, QString());
}

TEST_F(SharedChecksTest, AnOptionWrittenAsANumberIsReadAsAScenarioReadsIt) {
    const QJsonArray two{participant(QStringLiteral("a"), QStringLiteral("A"), QStringLiteral("x"), 1),
                         participant(QStringLiteral("b"), QStringLiteral("B"), QStringLiteral("y"), 2)};
    const QJsonObject three = exportWith(QStringLiteral("true20"), two, {{QStringLiteral("criticalBonus"), 3}});
    EXPECT_EQ(scenarioProblem(three), "");
    EXPECT_EQ(importProblems(three), QStringList());
    // A value the ruleset does not have is refused by both, whatever its type.
    const QJsonObject ninety = exportWith(QStringLiteral("true20"), two, {{QStringLiteral("criticalBonus"), 99}});
    EXPECT_NE(scenarioProblem(ninety), "");
    const QStringList problems = importProblems(ninety);
    ASSERT_EQ(problems.size(), 1) << problems.join('\n').toStdString();
    EXPECT_TRUE(problems.front().startsWith(QStringLiteral("encounters[0].options.criticalBonus: expected one of")))
        << problems.front().toStdString();
}

TEST_F(SharedChecksTest, AnIdOrAGroupTheScenarioRefusesIsRefusedAtItsPathInTheSameWords) {
    QJsonObject grouped = participant(QStringLiteral("s1"), QStringLiteral("S1"), QStringLiteral("v"), 2);
    grouped[QStringLiteral("group")] = QStringLiteral("Saibamen Pack");
    const QJsonObject document =
        exportWith(QStringLiteral("dbu"),
                   {participant(QStringLiteral("Goku"), QStringLiteral("Goku"), QStringLiteral("h"), 1), grouped});
    EXPECT_NE(scenarioProblem(document), "");
    const QStringList problems = importProblems(document);
    ASSERT_EQ(problems.size(), 2) << problems.join('\n').toStdString();
    EXPECT_TRUE(problems.at(0).startsWith(QStringLiteral("encounters[0].participants[0].id: the id may hold only "
                                                         "lower-case letters, digits, '_' and '-', not 'G'")))
        << problems.at(0).toStdString();
    EXPECT_TRUE(problems.at(1).startsWith(QStringLiteral("encounters[0].participants[1].group: the group's id may "
                                                         "hold only lower-case letters")))
        << problems.at(1).toStdString();
}

TEST_F(SharedChecksTest, ANameOrASideTooLongOrWithAControlCharacterIsRefusedByBoth) {
    const QJsonObject document =
        exportWith(QStringLiteral("dbu"),
                   {participant(QStringLiteral("a"), QString(101, QLatin1Char('n')), QStringLiteral("h"), 1),
                    participant(QStringLiteral("b"), QStringLiteral("B"), QStringLiteral("v\x07"), 2)});
    EXPECT_NE(scenarioProblem(document), "");
    const QStringList problems = importProblems(document);
    ASSERT_EQ(problems.size(), 2) << problems.join('\n').toStdString();
    EXPECT_TRUE(problems.at(0).startsWith(QStringLiteral("encounters[0].participants[0].name: the name is 101 "
                                                         "characters long, more than the 100 a name may have")))
        << problems.at(0).toStdString();
    EXPECT_TRUE(problems.at(1).startsWith(QStringLiteral("encounters[0].participants[1].side: the side contains a "
                                                         "control character (U+0007)")))
        << problems.at(1).toStdString();
}

} // namespace
