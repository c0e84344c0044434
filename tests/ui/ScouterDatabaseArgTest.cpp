// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13, item 6, for the window's own --database: an empty name or ":memory:" opened something
// other than the campaign file named (the default campaign, a database lost on exit).
#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

TEST(ScouterDatabaseArg, AnEmptyOrInMemoryDatabaseIsRefusedBeforeAnythingIsCreated) {
    const QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    for (const QString& name : {QString(), QStringLiteral(":memory:")}) {
        QProcess scouter;
        scouter.setProcessEnvironment(environment);
        scouter.setWorkingDirectory(home.path());
        scouter.start(QStringLiteral(SCOUTER_GUI_BINARY),
                      {QStringLiteral("--database"), name, QStringLiteral("--exit-when-shown")});
        ASSERT_TRUE(scouter.waitForFinished(10'000));
        const QString err = QString::fromUtf8(scouter.readAllStandardError());
        EXPECT_EQ(scouter.exitCode(), 2) << name.toStdString() << ": " << err.toStdString();
        EXPECT_TRUE(err.contains(QStringLiteral("scouter: --database"))) << err.toStdString();
    }
    EXPECT_FALSE(QDir(home.filePath(QStringLiteral("data"))).exists()) << "the default campaign was created";
    EXPECT_FALSE(QFileInfo::exists(home.path() + QStringLiteral("/:"))) << "a folder ':' was created";
}

} // namespace
