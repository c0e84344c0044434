// SPDX-License-Identifier: GPL-3.0-or-later
// One Scouter process per campaign writes: the lock beside the file, as another process sees it.
#include "CampaignLock.h"
#include "CampaignFile.h"
#include "Database.h"
#include "TestFiles.h"

#include <QFile>
#include <QProcess>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>

using namespace scouter::store;

namespace {

class CampaignLockTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_path = m_dir.filePath(QStringLiteral("campaign.scouter"));
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(db.value().exec(QStringLiteral("INSERT INTO characters (ruleset, name, kind, created_at, "
                                                   "updated_at) VALUES ('dbu', 'Goku', 'pc', 'now', 'now')"),
                                    QStringLiteral("test")));
    }

    void TearDown() override {
        if (m_holder.state() != QProcess::NotRunning) {
            m_holder.kill();
            m_holder.waitForFinished();
        }
    }

    // The lock as another Scouter process leaves it while it runs: QLockFile's own format (pid,
    // program, host, machine and boot ids) naming a process that is alive and is not this one.
    void lockByAnotherProcess() {
        m_holder.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        ASSERT_TRUE(m_holder.waitForStarted());
        writeLockFile(m_holder.processId(), QStringLiteral("sleep"));
    }

    void writeLockFile(qint64 pid, const QString& program,
                       const QByteArray& host = QSysInfo::machineHostName().toUtf8(),
                       const QByteArray& machineId = QSysInfo::machineUniqueId(), const QByteArray& more = {}) const {
        testfiles::writeBytes(CampaignLock::lockPathFor(m_path), QByteArray::number(pid) + '\n' + program.toUtf8() +
                                                                     '\n' + host + '\n' + machineId + '\n' +
                                                                     QSysInfo::bootUniqueId() + '\n' + more);
    }

    [[nodiscard]] static int characters(Database& db) {
        QSqlQuery query(db.connection());
        return query.exec(QStringLiteral("SELECT count(*) FROM characters")) && query.next() ? query.value(0).toInt()
                                                                                             : -1;
    }

    QTemporaryDir m_dir;
    QString m_path;
    QProcess m_holder;
};

TEST_F(CampaignLockTest, AWritableSessionHoldsTheLockUntilItCloses) {
    const QString lock = CampaignLock::lockPathFor(m_path);
    EXPECT_FALSE(QFile::exists(lock)) << "the set-up's session has closed";
    {
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok());
        ASSERT_TRUE(QFile::exists(lock));
        const auto holder = CampaignLock::holder(m_path);
        ASSERT_TRUE(holder.has_value());
        EXPECT_EQ(holder->pid, QCoreApplication::applicationPid());
        // A second open in the same process is the same writer.
        auto again = Database::open(m_path);
        ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
        EXPECT_FALSE(again.value().readOnly());
    }
    EXPECT_FALSE(QFile::exists(lock));
}

TEST_F(CampaignLockTest, ASecondWriterIsRefusedWithAMessageNamingTheHolder) {
    lockByAnotherProcess();
    const QByteArray before = testfiles::readBytes(m_path);
    auto db = Database::open(m_path);
    ASSERT_FALSE(db.ok()) << "two processes write one campaign";
    EXPECT_EQ(db.error().kind, StoreErrorKind::Locked);
    const std::string message = db.error().message.toStdString();
    EXPECT_NE(message.find("another Scouter"), std::string::npos) << message;
    EXPECT_NE(message.find("process " + std::to_string(m_holder.processId())), std::string::npos) << message;
    EXPECT_NE(message.find(QSysInfo::machineHostName().toStdString()), std::string::npos) << message;
    EXPECT_NE(message.find(CampaignLock::lockPathFor(m_path).toStdString()), std::string::npos) << message;
    EXPECT_NE(message.find("read-only"), std::string::npos) << message;
    EXPECT_EQ(testfiles::readBytes(m_path), before);
}

TEST_F(CampaignLockTest, WhileAnotherWritesAReaderOpensReadOnlyAndEveryWriteSaysWhy) {
    lockByAnotherProcess();
    OpenOptions options;
    options.readOnlyWhenLocked = true;
    auto db = Database::open(m_path, options);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_TRUE(db.value().readOnly());
    EXPECT_EQ(characters(db.value()), 1);
    const Status write = db.value().transaction([] { return Status{}; }, QStringLiteral("saving command 1"));
    ASSERT_FALSE(write.ok());
    EXPECT_EQ(write.error().kind, StoreErrorKind::ReadOnly);
    EXPECT_TRUE(write.error().message.contains(QString::number(m_holder.processId())))
        << write.error().message.toStdString();
    EXPECT_TRUE(write.error().message.contains(QStringLiteral("in memory"))) << write.error().message.toStdString();
}

TEST_F(CampaignLockTest, TheWindowAndTheReadingCommandsOpenTheCampaignReadOnlyOnRequest) {
    lockByAnotherProcess();
    auto refused =
        CampaignFile::open(m_path, CampaignFile::WhenNew::WithDemo, CampaignFile::Access::WriteOrReadIfUnwritable);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().kind, StoreErrorKind::Locked);
    auto reading = CampaignFile::open(m_path, CampaignFile::WhenNew::WithDemo, CampaignFile::Access::ReadOnly);
    ASSERT_TRUE(reading.ok()) << reading.error().message.toStdString();
    EXPECT_EQ(characters(reading.value()), 1) << "no demo added to a campaign that is not new";
}

TEST_F(CampaignLockTest, ASecondOpenThroughALinkIsTheSameWriterWithOneLockFileBesideTheCampaign) {
    QTemporaryDir elsewhere;
    const QString link = elsewhere.filePath(QStringLiteral("linked.scouter"));
    ASSERT_TRUE(QFile::link(m_path, link));
    const QString lock = CampaignLock::lockPathFor(m_path);
    EXPECT_EQ(CampaignLock::lockPathFor(link), lock);
    {
        auto db = Database::open(m_path);
        ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
        auto again = Database::open(link);
        ASSERT_TRUE(again.ok()) << again.error().message.toStdString();
        EXPECT_FALSE(again.value().readOnly());
        EXPECT_EQ(characters(again.value()), 1);
        EXPECT_FALSE(QFile::exists(link + QStringLiteral(".lock")));
        const auto holder = CampaignLock::holder(link);
        ASSERT_TRUE(holder.has_value());
        EXPECT_EQ(holder->pid, QCoreApplication::applicationPid());
    }
    EXPECT_FALSE(QFile::exists(lock));
}

// The lock is held on the campaign file itself: a lock file that this Scouter wrote (it names the
// file it locked) but whose writer holds no lock on the campaign any more is stale, even when its
// process number now belongs to another running program.
TEST_F(CampaignLockTest, ALockFileWhoseWriterLetGoOfTheCampaignIsTakenOver) {
    m_holder.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    ASSERT_TRUE(m_holder.waitForStarted());
    struct stat status {};
    ASSERT_EQ(::stat(QFile::encodeName(m_path).constData(), &status), 0);
    const QByteArray identity = QByteArray::number(static_cast<quint64>(status.st_dev)) + ':' +
                                QByteArray::number(static_cast<quint64>(status.st_ino));
    writeLockFile(m_holder.processId(), QStringLiteral("sleep"), QSysInfo::machineHostName().toUtf8(),
                  QSysInfo::machineUniqueId(), identity + '\n' + m_path.toUtf8() + '\n');
    auto db = Database::open(m_path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_FALSE(db.value().readOnly());
    const auto holder = CampaignLock::holder(m_path);
    ASSERT_TRUE(holder.has_value());
    EXPECT_EQ(holder->pid, QCoreApplication::applicationPid());
}

// Whether a Scouter on another computer still runs cannot be checked from here: its lock is named
// with the way out.
TEST_F(CampaignLockTest, ALockFromAnotherComputerIsNamedWithTheWayOut) {
    writeLockFile(4242, QStringLiteral("scouter"), "table-laptop", "0123456789abcdef0123456789abcdef");
    auto db = Database::open(m_path);
    ASSERT_FALSE(db.ok());
    EXPECT_EQ(db.error().kind, StoreErrorKind::Locked);
    const QString message = db.error().message;
    EXPECT_TRUE(message.contains(QStringLiteral("process 4242 on table-laptop"))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("If no Scouter runs on table-laptop any more, delete %1")
                                     .arg(CampaignLock::lockPathFor(m_path))))
        << message.toStdString();
}

TEST_F(CampaignLockTest, TheLockOfAProcessThatIsGoneIsTakenOver) {
    QProcess gone;
    gone.start(QStringLiteral("true"));
    ASSERT_TRUE(gone.waitForStarted());
    const qint64 pid = gone.processId();
    ASSERT_TRUE(gone.waitForFinished());
    writeLockFile(pid, QStringLiteral("scouter"));
    auto db = Database::open(m_path);
    ASSERT_TRUE(db.ok()) << db.error().message.toStdString();
    EXPECT_FALSE(db.value().readOnly());
    const auto holder = CampaignLock::holder(m_path);
    ASSERT_TRUE(holder.has_value());
    EXPECT_EQ(holder->pid, QCoreApplication::applicationPid());
}

} // namespace
