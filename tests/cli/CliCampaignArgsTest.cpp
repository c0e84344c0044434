// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 13, item 6: the campaign commands read and check every argument before they open (or
// create) a campaign, and --database names a campaign file exactly.
#include "CliProcess.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

class CliCampaignArgs : public ::testing::Test {
protected:
    // A fresh home: the data folder (where the default campaign would be created) and the working
    // directory (where a relative --database would be) are both inside it, so "nothing was
    // touched" is "it is still empty".
    QTemporaryDir m_home;

    [[nodiscard]] QProcessEnvironment environment() const {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        return env;
    }
    [[nodiscard]] CliRun run(const QStringList& args) const { return runCli(args, environment(), m_home.path()); }
    [[nodiscard]] QStringList touched() const {
        return QDir(m_home.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot);
    }
};

TEST_F(CliCampaignArgs, EveryCommandsHelpPrintsItsUsageAndTouchesNothing) {
    for (const char* command : {"encounters", "log", "state", "import", "export", "search", "scenario", "roll"}) {
        const QString name = QString::fromLatin1(command);
        for (const QStringList& args :
             {QStringList{name, QStringLiteral("--help")},
              QStringList{name, QStringLiteral("--database"), QStringLiteral("x.scouter"), QStringLiteral("-h")}}) {
            const CliRun help = run(args);
            EXPECT_EQ(help.exitCode, 0) << args.join(QLatin1Char(' ')).toStdString() << "\n" << help.err.toStdString();
            EXPECT_TRUE(help.out.contains(QStringLiteral("\n  ") + name + QLatin1Char(' ')))
                << args.join(QLatin1Char(' ')).toStdString() << "\n"
                << help.out.toStdString();
            EXPECT_TRUE(help.err.isEmpty()) << help.err.toStdString();
        }
    }
    EXPECT_EQ(touched(), QStringList()) << "a campaign was created for --help";
}

TEST_F(CliCampaignArgs, AnEmptyDatabaseIsRefusedInsteadOfMeaningTheDefault) {
    for (const QStringList& args :
         {QStringList{QStringLiteral("encounters"), QStringLiteral("--database"), QString()},
          QStringList{QStringLiteral("encounters"), QStringLiteral("--database=")},
          QStringList{QStringLiteral("state"), QStringLiteral("--database"), QString(), QStringLiteral("1")}}) {
        const CliRun refused = run(args);
        EXPECT_EQ(refused.exitCode, 2) << args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(refused.err.contains(QStringLiteral("--database needs a campaign file name, got an empty one")))
            << refused.err.toStdString();
        EXPECT_TRUE(refused.out.isEmpty()) << refused.out.toStdString();
    }
    EXPECT_EQ(touched(), QStringList()) << "the default campaign was created";
}

TEST_F(CliCampaignArgs, MemoryAndResourceNamesAreNotCampaignFiles) {
    for (const QString& name : {QStringLiteral(":memory:"), QStringLiteral(":campaign.scouter")}) {
        const CliRun refused = run({QStringLiteral("encounters"), QStringLiteral("--database"), name});
        EXPECT_EQ(refused.exitCode, 2) << name.toStdString();
        EXPECT_TRUE(refused.err.contains(QStringLiteral("\"%1\"").arg(name))) << refused.err.toStdString();
        EXPECT_TRUE(refused.err.contains(QStringLiteral("write ./%1").arg(name))) << refused.err.toStdString();
    }
    EXPECT_EQ(touched(), QStringList()) << "a folder ':' or a campaign was created";
    // The advice works: a file of that name, named as a path.
    const CliRun file = run({QStringLiteral("encounters"), QStringLiteral("--database"), QStringLiteral("./:memory:")});
    EXPECT_EQ(file.exitCode, 0) << file.err.toStdString();
    EXPECT_TRUE(QFileInfo(m_home.path() + QStringLiteral("/:memory:")).isFile());
    EXPECT_FALSE(QFileInfo::exists(m_home.path() + QStringLiteral("/:")));
}

TEST_F(CliCampaignArgs, AFileNameThatIsNotUtf8IsRefusedWithItsBytesNamed) {
    // \377 is the byte 0xFF, never part of UTF-8: Qt would have named the file "camp\uFFFD.scouter".
    for (const QString& script :
         {QStringLiteral(R"sh(exec "$0" encounters --database "$(printf 'camp\377.scouter')")sh"),
          QStringLiteral(R"sh(exec "$0" export --database x.scouter --output "$(printf 'out\377.json')")sh"),
          QStringLiteral(R"sh(exec "$0" import --database x.scouter "$(printf 'in\377.json')")sh")}) {
        const CliRun refused = runCliFromShell(script, environment(), m_home.path());
        EXPECT_EQ(refused.exitCode, 2) << script.toStdString();
        EXPECT_TRUE(refused.err.contains(QStringLiteral("\\xFF"))) << refused.err.toStdString();
        EXPECT_TRUE(refused.err.contains(QStringLiteral("not valid UTF-8"))) << refused.err.toStdString();
    }
    EXPECT_EQ(touched(), QStringList()) << "a file of another name was written";
}

TEST_F(CliCampaignArgs, EveryNumericOptionTakesOnlyAWholeNumberInItsRange) {
    const QString scenario = m_home.filePath(QStringLiteral("missing.json"));
    struct Case {
        QStringList args;
        QString message;
    };
    const std::vector<Case> cases{
        {{QStringLiteral("search"), QStringLiteral("--limit"), QStringLiteral("abc"), QStringLiteral("Goku")},
         QStringLiteral("--limit expects a whole number from 1 to 100000, got \"abc\"")},
        {{QStringLiteral("search"), QStringLiteral("--limit=0"), QStringLiteral("Goku")},
         QStringLiteral("--limit expects a whole number from 1 to 100000, got \"0\"")},
        {{QStringLiteral("search"), QStringLiteral("--limit"), QStringLiteral("12x"), QStringLiteral("Goku")},
         QStringLiteral("got \"12x\"")},
        {{QStringLiteral("search"), QStringLiteral("--limit="), QStringLiteral("Goku")}, QStringLiteral("got \"\"")},
        {{QStringLiteral("search"), QStringLiteral("--limit"), QStringLiteral("100001"), QStringLiteral("Goku")},
         QStringLiteral("got \"100001\"")},
        {{QStringLiteral("scenario"), scenario, QStringLiteral("--stop-after"), QStringLiteral("three")},
         QStringLiteral("--stop-after expects a whole number from 0 to 2147483647, got \"three\"")},
        {{QStringLiteral("scenario"), QStringLiteral("--database"), QStringLiteral("x.scouter"), scenario,
          QStringLiteral("--stop-after"), QStringLiteral("-1")},
         QStringLiteral("--stop-after expects a whole number from 0 to 2147483647, got \"-1\"")},
        {{QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--tier"), QStringLiteral("2.5")},
         QStringLiteral("--tier expects a whole number")},
        {{QStringLiteral("roll"), QStringLiteral("d10"), QStringLiteral("--seed"), QStringLiteral("0x10")},
         QStringLiteral("--seed expects a whole number")},
        {{QStringLiteral("state"), QStringLiteral("one")}, QStringLiteral("ENCOUNTER is an encounter number")},
        {{QStringLiteral("export"), QStringLiteral("2b")}, QStringLiteral("ENCOUNTER is an encounter number")},
    };
    for (const Case& c : cases) {
        const CliRun refused = run(c.args);
        EXPECT_EQ(refused.exitCode, 2) << c.args.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(refused.err.contains(c.message)) << c.args.join(QLatin1Char(' ')).toStdString() << "\n"
                                                     << refused.err.toStdString();
    }
    EXPECT_EQ(touched(), QStringList()) << "a campaign was created for a refused argument";
}

} // namespace
