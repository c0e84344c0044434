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

    void writeLockFile(qint64 pid, const QString& program) const {
        testfiles::writeBytes(CampaignLock::lockPathFor(m_path), QByteArray::number(pid) + '\n' + program.toUtf8() +
                                                                     '\n' + QSysInfo::machineHostName().toUtf8() +
                                                                     '\n' + QSysInfo::machineUniqueId() + '\n' +
                                                                     QSysInfo::bootUniqueId() + '\n');
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
