// SPDX-License-Identifier: GPL-3.0-or-later
// The real `scouter` told to quit by a signal (a logout or shutdown: SIGTERM; a closed terminal:
// SIGHUP; Ctrl+C: SIGINT) while commands it played could not be saved: it tries once more, then
// writes a copy (next to the campaign, else in the home folder) and says where on stderr; with
// nothing unsaved it quits cleanly and says so. The ARC's hands and the full disk are a library
// loaded into it (ScouterDriverPreload.cpp): it types one initiative, the disk refuses to grow.
#include "CommandLog.h"
#include "Database.h"
#include "DemoCampaign.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <csignal>

namespace {

constexpr int kQuitTimeoutMs = 60'000; // a start, a failed save and a copy under the sanitizers
constexpr qint64 kQuitDemoEncounter = 1;

class QuitSignal : public ::testing::Test {
protected:
    QTemporaryDir root;
    QString disk = root.filePath(QStringLiteral("disk"));
    QString home = root.filePath(QStringLiteral("home"));
    QString path = root.filePath(QStringLiteral("disk/demo.scouter"));
    QString full = root.filePath(QStringLiteral("disk-is-full")); // while it exists, the disk has no room
    QProcess scouter;
    QString standardError;

    void SetUp() override {
        ASSERT_TRUE(QDir().mkpath(disk));
        ASSERT_TRUE(QDir().mkpath(home));
        auto db = scouter::store::Database::open(path);
        ASSERT_TRUE(db) << db.error().message.toStdString();
        auto demo = scouter::store::DemoCampaign::create(db.value());
        ASSERT_TRUE(demo) << demo.error().message.toStdString();
        ASSERT_EQ(demo.value(), kQuitDemoEncounter);
    }

    void TearDown() override {
        if (scouter.state() != QProcess::NotRunning) {
            scouter.kill();
            scouter.waitForFinished();
        }
    }

    void fillTheDisk() {
        QFile marker(full);
        ASSERT_TRUE(marker.open(QIODevice::WriteOnly));
    }

    // Starts scouter on the demo encounter; the driver types the first row's initiative.
    // `diskPrefix`: the files on the disk that fills (the campaign's, the folder's, all of them).
    void start(const QString& diskPrefix) {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("HOME"), home);
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), root.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), root.filePath(QStringLiteral("data")));
        environment.insert(QStringLiteral("LD_PRELOAD"), QStringLiteral(SCOUTER_DRIVER_PRELOAD));
        environment.insert(QStringLiteral("SCOUTER_TEST_DISK_PREFIX"), diskPrefix);
        environment.insert(QStringLiteral("SCOUTER_TEST_DISK_FULL_WHILE"), full);
        environment.insert(QStringLiteral("SCOUTER_TEST_PLAY_INITIATIVE"), QStringLiteral("d7"));
        scouter.setProcessEnvironment(environment);
        scouter.start(
            QStringLiteral(SCOUTER_GUI_BINARY),
            {QStringLiteral("--database"), path, QStringLiteral("--encounter"), QString::number(kQuitDemoEncounter)});
        ASSERT_TRUE(scouter.waitForStarted(kQuitTimeoutMs)) << scouter.errorString().toStdString();
    }

    // Reads stderr until a line holds `text`.
    void waitForLine(const QString& text) {
        QElapsedTimer timer;
        timer.start();
        while (!standardError.contains(text)) {
            ASSERT_LT(timer.elapsed(), kQuitTimeoutMs) << "never said \"" << text.toStdString() << "\":\n"
                                                       << standardError.toStdString();
            ASSERT_EQ(scouter.state(), QProcess::Running) << standardError.toStdString();
            scouter.waitForReadyRead(200);
            standardError += QString::fromUtf8(scouter.readAllStandardError());
        }
    }

    void signalAndWait(int signalNumber) {
        ASSERT_EQ(::kill(static_cast<pid_t>(scouter.processId()), signalNumber), 0);
        ASSERT_TRUE(scouter.waitForFinished(kQuitTimeoutMs)) << standardError.toStdString();
        standardError += QString::fromUtf8(scouter.readAllStandardError());
    }

    [[nodiscard]] static qint64 commandsIn(const QString& file) {
        auto db = scouter::store::Database::open(file);
        EXPECT_TRUE(db) << file.toStdString() << ": " << db.error().message.toStdString();
        if (!db) {
            return -1;
        }
        auto count = scouter::store::CommandLog(db.value()).count(kQuitDemoEncounter);
        EXPECT_TRUE(count) << count.error().message.toStdString();
        return count ? count.value() : -1;
    }

    [[nodiscard]] static QStringList campaignsIn(const QString& folder) {
        return QDir(folder).entryList({QStringLiteral("*.scouter")}, QDir::Files, QDir::Name);
    }
};

TEST_F(QuitSignal, SigtermWithTheCampaignsDiskFullSavesACopyNextToItAndSaysWhere) {
    fillTheDisk();
    start(path); // the campaign's own files cannot grow
    waitForLine(QStringLiteral("driver: save label: Not saved"));
    signalAndWait(SIGTERM);

    EXPECT_EQ(scouter.exitStatus(), QProcess::NormalExit) << standardError.toStdString();
    EXPECT_EQ(scouter.exitCode(), 1) << "the campaign itself lacks the command";
    const QString copy = QDir(disk).filePath(QStringLiteral("demo with unsaved commands.scouter"));
    EXPECT_TRUE(standardError.contains(QStringLiteral("SIGTERM"))) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(copy)) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QStringLiteral("1 command of 'Saibamen in the wasteland' could not be saved")))
        << standardError.toStdString();
    ASSERT_TRUE(QFileInfo::exists(copy)) << standardError.toStdString();
    QFile::remove(full);
    EXPECT_EQ(commandsIn(copy), 1);
    EXPECT_EQ(commandsIn(path), 0) << "the campaign is left as it was";
}

TEST_F(QuitSignal, SigintWithTheWholeFolderFullSavesTheCopyInTheHomeFolder) {
    fillTheDisk();
    start(disk + QLatin1Char('/')); // nothing in the campaign's folder can grow: a copy there fails too
    waitForLine(QStringLiteral("driver: save label: Not saved"));
    signalAndWait(SIGINT);

    EXPECT_EQ(scouter.exitStatus(), QProcess::NormalExit) << standardError.toStdString();
    EXPECT_EQ(scouter.exitCode(), 1);
    const QString copy = QDir(home).filePath(QStringLiteral("demo with unsaved commands.scouter"));
    EXPECT_TRUE(standardError.contains(QStringLiteral("SIGINT"))) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(copy)) << standardError.toStdString();
    EXPECT_EQ(campaignsIn(disk), QStringList{QStringLiteral("demo.scouter")}) << "a half-written copy was left";
    ASSERT_TRUE(QFileInfo::exists(copy)) << standardError.toStdString();
    QFile::remove(full);
    EXPECT_EQ(commandsIn(copy), 1);
}

TEST_F(QuitSignal, SighupOnceTheDiskHasRoomAgainSavesTheCommandInTheCampaignItself) {
    fillTheDisk();
    start(path);
    waitForLine(QStringLiteral("driver: save label: Not saved"));
    ASSERT_TRUE(QFile::remove(full)); // room again, but no command since to try the save again
    signalAndWait(SIGHUP);

    EXPECT_EQ(scouter.exitStatus(), QProcess::NormalExit) << standardError.toStdString();
    EXPECT_EQ(scouter.exitCode(), 0) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QStringLiteral("SIGHUP"))) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QStringLiteral("One more try saved 1 command of 'Saibamen in the wasteland'")))
        << standardError.toStdString();
    EXPECT_EQ(campaignsIn(disk), QStringList{QStringLiteral("demo.scouter")});
    EXPECT_EQ(commandsIn(path), 1);
}

TEST_F(QuitSignal, SigtermWithEverythingSavedQuitsCleanlyAndSaysSo) {
    start(path); // the disk has room
    waitForLine(QStringLiteral("driver: save label: Saved · 1 command"));
    signalAndWait(SIGTERM);

    EXPECT_EQ(scouter.exitStatus(), QProcess::NormalExit) << standardError.toStdString();
    EXPECT_EQ(scouter.exitCode(), 0) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QStringLiteral("Every command played is saved in %1").arg(path)))
        << standardError.toStdString();
    EXPECT_EQ(campaignsIn(disk), QStringList{QStringLiteral("demo.scouter")});
    EXPECT_EQ(campaignsIn(home), QStringList());
    EXPECT_EQ(commandsIn(path), 1);
}

TEST_F(QuitSignal, WhenNoCopyCanBeWrittenEitherStderrSaysTheCommandIsLost) {
    fillTheDisk();
    start(root.path() + QLatin1Char('/')); // the home folder is on the full disk too
    waitForLine(QStringLiteral("driver: save label: Not saved"));
    signalAndWait(SIGTERM);

    EXPECT_EQ(scouter.exitStatus(), QProcess::NormalExit) << standardError.toStdString();
    EXPECT_EQ(scouter.exitCode(), 1);
    EXPECT_TRUE(standardError.contains(QStringLiteral("They are lost."))) << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QDir(disk).filePath(QStringLiteral("demo with unsaved commands.scouter"))))
        << "the copy tried next to the campaign is not named:\n"
        << standardError.toStdString();
    EXPECT_TRUE(standardError.contains(QDir(home).filePath(QStringLiteral("demo with unsaved commands.scouter"))))
        << "the copy tried in the home folder is not named:\n"
        << standardError.toStdString();
    EXPECT_EQ(campaignsIn(disk), QStringList{QStringLiteral("demo.scouter")});
    EXPECT_EQ(campaignsIn(home), QStringList());
}

} // namespace
