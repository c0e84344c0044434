// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignFile.h"
#include "CharacterRepository.h"
#include "Database.h"
#include "Version.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

constexpr int kTimeoutMs = 10'000;

// The data and settings folders of every run are a fresh temporary one: a run without --database
// creates the default campaign there, and the window saves its layout there, never in the
// developer's own folders.
const QTemporaryDir& dataHome() {
    static const QTemporaryDir folder;
    return folder;
}

QProcessEnvironment offscreenEnvironment() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), dataHome().path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), dataHome().path() + QStringLiteral("/config"));
    return environment;
}

QByteArray sha256Of(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

// Runs the built `scouter` binary to the end; fails the test if it does not end in time.
struct Finished {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString standardOutput;
    QString standardError;
    qint64 elapsedMs = 0;
};

Finished runScouter(const QStringList& arguments, const QProcessEnvironment& environment) {
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(SCOUTER_GUI_BINARY), arguments);
    EXPECT_TRUE(process.waitForStarted(kTimeoutMs)) << process.errorString().toStdString();
    const bool finished = process.waitForFinished(kTimeoutMs);
    EXPECT_TRUE(finished) << "scouter did not exit within " << kTimeoutMs << " ms";
    if (!finished) {
        process.kill();
        process.waitForFinished();
    }
    return {process.exitCode(), process.exitStatus(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError()), timer.elapsed()};
}

TEST(ScouterBinaryTest, ExitWhenShownQuitsCleanlyOnceTheWindowHasPainted) {
    const Finished run = runScouter({QStringLiteral("--exit-when-shown")}, offscreenEnvironment());
    EXPECT_EQ(run.exitStatus, QProcess::NormalExit);
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_LT(run.elapsedMs, 5'000);
}

TEST(ScouterBinaryTest, WithoutDatabaseTheDefaultCampaignIsCreatedInTheDataFolder) {
    const Finished run = runScouter({QStringLiteral("--exit-when-shown")}, offscreenEnvironment());
    EXPECT_EQ(run.exitCode, 0) << run.standardError.toStdString();
    EXPECT_TRUE(QFileInfo::exists(dataHome().filePath(QStringLiteral("scouter/campaign.scouter"))));
}

TEST(ScouterBinaryTest, ANewDatabaseFileGetsTheDemoCampaign) {
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("new/first.scouter"));
    const Finished run =
        runScouter({QStringLiteral("--exit-when-shown"), QStringLiteral("--database"), path}, offscreenEnvironment());
    EXPECT_EQ(run.exitStatus, QProcess::NormalExit);
    EXPECT_EQ(run.exitCode, 0) << run.standardError.toStdString();
    EXPECT_LT(run.elapsedMs, 5'000);
    ASSERT_TRUE(QFileInfo::exists(path));
    EXPECT_GT(QFileInfo(path).size(), 0);

    // A second start opens the same campaign instead of adding a second demo to it.
    const Finished again =
        runScouter({QStringLiteral("--exit-when-shown"), QStringLiteral("--database"), path}, offscreenEnvironment());
    EXPECT_EQ(again.exitCode, 0) << again.standardError.toStdString();
    auto db = scouter::store::CampaignFile::open(path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    auto characters = scouter::store::CharacterRepository(db.value()).list();
    ASSERT_TRUE(characters.ok());
    EXPECT_EQ(characters.value().size(), 12U); // the demo's five DBU, three True20 and four Fatewalker characters
}

TEST(ScouterBinaryTest, AFileOfRandomBytesIsRefusedAndLeftExactlyAsItWas) {
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("noise.scouter"));
    {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        QByteArray noise(64 * 1024, Qt::Uninitialized);
        QRandomGenerator generator(20261122);
        for (char& byte : noise) {
            byte = static_cast<char>(generator.bounded(256));
        }
        ASSERT_EQ(file.write(noise), noise.size());
    }
    const QByteArray before = sha256Of(path);
    const QDateTime modifiedBefore = QFileInfo(path).lastModified();

    // No --exit-when-shown: the box is skipped because the platform is offscreen, as a real
    // headless start would be; the test would time out if it waited for a click.
    const Finished run = runScouter({QStringLiteral("--database"), path}, offscreenEnvironment());
    EXPECT_EQ(run.exitStatus, QProcess::NormalExit);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.standardError.contains(QStringLiteral("cannot open the campaign")))
        << run.standardError.toStdString();
    EXPECT_TRUE(run.standardError.contains(path)) << run.standardError.toStdString();

    EXPECT_EQ(sha256Of(path), before);
    EXPECT_EQ(QFileInfo(path).lastModified(), modifiedBefore);
    // Nothing was made next to it either: no journal, no WAL, no backup.
    EXPECT_EQ(QDir(folder.path()).entryList(QDir::Files), QStringList({QStringLiteral("noise.scouter")}));
}

// The start builds the schema a campaign should have on another thread while the toolkit starts;
// the file is still held to it.
TEST(ScouterBinaryTest, ACampaignWhoseSchemaWasChangedIsRefusedAtStartAndLeftAsItWas) {
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("edited.scouter"));
    {
        auto made = scouter::store::CampaignFile::open(path, scouter::store::CampaignFile::WhenNew::WithDemo);
        ASSERT_TRUE(made.ok()) << made.error().message.toStdString();
    }
    {
        QSqlDatabase editor = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("schema-editor"));
        editor.setDatabaseName(path);
        ASSERT_TRUE(editor.open());
        QSqlQuery drop(editor);
        ASSERT_TRUE(drop.exec(QStringLiteral("DROP TRIGGER encounter_events_no_delete")))
            << drop.lastError().text().toStdString();
        drop.finish();
        editor.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("schema-editor"));
    const QByteArray before = sha256Of(path);

    const Finished run =
        runScouter({QStringLiteral("--database"), path, QStringLiteral("--exit-when-shown")}, offscreenEnvironment());
    EXPECT_EQ(run.exitStatus, QProcess::NormalExit);
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.standardError.contains(QStringLiteral("encounter_events_no_delete")))
        << run.standardError.toStdString();
    EXPECT_EQ(sha256Of(path), before);
}

TEST(ScouterBinaryTest, ASecondScouterOnACampaignBeingWrittenNamesTheWriterAndOffersToRead) {
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("campaign.scouter"));
    // This test process is the first Scouter: it has the campaign open for writing.
    auto first = scouter::store::CampaignFile::open(path, scouter::store::CampaignFile::WhenNew::WithDemo);
    ASSERT_TRUE(first.ok()) << first.error().message.toStdString();

    const Finished second =
        runScouter({QStringLiteral("--database"), path, QStringLiteral("--exit-when-shown")}, offscreenEnvironment());
    EXPECT_EQ(second.exitCode, 1) << "two windows write one campaign";
    const QString pid = QStringLiteral("process %1").arg(QCoreApplication::applicationPid());
    EXPECT_TRUE(second.standardError.contains(pid)) << second.standardError.toStdString();
    EXPECT_TRUE(second.standardError.contains(QStringLiteral("--read-only"))) << second.standardError.toStdString();

    const Finished reading = runScouter(
        {QStringLiteral("--database"), path, QStringLiteral("--read-only"), QStringLiteral("--exit-when-shown")},
        offscreenEnvironment());
    EXPECT_EQ(reading.exitCode, 0) << reading.standardError.toStdString();
    EXPECT_TRUE(reading.standardError.contains(QStringLiteral("is open read-only")))
        << reading.standardError.toStdString();
}

TEST(ScouterBinaryTest, VersionPrintsTheVersionWithoutADisplay) {
    // No platform and no display at all: --version must not need a window system.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    const Finished run = runScouter({QStringLiteral("--version")}, environment);
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_EQ(run.standardOutput, QStringLiteral("scouter %1\n").arg(QString::fromLatin1(scouter::kVersion)));
}

TEST(ScouterBinaryTest, HelpListsExitWhenShownAndDatabase) {
    const Finished run = runScouter({QStringLiteral("--help")}, offscreenEnvironment());
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.standardOutput.contains(QStringLiteral("--exit-when-shown"))) << run.standardOutput.toStdString();
    EXPECT_TRUE(run.standardOutput.contains(QStringLiteral("--database <FILE>"))) << run.standardOutput.toStdString();
    EXPECT_TRUE(run.standardOutput.contains(QStringLiteral("--player-view"))) << run.standardOutput.toStdString();
}

TEST(ScouterBinaryTest, PlayerViewAtStartShowsTheDemoEncounterAndExitsCleanly) {
    const QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("players.scouter"));
    const Finished run =
        runScouter({QStringLiteral("--database"), path, QStringLiteral("--encounter"), QStringLiteral("1"),
                    QStringLiteral("--player-view"), QStringLiteral("--exit-when-shown")},
                   offscreenEnvironment());
    EXPECT_EQ(run.exitCode, 0) << run.standardError.toStdString();
}

TEST(ScouterBinaryTest, UnknownOptionIsRefused) {
    const Finished run = runScouter({QStringLiteral("--no-such-option")}, offscreenEnvironment());
    EXPECT_NE(run.exitCode, 0);
}

} // namespace
