// SPDX-License-Identifier: GPL-3.0-or-later
// The single-writer rule through scouter-cli, as separate processes meet it: a writing command is
// refused while another Scouter writes the campaign, by whatever name (a symbolic or a hard link),
// a reading one reads alongside; two commands creating one new campaign both get it; a read-only
// mount is read, never written; a lock file that is not one (a link to /dev/zero, a named pipe, a
// huge file) is refused at once, saying what it is.
#include "Database.h"
#include "StoreCli.h"
#include "TestFiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <array>
#include <memory>

#include <sys/stat.h>
#include <unistd.h>

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

    // A run that must end by itself within `limitMs`: a command stuck on a lock file is a defect,
    // so one still running then is killed and reported as not finished.
    struct BoundedRun {
        bool finished = false;
        StoreCliRun run;
    };
    [[nodiscard]] static BoundedRun runWithin(const QStringList& args, int limitMs) {
        QProcess process;
        process.start(QStringLiteral(SCOUTER_CLI), args);
        BoundedRun bounded;
        bounded.finished = process.waitForFinished(limitMs);
        if (!bounded.finished) {
            process.kill();
            process.waitForFinished();
        }
        bounded.run = {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
                       QString::fromUtf8(process.readAllStandardError())};
        return bounded;
    }

    [[nodiscard]] static int encounters(scouter::store::Database& db) {
        QSqlQuery query(db.connection());
        return query.exec(QStringLiteral("SELECT count(*) FROM encounters")) && query.next() ? query.value(0).toInt()
                                                                                             : -1;
    }

    QTemporaryDir m_dir;
};

// Long enough for scouter-cli under the sanitizers on a busy machine; a command that waits on a
// lock file that never ends (a named pipe, /dev/zero) takes for ever.
constexpr int kLockFileLimitMs = 20000;

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

// The lock belongs to the file, not to a name: a second writer through a symbolic link or a hard
// link in another folder is refused, and the first writer goes on writing.
TEST_F(CampaignLockCliTest, ALinkToTheCampaignIsTheSameCampaignForTheOneWriterRule) {
    const QString db = path(QStringLiteral("campaign.scouter"));
    const QString exported = path(QStringLiteral("export.json"));
    makeCampaign(db, exported);
    ASSERT_TRUE(QDir().mkpath(path(QStringLiteral("elsewhere"))));
    const QString symlink = path(QStringLiteral("elsewhere/linked.scouter"));
    const QString hardLink = path(QStringLiteral("elsewhere/hard.scouter"));
    ASSERT_TRUE(QFile::link(db, symlink));
    ASSERT_EQ(::link(QFile::encodeName(db).constData(), QFile::encodeName(hardLink).constData()), 0);
    auto holder = scouter::store::Database::open(db);
    ASSERT_TRUE(holder.ok()) << holder.error().message.toStdString();
    const QString pid = QStringLiteral("process %1").arg(QCoreApplication::applicationPid());

    const StoreCliRun throughSymlink =
        runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), symlink, ambushScenario()});
    EXPECT_EQ(throughSymlink.exitCode, 1) << throughSymlink.out.toStdString();
    EXPECT_TRUE(throughSymlink.err.contains(QStringLiteral("being written by another Scouter")))
        << throughSymlink.err.toStdString();
    EXPECT_TRUE(throughSymlink.err.contains(pid)) << throughSymlink.err.toStdString();
    EXPECT_TRUE(throughSymlink.err.contains(QStringLiteral("which opened it as %1").arg(db)))
        << throughSymlink.err.toStdString();

    const StoreCliRun throughHardLink =
        runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), hardLink, exported});
    EXPECT_EQ(throughHardLink.exitCode, 1) << throughHardLink.out.toStdString();
    EXPECT_TRUE(throughHardLink.err.contains(QStringLiteral("same file open under another name")))
        << throughHardLink.err.toStdString();

    // Reading through either name reads alongside.
    for (const QString& name : {symlink, hardLink}) {
        const StoreCliRun reading = runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), name});
        EXPECT_EQ(reading.exitCode, 0) << reading.err.toStdString();
        EXPECT_TRUE(reading.out.contains(QStringLiteral("   1  "))) << reading.out.toStdString();
    }
    EXPECT_FALSE(QFile::exists(symlink + QStringLiteral(".lock")));
    EXPECT_FALSE(QFile::exists(hardLink + QStringLiteral(".lock")));
    EXPECT_EQ(encounters(holder.value()), 1) << "a refused command wrote to the campaign";
    EXPECT_TRUE(holder.value().exec(QStringLiteral("INSERT INTO characters (ruleset, name, kind, created_at, "
                                                   "updated_at) VALUES ('dbu', 'Goku', 'pc', 'now', 'now')"),
                                    QStringLiteral("saving after the refusals")))
        << "the first writer can no longer write";
}

// A lock file that is a link to /dev/zero (endless), a named pipe (a read waits for a writer) or a
// huge file is not read: the writing command is refused at once and says what the file is, the
// reading one reads; the file is left as it was.
TEST_F(CampaignLockCliTest, ALockFileThatIsNotOneIsRefusedAtOnceSayingWhatItIs) {
    const QString db = path(QStringLiteral("campaign.scouter"));
    const QString exported = path(QStringLiteral("export.json"));
    makeCampaign(db, exported);
    const QString lock = db + QStringLiteral(".lock");
    const auto writeAndRead = [&](const QString& says) {
        const BoundedRun writing = runWithin(
            {QStringLiteral("scenario"), QStringLiteral("--database"), db, ambushScenario()}, kLockFileLimitMs);
        ASSERT_TRUE(writing.finished) << "scouter-cli scenario still ran after " << kLockFileLimitMs << " ms";
        EXPECT_EQ(writing.run.exitCode, 1) << writing.run.out.toStdString();
        EXPECT_TRUE(writing.run.err.contains(QStringLiteral("its lock file %1 is not one Scouter writes").arg(lock)))
            << writing.run.err.toStdString();
        EXPECT_TRUE(writing.run.err.contains(says)) << writing.run.err.toStdString();
        const BoundedRun reading =
            runWithin({QStringLiteral("encounters"), QStringLiteral("--database"), db}, kLockFileLimitMs);
        ASSERT_TRUE(reading.finished) << "scouter-cli encounters still ran after " << kLockFileLimitMs << " ms";
        EXPECT_EQ(reading.run.exitCode, 0) << reading.run.err.toStdString();
        EXPECT_EQ(testfiles::queryValue(db, QStringLiteral("SELECT count(*) FROM encounters")), QStringLiteral("1"));
    };

    ASSERT_TRUE(QFile::link(QStringLiteral("/dev/zero"), lock));
    writeAndRead(QStringLiteral("it is a symbolic link to /dev/zero"));
    EXPECT_EQ(QFile::symLinkTarget(lock), QStringLiteral("/dev/zero"));
    ASSERT_TRUE(QFile::remove(lock));

    ASSERT_EQ(::mkfifo(QFile::encodeName(lock).constData(), 0600), 0);
    writeAndRead(QStringLiteral("it is a named pipe"));
    ASSERT_TRUE(QFile::remove(lock));

    // Sparse: it takes no room, but an unbounded read would hold all of it in memory.
    constexpr qint64 kHugeBytes = qint64(256) << 20;
    {
        QFile huge(lock);
        ASSERT_TRUE(huge.open(QIODevice::WriteOnly));
        ASSERT_TRUE(huge.resize(kHugeBytes));
    }
    writeAndRead(QStringLiteral("it holds %1 bytes").arg(kHugeBytes));
    EXPECT_EQ(QFileInfo(lock).size(), kHugeBytes);
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
