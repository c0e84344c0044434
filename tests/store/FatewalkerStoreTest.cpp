// SPDX-License-Identifier: GPL-3.0-or-later
// Fatewalker in the campaign file: a sheet's weapon list is checked by the ruleset's own
// description on import (every bad entry named by its JSON path, nothing written), characters and
// a played encounter survive export and import, and the log export names the participants by
// their Fatewalker sheet, weapons included.
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
#include "fatewalker/FwCommands.h"

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

class FatewalkerStoreTest : public ::testing::Test {
protected:
    [[nodiscard]] Database open(const QString& name) {
        auto db = Database::open(m_dir.filePath(name));
        EXPECT_TRUE(db.ok());
        return std::move(db).value();
    }

    [[nodiscard]] static qint64 fatewalkerEncounter(Database& db) {
        for (const EncounterSummary& summary : EncounterRepository(db).list().value()) {
            if (summary.encounter.ruleset == QStringLiteral("fatewalker")) {
                return summary.encounter.id;
            }
        }
        return 0;
    }

    [[nodiscard]] static std::vector<Character> fatewalkers(Database& db) {
        std::vector<Character> found;
        for (const Character& c : CharacterRepository(db).list().value()) {
            if (c.ruleset == QStringLiteral("fatewalker")) {
                found.push_back(c);
            }
        }
        std::sort(found.begin(), found.end(), [](const Character& a, const Character& b) { return a.name < b.name; });
        return found;
    }

    // Plays the demo's Fatewalker fight: the start, Ysolde's sword attack on Raider 1 (2 successes),
    // Raider 1 not reacting; returns the encounter's id.
    [[nodiscard]] qint64 playDemoFight(Database& db, const QString& file) {
        const qint64 id = fatewalkerEncounter(db);
        EXPECT_NE(id, 0) << "the demo has a Fatewalker encounter";
        CommandWriter writer(file);
        scouter::engine::SeededDice dice(3);
        auto session = EncounterSession::resume(db, id, writer, dice);
        EXPECT_TRUE(session.ok()) << session.error().message.toStdString();
        EXPECT_TRUE(session.value()->submit(scouter::engine::commands::Start{}).accepted);
        scouter::engine::fatewalker::Act attack;
        attack.who = "ysolde";
        attack.action = "attack";
        attack.weapon = "longsword";
        attack.target = "raider-1";
        attack.successes = 2;
        const auto attacked = session.value()->submit(attack);
        EXPECT_TRUE(attacked.accepted) << attacked.message;
        const auto answered = session.value()->submit(scouter::engine::commands::Resolve{{"none"}});
        EXPECT_TRUE(answered.accepted) << answered.message;
        EXPECT_TRUE(writer.flush().ok());
        return id;
    }

    QTemporaryDir m_dir;
};

TEST_F(FatewalkerStoreTest, ABadWeaponIsRefusedWithItsJsonPathAndNothingWritten) {
    // A file as an ARC would have it: written on disk, read back, imported into a real campaign.
    const QString source = m_dir.filePath(QStringLiteral("weapons.json"));
    testfiles::writeBytes(source, R"({"format": "scouter-export/1", "characters": [
        {"id": 1, "ruleset": "fatewalker", "name": "Ysolde", "kind": "pc", "stats": {"weaponry": 4, "weapons": [
            {"id": "longsword", "speed": 31},
            {"id": "longsword", "kind": "axe"},
            {"id": "bow", "kind": "ranged", "damage": "3x"},
            {"id": "Big Gun"},
            7,
            {"id": "dagger", "colour": "red", "thrown": "yes"}
        ]}}]})");
    const QString file = m_dir.filePath(QStringLiteral("target.scouter"));
    { (void)open(QStringLiteral("target.scouter")); }
    const QByteArray before = testfiles::readBytes(file);
    {
        Database db = open(QStringLiteral("target.scouter"));
        CampaignImporter importer(db);
        ASSERT_FALSE(importer.import(testfiles::readBytes(source)).ok());
        const QStringList problems = importer.problems();
        const QString weapons = QStringLiteral("characters[0].stats.weapons");
        for (const QString& expected : {
                 weapons + QStringLiteral("[0].speed: expected a whole number from 0 to 30, got 31"),
                 weapons + QStringLiteral("[1].id: 'longsword' is used twice in weapons"),
                 weapons + QStringLiteral("[1].kind: expected one of: melee, ranged, shield, got \"axe\""),
                 weapons + QStringLiteral("[2].damage: Damage '3x' of weapon 'bow' is not AxB[/CxD] @TN (like "
                                          "'3x3/3x1 @5')."),
                 weapons + QStringLiteral("[3].id: Weapon id 'Big Gun' must be kebab case (a-z, 0-9 and single "
                                          "hyphens, like 'short-sword')."),
                 weapons + QStringLiteral("[4]: expected an object, got 7"),
                 weapons + QStringLiteral("[5].thrown: expected true or false, got \"yes\""),
             }) {
            EXPECT_TRUE(problems.contains(expected)) << expected.toStdString() << "\nin\n"
                                                     << problems.join(u'\n').toStdString();
        }
        const bool unknown = std::any_of(problems.begin(), problems.end(), [&](const QString& p) {
            return p.startsWith(weapons + QStringLiteral("[5].colour: unknown key")) && p.contains("stowedTicks");
        });
        EXPECT_TRUE(unknown) << problems.join(u'\n').toStdString();
        // An entry already refused is not judged again by the rules (no "id ''" for the 7).
        EXPECT_FALSE(std::any_of(problems.begin(), problems.end(), [&](const QString& p) {
            return p.startsWith(weapons + QStringLiteral("[4]."));
        })) << problems.join(u'\n').toStdString();
        EXPECT_TRUE(CharacterRepository(db).list().value().empty());
    }
    EXPECT_EQ(testfiles::readBytes(file), before) << "nothing written";
}

TEST_F(FatewalkerStoreTest, CharactersWithWeaponsAndAPlayedEncounterRoundTripThroughExportAndImport) {
    Database source = open(QStringLiteral("source.scouter"));
    ASSERT_TRUE(DemoCampaign::create(source).ok());
    const qint64 id = playDemoFight(source, m_dir.filePath(QStringLiteral("source.scouter")));
    const auto played = EncounterReplay::load(source, id);
    ASSERT_TRUE(played.ok()) << played.error().message.toStdString();

    const QByteArray exported = CampaignExporter(source).exportCampaign().value();
    Database target = open(QStringLiteral("target.scouter"));
    CampaignImporter importer(target);
    ASSERT_TRUE(importer.import(exported).ok()) << importer.problems().join(QLatin1Char('\n')).toStdString();

    const std::vector<Character> before = fatewalkers(source);
    const std::vector<Character> after = fatewalkers(target);
    ASSERT_EQ(after.size(), 4U);
    for (std::size_t i = 0; i < after.size(); ++i) {
        EXPECT_EQ(after[i].name, before[i].name);
        EXPECT_EQ(after[i].stats, before[i].stats) << after[i].name.toStdString();
    }
    const auto ysolde = std::find_if(after.begin(), after.end(), [](const Character& c) { return c.name == "Ysolde"; });
    ASSERT_NE(ysolde, after.end());
    EXPECT_EQ(ysolde->stats.value(QStringLiteral("weapons")).toArray().at(1).toObject(),
              (QJsonObject{{QStringLiteral("id"), QStringLiteral("dagger")},
                           {QStringLiteral("kind"), QStringLiteral("melee")},
                           {QStringLiteral("size"), QStringLiteral("small")},
                           {QStringLiteral("speed"), 3},
                           {QStringLiteral("damage"), QStringLiteral("2x2 @6")},
                           {QStringLiteral("thrown"), true},
                           {QStringLiteral("hands"), 1},
                           {QStringLiteral("carried"), QStringLiteral("sheathed")}}));

    const auto replayed = EncounterReplay::load(target, fatewalkerEncounter(target));
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().commands, 3);
    EXPECT_EQ(replayed.value().state, played.value().state);
    EXPECT_EQ(replayed.value().record.participants.size(), 6U);
}

TEST_F(FatewalkerStoreTest, ItsLogExportNamesTheParticipantsByTheirSheetWithTheirWeapons) {
    Database db = open(QStringLiteral("export.scouter"));
    ASSERT_TRUE(DemoCampaign::create(db).ok());
    const qint64 id = playDemoFight(db, m_dir.filePath(QStringLiteral("export.scouter")));
    auto timeline = EncounterTimeline::load(db, id);
    ASSERT_TRUE(timeline.ok()) << timeline.error().message.toStdString();
    const QString markdown = LogExporter::exportLog(timeline.value(), LogExporter::Format::Markdown);
    EXPECT_TRUE(
        markdown.contains(QStringLiteral("| Name | Side | PC/NPC | Speed | Agility | Unarmed | Weaponry | Weapons |")))
        << markdown.toStdString();
    EXPECT_TRUE(markdown.contains(QStringLiteral("| Ysolde | heroes | PC | 5 | 3 | 1 | 4 | longsword, dagger |")))
        << markdown.toStdString();
    EXPECT_TRUE(markdown.contains(QStringLiteral("| Mags | heroes | PC | 6 | 4 | 5 | 0 |  |")))
        << markdown.toStdString();
    // No rounds on a clock of ticks: how far the clock went (the attack and its answer at tick 1).
    EXPECT_TRUE(markdown.contains(QStringLiteral("Tick reached: 1"))) << markdown.toStdString();
    EXPECT_FALSE(markdown.contains(QStringLiteral("Rounds:")));
    // DBU's pools are not a Fatewalker's: no Ki, no Life.
    EXPECT_FALSE(markdown.contains(QStringLiteral("Ki spent")));
    EXPECT_FALSE(markdown.contains(QStringLiteral("| Life |")));
    ASSERT_EQ(timeline.value().entries().size(), 3U) << markdown.toStdString();
}

} // namespace
