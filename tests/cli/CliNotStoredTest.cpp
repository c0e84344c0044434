// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13: a one-shot command whose write the store refuses says plainly that nothing was stored
// and exits non-zero. The store's message used to promise that "the next command saves again",
// which is the window's writer's behaviour: a one-shot run has no next command.
#include "CliProcess.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <array>

namespace {

TEST(CliNotStored, WritesRefusedByALockedCampaignSayNothingWasStored) {
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    const QString db = home.filePath(QStringLiteral("campaign.scouter"));
    const QString exported = home.filePath(QStringLiteral("demo.json"));
    // A campaign, and a file to import into it: the demo campaign, exported.
    ASSERT_EQ(
        runCli({QStringLiteral("encounters"), QStringLiteral("--database"), db}, environment, home.path()).exitCode, 0);
    const CliRun demo =
        runCli({QStringLiteral("export"), QStringLiteral("--output"), exported}, environment, home.path());
    ASSERT_EQ(demo.exitCode, 0) << demo.err.toStdString();

    std::array<CliRun, 2> runs;
    {
        // Another program holds the write lock for as long as both commands wait for it.
        QSqlDatabase lock = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("cliNotStoredLock"));
        lock.setDatabaseName(db);
        ASSERT_TRUE(lock.open());
        ASSERT_TRUE(QSqlQuery(lock).exec(QStringLiteral("BEGIN IMMEDIATE")));
        const std::array<QStringList, 2> commands{
            QStringList{QStringLiteral("scenario"), QStringLiteral("--database"), db,
                        QStringLiteral(SCOUTER_STORE_FIXTURES "/saibamen-ambush.scenario.json")},
            QStringList{QStringLiteral("import"), QStringLiteral("--database"), db, exported}};
        // Both at once: each waits out the store's busy timeout before it gives up.
        std::array<QProcess, 2> processes;
        for (std::size_t i = 0; i < processes.size(); ++i) {
            processes.at(i).setProcessEnvironment(environment);
            processes.at(i).start(QStringLiteral(SCOUTER_CLI), commands.at(i));
        }
        for (std::size_t i = 0; i < processes.size(); ++i) {
            ASSERT_TRUE(processes.at(i).waitForFinished(60000));
            runs.at(i) = {processes.at(i).exitCode(), QString::fromUtf8(processes.at(i).readAllStandardOutput()),
                          QString::fromUtf8(processes.at(i).readAllStandardError())};
        }
        ASSERT_TRUE(QSqlQuery(lock).exec(QStringLiteral("ROLLBACK")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("cliNotStoredLock"));

    // Whichever of the two commands takes the campaign's lock file first is refused by the other
    // program's SQLite lock; the other one is refused by that command's lock file.
    const auto refusedForTheLock = [](const CliRun& run) {
        return run.err.contains(QStringLiteral("in use by another running Scouter")) ||
               run.err.contains(QStringLiteral("is being written by another Scouter"));
    };
    const CliRun& scenario = runs.at(0);
    EXPECT_EQ(scenario.exitCode, 1) << scenario.err.toStdString();
    EXPECT_TRUE(refusedForTheLock(scenario)) << scenario.err.toStdString();
    EXPECT_TRUE(scenario.err.contains(QStringLiteral("\nNothing was stored.\n"))) << scenario.err.toStdString();
    const CliRun& import = runs.at(1);
    EXPECT_EQ(import.exitCode, 1) << import.err.toStdString();
    EXPECT_TRUE(refusedForTheLock(import)) << import.err.toStdString();
    EXPECT_TRUE(import.err.contains(QStringLiteral("\nNothing was imported: the campaign is as it was.\n")))
        << import.err.toStdString();
    for (const CliRun& run : runs) {
        EXPECT_FALSE(run.err.contains(QStringLiteral("next command"))) << run.err.toStdString();
    }
    // And indeed nothing: the campaign is still empty.
    const CliRun list =
        runCli({QStringLiteral("encounters"), QStringLiteral("--database"), db, QStringLiteral("--json")}, environment,
               home.path());
    ASSERT_EQ(list.exitCode, 0) << list.err.toStdString();
    EXPECT_EQ(QJsonDocument::fromJson(list.out.toUtf8()).array().size(), 0);
}

} // namespace
