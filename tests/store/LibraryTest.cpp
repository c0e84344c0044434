// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterDraft.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <set>

using namespace scouter::store;

namespace {

// The library and prep on the demo campaign, in a real file.
class LibraryTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto opened = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter")));
        ASSERT_TRUE(opened.ok());
        m_db.emplace(std::move(opened).value());
        ASSERT_TRUE(DemoCampaign::create(*m_db).ok());
    }

    [[nodiscard]] qint64 characterNamed(const QString& name) {
        for (const Character& c : CharacterRepository(*m_db).list().value()) {
            if (c.name == name) {
                return c.id;
            }
        }
        return 0;
    }

    [[nodiscard]] qint64 groupNamed(const QString& name) {
        for (const NpcGroup& g : NpcGroupRepository(*m_db).list().value()) {
            if (g.name == name) {
                return g.id;
            }
        }
        return 0;
    }

    QTemporaryDir m_dir;
    std::optional<Database> m_db;
};

TEST_F(LibraryTest, ADeletedCharacterLeavesTheListAndComesBackOnRestore) {
    CharacterRepository characters(*m_db);
    const qint64 krillin = characterNamed(QStringLiteral("Krillin"));
    ASSERT_NE(krillin, 0);
    const std::size_t before = characters.list().value().size();
    const auto removed = characters.remove(krillin);
    ASSERT_TRUE(removed.ok()) << removed.error().message.toStdString();
    EXPECT_EQ(characters.list().value().size(), before - 1);
    EXPECT_EQ(characterNamed(QStringLiteral("Krillin")), 0);
    // The ready encounter still names him: nothing it needs was erased.
    EXPECT_EQ(characters.get(krillin).value().name, QStringLiteral("Krillin"));
    ASSERT_TRUE(characters.restore(krillin).ok());
    EXPECT_EQ(characterNamed(QStringLiteral("Krillin")), krillin);
    EXPECT_EQ(characters.remove(9999).error().kind, StoreErrorKind::NotFound);
}

TEST_F(LibraryTest, ACharacterAGroupUsesCannotBeDeletedUntilTheGroupIs) {
    CharacterRepository characters(*m_db);
    NpcGroupRepository groups(*m_db);
    const qint64 saibaman = characterNamed(QStringLiteral("Saibaman"));
    const auto refused = characters.remove(saibaman);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("Saibamen"))) << refused.error().message.toStdString();
    EXPECT_NE(characterNamed(QStringLiteral("Saibaman")), 0);

    const qint64 group = groupNamed(QStringLiteral("Saibamen"));
    ASSERT_TRUE(groups.remove(group).ok());
    EXPECT_EQ(groupNamed(QStringLiteral("Saibamen")), 0);
    EXPECT_TRUE(characters.remove(saibaman).ok());
    ASSERT_TRUE(characters.restore(saibaman).ok());
    ASSERT_TRUE(groups.restore(group).ok());
    EXPECT_EQ(groupNamed(QStringLiteral("Saibamen")), group);
}

TEST_F(LibraryTest, AGroupIsEditedFromATemplateToNamedMembersAndBack) {
    NpcGroupRepository groups(*m_db);
    NpcGroup soldiers = groups.get(groupNamed(QStringLiteral("Frieza Force Soldiers"))).value();
    soldiers.templateCharacterId.reset();
    soldiers.count = 0;
    soldiers.memberIds = {characterNamed(QStringLiteral("Saibaman")), characterNamed(QStringLiteral("Piccolo"))};
    soldiers.name = QStringLiteral("Odd pair");
    ASSERT_TRUE(groups.update(soldiers).ok());
    EXPECT_EQ(groups.get(soldiers.id).value(), soldiers);
    soldiers.templateCharacterId = characterNamed(QStringLiteral("Frieza Force Soldier"));
    soldiers.count = 3;
    soldiers.memberIds.clear();
    ASSERT_TRUE(groups.update(soldiers).ok());
    EXPECT_EQ(groups.get(soldiers.id).value(), soldiers);
    soldiers.id = 9999;
    EXPECT_EQ(groups.update(soldiers).error().kind, StoreErrorKind::NotFound);
}

TEST(CharacterSheetTest, EachFieldSaysWhatIsWrongWithWhatWasTyped) {
    const CharacterSheet dbu(QStringLiteral("dbu"));
    const scouter::engine::SheetField& life = *dbu.field(QStringLiteral("life"));
    const scouter::engine::SheetField& force = *dbu.field(QStringLiteral("force"));
    const scouter::engine::SheetField& speed = *dbu.field(QStringLiteral("normalSpeed"));
    const scouter::engine::SheetField& thresholds = *dbu.field(QStringLiteral("thresholds"));
    const auto thresholdsProblem = [&](const QString& typed, int lifeValue) {
        const QString listed = CharacterSheet::checkList(thresholds, typed);
        return !listed.isEmpty()
                   ? listed
                   : dbu.problem(dbu.values({{QStringLiteral("life"), lifeValue},
                                             {QStringLiteral("thresholds"), CharacterSheet::parseList(typed)}}),
                                 QStringLiteral("thresholds"));
    };
    EXPECT_EQ(CharacterSheet::checkStat(life, QString()), QStringLiteral("Life is needed."));
    EXPECT_EQ(CharacterSheet::checkStat(life, QStringLiteral("12a")),
              QStringLiteral("Life must be a whole number, not \"12a\"."));
    EXPECT_EQ(CharacterSheet::checkStat(life, QStringLiteral("0")), QStringLiteral("Life must be at least 1."));
    EXPECT_EQ(CharacterSheet::checkStat(life, QStringLiteral(" 120 ")), QString());
    EXPECT_EQ(CharacterSheet::checkStat(force, QStringLiteral("-2")), QString());
    EXPECT_EQ(CharacterSheet::checkStat(speed, QString()), QString()); // the engine's default applies
    EXPECT_EQ(CharacterSheet::checkStat(speed, QStringLiteral("-1")),
              QStringLiteral("Normal Speed must be at least 0."));
    EXPECT_EQ(CharacterSheet::checkStat(life, QStringLiteral("99999999999")),
              QStringLiteral("Life must be at most 1000000."));

    EXPECT_EQ(thresholdsProblem(QStringLiteral("90, 60, 30"), 120), QString());
    EXPECT_EQ(thresholdsProblem(QStringLiteral("60, 90"), 120),
              QStringLiteral("Health Thresholds go from the highest Life down: 90 comes after 60."));
    EXPECT_EQ(thresholdsProblem(QStringLiteral("130"), 120),
              QStringLiteral("Health Threshold 1 (130) must be below Life (120)."));
    EXPECT_EQ(thresholdsProblem(QStringLiteral("90, x"), 120),
              QStringLiteral("Health Thresholds: entry 2 must be a whole number from 1 to 1000000, not \"x\"."));
    EXPECT_EQ(CharacterSheet::parseList(QStringLiteral("90, 60")), (QJsonArray{90, 60}));

    EXPECT_EQ(CharacterSheet::checkName(QStringLiteral(" ")), QStringLiteral("A character needs a name."));
    EXPECT_EQ(CharacterSheet::listText(QJsonArray{90, 60}), QStringLiteral("90, 60"));
}

TEST_F(LibraryTest, ADraftFromPcsAndAGroupIsAnEncounterTheEngineRuns) {
    EncounterRecord base;
    base.title = QStringLiteral("Ambush at the cliffs");
    base.ruleset = QStringLiteral("dbu");
    base.gridWidth = 12;
    base.gridHeight = 9;
    const std::vector<DraftPick> picks{
        {DraftPick::Source::Character, characterNamed(QStringLiteral("Goku")), QStringLiteral("heroes"), false},
        {DraftPick::Source::Character, characterNamed(QStringLiteral("Krillin")), QStringLiteral("heroes"), true},
        {DraftPick::Source::Group, groupNamed(QStringLiteral("Saibamen")), QStringLiteral("saibamen"), false},
    };
    auto draft = EncounterDraft(*m_db).build(base, picks);
    ASSERT_TRUE(draft.ok()) << draft.error().message.toStdString();
    const EncounterRecord& e = draft.value();
    ASSERT_EQ(e.participants.size(), 6U);
    EXPECT_EQ(e.participants[0].combatant, QStringLiteral("goku"));
    EXPECT_TRUE(e.participants[0].pc);
    EXPECT_TRUE(e.participants[1].surprised);
    EXPECT_EQ(e.participants[2].name, QStringLiteral("Saibaman 1"));
    EXPECT_EQ(e.participants[5].combatant, QStringLiteral("saibaman-4"));
    std::set<std::pair<int, int>> squares;
    for (const Participant& p : e.participants) {
        ASSERT_TRUE(p.at.has_value()) << p.name.toStdString();
        squares.insert({p.at->x, p.at->y});
        EXPECT_LT(p.at->y, e.gridHeight);
        // Each side along its own edge.
        if (p.side == QStringLiteral("heroes")) {
            EXPECT_LT(p.at->x, e.gridWidth / 2);
        } else {
            EXPECT_GE(p.at->x, e.gridWidth / 2);
            EXPECT_EQ(p.group, QStringLiteral("saibamen"));
            EXPECT_FALSE(p.pc);
        }
    }
    EXPECT_EQ(squares.size(), e.participants.size());

    const qint64 id = EncounterRepository(*m_db).create(e).value();
    auto replayed = EncounterReplay::load(*m_db, id);
    ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().state.combatants.size(), 6U);
}

TEST(EncounterDraftTest, PlacesEveryTokenOnItsOwnSquareEvenWhenTheGridIsCrowded) {
    EncounterRecord e;
    e.gridWidth = 3;
    e.gridHeight = 3;
    for (int i = 0; i < 9; ++i) {
        Participant p;
        p.side = i < 5 ? QStringLiteral("a") : QStringLiteral("b");
        e.participants.push_back(p);
    }
    EncounterDraft::placeBySide(e);
    std::set<std::pair<int, int>> squares;
    for (const Participant& p : e.participants) {
        ASSERT_TRUE(p.at.has_value());
        EXPECT_TRUE(p.at->x >= 0 && p.at->x < 3 && p.at->y >= 0 && p.at->y < 3);
        squares.insert({p.at->x, p.at->y});
    }
    EXPECT_EQ(squares.size(), 9U);

    // Squares already given are kept; only the others are placed, around them.
    e.participants[0].at = GridSquare{1, 1};
    e.participants[8].at.reset();
    e.participants[7].at = GridSquare{1, 1}; // a second token on the same square must move
    EncounterDraft::placeBySide(e, EncounterDraft::Placement::OnlyUnplaced);
    squares.clear();
    for (const Participant& p : e.participants) {
        ASSERT_TRUE(p.at.has_value());
        squares.insert({p.at->x, p.at->y});
    }
    EXPECT_EQ(squares.size(), 9U);
    EXPECT_EQ(e.participants[0].at, (GridSquare{1, 1}));
    EXPECT_EQ(EncounterDraft::uniqueId(QStringLiteral("Frieza Force Soldier!"), {}),
              QStringLiteral("frieza-force-soldier"));
    EXPECT_EQ(EncounterDraft::uniqueId(QStringLiteral("Goku"), {QStringLiteral("goku")}), QStringLiteral("goku-2"));
    EXPECT_EQ(EncounterDraft::uniqueId(QStringLiteral("???"), {}), QStringLiteral("combatant"));
}

TEST_F(LibraryTest, ExportingAGroupTakesItsTemplateAlongAndImportsOnItsOwn) {
    const qint64 group = groupNamed(QStringLiteral("Saibamen"));
    const qint64 goku = characterNamed(QStringLiteral("Goku"));
    const QByteArray bytes =
        CampaignExporter(*m_db)
            .exportSelection({std::vector<qint64>{goku}, std::vector<qint64>{group}, std::vector<qint64>{}})
            .value();
    const QJsonObject file = QJsonDocument::fromJson(bytes).object();
    QStringList names;
    for (const QJsonValue& c : file.value(QStringLiteral("characters")).toArray()) {
        names << c.toObject().value(QStringLiteral("name")).toString();
    }
    EXPECT_EQ(names, (QStringList{QStringLiteral("Goku"), QStringLiteral("Saibaman")}));
    EXPECT_EQ(file.value(QStringLiteral("npcGroups")).toArray().size(), 1);
    EXPECT_TRUE(file.value(QStringLiteral("encounters")).toArray().isEmpty());

    QTemporaryDir other;
    auto target = Database::open(other.filePath(QStringLiteral("other.scouter")));
    ASSERT_TRUE(target.ok());
    const auto summary = CampaignImporter(target.value()).import(bytes);
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    EXPECT_EQ(summary.value().characters, 2);
    EXPECT_EQ(summary.value().groups, 1);
}

TEST_F(LibraryTest, TheWholeCampaignStillExportsWhenAPlayedCharacterWasDeleted) {
    ASSERT_TRUE(CharacterRepository(*m_db).remove(characterNamed(QStringLiteral("Krillin"))).ok());
    const QByteArray bytes = CampaignExporter(*m_db).exportCampaign().value();
    QTemporaryDir other;
    auto target = Database::open(other.filePath(QStringLiteral("other.scouter")));
    const auto summary = CampaignImporter(target.value()).import(bytes);
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    EXPECT_EQ(summary.value().encounters, 3); // the demo's DBU fight (listed first), its True20 one, its Fatewalker one
    const auto encounters = EncounterRepository(target.value()).list().value();
    const EncounterRecord copy = EncounterRepository(target.value()).get(encounters.front().encounter.id).value();
    const auto krillin = std::find_if(copy.participants.begin(), copy.participants.end(),
                                      [](const Participant& p) { return p.name == QStringLiteral("Krillin"); });
    ASSERT_NE(krillin, copy.participants.end());
    EXPECT_FALSE(krillin->characterId.has_value());
    EXPECT_EQ(krillin->stats.value(QStringLiteral("life")).toInt(), 90);
}

TEST_F(LibraryTest, EveryOptionOfTheRulesetSurvivesAnExportAndImport) {
    EncounterRecord e;
    e.title = QStringLiteral("Rounded up");
    e.ruleset = QStringLiteral("dbu");
    e.options = {{QStringLiteral("rounding"), QStringLiteral("up")},
                 {QStringLiteral("noEffortOncePerType"), false},
                 {QStringLiteral("departedAnchorExpiry"), QStringLiteral("turn-position")}};
    e.gridWidth = 6;
    e.gridHeight = 6;
    auto draft = EncounterDraft(*m_db).build(
        e, {{DraftPick::Source::Character, characterNamed(QStringLiteral("Goku")), QStringLiteral("heroes"), false}});
    const qint64 id = EncounterRepository(*m_db).create(draft.value()).value();
    const QByteArray bytes = CampaignExporter(*m_db).exportCampaign({id}).value();
    QTemporaryDir other;
    auto target = Database::open(other.filePath(QStringLiteral("other.scouter")));
    CampaignImporter importer(target.value());
    const auto summary = importer.import(bytes);
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    const auto copy = EncounterRepository(target.value()).list().value();
    EXPECT_EQ(copy.front().encounter.options, e.options);

    QByteArray wrong = bytes;
    wrong.replace("\"turn-position\"", "\"sometimes\"");
    CampaignImporter refusing(target.value());
    const auto refused = refusing.import(wrong);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.contains(
        QStringLiteral("encounters[0].options.departedAnchorExpiry: expected one of end-of-round, turn-position")))
        << refused.error().message.toStdString();
}

} // namespace
