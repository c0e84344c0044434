#include "DemoCampaign.h"
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

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
    ASSERT_EQ(groups.size(), 2U);
    EXPECT_EQ(NpcGroupRepository::memberNames(groups[0]).front(), QStringLiteral("Saibaman 1"));
    EXPECT_EQ(groups[0].count, 4);
    EXPECT_EQ(groups[1].count, 2);

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
    EXPECT_EQ(summary.value().encounters, 2);
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

} // namespace
