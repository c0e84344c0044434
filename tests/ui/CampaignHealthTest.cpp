// SPDX-License-Identifier: GPL-3.0-or-later
// The window's whole check of its campaign (every page, the search index against the events): in
// the background once the campaign is open and from File › Check the Campaign, on a thread of its
// own, never holding up the window.
#include "CampaignHealth.h"
#include "DemoCampaignFile.h"

#include "CommandLog.h"

#include <QAction>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>

#include <gtest/gtest.h>

namespace scouter::ui::test {
namespace {

class CampaignHealthTest : public DemoCampaignFile {
protected:
    struct Checked {
        QString problem;
        QString note;
    };

    // Waits for the check under way (started by setSession() or the menu) to end.
    Checked waitForCheck() {
        auto* health = window->findChild<CampaignHealth*>();
        EXPECT_NE(health, nullptr);
        QSignalSpy spy(health, &CampaignHealth::checked);
        EXPECT_TRUE(spy.wait(60000)) << "the check never ended";
        if (spy.isEmpty()) {
            return {};
        }
        return {spy.front().at(0).toString(), spy.front().at(1).toString()};
    }

    [[nodiscard]] QMessageBox* message() const {
        return window->findChild<QMessageBox*>(QStringLiteral("campaignCheckMessage"));
    }

    // Commands whose events have words in them, then one page of the search index's word lists
    // zeroed by another program: no open notices it (FTS5 reads such a page as an empty one).
    void zeroAPageOfTheSearchIndex() {
        for (qint64 seq = 1; seq <= 40; ++seq) {
            store::StoredCommand command;
            command.seq = seq;
            command.command = {{"do", "note"}};
            command.events = {{{"v", 1}, {"type", "note"}, {"who", "goku"}, {"text", "kamehameha number"}}};
            ASSERT_TRUE(store::CommandLog(session->database()).append(encounterId, command));
        }
        close();
        {
            QSqlDatabase other = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
            other.setDatabaseName(path);
            ASSERT_TRUE(other.open());
            ASSERT_TRUE(QSqlQuery(other).exec(
                QStringLiteral("UPDATE encounter_events_fts_data SET block = zeroblob(length(block)) WHERE id = "
                               "(SELECT min(id) FROM encounter_events_fts_data WHERE id > 10)")));
            other.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("other"));
    }

    void openAgain(store::OpenOptions options = {}) {
        auto db = store::Database::open(path, options);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        session =
            std::make_unique<CampaignSession>(std::move(db).value(), std::make_unique<engine::ScriptedDice>(faces));
        openWindow(false);
    }
};

TEST_F(CampaignHealthTest, AHealthyCampaignIsCheckedInTheBackgroundWithoutAWord) {
    openWindow(false);
    const Checked checked = waitForCheck();
    EXPECT_TRUE(checked.problem.isEmpty()) << checked.problem.toStdString();
    EXPECT_TRUE(checked.note.isEmpty());
    EXPECT_EQ(message(), nullptr) << "a healthy campaign needs no message";
}

TEST_F(CampaignHealthTest, FileCheckTheCampaignSaysItIsHealthy) {
    openWindow(false);
    waitForCheck();
    auto* action = window->findChild<QAction*>(QStringLiteral("checkCampaignAction"));
    ASSERT_NE(action, nullptr);
    ASSERT_TRUE(action->isEnabled());
    action->trigger();
    const Checked checked = waitForCheck();
    EXPECT_TRUE(checked.problem.isEmpty()) << checked.problem.toStdString();
    ASSERT_NE(message(), nullptr);
    EXPECT_TRUE(message()->text().contains(QStringLiteral("is healthy"))) << message()->text().toStdString();
}

// A session that writes builds the index again from the events: nothing of the ARC's is lost.
TEST_F(CampaignHealthTest, ASearchIndexFoundDamagedIsBuiltAgainBySessionThatWrites) {
    zeroAPageOfTheSearchIndex();
    openAgain();
    const Checked checked = waitForCheck();
    EXPECT_TRUE(checked.problem.isEmpty()) << checked.problem.toStdString();
    EXPECT_TRUE(checked.note.contains(QStringLiteral("built again"))) << checked.note.toStdString();
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("search index")))
        << window->statusBar()->currentMessage().toStdString();
    auto hits = store::CommandLog(session->database()).search(QStringLiteral("kamehameha"), 1000);
    ASSERT_TRUE(hits);
    EXPECT_EQ(hits.value().size(), 40U);
}

TEST_F(CampaignHealthTest, DamageAReadOnlySessionCannotMendIsSaidInTheStatusBarAndAMessage) {
    zeroAPageOfTheSearchIndex();
    store::OpenOptions reading;
    reading.readOnly = true;
    openAgain(reading);
    const Checked checked = waitForCheck();
    EXPECT_TRUE(checked.problem.contains(QStringLiteral("search index"))) << checked.problem.toStdString();
    EXPECT_TRUE(window->statusBar()->currentMessage().startsWith(QStringLiteral("The campaign check found damage")))
        << window->statusBar()->currentMessage().toStdString();
    ASSERT_NE(message(), nullptr);
    EXPECT_EQ(message()->icon(), QMessageBox::Warning);
}

} // namespace
} // namespace scouter::ui::test
