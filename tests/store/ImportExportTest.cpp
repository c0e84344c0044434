// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignExporter.h"
#include "CampaignImporter.h"
#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"
#include "SampleRecords.h"
#include "SearchIndex.h"
#include "TestFiles.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

class ImportExportTest : public ::testing::Test {
protected:
    [[nodiscard]] Database open(const QString& name) {
        auto db = Database::open(m_dir.filePath(name));
        EXPECT_TRUE(db.ok());
        return std::move(db).value();
    }

    // A campaign with every kind of record, exported.
    [[nodiscard]] QJsonObject exported() {
        Database db = open(QStringLiteral("source.scouter"));
        CharacterRepository characters(db);
        const qint64 goku = characters.add(samples::goku()).value();
        const qint64 saibaman = characters.add(samples::saibaman()).value();
        NpcGroupRepository groups(db);
        (void)groups.add({0, QStringLiteral("Saibamen"), saibaman, 4, QStringLiteral("Saibaman {n}"), {}, QString()})
            .value();
        (void)groups.add({0, QStringLiteral("Pair"), std::nullopt, 0, QString(), {goku, saibaman}, QString()}).value();
        EncounterRecord record = samples::encounter(goku, saibaman);
        record.endedAt = record.createdAt.addSecs(3600);
        record.outcome = QStringLiteral("victory");
        const qint64 encounter = EncounterRepository(db).create(record).value();
        for (qint64 seq = 1; seq <= 5; ++seq) {
            EXPECT_TRUE(CommandLog(db).append(encounter, samples::command(seq)).ok());
        }
        const QByteArray bytes = CampaignExporter(db).exportCampaign().value();
        return QJsonDocument::fromJson(bytes).object();
    }

    // Imports a broken variant of the export into a fresh campaign and checks it is refused with
    // the problem at `path`, and that the file is exactly as before.
    void expectRefused(const QJsonObject& document, const QString& path, const QString& words = QString()) {
        const QString target = m_dir.filePath(QStringLiteral("target.scouter"));
        { (void)open(QStringLiteral("target.scouter")); }
        const QByteArray before = testfiles::readBytes(target);
        {
            Database db = open(QStringLiteral("target.scouter"));
            CampaignImporter importer(db);
            auto result = importer.import(QJsonDocument(document).toJson());
            ASSERT_FALSE(result.ok()) << "expected a refusal at " << path.toStdString();
            EXPECT_EQ(result.error().kind, StoreErrorKind::Invalid);
            const bool named =
                std::any_of(importer.problems().begin(), importer.problems().end(), [&](const QString& p) {
                    return p.startsWith(path + QStringLiteral(": ")) && p.contains(words);
                });
            EXPECT_TRUE(named) << "no problem at " << path.toStdString() << " among:\n"
                               << importer.problems().join(QLatin1Char('\n')).toStdString();
            EXPECT_TRUE(CharacterRepository(db).list().value().empty());
            EXPECT_TRUE(EncounterRepository(db).list().value().empty());
        }
        EXPECT_EQ(testfiles::readBytes(target), before) << "nothing written";
    }

    QTemporaryDir m_dir;
};

[[nodiscard]] QJsonObject withValue(const QJsonObject& root, const QStringList& path, const QJsonValue& value) {
    // Sets root[path...] where numeric parts index arrays; an undefined value removes the key.
    std::function<QJsonValue(const QJsonValue&, qsizetype)> set = [&](const QJsonValue& node,
                                                                      qsizetype i) -> QJsonValue {
        if (i == path.size()) {
            return value;
        }
        bool isIndex = false;
        const int index = path[i].toInt(&isIndex);
        if (isIndex) {
            QJsonArray array = node.toArray();
            array[index] = set(array[index], i + 1);
            return array;
        }
        QJsonObject object = node.toObject();
        if (i + 1 == path.size() && value.isUndefined()) {
            object.remove(path[i]);
        } else {
            object[path[i]] = set(object[path[i]], i + 1);
        }
        return object;
    };
    return set(root, 0).toObject();
}

TEST_F(ImportExportTest, AnExportImportsIntoAnotherCampaignWithEveryRecord) {
    const QJsonObject document = exported();
    EXPECT_EQ(document.value(QStringLiteral("format")).toString(), QStringLiteral("scouter-export/2"));
    Database source = open(QStringLiteral("source.scouter"));
    Database target = open(QStringLiteral("target.scouter"));
    CampaignImporter importer(target);
    auto summary = importer.import(QJsonDocument(document).toJson());
    ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
    EXPECT_EQ(summary.value().characters, 2);
    EXPECT_EQ(summary.value().groups, 2);
    EXPECT_EQ(summary.value().encounters, 1);
    EXPECT_EQ(CharacterRepository(target).list().value(), CharacterRepository(source).list().value());
    EXPECT_EQ(NpcGroupRepository(target).list().value(), NpcGroupRepository(source).list().value());
    EXPECT_EQ(EncounterRepository(target).get(1).value(), EncounterRepository(source).get(1).value());
    EXPECT_EQ(CommandLog(target).load(1).value(), CommandLog(source).load(1).value());
    // And exporting the copy gives the same document, but for the moment it was made.
    QJsonObject again = QJsonDocument::fromJson(CampaignExporter(target).exportCampaign().value()).object();
    again.remove(QStringLiteral("exportedAt"));
    QJsonObject first = document;
    first.remove(QStringLiteral("exportedAt"));
    EXPECT_EQ(again, first);
}

// An imported log is in the campaign's search index once the import is done, every event of it,
// and a search finds in the copy the events it finds in the original (their texts are written
// afresh from the replayed log, in the ruleset's words, so only where they are is compared).
TEST_F(ImportExportTest, AnImportedLogIsWhollyIndexedAndFoundAsInTheOriginal) {
    const QJsonObject document = exported();
    Database source = open(QStringLiteral("source.scouter"));
    Database target = open(QStringLiteral("target.scouter"));
    ASSERT_TRUE(CampaignImporter(target).import(QJsonDocument(document).toJson()).ok());
    const auto unindexed = SearchIndex::unindexedEvents(target);
    ASSERT_TRUE(unindexed.ok()) << unindexed.error().message.toStdString();
    ASSERT_TRUE(unindexed.value().has_value()) << "the index lost events";
    EXPECT_EQ(*unindexed.value(), 0) << "events left out of the index";
    EXPECT_TRUE(SearchIndex::verify(target).ok());
    const auto hitsOf = [](Database& db) {
        std::vector<QString> found;
        for (const SearchHit& hit : CommandLog(db).search(QStringLiteral("goku"), 1000).value()) {
            found.push_back(QString::number(hit.commandSeq) + QLatin1Char('/') + QString::number(hit.position));
        }
        return found;
    };
    const std::vector<QString> inSource = hitsOf(source);
    EXPECT_EQ(inSource.size(), 10U) << "both events of each of the 5 commands name Goku";
    EXPECT_EQ(hitsOf(target), inSource);
}

// A DBU sheet's Signature Techniques (a prepared move, a list of records under the stats) come
// back from an import as they were exported; a technique the sheet's checks refuse is named by its
// place in the file and nothing is written.
TEST_F(ImportExportTest, SignatureTechniquesComeBackAndABadOneIsNamedByItsPlace) {
    const QJsonObject kamehameha{{QStringLiteral("name"), QStringLiteral("Kamehameha")},
                                 {QStringLiteral("profile"), QStringLiteral("powered")},
                                 {QStringLiteral("foundation"), QStringLiteral("energy")},
                                 {QStringLiteral("attackType"), QStringLiteral("ranged")},
                                 {QStringLiteral("ki"), 4},
                                 {QStringLiteral("kiScaled"), true},
                                 {QStringLiteral("wager"), 2},
                                 {QStringLiteral("charges"), 0},
                                 {QStringLiteral("areaShape"), QStringLiteral("sphere")},
                                 {QStringLiteral("areaSize"), 2},
                                 {QStringLiteral("areaHuge"), true},
                                 {QStringLiteral("notes"), QStringLiteral("Cupped hands")}};
    const QStringList path{QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("stats"),
                           QStringLiteral("techniques")};
    const QJsonObject document = withValue(exported(), path, QJsonArray{kamehameha});
    {
        Database target = open(QStringLiteral("copy.scouter"));
        auto summary = CampaignImporter(target).import(QJsonDocument(document).toJson());
        ASSERT_TRUE(summary.ok()) << summary.error().message.toStdString();
        const auto characters = CharacterRepository(target).list().value();
        const auto goku = std::find_if(characters.begin(), characters.end(),
                                       [](const Character& c) { return c.name == QStringLiteral("Goku"); });
        ASSERT_NE(goku, characters.end());
        EXPECT_EQ(goku->stats.value(QStringLiteral("techniques")).toArray(), QJsonArray{kamehameha});
    }
    QJsonObject sizeless = kamehameha;
    sizeless[QStringLiteral("areaSize")] = 0;
    expectRefused(withValue(document, path, QJsonArray{sizeless}),
                  QStringLiteral("characters[0].stats.techniques[0].areaSize"), QStringLiteral("size in squares"));
}

TEST_F(ImportExportTest, RefusesAFileThatIsNotJson) {
    const QString target = m_dir.filePath(QStringLiteral("target.scouter"));
    Database db = open(QStringLiteral("target.scouter"));
    CampaignImporter importer(db);
    auto result = importer.import("{\"format\": \"scouter-export/1\", ");
    ASSERT_FALSE(result.ok());
    EXPECT_TRUE(result.error().message.contains(QStringLiteral("(file): not valid JSON")));
}

TEST_F(ImportExportTest, RefusesAWrongFormat) {
    expectRefused(withValue(exported(), {QStringLiteral("format")}, QStringLiteral("scouter-export/3")),
                  QStringLiteral("format"),
                  QStringLiteral("expected \"scouter-export/2\" or \"scouter-export/1\", got \"scouter-export/3\""));
}

TEST_F(ImportExportTest, RefusesAStatThatIsNotAWholeNumber) {
    const QJsonObject bad =
        withValue(exported(),
                  {QStringLiteral("characters"), QStringLiteral("1"), QStringLiteral("stats"), QStringLiteral("life")},
                  QStringLiteral("ten"));
    expectRefused(bad, QStringLiteral("characters[1].stats.life"),
                  QStringLiteral("expected a whole number >= 1, got \"ten\""));
}

TEST_F(ImportExportTest, RefusesAFractionalTier) {
    expectRefused(
        withValue(exported(),
                  {QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("stats"), QStringLiteral("tier")},
                  2.5),
        QStringLiteral("characters[0].stats.tier"), QStringLiteral("got 2.5"));
}

TEST_F(ImportExportTest, RefusesAnUnknownStat) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("stats"),
                             QStringLiteral("powerLevel")},
                            9001),
                  QStringLiteral("characters[0].stats.powerLevel"), QStringLiteral("unknown key"));
}

TEST_F(ImportExportTest, RefusesAMissingName) {
    expectRefused(withValue(exported(), {QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("name")},
                            QJsonValue(QJsonValue::Undefined)),
                  QStringLiteral("characters[0].name"), QStringLiteral("missing"));
}

TEST_F(ImportExportTest, RefusesAnUnknownRuleset) {
    expectRefused(withValue(exported(), {QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("ruleset")},
                            QStringLiteral("dnd5e")),
                  QStringLiteral("characters[0].ruleset"), QStringLiteral("got \"dnd5e\""));
}

TEST_F(ImportExportTest, RefusesADuplicateCharacterId) {
    expectRefused(withValue(exported(), {QStringLiteral("characters"), QStringLiteral("1"), QStringLiteral("id")}, 1),
                  QStringLiteral("characters[1].id"), QStringLiteral("used by an earlier character"));
}

TEST_F(ImportExportTest, RefusesAGroupWhoseTemplateIsNotInTheFile) {
    expectRefused(
        withValue(exported(), {QStringLiteral("npcGroups"), QStringLiteral("0"), QStringLiteral("template")}, 77),
        QStringLiteral("npcGroups[0].template"), QStringLiteral("no character in this file has the id 77"));
}

TEST_F(ImportExportTest, RefusesAGroupWithBothTemplateAndMembers) {
    expectRefused(withValue(exported(), {QStringLiteral("npcGroups"), QStringLiteral("0"), QStringLiteral("members")},
                            QJsonArray{1}),
                  QStringLiteral("npcGroups[0]"), QStringLiteral("either a template and a count, or members"));
}

TEST_F(ImportExportTest, RefusesAParticipantOffTheGrid) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("participants"),
                             QStringLiteral("0"), QStringLiteral("at")},
                            QJsonArray{40, 3}),
                  QStringLiteral("encounters[0].participants[0].at[0]"), QStringLiteral("from 0 to 11"));
}

TEST_F(ImportExportTest, RefusesABadParticipantId) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("participants"),
                             QStringLiteral("1"), QStringLiteral("id")},
                            QStringLiteral("Saibaman #1")),
                  QStringLiteral("encounters[0].participants[1].id"), QStringLiteral("lower-case"));
}

TEST_F(ImportExportTest, RefusesAnUnknownRulesetOption) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("options"),
                             QStringLiteral("diceTierScaling")},
                            QStringLiteral("squared")),
                  QStringLiteral("encounters[0].options.diceTierScaling"), QStringLiteral("got \"squared\""));
}

TEST_F(ImportExportTest, RefusesALogOutOfOrder) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("log"),
                             QStringLiteral("2"), QStringLiteral("seq")},
                            5),
                  QStringLiteral("encounters[0].log[2].seq"), QStringLiteral("expected 3"));
}

TEST_F(ImportExportTest, RefusesAnEventTheEngineCannotReplay) {
    expectRefused(
        withValue(exported(),
                  {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("log"), QStringLiteral("0"),
                   QStringLiteral("events"), QStringLiteral("0"), QStringLiteral("type")},
                  QStringLiteral("spirit-bomb-thrown")),
        QStringLiteral("encounters[0].log[0].events[0]"), QStringLiteral("not an event"));
}

// Each event reads well alone; only replaying the encounter shows it names nobody there. Before,
// such a file imported and every later read of the encounter aborted.
TEST_F(ImportExportTest, RefusesAnEventNamingACombatantNotInTheEncounter) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("log"),
                             QStringLiteral("1"), QStringLiteral("events"), QStringLiteral("0"), QStringLiteral("who")},
                            QStringLiteral("x")),
                  QStringLiteral("encounters[0].log[1].events[0]"),
                  QStringLiteral("names combatant \"x\" that is not in this encounter (command 2 cannot be replayed)"));
}

TEST_F(ImportExportTest, RefusesAnEventNamingASlotNotInTheEncounter) {
    const QJsonObject turn{{QStringLiteral("v"), 1},
                           {QStringLiteral("type"), QStringLiteral("turn-started")},
                           {QStringLiteral("slot"), QStringLiteral("nobody")},
                           {QStringLiteral("skipped"), false}};
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("log"),
                             QStringLiteral("3"), QStringLiteral("events"), QStringLiteral("1")},
                            turn),
                  QStringLiteral("encounters[0].log[3].events[1]"),
                  QStringLiteral("names slot \"nobody\" that is not in this encounter"));
}

TEST_F(ImportExportTest, RefusesABadDate) {
    expectRefused(withValue(exported(),
                            {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("createdAt")},
                            QStringLiteral("last Tuesday")),
                  QStringLiteral("encounters[0].createdAt"), QStringLiteral("date and time"));
}

TEST_F(ImportExportTest, ReportsEveryProblemOfAFileAtOnce) {
    QJsonObject bad = withValue(exported(), {QStringLiteral("characters"), QStringLiteral("0"), QStringLiteral("kind")},
                                QStringLiteral("boss"));
    bad = withValue(
        bad, {QStringLiteral("encounters"), QStringLiteral("0"), QStringLiteral("grid"), QStringLiteral("width")}, 0);
    bad = withValue(bad, {QStringLiteral("extra")}, true);
    Database db = open(QStringLiteral("target.scouter"));
    CampaignImporter importer(db);
    ASSERT_FALSE(importer.import(QJsonDocument(bad).toJson()).ok());
    const QString all = importer.problems().join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QStringLiteral("characters[0].kind: expected one of: pc, npc, got \"boss\"")));
    EXPECT_TRUE(
        all.contains(QStringLiteral("encounters[0].grid.width: expected a whole number from 1 to 1000, got 0")));
    EXPECT_TRUE(all.contains(QStringLiteral("extra: unknown key"))) << all.toStdString();
}

} // namespace
