// SPDX-License-Identifier: GPL-3.0-or-later
// The library's sheet, an import and the engine's set-up of a stored encounter accept the same
// things: the bounds of the engine's model/Limits.h, with the same messages.
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CharacterSheet.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "GroupSheet.h"
#include "SampleRecords.h"
#include "TestFiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <map>

using namespace scouter::store;

namespace {

class BoundsTest : public ::testing::Test {
protected:
    // Imports a file made of these characters and groups into a fresh campaign; returns the
    // problems of the refusal (and checks the campaign file was not touched), or nothing if it imported.
    QStringList importProblems(const QJsonArray& characters, const QJsonArray& groups = {}) {
        const QString path = m_dir.filePath(QStringLiteral("campaign-%1.scouter").arg(++m_files));
        { (void)Database::open(path).value(); }
        const QByteArray before = testfiles::readBytes(path);
        const QJsonObject file{{QStringLiteral("format"), QStringLiteral("scouter-export/1")},
                               {QStringLiteral("characters"), characters},
                               {QStringLiteral("npcGroups"), groups}};
        QStringList problems;
        {
            Database db = Database::open(path).value();
            CampaignImporter importer(db);
            if (importer.import(QJsonDocument(file).toJson()).ok()) {
                return {};
            }
            problems = importer.problems();
            EXPECT_TRUE(CharacterRepository(db).list().value().empty());
        }
        EXPECT_EQ(testfiles::readBytes(path), before) << "a refused import wrote to the file";
        return problems.isEmpty() ? QStringList{QStringLiteral("(refused without a problem)")} : problems;
    }

    static QJsonObject character(const QJsonObject& stats, const QString& name = QStringLiteral("Raditz")) {
        return {{QStringLiteral("id"), 1},
                {QStringLiteral("ruleset"), QStringLiteral("dbu")},
                {QStringLiteral("name"), name},
                {QStringLiteral("kind"), QStringLiteral("npc")},
                {QStringLiteral("stats"), stats}};
    }

    static QJsonObject sheet(std::initializer_list<std::pair<const char*, qint64>> extra = {}) {
        QJsonObject stats{{QStringLiteral("tier"), 2}, {QStringLiteral("life"), 120}, {QStringLiteral("ki"), 80}};
        for (const auto& [key, value] : extra) {
            stats.insert(QLatin1String(key), value);
        }
        return stats;
    }

    QTemporaryDir m_dir;
    int m_files = 0;
};

TEST_F(BoundsTest, ATierOfABillionIsRefusedByTheSheetAndByAnImport) {
    // At 10^9 the board drew a pip per Action and hung the window on every start.
    const CharacterSheet dbu(QStringLiteral("dbu"));
    const scouter::engine::SheetField& tier = *dbu.field(QStringLiteral("tier"));
    EXPECT_EQ(CharacterSheet::checkStat(tier, QStringLiteral("1000000000")),
              QStringLiteral("Tier of Power must be at most 100."));
    EXPECT_EQ(CharacterSheet::checkStat(tier, QStringLiteral("100")), QString());
    EXPECT_EQ(importProblems({character(sheet({{"tier", 1'000'000'000}}))}),
              QStringList{QStringLiteral("characters[0].stats.tier: Tier of Power must be at most 100.")});
    EXPECT_TRUE(importProblems({character(sheet({{"tier", 100}, {"life", 1'000'000}}))}).isEmpty());
}

TEST_F(BoundsTest, EveryStatHasTheEnginesBoundInTheSheet) {
    const CharacterSheet dbu(QStringLiteral("dbu"));
    ASSERT_EQ(dbu.fields().size(), 21U)
        << "16 stats, the Health Thresholds, the forms, the tail, the Energy Wound Dice and the techniques";
    for (const scouter::engine::SheetField& field : dbu.fields()) {
        SCOPED_TRACE(field.key);
        EXPECT_LE(field.maximum, 1'000'000);
        EXPECT_GE(field.minimum, -1000);
        EXPECT_EQ(CharacterSheet::checkStatValue(field, field.maximum), QString());
        EXPECT_EQ(CharacterSheet::checkStatValue(field, field.maximum + 1),
                  QStringLiteral("%1 must be at most %2.").arg(QString::fromStdString(field.label)).arg(field.maximum));
    }
}

TEST_F(BoundsTest, AMegabyteNameIsRefusedWithAShortMessage) {
    // A 10 MB name imported, then a Markdown export of the campaign took 41 s and 5.7 GB.
    const QString huge(1'000'000, QLatin1Char('x'));
    const QString expected = QStringLiteral("The name is 1000000 characters long, more than the 100 a name may have.");
    EXPECT_EQ(CharacterSheet::checkName(huge), expected);
    const QStringList problems = importProblems({character(sheet(), huge)});
    EXPECT_EQ(problems, QStringList{QStringLiteral("characters[0].name: ") + expected});
    EXPECT_EQ(CharacterSheet::checkName(QString(100, QLatin1Char('x'))), QString());
}

TEST_F(BoundsTest, NotesAreBoundedAtImportAsInTheSheet) {
    QJsonObject raditz = character(sheet());
    raditz.insert(QStringLiteral("notes"), QString(20'001, QLatin1Char('n')));
    EXPECT_EQ(importProblems({raditz}),
              QStringList{QStringLiteral("characters[0].notes: The note is 20001 characters long, more than the "
                                         "20000 a note may have.")});
    raditz.insert(QStringLiteral("notes"), QStringLiteral("Line one\n\tLine two"));
    EXPECT_TRUE(importProblems({raditz}).isEmpty()) << "notes keep their line breaks and tabs";
}

TEST_F(BoundsTest, ImportRefusesWhatTheSheetRefusesWithTheSheetsWords) {
    // Unsorted thresholds: the sheet refused them, the import took them.
    QJsonObject stats = sheet();
    stats.insert(QStringLiteral("thresholds"), QJsonArray{60, 90});
    const CharacterSheet dbu(QStringLiteral("dbu"));
    const QString unsorted = dbu.problem(dbu.values(stats), QStringLiteral("thresholds"));
    EXPECT_EQ(unsorted, QStringLiteral("Health Thresholds go from the highest Life down: 90 comes after 60."));
    EXPECT_EQ(importProblems({character(stats)}),
              QStringList{QStringLiteral("characters[0].stats.thresholds: ") + unsorted});

    // A control character in a name.
    const QString bell = QStringLiteral("Ra\aditz");
    EXPECT_EQ(CharacterSheet::checkName(bell),
              QStringLiteral("The name contains a control character (U+0007) at character 3."));
    EXPECT_EQ(importProblems({character(sheet(), bell)}),
              QStringList{QStringLiteral("characters[0].name: ") + CharacterSheet::checkName(bell)});

    // Life at the start above Life.
    EXPECT_EQ(dbu.problem(dbu.values(sheet({{"lifeNow", 130}})), QStringLiteral("lifeNow")),
              QStringLiteral("Life at the start must be at most Life (120)."));
    EXPECT_EQ(
        importProblems({character(sheet({{"lifeNow", 130}}))}),
        QStringList{QStringLiteral("characters[0].stats.lifeNow: Life at the start must be at most Life (120).")});
}

TEST_F(BoundsTest, ImportRefusesASheetTheRulesRefuseWithTheSheetsWords) {
    // Issue 14: Boosted Speed below Normal Speed and Force 99 passed without a word.
    const CharacterSheet dbu(QStringLiteral("dbu"));
    const scouter::engine::SheetValues typed{
        {{"tier", 2}, {"normalSpeed", 5}, {"boostedSpeed", 3}, {"force", 99}}, {}, {}, {}};
    const QString speed = dbu.problem(typed, QStringLiteral("boostedSpeed"));
    const QString force = dbu.problem(typed, QStringLiteral("force"));
    EXPECT_EQ(speed, QStringLiteral("Boosted Speed must be at least Normal Speed (5)."));
    EXPECT_EQ(force, QStringLiteral("Force Modifier must be at most 22 at Tier of Power 2 (the Score Limit 11, twice "
                                    "for Transformations)."));
    EXPECT_EQ(importProblems({character(sheet({{"normalSpeed", 5}, {"boostedSpeed", 3}, {"force", 99}}))}),
              (QStringList{QStringLiteral("characters[0].stats.boostedSpeed: ") + speed,
                           QStringLiteral("characters[0].stats.force: ") + force}));
    // Left out, Boosted Speed is the engine's 1: below a Normal Speed of 5 all the same.
    EXPECT_EQ(importProblems({character(sheet({{"normalSpeed", 5}}))}),
              QStringList{QStringLiteral("characters[0].stats.boostedSpeed: ") + speed});
    EXPECT_TRUE(importProblems({character(sheet({{"normalSpeed", 5}, {"boostedSpeed", 5}, {"force", 22}}))}).isEmpty());
}

TEST_F(BoundsTest, AStoredEncounterFromBeforeTheSheetRulesStillOpensButANewOneIsRefused) {
    EncounterRecord record = samples::encounter();
    record.participants.front().stats.insert(QStringLiteral("normalSpeed"), 5);
    record.participants.front().stats.insert(QStringLiteral("boostedSpeed"), 3);
    const QString path = m_dir.filePath(QStringLiteral("stored.scouter"));
    {
        Database db = Database::open(path).value();
        const qint64 id = EncounterRepository(db).create(record).value();
        const auto replayed = EncounterReplay::load(db, id);
        ASSERT_TRUE(replayed.ok()) << replayed.error().message.toStdString();
    }
    const auto fresh = EncounterReplay::initialState(record, scouter::engine::SetupCheck::New);
    ASSERT_FALSE(fresh.ok());
    EXPECT_TRUE(
        fresh.error().message.contains(QStringLiteral("goku: Boosted Speed must be at least Normal Speed (5), not 3.")))
        << fresh.error().message.toStdString();
}

TEST_F(BoundsTest, AGroupPatternWithoutItsNumberIsRefusedAsTheEditorRefusesIt) {
    const QJsonObject group{{QStringLiteral("name"), QStringLiteral("Saibamen")},
                            {QStringLiteral("template"), 1},
                            {QStringLiteral("count"), 4},
                            {QStringLiteral("namingPattern"), QStringLiteral("Saibaman")}};
    const QString words = QStringLiteral("The naming pattern needs {n}, or all 4 members get the same name.");
    EXPECT_EQ(GroupSheet::problems({0, QStringLiteral("Saibamen"), 1, 4, QStringLiteral("Saibaman"), {}, {}}),
              QStringList{words});
    EXPECT_EQ(importProblems({character(sheet())}, {group}), QStringList{QStringLiteral("npcGroups[0]: ") + words});

    QJsonObject many = group;
    many.insert(QStringLiteral("namingPattern"), QStringLiteral("Saibaman {n}"));
    many.insert(QStringLiteral("count"), 1000);
    EXPECT_EQ(importProblems({character(sheet())}, {many}),
              QStringList{QStringLiteral("npcGroups[0]: A group has from 1 to 99 members, not 1000.")});
    many.insert(QStringLiteral("count"), 99);
    EXPECT_TRUE(importProblems({character(sheet())}, {many}).isEmpty());
}

TEST_F(BoundsTest, MembersNamedAfterALongGroupNameMustFitANameToo) {
    NpcGroup group{0, QString(99, QLatin1Char('g')), 1, 12, QString(), {}, {}};
    const QStringList problems = GroupSheet::problems(group);
    ASSERT_EQ(problems.size(), 1);
    EXPECT_TRUE(problems.front().contains(QStringLiteral("is 101 characters long"))) << problems.front().toStdString();
    group.name = QString(96, QLatin1Char('g'));
    EXPECT_TRUE(GroupSheet::problems(group).isEmpty());
}

TEST_F(BoundsTest, AStoredEncounterPastABoundIsRefusedByTheEnginesSetUp) {
    // So neither a hand-made file nor an imported encounter starts with a Tier the board cannot draw.
    EncounterRecord record = samples::encounter();
    ASSERT_TRUE(EncounterReplay::initialState(record).ok());
    record.participants.front().stats.insert(QStringLiteral("tier"), 1'000'000'000);
    const auto state = EncounterReplay::initialState(record);
    ASSERT_FALSE(state.ok());
    EXPECT_TRUE(state.error().message.contains(QStringLiteral("must be at most 100")))
        << state.error().message.toStdString();
}

} // namespace
