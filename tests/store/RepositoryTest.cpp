// SPDX-License-Identifier: GPL-3.0-or-later
#include "CharacterRepository.h"
#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "NpcGroupRepository.h"
#include "SampleRecords.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace scouter::store;

namespace {

// Every round trip closes the file and reads it back through a new connection, so what is
// compared is what is on disk.
class RepositoryTest : public ::testing::Test {
protected:
    [[nodiscard]] Database reopen() {
        auto db = Database::open(m_dir.filePath(QStringLiteral("campaign.scouter")));
        EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error().message.toStdString());
        return std::move(db).value();
    }

    QTemporaryDir m_dir;
};

TEST_F(RepositoryTest, CharactersRoundTrip) {
    Character goku = samples::goku();
    Character saibaman = samples::saibaman();
    {
        Database db = reopen();
        CharacterRepository characters(db);
        goku.id = characters.add(goku).value();
        saibaman.id = characters.add(saibaman).value();
    }
    Database db = reopen();
    CharacterRepository characters(db);
    EXPECT_EQ(characters.get(goku.id).value(), goku);
    const auto all = characters.list().value();
    ASSERT_EQ(all.size(), 2U);
    EXPECT_EQ(all[1], saibaman);
    goku.notes = QStringLiteral("Now a Super Saiyan");
    ASSERT_TRUE(characters.update(goku).ok());
    EXPECT_EQ(characters.get(goku.id).value().notes, goku.notes);
    EXPECT_EQ(characters.get(999).error().kind, StoreErrorKind::NotFound);
}

TEST_F(RepositoryTest, NpcGroupsRoundTripBothKinds) {
    NpcGroup saibamen;
    NpcGroup soldiers;
    {
        Database db = reopen();
        CharacterRepository characters(db);
        const qint64 templateId = characters.add(samples::saibaman()).value();
        Character appule = samples::saibaman();
        appule.name = QStringLiteral("Appule");
        Character orlen = samples::saibaman();
        orlen.name = QStringLiteral("Orlen");
        saibamen = {0, QStringLiteral("Saibamen"), templateId, 4, QStringLiteral("Saibaman {n}"), {}, QString()};
        soldiers = {0,
                    QStringLiteral("Frieza Force"),
                    std::nullopt,
                    0,
                    QString(),
                    {characters.add(appule).value(), characters.add(orlen).value()},
                    QStringLiteral("elite")};
        NpcGroupRepository groups(db);
        saibamen.id = groups.add(saibamen).value();
        soldiers.id = groups.add(soldiers).value();
    }
    Database db = reopen();
    NpcGroupRepository groups(db);
    EXPECT_EQ(groups.get(saibamen.id).value(), saibamen);
    EXPECT_EQ(groups.get(soldiers.id).value(), soldiers);
    EXPECT_EQ(groups.list().value().size(), 2U);
    EXPECT_EQ(NpcGroupRepository::memberNames(saibamen),
              (QStringList{QStringLiteral("Saibaman 1"), QStringLiteral("Saibaman 2"), QStringLiteral("Saibaman 3"),
                           QStringLiteral("Saibaman 4")}));
}

TEST_F(RepositoryTest, AGroupOfAMissingCharacterIsRefusedAndNothingIsWritten) {
    Database db = reopen();
    NpcGroupRepository groups(db);
    const NpcGroup broken{0, QStringLiteral("Ghosts"), std::nullopt, 0, QString(), {41, 42}, QString()};
    EXPECT_FALSE(groups.add(broken).ok());
    EXPECT_TRUE(groups.list().value().empty()) << "the group row was rolled back with its members";
}

TEST_F(RepositoryTest, EncountersRoundTripWithParticipantsAndTheirEnd) {
    EncounterRecord encounter;
    {
        Database db = reopen();
        CharacterRepository characters(db);
        encounter =
            samples::encounter(characters.add(samples::goku()).value(), characters.add(samples::saibaman()).value());
        EncounterRepository encounters(db);
        encounter.id = encounters.create(encounter).value();
    }
    {
        Database db = reopen();
        EncounterRepository encounters(db);
        EXPECT_EQ(encounters.get(encounter.id).value(), encounter);
        encounter.endedAt = QDateTime(QDate(2026, 5, 1), QTime(22, 0), Qt::UTC);
        encounter.outcome = QStringLiteral("victory");
        ASSERT_TRUE(encounters.markEnded(encounter.id, encounter.outcome, *encounter.endedAt).ok());
    }
    Database db = reopen();
    EncounterRepository encounters(db);
    EXPECT_EQ(encounters.get(encounter.id).value(), encounter);
    const auto list = encounters.list().value();
    ASSERT_EQ(list.size(), 1U);
    EXPECT_EQ(list[0].encounter.title, encounter.title);
    EXPECT_EQ(list[0].commands, 0);
}

TEST_F(RepositoryTest, TheCommandLogRoundTripsInOrderAndIsSearchable) {
    qint64 id = 0;
    std::vector<StoredCommand> written;
    {
        Database db = reopen();
        id = EncounterRepository(db).create(samples::encounter()).value();
        CommandLog log(db);
        for (qint64 seq = 1; seq <= 30; ++seq) {
            written.push_back(samples::command(seq));
            ASSERT_TRUE(log.append(id, written.back()).ok());
        }
        written.push_back({31, CommandKind::Undo, nlohmann::json::object(), {}, {}});
        ASSERT_TRUE(log.append(id, written.back()).ok());
    }
    Database db = reopen();
    CommandLog log(db);
    EXPECT_EQ(log.load(id).value(), written);
    EXPECT_EQ(log.count(id).value(), 31);
    const auto hits = log.search(QStringLiteral("energy charge goku"));
    ASSERT_TRUE(hits.ok());
    EXPECT_EQ(hits.value().size(), 30U);
    EXPECT_EQ(hits.value().front().encounterId, id);
    EXPECT_TRUE(log.search(QStringLiteral("kamehameha")).value().empty());
    EXPECT_TRUE(log.search(QStringLiteral("\"broken: -query")).ok()) << "user text is never FTS syntax";
}

TEST_F(RepositoryTest, TheLogRefusesGapsDuplicatesAndChanges) {
    Database db = reopen();
    const qint64 id = EncounterRepository(db).create(samples::encounter()).value();
    CommandLog log(db);
    ASSERT_TRUE(log.append(id, samples::command(1)).ok());
    EXPECT_FALSE(log.append(id, samples::command(1)).ok()) << "a retried command is not written twice";
    EXPECT_FALSE(log.append(id, samples::command(3)).ok()) << "no gap";
    EXPECT_EQ(log.count(id).value(), 1) << "a refused command leaves none of its events";
    QSqlQuery query(db.connection());
    EXPECT_FALSE(query.exec(QStringLiteral("UPDATE encounter_events SET payload = '{}'")));
    EXPECT_FALSE(query.exec(QStringLiteral("DELETE FROM encounter_events")));
    EXPECT_FALSE(query.exec(QStringLiteral("DELETE FROM encounter_commands")));
    ASSERT_TRUE(query.exec(QStringLiteral("SELECT count(*) FROM encounter_events")) && query.next());
    EXPECT_EQ(query.value(0).toInt(), 2);
}

} // namespace
