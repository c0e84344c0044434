// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 1: `scouter-cli export --output` never replaces what it must not. The campaign
// (by any name: a link, a hard link), its own files (-wal, -shm, lock, backups, there or not
// yet), a device, a FIFO, a socket or a folder are refused before anything is written; a file
// already there is replaced only with --force; a full disk says so, exits 1 and leaves the file
// that was there as it was.
#include "Database.h"
#include "StoreCli.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>
#include <optional>

namespace {

[[nodiscard]] std::optional<struct stat> statOf(const QString& path) {
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0) {
        return std::nullopt;
    }
    return info;
}

class ExportOutputCliTest : public ::testing::Test {
protected:
    // Refused as expectRefused() says, with and without --force.
    void expectRefusedEvenForced(const QString& output, const QString& reason) const {
        expectRefused(output, reason);
        expectRefused(output, reason, {QStringLiteral("--force")});
    }

    void SetUp() override {
        const StoreCliRun stored =
            runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()});
        ASSERT_EQ(stored.exitCode, 0) << stored.err.toStdString();
        m_campaign = testfiles::readBytes(db());
        ASSERT_FALSE(m_campaign.isEmpty());
    }

    [[nodiscard]] QString path(const QString& name) const { return m_dir.filePath(name); }
    [[nodiscard]] QString db() const { return path(QStringLiteral("campaign.scouter")); }

    [[nodiscard]] StoreCliRun exportTo(const QString& output, const QStringList& more = {}) const {
        return runStoreCli(QStringList{QStringLiteral("export"), QStringLiteral("--database"), db(),
                                       QStringLiteral("--output"), output} +
                           more);
    }

    // Refused before anything was written: exit 2, the reason, and the file at `output` (when
    // there is one) is the very same file, not one renamed over it.
    void expectRefused(const QString& output, const QString& reason, const QStringList& more = {}) const {
        const auto before = statOf(output);
        const StoreCliRun run = exportTo(output, more);
        EXPECT_EQ(run.exitCode, 2) << output.toStdString() << ": " << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(reason)) << output.toStdString() << ": " << run.err.toStdString();
        EXPECT_TRUE(run.err.contains(QStringLiteral("Nothing was written."))) << run.err.toStdString();
        const auto after = statOf(output);
        ASSERT_EQ(before.has_value(), after.has_value()) << output.toStdString();
        if (before) {
            EXPECT_EQ(before->st_ino, after->st_ino) << output.toStdString() << " was replaced";
            EXPECT_EQ(before->st_mode, after->st_mode) << output.toStdString();
        }
    }

    // The campaign is as it was, byte for byte, and still holds its encounter.
    void expectCampaignIntact() const {
        EXPECT_EQ(testfiles::readBytes(db()), m_campaign) << "the campaign was written to";
        const StoreCliRun listed = runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), db()});
        EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
        EXPECT_TRUE(listed.out.startsWith(QStringLiteral("   1  "))) << listed.out.toStdString();
    }

    QTemporaryDir m_dir;
    QByteArray m_campaign;
};

TEST_F(ExportOutputCliTest, TheCampaignItselfIsRefusedByAnyNameAndInAnyFormat) {
    const QString symlink = path(QStringLiteral("link-to-campaign.json"));
    ASSERT_TRUE(QFile::link(db(), symlink));
    const QString hardLink = path(QStringLiteral("hard-link.json"));
    ASSERT_EQ(::link(QFile::encodeName(db()).constData(), QFile::encodeName(hardLink).constData()), 0);
    const QString campaignIs = QStringLiteral("is the campaign");
    expectRefused(db(), campaignIs);
    expectRefused(db(), campaignIs, {QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("md")});
    expectRefused(db(), campaignIs, {QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("html")});
    expectRefused(symlink, campaignIs);
    expectRefused(hardLink, campaignIs);
    // --force replaces a file of one's own, never the campaign.
    expectRefused(db(), campaignIs, {QStringLiteral("--force")});
    expectRefused(hardLink, campaignIs, {QStringLiteral("--force")});
    expectRefused(m_dir.path() + QStringLiteral("/./campaign.scouter"), campaignIs, {QStringLiteral("--force")});
    expectCampaignIntact();
}

TEST_F(ExportOutputCliTest, TheCampaignsOwnFilesAreRefusedWhetherThereOrNot) {
    // Not there: the campaign is closed, so it has no -wal, -shm or lock; refused by name.
    ASSERT_FALSE(QFile::exists(db() + QStringLiteral("-wal")));
    expectRefused(db() + QStringLiteral("-wal"), QStringLiteral("write-ahead log"));
    expectRefused(db() + QStringLiteral("-shm"), QStringLiteral("shared-memory index"));
    expectRefused(db() + QStringLiteral(".lock"), QStringLiteral("lock file"));
    expectRefused(db() + QStringLiteral(".backup-v3"), QStringLiteral("backup"));
    const QString danglingToWal = path(QStringLiteral("dangling.json"));
    ASSERT_TRUE(QFile::link(db() + QStringLiteral("-wal"), danglingToWal));
    expectRefusedEvenForced(danglingToWal, QStringLiteral("write-ahead log"));
    EXPECT_FALSE(QFile::exists(db() + QStringLiteral("-wal")));

    // There: held open by a writer (this test), as while the window is open; and a backup.
    const QString backup = db() + QStringLiteral(".backup-v2");
    testfiles::writeBytes(backup, m_campaign);
    const QString backupLink = path(QStringLiteral("backup-link.json"));
    ASSERT_EQ(::link(QFile::encodeName(backup).constData(), QFile::encodeName(backupLink).constData()), 0);
    {
        auto writer = scouter::store::Database::open(db());
        ASSERT_TRUE(writer) << writer.error().message.toStdString();
        ASSERT_TRUE(QFile::exists(db() + QStringLiteral("-wal")));
        ASSERT_TRUE(QFile::exists(db() + QStringLiteral("-shm")));
        ASSERT_TRUE(QFile::exists(db() + QStringLiteral(".lock")));
        for (const QString& part : {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral(".lock")}) {
            expectRefusedEvenForced(db() + part, QStringLiteral("of the campaign"));
        }
        expectRefusedEvenForced(backup, QStringLiteral("backup"));
        expectRefusedEvenForced(backupLink, QStringLiteral("backup"));
    }
    EXPECT_EQ(testfiles::readBytes(backup), m_campaign);
    expectCampaignIntact();
}

TEST_F(ExportOutputCliTest, NothingButARegularFileIsEverReplaced) {
    const QString fifo = path(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    expectRefusedEvenForced(fifo, QStringLiteral("a named pipe (FIFO), not a regular file"));
    EXPECT_TRUE(S_ISFIFO(statOf(fifo)->st_mode));

    const QString socketPath = path(QStringLiteral("socket"));
    const int socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(socket, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    const QByteArray socketName = QFile::encodeName(socketPath);
    ASSERT_LT(static_cast<std::size_t>(socketName.size()), sizeof(address.sun_path));
    std::memcpy(address.sun_path, socketName.constData(), static_cast<std::size_t>(socketName.size()));
    ASSERT_EQ(::bind(socket, reinterpret_cast<const sockaddr*>(&address), sizeof(address)), 0);
    expectRefusedEvenForced(socketPath, QStringLiteral("a socket"));
    ::close(socket);
    EXPECT_TRUE(S_ISSOCK(statOf(socketPath)->st_mode));

    const QString folder = path(QStringLiteral("folder"));
    ASSERT_TRUE(QDir().mkpath(folder));
    expectRefusedEvenForced(folder, QStringLiteral("a folder"));
    EXPECT_TRUE(S_ISDIR(statOf(folder)->st_mode));

    // A device: as root, a null device of the test's own (the very node /dev/null is), so the
    // machine's /dev/null is never at stake; otherwise /dev/null itself, which only root could
    // replace. Either way it stays a device, and the message says how to discard an export.
    QString device = QStringLiteral("/dev/null");
    if (::geteuid() == 0) {
        device = path(QStringLiteral("null"));
        ASSERT_EQ(::mknod(QFile::encodeName(device).constData(), S_IFCHR | 0666, makedev(1, 3)), 0);
    }
    expectRefusedEvenForced(device, QStringLiteral("a device, not a regular file"));
    EXPECT_TRUE(S_ISCHR(statOf(device)->st_mode));
    const StoreCliRun run = exportTo(device);
    EXPECT_TRUE(run.err.contains(QStringLiteral("leave out --output"))) << run.err.toStdString();
    expectCampaignIntact();
}

TEST_F(ExportOutputCliTest, AFileAlreadyThereIsReplacedOnlyWithForce) {
    const QString file = path(QStringLiteral("notes.json"));
    testfiles::writeBytes(file, "my own notes\n");
    expectRefused(file, QStringLiteral("is already there; add --force to replace it"));
    expectRefused(file, QStringLiteral("is already there; add --force to replace it"),
                  {QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("md")});
    EXPECT_EQ(testfiles::readBytes(file), QByteArray("my own notes\n"));

    const StoreCliRun forced = exportTo(file, {QStringLiteral("--force")});
    ASSERT_EQ(forced.exitCode, 0) << forced.err.toStdString();
    const QJsonObject exported = QJsonDocument::fromJson(testfiles::readBytes(file)).object();
    EXPECT_EQ(exported.value(QStringLiteral("format")).toString(), QStringLiteral("scouter-export/2"));
    EXPECT_EQ(exported.value(QStringLiteral("encounters")).toArray().size(), 1);

    const StoreCliRun forceWithoutOutput =
        runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QStringLiteral("--force")});
    EXPECT_EQ(forceWithoutOutput.exitCode, 2);
    EXPECT_TRUE(forceWithoutOutput.out.isEmpty());
    EXPECT_TRUE(forceWithoutOutput.err.contains(QStringLiteral("--force replaces the file named by --output")))
        << forceWithoutOutput.err.toStdString();
    expectCampaignIntact();
}

// A real full disk: a 12 KiB tmpfs in a mount namespace of its own (`unshare -rm`, no root
// needed), too small for the export. A new file is not left behind, a file there is kept.
TEST_F(ExportOutputCliTest, AFullDiskIsNamedAndLeavesTheFileThatWasThere) {
    const QString mountPoint = path(QStringLiteral("small"));
    ASSERT_TRUE(QDir().mkpath(mountPoint));
    const QString script = QStringLiteral(
        "dir=$1; cli=$2; db=$3\n"
        "mount -t tmpfs -o size=12k tmpfs \"$dir\" || exit 90\n"
        "echo \"== new\"; \"$cli\" export --database \"$db\" --output \"$dir/new.json\" 2>&1; echo \"== exit $?\"\n"
        "echo \"== files\"; ls -A \"$dir\"\n"
        "printf 'previous export\\n' > \"$dir/old.json\"\n"
        "echo \"== old\"; \"$cli\" export --database \"$db\" --output \"$dir/old.json\" --force 2>&1; "
        "echo \"== exit $?\"\n"
        "echo \"== kept\"; cat \"$dir/old.json\"\n"
        "echo \"== files\"; ls -A \"$dir\"\n");
    QProcess shell;
    shell.start(QStringLiteral("unshare"), {QStringLiteral("-rm"), QStringLiteral("sh"), QStringLiteral("-c"), script,
                                            QStringLiteral("sh"), mountPoint, QStringLiteral(SCOUTER_CLI), db()});
    ASSERT_TRUE(shell.waitForFinished(120000));
    const QString out = QString::fromUtf8(shell.readAllStandardOutput());
    const QString err = QString::fromUtf8(shell.readAllStandardError());
    ASSERT_EQ(shell.exitCode(), 0) << "unshare -rm with a tmpfs mount is needed here: " << err.toStdString();
    const QStringList sections = out.split(QStringLiteral("== "), Qt::SkipEmptyParts);
    ASSERT_EQ(sections.size(), 7) << out.toStdString() << err.toStdString();
    EXPECT_TRUE(sections[0].contains(QStringLiteral("The disk is full: "))) << sections[0].toStdString();
    EXPECT_TRUE(sections[0].contains(QStringLiteral("bytes could not be written to ") + mountPoint +
                                     QStringLiteral("/new.json")))
        << sections[0].toStdString();
    EXPECT_FALSE(sections[0].contains(QStringLiteral("Unknown error"))) << sections[0].toStdString();
    EXPECT_EQ(sections[1], QStringLiteral("exit 1\n"));
    EXPECT_EQ(sections[2], QStringLiteral("files\n")) << "a partial export was left behind";
    EXPECT_TRUE(sections[3].contains(QStringLiteral("The disk is full: "))) << sections[3].toStdString();
    EXPECT_TRUE(sections[3].contains(mountPoint + QStringLiteral("/old.json is as it was.")))
        << sections[3].toStdString();
    EXPECT_EQ(sections[4], QStringLiteral("exit 1\n"));
    EXPECT_EQ(sections[5], QStringLiteral("kept\nprevious export\n"));
    EXPECT_EQ(sections[6], QStringLiteral("files\nold.json\n"));
    expectCampaignIntact();
}

} // namespace
