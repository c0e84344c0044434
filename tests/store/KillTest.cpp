#include "StoreCli.h"
#include "TestFiles.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include <gtest/gtest.h>

#include <csignal>
#include <random>

namespace {

// A child `scouter-cli scenario --database` is killed with SIGKILL at a random moment of its run.
// Whatever it managed to store must be a healthy file whose encounter equals the live run
// stopped after the same number of commands: no command half-written, none lost once stored.
TEST(KillTest, AKilledRunLeavesExactlyTheCommandsItStored) {
    constexpr int kTrials = 24;
    // How long an undisturbed run takes here, so the kills spread over all of it.
    qint64 fullRunMs = 0;
    {
        QTemporaryDir dir;
        QElapsedTimer timer;
        timer.start();
        const StoreCliRun run = runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"),
                                             dir.filePath(QStringLiteral("full.scouter")), ambushScenario()});
        fullRunMs = timer.elapsed();
        ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    }
    std::mt19937 random(20260501);
    std::uniform_int_distribution<qint64> moment(0, fullRunMs);
    int partial = 0;
    for (int trial = 0; trial < kTrials; ++trial) {
        SCOPED_TRACE("trial " + std::to_string(trial));
        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("campaign.scouter"));
        QProcess child;
        child.start(QStringLiteral(SCOUTER_CLI),
                    {QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()});
        ASSERT_TRUE(child.waitForStarted());
        QThread::msleep(static_cast<unsigned long>(moment(random)));
        ::kill(static_cast<pid_t>(child.processId()), SIGKILL);
        child.waitForFinished();

        if (!QFile::exists(db)) {
            continue; // killed before it created the campaign
        }
        EXPECT_EQ(testfiles::queryValue(db, QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));
        if (testfiles::queryValue(db, QStringLiteral("SELECT count(*) FROM encounters")) != QStringLiteral("1")) {
            continue; // killed before the encounter was created
        }
        const StoreCliRun stored =
            runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), db, QStringLiteral("1")});
        ASSERT_EQ(stored.exitCode, 0) << stored.err.toStdString();
        const int commands = stored.json().value(QStringLiteral("commands")).toInt();
        const StoreCliRun live =
            runStoreCli({QStringLiteral("scenario"), ambushScenario(), QStringLiteral("--stop-after"),
                         QString::number(commands), QStringLiteral("--state")});
        EXPECT_EQ(stored.json(), live.json()) << "after " << commands << " stored commands";
        if (child.exitStatus() == QProcess::CrashExit && commands > 0) {
            ++partial;
        }
    }
    std::cout << "[ kill    ] " << kTrials << " trials over a " << fullRunMs << " ms run, " << partial
              << " killed mid-run with commands stored\n";
    EXPECT_GT(partial, 0) << "no trial hit the run while it was storing commands";
}

} // namespace
