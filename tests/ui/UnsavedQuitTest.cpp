// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: a save that failed (the campaign locked by another program, a full disk) keeps the
// commands in memory; quitting with them asks what to do — Retry, Save a Copy Elsewhere…, Quit and
// Discard with the count named, or Cancel — instead of exiting with them lost.
#include "encounter/UnsavedQuit.h"
#include "CampaignOverview.h"
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterReplay.h"
#include "MainWindow.h"
#include "dice/ScriptedDice.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <optional>

namespace scouter::ui {
namespace {

// Lines the window logs (qWarning, qInfo) while a test runs.
QStringList& unsavedQuitLog() {
    static QStringList lines;
    return lines;
}

void keepUnsavedQuitLog(QtMsgType, const QMessageLogContext&, const QString& message) {
    unsavedQuitLog() << message;
}

void clickIn(QMessageBox& box, const char* button) {
    auto* found = box.findChild<QPushButton*>(QString::fromLatin1(button));
    ASSERT_NE(found, nullptr) << button;
    found->click();
}

class UnsavedQuitTest : public ::testing::Test {
protected:
    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("demo.scouter"));
    qint64 encounterId = 0;
    std::optional<store::Database> lock; // the test's own connection, holding the write lock
    std::unique_ptr<CampaignSession> session;
    std::unique_ptr<MainWindow> window;
    QtMessageHandler previousHandler = nullptr;

    void SetUp() override {
        auto db = store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo);
        encounterId = demo.value();
        auto overview = CampaignOverview::read(db.value());
        ASSERT_TRUE(overview);
        // The writer gives up on a lock after 50 ms instead of 5 s.
        store::OpenOptions impatient;
        impatient.busyTimeoutMs = 50;
        session = std::make_unique<CampaignSession>(
            std::move(db).value(), std::make_unique<engine::ScriptedDice>(std::vector<int>{7, 5, 3, 9}), impatient);
        window = std::make_unique<MainWindow>(std::make_unique<engine::ScriptedDice>(), std::move(overview).value());
        window->setSession(session.get());
        window->show();
        window->activateWindow();
        ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
        ASSERT_TRUE(window->openEncounter(encounterId));
        unsavedQuitLog().clear();
        previousHandler = qInstallMessageHandler(keepUnsavedQuitLog);
    }

    void TearDown() override {
        qInstallMessageHandler(previousHandler);
        window.reset();
        session.reset();
    }

    void holdLock() {
        auto other = store::Database::connect(path);
        ASSERT_TRUE(other) << other.error().message.toStdString();
        ASSERT_TRUE(other.value().exec(QStringLiteral("BEGIN IMMEDIATE"), QStringLiteral("locking")));
        lock.emplace(std::move(other).value());
    }
    void releaseLock() { ASSERT_TRUE(lock->exec(QStringLiteral("COMMIT"), QStringLiteral("unlocking"))); }

    // The initiative of `count` slots from slot `first` on: one command each.
    void play(int count, int first = 0) {
        EncounterController& controller = *window->encounter();
        for (int i = first; i < first + count; ++i) {
            engine::commands::SetInitiative set;
            set.who = controller.state().slots.at(static_cast<std::size_t>(i)).id;
            set.value = 20 - i;
            ASSERT_TRUE(controller.submit(set).accepted);
        }
    }

    [[nodiscard]] qint64 storedIn(const QString& file) const {
        auto db = store::Database::open(file);
        EXPECT_TRUE(db) << db.error().message.toStdString();
        return db ? store::CommandLog(db.value()).count(encounterId).value() : -1;
    }

    // Answers the next message box from inside its event loop.
    void whenAsked(const std::function<void(QMessageBox&)>& answer) {
        auto* poll = new QTimer(window.get());
        QObject::connect(poll, &QTimer::timeout, poll, [poll, answer] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr || !box->isVisible()) {
                return;
            }
            poll->stop();
            poll->deleteLater();
            answer(*box);
        });
        poll->start(10);
    }
};

TEST_F(UnsavedQuitTest, CtrlQAsksAndARetryOnceTheLockIsGoneWritesEveryCommandAndQuits) {
    holdLock();
    play(3);
    QString asked;
    QString why;
    whenAsked([&](QMessageBox& box) {
        asked = box.text();
        why = box.informativeText();
        releaseLock();
        clickIn(box, "retryButton");
    });
    QTest::keySequence(window.get(), QKeySequence(Qt::CTRL | Qt::Key_Q));

    EXPECT_EQ(asked, QStringLiteral("3 commands of 'Saibamen in the wasteland' are not saved."));
    EXPECT_TRUE(why.contains(QStringLiteral("in use by another running Scouter"))) << why.toStdString();
    EXPECT_FALSE(window->isVisible()) << "the window did not close once everything was written";
    EXPECT_EQ(session->writer().pending(), 0U);
    EXPECT_EQ(storedIn(path), 3);
}

TEST_F(UnsavedQuitTest, ARetryThatFailsAsksAgainAndCancelKeepsTheWindowAndTheCommands) {
    holdLock();
    play(2);
    QString again;
    whenAsked([&](QMessageBox& box) {
        whenAsked([&](QMessageBox& second) {
            again = second.text();
            clickIn(second, "cancelButton");
        });
        clickIn(box, "retryButton"); // still locked
    });
    EXPECT_FALSE(window->close());

    EXPECT_EQ(again, QStringLiteral("2 commands of 'Saibamen in the wasteland' are not saved."));
    EXPECT_TRUE(window->isVisible());
    EXPECT_EQ(session->writer().pending(), 2U);
    // The fight goes on: once the lock is gone the next command writes all three.
    releaseLock();
    play(1, 2);
    ASSERT_TRUE(session->writer().flush());
    EXPECT_EQ(storedIn(path), 3);
}

TEST_F(UnsavedQuitTest, SaveACopyElsewhereWritesTheCampaignWithEveryCommandThenQuits) {
    holdLock();
    play(3);
    const engine::EncounterState live = window->encounter()->state();
    const QString copy = folder.filePath(QStringLiteral("elsewhere.scouter"));
    window->setCopyPathChooser([&](QWidget*) { return copy; });
    whenAsked([](QMessageBox& box) { clickIn(box, "saveCopyButton"); });
    EXPECT_TRUE(window->close());
    EXPECT_FALSE(window->isVisible());
    EXPECT_TRUE(unsavedQuitLog().join(QLatin1Char('\n')).contains(copy))
        << unsavedQuitLog().join(QLatin1Char('\n')).toStdString();

    auto db = store::Database::open(copy);
    ASSERT_TRUE(db) << db.error().message.toStdString();
    auto replayed = store::EncounterReplay::load(db.value(), encounterId);
    ASSERT_TRUE(replayed) << replayed.error().message.toStdString();
    EXPECT_EQ(replayed.value().commands, 3);
    EXPECT_TRUE(replayed.value().state == live) << "the copy does not replay to the state that was played";
    releaseLock();
    EXPECT_EQ(storedIn(path), 0) << "the campaign file itself is left as it was";
}

TEST_F(UnsavedQuitTest, DiscardQuitsAndSaysHowManyCommandsWereLost) {
    holdLock();
    play(1);
    QString asked;
    QString button;
    whenAsked([&](QMessageBox& box) {
        asked = box.text();
        button = box.findChild<QPushButton*>(QStringLiteral("discardButton"))->text();
        clickIn(box, "discardButton");
    });
    EXPECT_TRUE(window->close());

    EXPECT_EQ(asked, QStringLiteral("1 command of 'Saibamen in the wasteland' is not saved."));
    EXPECT_EQ(button, QStringLiteral("Quit and &Discard 1 Command"));
    EXPECT_TRUE(unsavedQuitLog().contains(
        QStringLiteral("Scouter quit without saving: 1 command of 'Saibamen in the wasteland' is not saved.")))
        << unsavedQuitLog().join(QLatin1Char('\n')).toStdString();
    releaseLock();
    EXPECT_EQ(storedIn(path), 0);
}

TEST_F(UnsavedQuitTest, WithEverythingSavedTheWindowClosesWithoutAsking) {
    play(3);
    bool asked = false;
    whenAsked([&](QMessageBox& box) {
        asked = true;
        clickIn(box, "cancelButton");
    });
    EXPECT_TRUE(window->close());
    EXPECT_FALSE(asked);
    EXPECT_EQ(storedIn(path), 3);
}

TEST(UnsavedQuitSummary, NamesEachEncounterWithItsCount) {
    EXPECT_EQ(UnsavedQuit::describe({{1, QStringLiteral("Ambush"), 1}}),
              QStringLiteral("1 command of 'Ambush' is not saved"));
    EXPECT_EQ(UnsavedQuit::describe({{1, QStringLiteral("Ambush"), 3}, {2, QStringLiteral("On Namek"), 1}}),
              QStringLiteral("3 commands of 'Ambush' and 1 command of 'On Namek' are not saved"));
    EXPECT_EQ(
        UnsavedQuit::describe({{1, QStringLiteral("A"), 2}, {2, QStringLiteral("B"), 2}, {3, QStringLiteral("C"), 2}}),
        QStringLiteral("2 commands of 'A', 2 commands of 'B' and 2 commands of 'C' are not saved"));
}

// A copy saved on quitting never replaces an earlier one (saveCopy refuses an existing file): the
// next one takes the next free name, whichever of SQLite's files of a campaign holds the name.
TEST(UnsavedQuitCopyName, EachCopyNextToTheCampaignTakesTheNextFreeName) {
    const QTemporaryDir folder;
    const QString campaign = folder.filePath(QStringLiteral("demo.scouter"));
    const QString first = folder.filePath(QStringLiteral("demo with unsaved commands.scouter"));
    EXPECT_EQ(UnsavedQuit::copyPathIn(folder.path(), campaign), first);
    ASSERT_TRUE(QFile(first).open(QIODevice::WriteOnly));
    const QString second = folder.filePath(QStringLiteral("demo with unsaved commands 2.scouter"));
    EXPECT_EQ(UnsavedQuit::copyPathIn(folder.path(), campaign), second);
    ASSERT_TRUE(QFile(second + QStringLiteral("-wal")).open(QIODevice::WriteOnly));
    EXPECT_EQ(UnsavedQuit::copyPathIn(folder.path(), campaign),
              folder.filePath(QStringLiteral("demo with unsaved commands 3.scouter")));
}

} // namespace
} // namespace scouter::ui
