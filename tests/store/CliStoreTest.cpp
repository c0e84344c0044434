// SPDX-License-Identifier: GPL-3.0-or-later
#include "Database.h"
#include "EncounterMapRepository.h"
#include "Migrator.h"
#include "PlayerViewRepository.h"
#include "StoreCli.h"
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

class CliStoreTest : public ::testing::Test {
protected:
    [[nodiscard]] QString db() const { return m_dir.filePath(QStringLiteral("campaign.scouter")); }
    QTemporaryDir m_dir;
};

TEST_F(CliStoreTest, AStoredScenarioReplaysToTheStateOfTheLiveRun) {
    const StoreCliRun run =
        runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    ASSERT_TRUE(run.out.startsWith(QStringLiteral("encounter 1\n"))) << run.out.toStdString();

    const StoreCliRun stored =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), db(), QStringLiteral("1")});
    ASSERT_EQ(stored.exitCode, 0) << stored.err.toStdString();
    const int commands = stored.json().value(QStringLiteral("commands")).toInt();
    EXPECT_GT(commands, 50);
    const StoreCliRun live = runStoreCli({QStringLiteral("scenario"), ambushScenario(), QStringLiteral("--stop-after"),
                                          QString::number(commands), QStringLiteral("--state")});
    ASSERT_EQ(live.exitCode, 0) << live.err.toStdString();
    EXPECT_EQ(stored.json(), live.json());
    EXPECT_EQ(stored.json().value(QStringLiteral("outcome")).toString(), QStringLiteral("victory"));

    const StoreCliRun list =
        runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), db(), QStringLiteral("--json")});
    const QJsonArray encounters = QJsonDocument::fromJson(list.out.toUtf8()).array();
    ASSERT_EQ(encounters.size(), 1);
    EXPECT_EQ(encounters[0].toObject().value(QStringLiteral("commands")).toInt(), commands);
    EXPECT_EQ(encounters[0].toObject().value(QStringLiteral("outcome")).toString(), QStringLiteral("victory"));

    const StoreCliRun log =
        runStoreCli({QStringLiteral("log"), QStringLiteral("--database"), db(), QStringLiteral("1")});
    EXPECT_TRUE(log.out.startsWith(QStringLiteral("1 command surprise\n"))) << log.out.toStdString();
}

TEST_F(CliStoreTest, ExportsALogAsMarkdownOrHtmlAndSearchesTheLogs) {
    ASSERT_EQ(runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()}).exitCode,
              0);
    const StoreCliRun md = runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(),
                                        QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("md")});
    ASSERT_EQ(md.exitCode, 0) << md.err.toStdString();
    EXPECT_TRUE(md.out.startsWith(QStringLiteral("# "))) << md.out.left(200).toStdString();
    EXPECT_TRUE(md.out.contains(QStringLiteral("\n### Round 2\n")));
    EXPECT_TRUE(md.out.contains(QStringLiteral("\n## Statistics\n")));

    const QString file = m_dir.filePath(QStringLiteral("log.html"));
    const StoreCliRun html =
        runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QStringLiteral("1"),
                     QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--output"), file});
    ASSERT_EQ(html.exitCode, 0) << html.err.toStdString();
    EXPECT_TRUE(html.out.isEmpty());
    QFile written(file);
    ASSERT_TRUE(written.open(QIODevice::ReadOnly));
    EXPECT_TRUE(written.readAll().startsWith("<!DOCTYPE html>"));

    const StoreCliRun bad = runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(),
                                         QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("pdf")});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("md, html or json"))) << bad.err.toStdString();

    const StoreCliRun found =
        runStoreCli({QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("defeated")});
    ASSERT_EQ(found.exitCode, 0) << found.err.toStdString();
    const QStringList lines = found.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_FALSE(lines.isEmpty());
    for (const QString& line : lines) {
        EXPECT_TRUE(line.startsWith(QStringLiteral("#1 "))) << line.toStdString();
        EXPECT_TRUE(line.contains(QStringLiteral(" · Round ")) || line.contains(QStringLiteral(" · undone · ")))
            << line.toStdString();
        EXPECT_TRUE(line.contains(QStringLiteral("Defeated"), Qt::CaseInsensitive)) << line.toStdString();
    }
    const StoreCliRun none = runStoreCli(
        {QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("nosuchwordanywhere")});
    EXPECT_EQ(none.exitCode, 0);
    EXPECT_TRUE(none.out.isEmpty());
}

// A ruleset that counts ticks is logged, exported and searched by its ticks: before, its whole
// fight sat under "Before the fight" and every search hit read "round 0".
TEST_F(CliStoreTest, AFightOnAClockIsExportedAndSearchedByItsTicks) {
    const QString fight = QStringLiteral(SCOUTER_OWN_SCENARIOS "/fatewalker/own-fw-combat-02-parries-and-blocks.json");
    ASSERT_EQ(runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), fight}).exitCode, 0);
    const StoreCliRun md = runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(),
                                        QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("md")});
    ASSERT_EQ(md.exitCode, 0) << md.err.toStdString();
    EXPECT_FALSE(md.out.contains(QStringLiteral("Before the fight"))) << md.out.toStdString();
    EXPECT_FALSE(md.out.contains(QStringLiteral("Round"))) << md.out.toStdString();
    EXPECT_TRUE(md.out.contains(QStringLiteral("\n### Tick 1\n"))) << md.out.toStdString();
    EXPECT_TRUE(md.out.contains(QStringLiteral("\n### Tick 5\n"))) << md.out.toStdString();
    // A roll's modifier is reported, not applied to the pool: the log says what the table rolled with,
    // and the faces Scouter rolled (Markdown escapes the brackets).
    EXPECT_TRUE(md.out.contains(QStringLiteral("Brand: Block, reaction (5 ticks) → next tick 12; 3 successes "
                                               "\\[rolled 1 2 3 9 9\\] (roll \u22122)")))
        << md.out.toStdString();
    const StoreCliRun html = runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(),
                                          QStringLiteral("1"), QStringLiteral("--format"), QStringLiteral("html")});
    ASSERT_EQ(html.exitCode, 0) << html.err.toStdString();
    EXPECT_TRUE(html.out.contains(QStringLiteral("<h3>Tick 5</h3>"))) << html.out.toStdString();

    const StoreCliRun found =
        runStoreCli({QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("block")});
    ASSERT_EQ(found.exitCode, 0) << found.err.toStdString();
    const QStringList lines = found.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_FALSE(lines.isEmpty());
    for (const QString& line : lines) {
        EXPECT_TRUE(line.contains(QRegularExpression(QStringLiteral(" · Tick \\d+ · ")))) << line.toStdString();
    }
    // The clock's moves are found by the tick they reached, said once, as the log says it: not
    // "Tick 1 · Tick 3", nor "Tick 3 · Tick 3".
    const StoreCliRun ticks =
        runStoreCli({QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("tick")});
    ASSERT_EQ(ticks.exitCode, 0) << ticks.err.toStdString();
    static const QRegularExpression clock(QStringLiteral(" · Tick \\d+(: .*)?$"));
    static const QRegularExpression doubled(QStringLiteral("Tick \\d+ · Tick \\d+"));
    int moves = 0;
    for (const QString& line : ticks.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        moves += line.contains(clock) ? 1 : 0;
        EXPECT_FALSE(line.contains(doubled)) << line.toStdString();
    }
    EXPECT_GT(moves, 0) << ticks.out.toStdString();
}

// A command whose one event says what its label says (a death outside its turn) was found by
// search and called "undone", with the event's stored words ("combatant left reason death who b").
TEST_F(CliStoreTest, ACommandOfOneEventIsFoundAtItsRoundNotUndone) {
    const QString file = m_dir.filePath(QStringLiteral("death.json"));
    QFile scenario(file);
    ASSERT_TRUE(scenario.open(QIODevice::WriteOnly));
    scenario.write(R"({"format": "scouter-scenario/1", "title": "A death", "ruleset": "dbu",
      "combatants": [
        {"id": "a", "name": "Goku", "side": "heroes", "pc": true, "at": [0, 0]},
        {"id": "b", "name": "Raditz", "side": "villains", "pc": false, "at": [3, 0]},
        {"id": "c", "name": "Nappa", "side": "villains", "pc": false, "at": [5, 0]}],
      "steps": [{"do": "setInitiative", "who": "a", "value": 12}, {"do": "setInitiative", "who": "b", "value": 10},
        {"do": "setInitiative", "who": "c", "value": 8}, {"do": "start"},
        {"do": "leave", "who": "b", "reason": "death"}]})");
    scenario.close();
    const StoreCliRun stored = runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), file});
    ASSERT_EQ(stored.exitCode, 0) << stored.out.toStdString() << stored.err.toStdString();
    const StoreCliRun found =
        runStoreCli({QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("death")});
    ASSERT_EQ(found.exitCode, 0) << found.err.toStdString();
    EXPECT_EQ(found.out, QStringLiteral("#1 A death · Round 1 · Raditz leaves the encounter (Death)\n"));
}

// One byte flipped in a stored event's JSON (a combatant id): integrity_check accepts the file.
// Before, `state`, `search` and the Markdown export of it died with SIGABRT (std::out_of_range),
// and `search` failed for the whole campaign.
TEST_F(CliStoreTest, AFlippedCombatantIdInAStoredEventIsAMessageForThatEncounterOnly) {
    for (int run = 0; run < 2; ++run) {
        ASSERT_EQ(
            runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()}).exitCode,
            0);
    }
    (void)testfiles::queryValue(db(), QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    QByteArray bytes = testfiles::readBytes(db());
    const QRegularExpression lifeSet(
        QStringLiteral(R"re("type":"life-set","v":1,"value":-?\d+,"who":"(kaz|lira|brute)")re"));
    const QRegularExpressionMatch match = lifeSet.match(QString::fromLatin1(bytes));
    ASSERT_TRUE(match.hasMatch());
    bytes[match.capturedStart(1)] = 'Z';
    testfiles::writeBytes(db(), bytes);
    ASSERT_EQ(testfiles::queryValue(db(), QStringLiteral("PRAGMA integrity_check")), QStringLiteral("ok"));

    const StoreCliRun first =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), db(), QStringLiteral("1")});
    const StoreCliRun second =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), db(), QStringLiteral("2")});
    ASSERT_NE(first.exitCode == 0, second.exitCode == 0) << first.err.toStdString() << second.err.toStdString();
    const int bad = first.exitCode == 0 ? 2 : 1;
    const int good = 3 - bad;
    const StoreCliRun& broken = bad == 1 ? first : second;
    EXPECT_EQ(broken.exitCode, 1);
    EXPECT_TRUE(broken.out.isEmpty());
    const QRegularExpression named(
        QStringLiteral(R"(^scouter-cli state: Encounter %1 "SESSION-01[^\n]*" cannot be replayed by this Scouter: )"
                       R"(command \d+ \([a-z-]+\), event \d+ \(life-set\): names combatant "Z[a-z]+" that is not in )"
                       R"(this encounter\. Nothing was changed\.\n$)")
            .arg(bad));
    EXPECT_TRUE(named.match(broken.err).hasMatch()) << broken.err.toStdString();

    for (const auto* format : {"md", "html"}) {
        const StoreCliRun exported =
            runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QString::number(bad),
                         QStringLiteral("--format"), QLatin1String(format)});
        EXPECT_EQ(exported.exitCode, 1) << format;
        EXPECT_TRUE(exported.err.contains(QStringLiteral("names combatant \"Z"))) << exported.err.toStdString();
        EXPECT_EQ(runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QString::number(good),
                               QStringLiteral("--format"), QLatin1String(format)})
                      .exitCode,
                  0)
            << format;
    }

    const StoreCliRun found =
        runStoreCli({QStringLiteral("search"), QStringLiteral("--database"), db(), QStringLiteral("defeated")});
    ASSERT_EQ(found.exitCode, 0) << found.err.toStdString();
    EXPECT_TRUE(found.err.contains(QStringLiteral("skipped the replay of encounter %1: Encounter %1").arg(bad)))
        << found.err.toStdString();
    const QStringList lines = found.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    const auto from = [&](int encounter) {
        return std::count_if(lines.begin(), lines.end(), [&](const QString& line) {
            return line.startsWith(QStringLiteral("#%1 ").arg(encounter));
        });
    };
    EXPECT_GT(from(good), 0) << found.out.toStdString();
    EXPECT_EQ(from(good), from(bad)) << "the same fight twice: the bad one's hits print as stored";
    for (const QString& line : lines) {
        EXPECT_TRUE(line.contains(QStringLiteral(" · Round ")) || line.contains(QStringLiteral(" · undone · ")) ||
                    line.startsWith(QStringLiteral("#%1 · not replayable · ").arg(bad)))
            << line.toStdString();
    }
}

TEST_F(CliStoreTest, StopAfterCountsEveryAcceptedCommand) {
    const StoreCliRun run = runStoreCli({QStringLiteral("scenario"), ambushScenario(), QStringLiteral("--stop-after"),
                                         QStringLiteral("3"), QStringLiteral("--state")});
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(run.json().value(QStringLiteral("commands")).toInt(), 3);
    EXPECT_TRUE(run.json().contains(QStringLiteral("round")));
    EXPECT_TRUE(run.json().contains(QStringLiteral("order")));
}

TEST_F(CliStoreTest, ExportThenImportIntoAnotherCampaign) {
    ASSERT_EQ(runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()}).exitCode,
              0);
    const QString file = m_dir.filePath(QStringLiteral("export.json"));
    const StoreCliRun exported =
        runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QStringLiteral("--out"), file});
    ASSERT_EQ(exported.exitCode, 0) << exported.err.toStdString();
    const QString other = m_dir.filePath(QStringLiteral("other.scouter"));
    const StoreCliRun imported = runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), other, file});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    EXPECT_EQ(imported.out, QStringLiteral("imported 0 characters, 0 NPC groups, 1 encounters\n"));
    const StoreCliRun a =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), db(), QStringLiteral("1")});
    const StoreCliRun b =
        runStoreCli({QStringLiteral("state"), QStringLiteral("--database"), other, QStringLiteral("1")});
    EXPECT_EQ(a.json(), b.json());
}

// The map goes through `export` and `import` byte for byte, with the players' screen choices; a
// file whose map is not an image is refused whole.
TEST_F(CliStoreTest, ExportAndImportCarryTheMapAndTheChoices) {
    ASSERT_EQ(runStoreCli({QStringLiteral("scenario"), QStringLiteral("--database"), db(), ambushScenario()}).exitCode,
              0);
    using namespace scouter::store;
    const EncounterMap map{testfiles::readBytes(QStringLiteral(SCOUTER_STORE_FIXTURES "/maps/map-96x64.jpg")),
                           QStringLiteral("jpeg"),
                           96,
                           64,
                           32,
                           8,
                           -4};
    {
        auto campaign = Database::open(db());
        ASSERT_TRUE(campaign.ok()) << campaign.error().message.toStdString();
        ASSERT_TRUE(EncounterMapRepository(campaign.value()).save(1, map).ok());
        ASSERT_TRUE(PlayerViewRepository(campaign.value()).set(1, QStringLiteral("s2"), QStringLiteral("reveal")).ok());
    }
    const QString file = m_dir.filePath(QStringLiteral("export.json"));
    const StoreCliRun exported =
        runStoreCli({QStringLiteral("export"), QStringLiteral("--database"), db(), QStringLiteral("--out"), file});
    ASSERT_EQ(exported.exitCode, 0) << exported.err.toStdString();
    const QString other = m_dir.filePath(QStringLiteral("other.scouter"));
    const StoreCliRun imported = runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), other, file});
    ASSERT_EQ(imported.exitCode, 0) << imported.err.toStdString();
    {
        auto copy = Database::open(other);
        ASSERT_TRUE(copy.ok()) << copy.error().message.toStdString();
        const auto loaded = EncounterMapRepository(copy.value()).load(1).value();
        ASSERT_TRUE(loaded.has_value());
        EXPECT_EQ(loaded->image, map.image);
        EXPECT_EQ(loaded->squarePixels, 32);
        EXPECT_EQ(loaded->offsetX, 8);
        EXPECT_EQ(PlayerViewRepository(copy.value()).load(1).value().value(QStringLiteral("s2")),
                  QStringLiteral("reveal"));
    }

    QByteArray text = testfiles::readBytes(file);
    text.replace(map.image.toBase64(), QByteArrayLiteral("GIF89a\x10\x00\x10\x00").toBase64());
    testfiles::writeBytes(file, text);
    const QString third = m_dir.filePath(QStringLiteral("third.scouter"));
    ASSERT_EQ(runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), third}).exitCode, 0);
    const QByteArray before = testfiles::readBytes(third);
    const StoreCliRun refused = runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), third, file});
    EXPECT_EQ(refused.exitCode, 1);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("encounters[0].map.image: the map is not a PNG, JPEG or WebP image "
                                                    "(the map of \"SESSION-01: Saibamen ambush")))
        << refused.err.toStdString();
    EXPECT_EQ(testfiles::readBytes(third), before);
}

TEST_F(CliStoreTest, ABadImportNamesThePathAndWritesNothing) {
    const QString file = m_dir.filePath(QStringLiteral("bad.json"));
    testfiles::writeBytes(file, R"({"format": "scouter-export/1", "characters": [
        {"id": 1, "ruleset": "dbu", "name": "Yamcha", "kind": "pc", "stats": {"life": "ten"}}]})");
    ASSERT_EQ(runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), db()}).exitCode, 0);
    const QByteArray before = testfiles::readBytes(db());
    const StoreCliRun run = runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), db(), file});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(QStringLiteral("characters[0].stats.life: expected a whole number >= 1, got \"ten\"")))
        << run.err.toStdString();
    EXPECT_EQ(testfiles::readBytes(db()), before);
}

TEST_F(CliStoreTest, ABadWeaponImportNamesItsPathAndWritesNothing) {
    const QString file = m_dir.filePath(QStringLiteral("weapons.json"));
    testfiles::writeBytes(file, R"({"format": "scouter-export/1", "characters": [
        {"id": 1, "ruleset": "fatewalker", "name": "Corwin", "kind": "pc", "stats": {"ranged": 4, "weapons": [
            {"id": "longbow", "kind": "ranged", "speed": 6, "damage": "3x3 @6"},
            {"id": "pistol", "kind": "ranged", "damage": "2x4 at 6"}]}}]})");
    ASSERT_EQ(runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), db()}).exitCode, 0);
    const QByteArray before = testfiles::readBytes(db());
    const StoreCliRun run = runStoreCli({QStringLiteral("import"), QStringLiteral("--database"), db(), file});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(QStringLiteral("characters[0].stats.weapons[1].damage: Damage '2x4 at 6' of weapon "
                                                "'pistol' is not AxB[/CxD] @TN (like '3x3/3x1 @5').")))
        << run.err.toStdString();
    EXPECT_EQ(testfiles::readBytes(db()), before);
}

TEST_F(CliStoreTest, TheFirstRunCreatesTheDemoCampaignInTheDataFolder) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.path());
    const StoreCliRun run = runStoreCli({QStringLiteral("encounters"), QStringLiteral("--json")}, environment);
    ASSERT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_TRUE(QFile::exists(m_dir.filePath(QStringLiteral("scouter/campaign.scouter"))));
    const QJsonArray encounters = QJsonDocument::fromJson(run.out.toUtf8()).array();
    ASSERT_EQ(encounters.size(), 3); // the demo's DBU fight, then its True20 and Fatewalker ones
    // Ready to run: the engine accepts its set-up and replays its (empty) log.
    const StoreCliRun state = runStoreCli({QStringLiteral("state"), QStringLiteral("1")}, environment);
    ASSERT_EQ(state.exitCode, 0) << state.err.toStdString();
    EXPECT_EQ(state.json().value(QStringLiteral("goku.life")).toInt(), 120);
    EXPECT_EQ(state.json().value(QStringLiteral("saibaman-4.at")).toArray(), (QJsonArray{7, 6}));
    // A second run opens it again and adds nothing.
    const StoreCliRun again = runStoreCli({QStringLiteral("encounters"), QStringLiteral("--json")}, environment);
    EXPECT_EQ(QJsonDocument::fromJson(again.out.toUtf8()).array().size(), 3);
}

TEST_F(CliStoreTest, ANewerCampaignIsRefusedByEveryCommand) {
    testfiles::makeSqlite(db(),
                          {QStringLiteral("PRAGMA application_id = %1").arg(scouter::store::Migrator::kApplicationId),
                           QStringLiteral("CREATE TABLE t (x)"), QStringLiteral("PRAGMA user_version = 7")});
    const QByteArray before = testfiles::readBytes(db());
    const StoreCliRun run = runStoreCli({QStringLiteral("encounters"), QStringLiteral("--database"), db()});
    EXPECT_EQ(run.exitCode, 1);
    EXPECT_TRUE(run.err.contains(QStringLiteral("newer Scouter (schema 7)"))) << run.err.toStdString();
    EXPECT_EQ(testfiles::readBytes(db()), before);
}

} // namespace
