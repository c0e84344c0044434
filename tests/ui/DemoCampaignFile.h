// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CampaignOverview.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "MainWindow.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"

#include <QString>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <utility>
#include <vector>

namespace scouter::ui::test {

// The demo campaign in a real campaign file in a temporary folder, with a session on it as
// Scouter opens one (its dice scripted with `faces`); openWindow() adds the ARC's window, the
// demo's first encounter open, and reopen() closes it all and opens the same file again.
class DemoCampaignFile : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("demo.scouter"));
    qint64 encounterId = 0;
    std::vector<int> faces{5, 5, 5};
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo);
        encounterId = demo.value();
        session =
            std::make_unique<CampaignSession>(std::move(db).value(), std::make_unique<engine::ScriptedDice>(faces));
    }
    void TearDown() override { close(); }

    // The ARC's window on the session, with the demo's encounter open when `open`.
    void openWindow(bool open = true) {
        auto overview = CampaignOverview::read(session->database());
        ASSERT_TRUE(overview);
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(std::vector<int>{}),
                                              std::move(overview).value());
        window->setSession(session.get());
        if (open) {
            ASSERT_TRUE(window->openEncounter(encounterId));
        }
    }
    // Writes what is queued, then closes the window and the session.
    void close() {
        if (session) {
            ASSERT_TRUE(session->writer().flush());
        }
        window.reset();
        session.reset();
    }
    // Closes Scouter and opens the same file again, the encounter open where it was left.
    void reopen() {
        close();
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        session =
            std::make_unique<CampaignSession>(std::move(db).value(), std::make_unique<engine::ScriptedDice>(faces));
        openWindow();
    }
};

} // namespace scouter::ui::test
