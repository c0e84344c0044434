// SPDX-License-Identifier: GPL-3.0-or-later
// The search index is filled after the commands are saved, in batches: what a search finds while
// the newest events are not indexed yet, and what counts as a damaged index.
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "SampleCampaignTest.h"
#include "SampleRecords.h"
#include "SearchIndex.h"

#include <QSqlQuery>
#include <QThread>

#include <gtest/gtest.h>

#include <chrono>

using namespace scouter::store;

namespace {

const QString kWords = QStringLiteral("energy charge goku");

class SearchCatchUpTest : public SampleCampaignTest {
protected:
    // Commands saved as a session's writer saves them (through its own connection, which does not
    // catch up when it opens), their events left for a later catch-up.
    void saveUnindexed(qint64 from, qint64 to) {
        auto db = Database::connect(m_path);
        ASSERT_TRUE(db.ok());
        for (qint64 seq = from; seq <= to; ++seq) {
            ASSERT_TRUE(CommandLog(db.value()).append(m_encounter, samples::command(seq), CommandLog::Indexing::Later));
        }
    }

    [[nodiscard]] qint64 scalar(const QString& sql) const {
        auto db = Database::connect(m_path, readOnly());
        QSqlQuery query(db.value().connection());
        EXPECT_TRUE(query.exec(sql) && query.next()) << sql.toStdString();
        return query.value(0).toLongLong();
    }
    [[nodiscard]] qint64 indexedEvents() const {
        return scalar(QStringLiteral("SELECT count(*) FROM encounter_events_fts_docsize"));
    }
    [[nodiscard]] qint64 savedEvents() const { return scalar(QStringLiteral("SELECT count(*) FROM encounter_events")); }

    [[nodiscard]] static OpenOptions readOnly() {
        OpenOptions options;
        options.readOnly = true;
        return options;
    }

    // Hits of the sample's words: one per command (its maneuver's event).
    [[nodiscard]] std::size_t hits(OpenOptions options = {}) const {
        auto db = Database::connect(m_path, options);
        EXPECT_TRUE(db.ok());
        auto found = CommandLog(db.value()).search(kWords, 100000);
        EXPECT_TRUE(found.ok()) << (found ? "" : found.error().message.toStdString());
        return found ? found.value().size() : 0;
    }
};

TEST_F(SearchCatchUpTest, TheNewestEventsAreFoundByTheNextSearchBeforeTheirSessionIndexedThem) {
    saveUnindexed(1, 30);
    saveUnindexed(31, 40); // as if the session that saved them ended before indexing them
    EXPECT_EQ(indexedEvents(), 0);

    EXPECT_EQ(hits(), 40U);
    EXPECT_EQ(indexedEvents(), savedEvents()) << "the search indexed them";
    saveUnindexed(41, 45);
    EXPECT_EQ(hits(), 45U);
    EXPECT_EQ(indexedEvents(), savedEvents());
}

TEST_F(SearchCatchUpTest, AReadOnlySessionFindsTheNewestEventsWithoutWritingTheFile) {
    saveUnindexed(1, 10);
    ASSERT_EQ(hits(), 10U);
    saveUnindexed(11, 12);
    {
        auto db = Database::connect(m_path, readOnly());
        ASSERT_TRUE(db.ok());
        CommandLog log(db.value());
        EXPECT_EQ(log.search(kWords, 100000).value().size(), 12U) << "the two newest are not indexed yet";
        EXPECT_EQ(log.search(QStringLiteral("kamehameha")).value().size(), 0U);
        EXPECT_EQ(log.search(kWords, 100000).value().size(), 12U) << "searched again";
        EXPECT_EQ(indexedEvents(), 20) << "and the file is not written";
    }
    saveUnindexed(13, 13);
    EXPECT_EQ(hits(readOnly()), 13U);
    EXPECT_EQ(hits(), 13U);
    EXPECT_EQ(indexedEvents(), savedEvents());
}

TEST_F(SearchCatchUpTest, OpeningTheCampaignToPlayIndexesWhatAKilledSessionLeft) {
    saveUnindexed(1, 10);
    ASSERT_EQ(indexedEvents(), 0);
    auto db = Database::open(m_path);
    ASSERT_TRUE(db.ok());
    EXPECT_EQ(indexedEvents(), savedEvents());
    EXPECT_TRUE(db.value().notices().isEmpty()) << "late is not damaged: nothing to tell the user";
}

TEST_F(SearchCatchUpTest, ACommandIndexedWithItsSaveIndexesThoseSavedBeforeItThatWaited) {
    saveUnindexed(1, 5);
    {
        // As an import into a campaign whose session has not indexed its last commands yet.
        auto db = Database::connect(m_path);
        ASSERT_TRUE(CommandLog(db.value()).append(m_encounter, samples::command(6)));
        EXPECT_EQ(SearchIndex::unindexedEvents(db.value()).value(), std::optional<qint64>(0));
        EXPECT_TRUE(SearchIndex::verify(db.value()).ok()) << "no gap the check would call damage";
    }
    EXPECT_EQ(indexedEvents(), 12);
    EXPECT_EQ(hits(readOnly()), 6U);
}

TEST_F(SearchCatchUpTest, ALateIndexPassesTheCheckAndOneThatLostOlderEventsFailsIt) {
    saveUnindexed(1, 10);
    ASSERT_EQ(hits(), 10U);
    saveUnindexed(11, 12);
    {
        auto db = Database::connect(m_path);
        const auto unindexed = SearchIndex::unindexedEvents(db.value());
        ASSERT_TRUE(unindexed.ok());
        EXPECT_EQ(unindexed.value(), std::optional<qint64>(4));
        EXPECT_TRUE(SearchIndex::verify(db.value()).ok()) << "late is not damaged";
        // One of the older events taken out of the index: lost, not late.
        ASSERT_TRUE(
            db.value().exec(QStringLiteral("INSERT INTO encounter_events_fts (encounter_events_fts, rowid, "
                                           "text) SELECT 'delete', id, text FROM encounter_events WHERE id = 3"),
                            QStringLiteral("editing the index")));
        EXPECT_EQ(SearchIndex::unindexedEvents(db.value()).value(), std::nullopt);
        const Status verified = SearchIndex::verify(db.value());
        ASSERT_FALSE(verified.ok());
        EXPECT_EQ(verified.error().kind, StoreErrorKind::Damaged);
    }
    EXPECT_EQ(hits(), 12U) << "the index was built again";
    EXPECT_EQ(indexedEvents(), savedEvents());
}

TEST_F(SearchCatchUpTest, AnIndexThatHoldsNoneOfManyEventsLostThemAndIsBuiltAgainEvenForAReader) {
    saveUnindexed(1, 10);
    ASSERT_EQ(hits(), 10U);
    {
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.value().exec(
            QStringLiteral("INSERT INTO encounter_events_fts (encounter_events_fts) VALUES ('delete-all')"),
            QStringLiteral("emptying the index")));
        EXPECT_EQ(SearchIndex::unindexedEvents(db.value()).value(), std::nullopt);
    }
    EXPECT_EQ(hits(readOnly()), 10U) << "a reader searches a temporary index of the events";
    EXPECT_EQ(indexedEvents(), 0) << "and leaves the file alone";
    EXPECT_EQ(hits(), 10U);
    EXPECT_EQ(indexedEvents(), savedEvents());
}

TEST_F(SearchCatchUpTest, TheWriterIndexesWhatItSavedOnceItIsIdleAndBeforeItEnds) {
    {
        CommandWriter writer(m_path);
        for (qint64 seq = 1; seq <= 20; ++seq) {
            writer.append(m_encounter, samples::command(seq));
        }
        ASSERT_TRUE(writer.flush().ok());
        // Idle, it indexes them without anyone searching.
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (indexedEvents() != savedEvents() && std::chrono::steady_clock::now() < deadline) {
            QThread::msleep(20);
        }
        EXPECT_EQ(indexedEvents(), 40);
        for (qint64 seq = 21; seq <= 25; ++seq) {
            writer.append(m_encounter, samples::command(seq));
        }
        ASSERT_TRUE(writer.flush().ok());
    }
    EXPECT_EQ(indexedEvents(), 50) << "a writer that ends indexes what it saved";
    EXPECT_EQ(hits(readOnly()), 25U);
}

} // namespace
