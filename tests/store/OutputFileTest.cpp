// SPDX-License-Identifier: GPL-3.0-or-later
// store::OutputFile, the one check every export goes through (scouter-cli export, the library's
// and the review's exports): what it refuses, by identity and by name, and what it replaces.
#include "OutputFile.h"
#include "Database.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

using namespace scouter::store;

namespace {

class OutputFileTest : public ::testing::Test {
protected:
    void SetUp() override {
        auto db = Database::open(campaign());
        ASSERT_TRUE(db) << db.error().message.toStdString();
    }

    [[nodiscard]] QString path(const QString& name) const { return m_dir.filePath(name); }
    [[nodiscard]] QString campaign() const { return path(QStringLiteral("campaign.scouter")); }

    [[nodiscard]] QString refusal(const QString& output) const {
        const auto found = OutputFile::check(output, campaign());
        return found ? QString() : found.error().message;
    }

    [[nodiscard]] static Status writeAll(OutputFile& file, const QByteArray& bytes) {
        if (auto status = file.begin(); !status) {
            return status;
        }
        EXPECT_EQ(file.write(bytes), bytes.size());
        return file.commit();
    }

    QTemporaryDir m_dir;
};

TEST_F(OutputFileTest, TheCampaignIsRefusedByWhateverNameLeadsToIt) {
    EXPECT_TRUE(refusal(campaign()).contains(QStringLiteral("is the campaign"))) << refusal(campaign()).toStdString();
    const QString symlink = path(QStringLiteral("a.json"));
    ASSERT_TRUE(QFile::link(campaign(), symlink));
    const QString linkToLink = path(QStringLiteral("b.json"));
    ASSERT_TRUE(QFile::link(symlink, linkToLink));
    const QString hardLink = path(QStringLiteral("c.json"));
    ASSERT_EQ(::link(QFile::encodeName(campaign()).constData(), QFile::encodeName(hardLink).constData()), 0);
    QDir(m_dir.path()).mkdir(QStringLiteral("sub"));
    const QString folderLink = path(QStringLiteral("here"));
    ASSERT_TRUE(QFile::link(m_dir.path(), folderLink));
    for (const QString& name : {symlink, linkToLink, hardLink, path(QStringLiteral("sub/../campaign.scouter")),
                                folderLink + QStringLiteral("/campaign.scouter")}) {
        EXPECT_TRUE(refusal(name).contains(QStringLiteral("is the campaign"))) << name.toStdString();
    }
    // The campaign named through a link is the same campaign.
    const auto throughLink = OutputFile::check(campaign(), folderLink + QStringLiteral("/campaign.scouter"));
    EXPECT_FALSE(throughLink);
}

TEST_F(OutputFileTest, TheCampaignsOwnFilesAreRefusedThereOrNot) {
    for (const QString& suffix :
         {QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal"), QStringLiteral(".lock"),
          QStringLiteral(".backup-v3"), QStringLiteral(".backup-v3.2")}) {
        EXPECT_TRUE(refusal(campaign() + suffix).contains(QStringLiteral("of the campaign")))
            << suffix.toStdString() << ": " << refusal(campaign() + suffix).toStdString();
    }
    // A dangling link to a -wal that is not there yet: QSaveFile would write at its target.
    const QString dangling = path(QStringLiteral("dangling.json"));
    ASSERT_TRUE(QFile::link(campaign() + QStringLiteral("-wal"), dangling));
    EXPECT_TRUE(refusal(dangling).contains(QStringLiteral("write-ahead log")));
    // A backup elsewhere under another name is still the backup.
    const QString backup = campaign() + QStringLiteral(".backup-v2");
    testfiles::writeBytes(backup, "a backup");
    QDir(m_dir.path()).mkdir(QStringLiteral("elsewhere"));
    const QString backupLink = path(QStringLiteral("elsewhere/backup.json"));
    ASSERT_EQ(::link(QFile::encodeName(backup).constData(), QFile::encodeName(backupLink).constData()), 0);
    EXPECT_TRUE(refusal(backupLink).contains(QStringLiteral("backup"))) << refusal(backupLink).toStdString();
    // Files of the same names beside another campaign are anyone's.
    EXPECT_EQ(OutputFile::check(path(QStringLiteral("elsewhere/campaign.scouter-wal")), campaign()).value(),
              OutputFile::Found::Nothing);
    EXPECT_EQ(OutputFile::check(path(QStringLiteral("campaign.scouter.json")), campaign()).value(),
              OutputFile::Found::Nothing);
}

TEST_F(OutputFileTest, OnlyARegularFileIsThereToReplace) {
    const QString fifo = path(QStringLiteral("pipe"));
    ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    EXPECT_TRUE(refusal(fifo).contains(QStringLiteral("a named pipe (FIFO), not a regular file")));
    EXPECT_TRUE(refusal(m_dir.path()).contains(QStringLiteral("a folder, not a regular file")));
    EXPECT_TRUE(refusal(QStringLiteral("/dev/null")).contains(QStringLiteral("a device, not a regular file")));
    const QString file = path(QStringLiteral("notes.json"));
    EXPECT_EQ(OutputFile::check(file, campaign()).value(), OutputFile::Found::Nothing);
    testfiles::writeBytes(file, "notes");
    EXPECT_EQ(OutputFile::check(file, campaign()).value(), OutputFile::Found::RegularFile);
}

TEST_F(OutputFileTest, AFileIsReplacedOnlyWhenAskedAndOnlyOnceWhole) {
    const QString file = path(QStringLiteral("notes.json"));
    testfiles::writeBytes(file, "notes");
    OutputFile refused(file, campaign(), OutputFile::Existing::Refuse);
    const Status status = refused.begin();
    ASSERT_FALSE(status);
    EXPECT_TRUE(status.error().message.contains(QStringLiteral("is already there")))
        << status.error().message.toStdString();

    OutputFile replaced(file, campaign(), OutputFile::Existing::Replace);
    ASSERT_TRUE(replaced.begin());
    ASSERT_EQ(replaced.write("the export"), 10);
    EXPECT_EQ(testfiles::readBytes(file), QByteArray("notes")) << "replaced before the export was whole";
    ASSERT_TRUE(replaced.commit());
    EXPECT_EQ(testfiles::readBytes(file), QByteArray("the export"));
}

// Checked again just before the new file takes its place: what changed since begin() counts.
TEST_F(OutputFileTest, WhatAppearsAtTheTargetMeanwhileIsCheckedAgain) {
    const QString appeared = path(QStringLiteral("appeared.json"));
    OutputFile first(appeared, campaign(), OutputFile::Existing::Refuse);
    ASSERT_TRUE(first.begin());
    ASSERT_EQ(first.write("the export"), 10);
    testfiles::writeBytes(appeared, "someone else's");
    const Status kept = first.commit();
    ASSERT_FALSE(kept);
    EXPECT_TRUE(kept.error().message.contains(QStringLiteral("is already there")));
    EXPECT_EQ(testfiles::readBytes(appeared), QByteArray("someone else's"));

    const QString link = path(QStringLiteral("link.json"));
    const QByteArray before = testfiles::readBytes(campaign());
    OutputFile second(link, campaign(), OutputFile::Existing::Replace);
    ASSERT_TRUE(second.begin());
    ASSERT_EQ(second.write("the export"), 10);
    ASSERT_TRUE(QFile::link(campaign(), link));
    const Status refused = second.commit();
    ASSERT_FALSE(refused);
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("is the campaign")));
    EXPECT_EQ(testfiles::readBytes(campaign()), before);
    EXPECT_EQ(QDir(m_dir.path()).entryList(QDir::Files | QDir::System).size(), 3) << "a temporary file was left";
}

} // namespace
