// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 6: `1e999` in a scenario aborted `scouter-cli scenario` with an uncaught
// std::out_of_range (exit 134) while the import refused the same literal. A number no JSON reader
// of Scouter's holds is now an invalid scenario (exit 2) whose message names its place, with or
// without --database, and the campaign is not even opened.
#include "CliProcess.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace {

// A DBU scenario with one place for the number under test: `@` stands for it.
QByteArray scenarioWith(const char* where, const QByteArray& number) {
    QByteArray text = R"({"format": "scouter-scenario/1", "ruleset": "dbu", "dice": [4, @D],
  "combatants": [
    {"id": "kaz", "name": "Kaz", "side": "heroes", "at": [1, 2], "stats": {"tier": 2, "life": @L, "ki": 80}},
    {"id": "rex", "name": "Rex", "side": "villains", "at": [@X, 2], "stats": {"tier": 1, "life": 40}}
  ],
  "steps": [
    {"do": "setInitiative", "who": "kaz", "value": 9},
    {"do": "setInitiative", "who": "rex", "value": 5},
    {"do": "start"},
    {"do": "maneuver", "who": "kaz", "name": "basic-attack", "target": "rex", "hit": true, "damage": @H}
  ]})";
    for (const char* place : {"@D", "@L", "@X", "@H"}) {
        text.replace(place, place == std::string_view(where) ? number : QByteArray("5"));
    }
    return text;
}

struct Case {
    const char* where;
    QByteArray number;
    QString path;       // as the message names it
    QString stepAndKey; // "step <n> (<key>)" as every invalid scenario says it
};

TEST(CliScenarioNumbers, ANumberNoReaderHoldsIsAnInvalidScenarioNamingItsPlace) {
    const std::vector<Case> cases{
        {"@L", "1e999", QStringLiteral("combatants[0].stats.life"), QStringLiteral("step 0 (life)")},
        {"@X", "-1e999", QStringLiteral("combatants[1].at[0]"), QStringLiteral("step 0 (at)")},
        {"@H", "1e400", QStringLiteral("steps[3].damage"), QStringLiteral("step 4 (damage)")},
        {"@D", "123456789012345678901234567890", QStringLiteral("dice[1]"), QStringLiteral("step 0 (dice)")},
        {"@L", "18446744073709551615", QStringLiteral("combatants[0].stats.life"), QStringLiteral("step 0 (life)")},
    };
    for (const Case& c : cases) {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("numbers.json"));
        {
            QFile out(file);
            ASSERT_TRUE(out.open(QIODevice::WriteOnly));
            out.write(scenarioWith(c.where, c.number));
        }
        const QString db = dir.filePath(QStringLiteral("campaign.scouter"));
        for (const QStringList& args :
             {QStringList{QStringLiteral("scenario"), file},
              QStringList{QStringLiteral("scenario"), QStringLiteral("--database"), db, file}}) {
            const CliRun run = runCli(args);
            const std::string said = (run.out + run.err).toStdString();
            EXPECT_EQ(run.exitCode, 2) << c.number.toStdString() << ": " << said;
            EXPECT_TRUE(run.err.contains(QStringLiteral("FAIL ") + file + QStringLiteral(": ") + c.stepAndKey)) << said;
            EXPECT_TRUE(run.err.contains(
                c.path + QStringLiteral(": the ") +
                (c.number.contains('e') ? QStringLiteral("number ") : QStringLiteral("whole number ")) +
                QString::fromLatin1(c.number) + QStringLiteral(" is beyond those Scouter reads")))
                << said;
        }
        EXPECT_FALSE(QFile::exists(db)) << "a scenario that does not read leaves the campaign unopened";
    }
}

// The same file with the number in bounds plays: the message is about the number, not the file.
TEST(CliScenarioNumbers, TheSameScenarioWithANumberInBoundsPlays) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("numbers.json"));
    {
        QFile out(file);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write(scenarioWith("@L", "120"));
    }
    const CliRun run = runCli({QStringLiteral("scenario"), file});
    EXPECT_EQ(run.exitCode, 0) << (run.out + run.err).toStdString();
}

} // namespace
