#include "Version.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>

#include <gtest/gtest.h>

namespace {

constexpr int kTimeoutMs = 10'000;

QProcessEnvironment offscreenEnvironment() {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return environment;
}

// Runs the built `scouter` binary to the end; fails the test if it does not end in time.
struct Finished {
    int exitCode = -1;
    QProcess::ExitStatus exitStatus = QProcess::CrashExit;
    QString standardOutput;
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
            timer.elapsed()};
}

TEST(ScouterBinaryTest, ExitWhenShownQuitsCleanlyOnceTheWindowHasPainted) {
    const Finished run = runScouter({QStringLiteral("--exit-when-shown")}, offscreenEnvironment());
    EXPECT_EQ(run.exitStatus, QProcess::NormalExit);
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_LT(run.elapsedMs, 5'000);
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

TEST(ScouterBinaryTest, HelpListsExitWhenShown) {
    const Finished run = runScouter({QStringLiteral("--help")}, offscreenEnvironment());
    EXPECT_EQ(run.exitCode, 0);
    EXPECT_TRUE(run.standardOutput.contains(QStringLiteral("--exit-when-shown"))) << run.standardOutput.toStdString();
}

TEST(ScouterBinaryTest, UnknownOptionIsRefused) {
    const Finished run = runScouter({QStringLiteral("--no-such-option")}, offscreenEnvironment());
    EXPECT_NE(run.exitCode, 0);
}

} // namespace
