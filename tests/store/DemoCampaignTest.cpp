// SPDX-License-Identifier: GPL-3.0-or-later
#include "DemoCampaign.h"
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "EncounterSession.h"
#include "NpcGroupRepository.h"

#include "dice/SeededDice.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

using namespace scouter::store;

namespace {

TEST(DemoCampaignTest, HasPcsWithFullStatsTwoGroupsAndAReadyEncounter) {
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("demo.scouter")));
    const qint64 id = DemoCampaign::create(db.value()).value();

    int pcs = 0;
    const std::vector<Character> characters = CharacterRepository(db.value()).list().value();
    for (const Character& c : characters) {
        if (c.kind != CharacterKind::Pc || c.ruleset != QStringLiteral("dbu")) {
            continue;
        }
        ++pcs;
        for (const char* stat : {"agilityScore", "agilityModifier", "tier", "life", "ki", "capacity", "normalSpeed",
                                 "boostedSpeed", "force", "spirit", "personality", "thresholds"}) {
            EXPECT_TRUE(c.stats.contains(QLatin1String(stat))) << c.name.toStdString() << " lacks " << stat;
        }
    }
    EXPECT_GE(pcs, 3);

    const auto groups = NpcGroupRepository(db.value()).list().value();
    ASSERT_EQ(groups.size(), 3U);
    EXPECT_EQ(NpcGroupRepository::memberNames(groups[0]).front(), QStringLiteral("Saibaman 1"));
    EXPECT_EQ(groups[0].count, 4);
    EXPECT_EQ(groups[1].count, 2);
    EXPECT_EQ(NpcGroupRepository::memberNames(groups[2]).back(), QStringLiteral("Raider 3"));

    const EncounterRecord encounter = EncounterRepository(db.value()).get(id).value();
    for (const Participant& p : encounter.participants) {
        ASSERT_TRUE(p.at.has_value()) << p.combatant.toStdString();
        EXPECT_LT(p.at->x, encounter.gridWidth);
        EXPECT_LT(p.at->y, encounter.gridHeight);
    }
    // The engine accepts its set-up: ready to run.
    auto replayed = EncounterReplay::load(db.value(), id);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().commands, 0);
}

TEST(DemoCampaignTest, PassesTheImportChecks) {
    QTemporaryDir dir;
    auto source = Database::open(dir.filePath(QStringLiteral("demo.scouter")));
    (void)DemoCampaign::create(source.value()).value();
    const QByteArray exported = CampaignExporter(source.value()).exportCampaign().value();
    auto target = Database::open(dir.filePath(QStringLiteral("copy.scouter")));
    CampaignImporter importer(target.value());
    auto summary = importer.import(exported);
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    EXPECT_EQ(summary.value().encounters, 3);
}

TEST(DemoCampaignTest, HasATrue20PartyAndEncounterReadyToRun) {
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("demo.scouter")));
    const qint64 first = DemoCampaign::create(db.value()).value();
    EXPECT_EQ(EncounterRepository(db.value()).get(first).value().ruleset, QStringLiteral("dbu"))
        << "a new campaign opens on the DBU fight, as before";
    int pcs = 0;
    for (const Character& c : CharacterRepository(db.value()).list().value()) {
        if (c.ruleset == QStringLiteral("true20")) {
            pcs += c.kind == CharacterKind::Pc ? 1 : 0;
            // The contract's keys (scenario-format-true20.md section 2), and nothing else.
            const CharacterSheet sheet(c.ruleset);
            for (auto it = c.stats.begin(); it != c.stats.end(); ++it) {
                EXPECT_NE(sheet.field(it.key()), nullptr) << it.key().toStdString();
            }
            EXPECT_TRUE(c.stats.contains(QStringLiteral("dexterity")));
        }
    }
    EXPECT_EQ(pcs, 2);
    qint64 true20 = 0;
    for (const EncounterSummary& summary : EncounterRepository(db.value()).list().value()) {
        true20 = summary.encounter.ruleset == QStringLiteral("true20") ? summary.encounter.id : true20;
    }
    ASSERT_NE(true20, 0);
    auto replayed = EncounterReplay::load(db.value(), true20);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().state.combatants.size(), 5U);
}

TEST(DemoCampaignTest, HasAFatewalkerPartyWithWeaponsAndAnEncounterReadyToRun) {
    QTemporaryDir dir;
    auto db = Database::open(dir.filePath(QStringLiteral("demo.scouter")));
    (void)DemoCampaign::create(db.value()).value();
    std::map<QString, QStringList> weapons; // who carries what, by weapon id
    for (const Character& c : CharacterRepository(db.value()).list().value()) {
        if (c.ruleset != QStringLiteral("fatewalker")) {
            continue;
        }
        // The contract's keys (scenario-format-fatewalker.md section 2), and nothing else.
        const CharacterSheet sheet(c.ruleset);
        for (auto it = c.stats.begin(); it != c.stats.end(); ++it) {
            EXPECT_NE(sheet.field(it.key()), nullptr) << it.key().toStdString();
        }
        EXPECT_TRUE(sheet.problems(sheet.values(c.stats)).empty()) << c.name.toStdString();
        for (const QJsonValue& weapon : c.stats.value(QStringLiteral("weapons")).toArray()) {
            weapons[c.name] << weapon.toObject().value(QStringLiteral("id")).toString();
        }
    }
    // A swordswoman, an archer with a pistol, an unarmed brawler, and raiders with axe and shield.
    EXPECT_EQ(weapons[QStringLiteral("Ysolde")], (QStringList{QStringLiteral("longsword"), QStringLiteral("dagger")}));
    EXPECT_EQ(weapons[QStringLiteral("Corwin")], (QStringList{QStringLiteral("longbow"), QStringLiteral("pistol")}));
    EXPECT_TRUE(weapons[QStringLiteral("Mags")].isEmpty());
    EXPECT_EQ(weapons[QStringLiteral("Raider")], (QStringList{QStringLiteral("axe"), QStringLiteral("buckler")}));

    qint64 fatewalker = 0;
    for (const EncounterSummary& summary : EncounterRepository(db.value()).list().value()) {
        fatewalker = summary.encounter.ruleset == QStringLiteral("fatewalker") ? summary.encounter.id : fatewalker;
    }
    ASSERT_NE(fatewalker, 0);
    auto replayed = EncounterReplay::load(db.value(), fatewalker);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    ASSERT_EQ(replayed.value().state.combatants.size(), 6U);
    // Ready to run: the engine takes its start, and everyone has priority at tick 1.
    {
        CommandWriter writer(dir.filePath(QStringLiteral("demo.scouter")));
        scouter::engine::SeededDice dice(1);
        auto session = EncounterSession::resume(db.value(), fatewalker, writer, dice);
        ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
        ASSERT_TRUE(session.value()->submit(scouter::engine::commands::Start{}).accepted);
        const auto timeline = session.value()->encounter().ruleset().timeline(session.value()->state());
        ASSERT_TRUE(timeline.has_value());
        EXPECT_EQ(timeline->now, 1);
        ASSERT_EQ(timeline->markers.size(), 6U);
        for (const auto& marker : timeline->markers) {
            EXPECT_TRUE(marker.priority) << marker.who;
        }
        ASSERT_TRUE(writer.flush().ok());
    }
}

} // namespace
