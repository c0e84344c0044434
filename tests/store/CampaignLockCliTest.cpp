// The single-writer rule through scouter-cli, as separate processes meet it: a writing command is
// refused while another Scouter writes the campaign, a reading one reads alongside; two commands
// creating one new campaign both get it; a read-only mount is read, never written.
#include "Database.h"
#include "StoreCli.h"
#include "TestFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <array>
#include <memory>

namespace {

class CampaignLockCliTest : public ::testing::Test {
protected:
    [[nodiscard]] QString path(const QString& name) const { return m_dir.filePath(name); }

    // A campaign with the ambush stored as encounter 1, and an export of it to import.
    void makeCampaign(const QString& db, const QString& exported) const {
        const StoreCliRun stored =
            runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()});
        ASSERT_EQ(stored.exitCode, 0) << stored.err.toStdString();
        const StoreCliRun exportRun = runStoreCli(
            {QStringLiteral("export"), QStringLiteral("--database"), db, QStringLiteral("--output"), exported});
        ASSERT_EQ(exportRun.exitCode, 0) << exportRun.err.toStdString();
    }

    QTemporaryDir m_dir;
};

TEST_F(CampaignLockCliTest, WhileAScouterWritesTheCampaignWritingCommandsAreRefusedAndReadingOnesRead) {
    const QString db = path(QStringLiteral("campaign.scouter"));
    const QString exported = path(QStringLiteral("export.json"));
    makeCampaign(db, exported);
    // This test process is the Scouter that has the campaign open for writing.
    auto holder = scouter::store::Database::open(db);
    ASSERT_TRUE(holder.ok()) << holder.error().message.toStdString();
    const QString pid = QStringLiteral("process %1").arg(QCoreApplication::applicationPid());

    for (const QStringList& writing :
         {QStringList{QStringLiteral("import"), QStringLiteral("--database"), db, exported},
          QStringList{QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()}}) {
        const StoreCliRun run = runStoreCli(writing);
        EXPECT_EQ(run.exitCode, 1) << writing.front().toStdString() << ": " << run.out.toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("being written by another Scouter"))) << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(pid)) << run.err.toStdString();
    }
    for (const QStringList& reading :
         {QStringList{QStringLiteral("encounters"), QStringLiteral("--database"), db},
          QStringList{QStringLiteral("state"), QStringLiteral("--database"), db, QStringLiteral("1")},
          QStringList{QStringLiteral("log"), QStringLiteral("--database"), db, QStringLiteral("1")},
          QStringList{QStringLiteral("search"), QStringLiteral("--database"), db, QStringLiteral("defeated")},
          QStringList{QStringLiteral("export"), QStringLiteral("--database"), db, QStringLiteral("1"),
                      QStringLiteral("--format"), QStringLiteral("md")}}) {
        const StoreCliRun run = runStoreCli(reading);
        EXPECT_EQ(run.exitCode, 0) << reading.front().toStdString() << ": " << run.err.toStdString();
        EXPECT_FALSE(run.out.isEmpty()) << reading.front().toStdString();
    }
    EXPECT_EQ(testfiles::queryValue(db, QStringLiteral("SELECT count(*) FROM encounters")), QStringLiteral("1"))
        << "a refused command wrote to the campaign";
}

TEST_F(CampaignLockCliTest, TwoCommandsCreatingTheSameNewCampaignBothGetIt) {
    constexpr int kPairs = 20;
    int failures = 0;
    for (int pair = 0; pair < kPairs; ++pair) {
        const QString db = path(QStringLiteral("new-%1.scouter").arg(pair));
        std::array<std::unique_ptr<QProcess>, 2> processes;
        for (auto& process : processes) {
            process = std::make_unique<QProcess>();
            process->start(QStringLiteral(SCOUTER_CLI),
                           {QStringLiteral("encounters"), QStringLiteral("--database"), db});
        }
        for (auto& process : processes) {
            ASSERT_TRUE(process->waitForFinished(60000));
            const QString err = QString::fromUtf8(process->readAllStandardError());
            if (process->exitCode() != 0) {
                ++failures;
                ADD_FAILURE() << "pair " << pair << ": " << err.toStdString();
            }
            EXPECT_FALSE(err.contains(QStringLiteral("migrat"))) << err.toStdString();
        }
        EXPECT_EQ(testfiles::queryValue(db, QStringLiteral("SELECT count(*) FROM encounters")), QStringLiteral("0"));
    }
    EXPECT_EQ(failures, 0);
}

// A real read-only mount, in a mount namespace of its own (`unshare -rm`, which needs no root).
TEST_F(CampaignLockCliTest, OnAReadOnlyMountTheCampaignIsReadAndNeverWritten) {
    const QString exported = path(QStringLiteral("export.json"));
    makeCampaign(path(QStringLiteral("source.scouter")), exported);
    const QString mountPoint = path(QStringLiteral("mount"));
    ASSERT_TRUE(QDir().mkpath(mountPoint));
    const QString script = QStringLiteral(
        "dir=$1; cli=$2; scenario=$3; exported=$4; db=$dir/campaign.scouter\n"
        "mount -t tmpfs -o size=16m tmpfs \"$dir\" || exit 90\n"
        "\"$cli\" scenario --database \"$db\" \"$scenario\" > /dev/null || exit 91\n"
        "mount -o remount,ro \"$dir\" || exit 92\n"
        "sum=$(cksum < \"$db\")\n"
        "echo \"== encounters\"; \"$cli\" encounters --database \"$db\"; echo \"== exit $?\"\n"
        "echo \"== state\"; \"$cli\" state --database \"$db\" 1 > /dev/null; echo \"== exit $?\"\n"
        "echo \"== import\"; \"$cli\" import --database \"$db\" \"$exported\" 2>&1; echo \"== exit $?\"\n"
        "[ \"$sum\" = \"$(cksum < \"$db\")\" ] && echo \"== unchanged\"\n"
        "echo \"== files\"; ls -A \"$dir\"\n");
    QProcess shell;
    shell.start(QStringLiteral("unshare"),
                {QStringLiteral("-rm"), QStringLiteral("sh"), QStringLiteral("-c"), script, QStringLiteral("sh"),
                 mountPoint, QStringLiteral(SCOUTER_CLI), ambushScenario(), exported});
    ASSERT_TRUE(shell.waitForFinished(120000));
    const QString out = QString::fromUtf8(shell.readAllStandardOutput());
    const QString err = QString::fromUtf8(shell.readAllStandardError());
    ASSERT_EQ(shell.exitCode(), 0) << "unshare -rm with a tmpfs mount is needed here: " << err.toStdString();
    const QStringList sections = out.split(QStringLiteral("== "), Qt::SkipEmptyParts);
    ASSERT_EQ(sections.size(), 8) << out.toStdString() << err.toStdString();
    EXPECT_TRUE(sections[0].startsWith(QStringLiteral("encounters\n   1  "))) << sections[0].toStdString();
    EXPECT_EQ(sections[1], QStringLiteral("exit 0\n")) << err.toStdString();
    EXPECT_EQ(sections[3], QStringLiteral("exit 0\n")) << err.toStdString();
    EXPECT_TRUE(sections[4].contains(QStringLiteral("read-only"))) << sections[4].toStdString();
    EXPECT_EQ(sections[5], QStringLiteral("exit 1\n"));
    EXPECT_EQ(sections[6], QStringLiteral("unchanged\n"));
    EXPECT_EQ(sections[7], QStringLiteral("files\ncampaign.scouter\n")) << "a -wal, -shm or lock was left on the mount";
}

} // namespace
