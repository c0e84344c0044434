// SPDX-License-Identifier: GPL-3.0-or-later
// Game masters found True20's review and exports counting 0 Move Actions for everyone though the
// log held five moves, and Fatewalker's statistics all 0 though damage was taken: the statistics
// re-read the events their own way instead of the rules' facts. Every public scenario and each
// ruleset's demo encounter (played a few commands) is stored in a campaign on disk, reopened and
// exported; each statistic must equal a count made here from the stored events' JSON alone, by what
// the rules say each event type means (a second reading, never EncounterStatistics), the cells per
// moment must follow the ruleset's count of time (rounds, or Fatewalker's ticks), and every line of
// the Markdown log must sit under the section of the moment its command was given at (a move of
// the clock: the tick it reached).
#include "CommandLog.h"
#include "CommandWriter.h"
#include "Database.h"
#include "DemoCampaign.h"
#include "EncounterRepository.h"
#include "EncounterSession.h"
#include "EncounterStatistics.h"
#include "EncounterTimeline.h"
#include "LogExporter.h"
#include "ScenarioFolder.h"
#include "ScenarioRecorder.h"

#include "dice/SeededDice.h"
#include "scenario/CommandParser.h"
#include "scenario/ScenarioRunner.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

#include <map>
#include <optional>
#include <set>

using namespace scouter::store;
using nlohmann::json;
using scouter::store::test::jsonFilesIn;
using scouter::store::test::ScenarioFolder;

namespace {

// A statistics column as the rules name it, and the resource it counts per moment (if any).
struct Column {
    std::string label;
    std::string resource;
};

// The statistics each ruleset's rules call for, in its words: what the export's table must head.
std::vector<Column> columnsOf(const std::string& ruleset) {
    if (ruleset == "dbu") {
        return {{"Damage dealt", ""},
                {"Damage taken", ""},
                {"Ki spent", ""},
                {"Actions", "actions"},
                {"Counter Actions", "counter-actions"}};
    }
    if (ruleset == "true20") {
        return {{"Standard Actions", "standard"},
                {"Move Actions", "move"},
                {"Full-round Actions", "full-round"},
                {"Conviction points", "conviction"}};
    }
    if (ruleset == "fatewalker") {
        return {{"Damage dealt", ""}, {"Damage taken", ""}, {"Ticks", "ticks"}};
    }
    return {};
}

// What one combatant did, counted from the events.
struct Tally {
    std::map<std::string, int> columns;                         // by column label
    std::map<std::string, std::map<std::string, int>> byMoment; // resource → moment label → amount
};

// The second reading: walks the stored events of the commands in effect, in order, and counts by
// the rules' meaning of each event type. It knows the moment as the rules count time: a round
// from round-started (the legacy surprise round is round 0), a Fatewalker tick from fw-clock.
class EventCount {
public:
    EventCount(std::string ruleset, json initial) : m_ruleset(std::move(ruleset)), m_initial(std::move(initial)) {
        for (const auto& column : columnsOf(m_ruleset)) {
            m_resources[column.resource] = column.label;
        }
    }

    // One command in effect: returns the moment the log must give it, the one its costs count in.
    std::string command(const std::vector<json>& events) {
        m_actor.clear();
        for (const auto& event : events) {
            if (event.value("type", "") == "maneuver-used" && m_actor.empty()) {
                m_actor = event.at("who").get<std::string>(); // the command's maneuver deals its damage
            }
        }
        // The command that starts the fight is given at its first moment; before it, before the fight.
        // One that moves the clock (Fatewalker's advance, and what the tick reached brings: a tie, a
        // declaration due) is filed at the tick it reached, as its log line names it.
        std::string moment = label();
        const bool before = !m_started;
        // The clock's event need not come first: a token heading for a square moves as the clock runs.
        const bool movesTheClock = std::any_of(events.begin(), events.end(),
                                               [](const json& event) { return event.value("type", "") == "fw-clock"; });
        m_costs.clear();
        for (const auto& event : events) {
            read(event);
        }
        if (before || movesTheClock) {
            moment = label();
        }
        for (const auto& [who, resource, amount] : m_costs) {
            if (amount != 0) {
                m_tallies[who].byMoment[resource][moment] += amount;
            }
        }
        return moment;
    }

    [[nodiscard]] const std::map<std::string, Tally>& tallies() const { return m_tallies; }

private:
    [[nodiscard]] std::string label() const {
        if (!m_started) {
            return "Before the fight";
        }
        if (m_tick) {
            return "Tick " + std::to_string(*m_tick);
        }
        return m_surprise ? "Surprise round" : "Round " + std::to_string(m_round);
    }

    int pool(const std::string& who, const std::string& name) {
        const std::string key = who + "." + name;
        if (!m_pools.contains(key)) {
            m_pools[key] = m_initial.value(key, 0);
        }
        return m_pools[key];
    }

    void add(const std::string& who, const std::string& column, int amount) {
        m_tallies[who].columns[column] += amount;
    }

    void spend(const std::string& who, const std::string& resource, int amount) {
        if (!m_resources.contains(resource)) {
            ADD_FAILURE() << "a resource this test does not know: " << resource;
            return;
        }
        add(who, m_resources[resource], amount);
        m_costs.push_back({who, resource, amount});
    }

    void damage(const std::string& to, int points, const std::string& by) {
        add(to, "Damage taken", points);
        if (!by.empty() && by != to) {
            add(by, "Damage dealt", points);
        }
    }

    void read(const json& event) {
        const std::string type = event.value("type", "");
        if (type == "encounter-started") {
            m_started = true;
            m_surprise = event.value("surpriseRound", false);
        } else if (type == "round-started") {
            m_round = event.at("round").get<int>();
            m_surprise = m_surprise && m_round == 0;
        } else if (m_ruleset == "dbu") {
            readDbu(type, event);
        } else if (m_ruleset == "true20") {
            readTrue20(type, event);
        } else if (m_ruleset == "fatewalker") {
            readFatewalker(type, event);
        }
    }

    // Life lost is damage, dealt by the command's maneuver; Ki lost is spent; a turn spends its
    // Actions and Counter Actions (base and converted).
    void readDbu(const std::string& type, const json& event) {
        if (type == "life-set" || type == "ki-set") {
            const std::string who = event.at("who").get<std::string>();
            const std::string name = type == "life-set" ? "life" : "ki";
            const int lost = pool(who, name) - event.at("value").get<int>();
            m_pools[who + "." + name] = event.at("value").get<int>();
            if (lost > 0 && name == "life") {
                damage(who, lost, m_actor);
            } else if (lost > 0) {
                add(who, "Ki spent", lost);
            }
        } else if (type == "actions-spent") {
            const std::string who = event.at("who").get<std::string>();
            spend(who, "actions", event.at("actions").get<int>());
            spend(who, "counter-actions", event.value("baseCounter", 0) + event.value("convertedCounter", 0));
        }
    }

    // An attack spends the action it was declared as (a prepared one was spent by Prepare), an
    // action its kind, Prepare a standard action, a move on the grid one move action or both, a
    // Recovery Check with Conviction one point. Damage becomes states: nothing to count.
    void readTrue20(const std::string& type, const json& event) {
        const auto budget = [this](const std::string& who, const std::string& action) {
            if (action == "standard" || action == "move" || action == "full-round") {
                spend(who, action, 1);
            }
        };
        if (type == "t20-attack") {
            budget(event.at("who").get<std::string>(), event.value("spent", ""));
        } else if (type == "t20-action") {
            budget(event.at("who").get<std::string>(), event.value("action", ""));
        } else if (type == "t20-prepare") {
            budget(event.at("who").get<std::string>(), "standard");
        } else if (type == "t20-move") {
            spend(event.at("who").get<std::string>(), "move", event.at("actions").get<int>());
        } else if (type == "t20-recovery" && event.value("conviction", false)) {
            spend(event.at("who").get<std::string>(), "conviction", 1);
        }
    }

    // An action spends its cost in ticks; an exchange deals each line of its damage (the
    // attacker's attack and headbutt, the defender's counter and throw); a fall is dealt by the
    // attack that felled; a charger's footing costs it its extra ticks (the one charged is delayed).
    void readFatewalker(const std::string& type, const json& event) {
        if (type == "fw-clock") {
            m_tick = event.at("tick").get<int>();
        } else if (type == "fw-action") {
            spend(event.at("who").get<std::string>(), "ticks", event.at("cost").get<int>());
        } else if (type == "fw-exchange") {
            const json& exchange = event.at("exchange");
            for (const auto& line : event.value("dealt", json::array())) {
                const std::string cause = line.value("cause", "");
                const std::string side = cause == "counter" || cause == "throw" ? "target" : "attacker";
                damage(line.at("to").get<std::string>(), line.at("points").get<int>(),
                       exchange.at(side).get<std::string>());
            }
        } else if (type == "fw-check") {
            const std::string who = event.at("who").get<std::string>();
            const std::string attacker = event.at("exchange").value("attacker", "");
            if (const json& fall = event.value("fall", json()); fall.is_object()) {
                damage(fall.at("to").get<std::string>(), fall.at("points").get<int>(), attacker);
            }
            if (event.value("delays", false) && who == attacker) {
                spend(who, "ticks", event.value("delay", 0));
            }
        } else {
            EXPECT_NE(type, "fw-fighters") << "an event of stored logs before fw-exchange: not counted here";
        }
    }

    std::string m_ruleset;
    json m_initial;
    std::map<std::string, std::string> m_resources; // id → column label
    std::map<std::string, int> m_pools;
    std::map<std::string, Tally> m_tallies;
    struct Cost {
        std::string who;
        std::string resource;
        int amount = 0;
    };
    std::vector<Cost> m_costs; // of the command being read
    std::string m_actor;
    bool m_started = false;
    bool m_surprise = false;
    int m_round = 0;
    std::optional<int> m_tick;
};

// The Markdown export read back: the section each log entry sits under, and the statistics table.
struct ExportedLog {
    std::vector<std::string> sectionOfEntry;
    std::vector<std::string> strayLines; // log lines outside any section
    std::vector<std::string> sections;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
};

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(' ');
    return first == std::string::npos ? std::string() : text.substr(first, text.find_last_not_of(' ') - first + 1);
}

// A Markdown table row's cells, unescaped (the exporter escapes \`*_[]#|<>).
std::vector<std::string> cellsOf(const std::string& line) {
    std::vector<std::string> cells;
    std::string cell;
    for (std::size_t i = 1; i < line.size(); ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) {
            cell += line[++i];
        } else if (line[i] == '|') {
            cells.push_back(trimmed(cell));
            cell.clear();
        } else {
            cell += line[i];
        }
    }
    return cells;
}

std::string unescaped(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size()) {
            ++i;
        }
        out += text[i];
    }
    return out;
}

ExportedLog readMarkdown(const QString& markdown) {
    ExportedLog log;
    enum class Part { Head, Log, Statistics } part = Part::Head;
    std::optional<std::string> section;
    for (const QString& qline : markdown.split(QLatin1Char('\n'))) {
        const std::string line = qline.toStdString();
        if (line == "## Log") {
            part = Part::Log;
        } else if (line == "## Statistics") {
            part = Part::Statistics;
        } else if (line.starts_with("## ")) {
            part = Part::Head;
        } else if (part == Part::Log && line.starts_with("### ")) {
            section = unescaped(line.substr(4));
            log.sections.push_back(*section);
        } else if (part == Part::Log && !line.empty()) {
            if (!section || (!line.starts_with("- **") && !line.starts_with("  - "))) {
                log.strayLines.push_back(line);
            } else if (line.starts_with("- **")) {
                log.sectionOfEntry.push_back(*section);
            }
        } else if (part == Part::Statistics && line.starts_with("|")) {
            if (log.header.empty()) {
                log.header = cellsOf(line);
            } else if (!line.starts_with("|---")) {
                log.rows.push_back(cellsOf(line));
            }
        }
    }
    return log;
}

// Checks one stored encounter, reopened: its statistics, its cells per moment and its export.
void expectStatisticsMatchTheLog(Database& db, qint64 id, const std::string& what) {
    SCOPED_TRACE(what);
    const auto loaded = EncounterTimeline::load(db, id);
    ASSERT_TRUE(loaded.ok()) << loaded.error().message.toStdString();
    const EncounterTimeline& timeline = loaded.value();
    // DBU's legacy structure counts as DBU does.
    const std::string ruleset =
        timeline.record().ruleset == QStringLiteral("dbu-legacy") ? "dbu" : timeline.record().ruleset.toStdString();
    const std::vector<Column> columns = columnsOf(ruleset);
    ASSERT_FALSE(columns.empty()) << "a ruleset this test does not know: " << ruleset;
    const auto stored = CommandLog(db).load(id);
    ASSERT_TRUE(stored.ok()) << stored.error().message.toStdString();
    std::map<qint64, const StoredCommand*> bySeq;
    for (const StoredCommand& command : stored.value()) {
        bySeq[command.seq] = &command;
    }

    json initial = json::object();
    timeline.ruleset().statePaths(timeline.initial(), initial);
    EventCount count(ruleset, initial);
    std::vector<std::string> momentOf; // of each command in effect
    for (std::size_t g = 0; g < timeline.groups().size(); ++g) {
        const auto at = bySeq.find(timeline.storedSeqOf(g));
        ASSERT_NE(at, bySeq.end()) << "command " << g;
        momentOf.push_back(count.command(at->second->events));
        // The log gives the command the moment the rules were at (where the clock went, for its move).
        EXPECT_EQ(timeline.entries()[g].moment.label, momentOf.back()) << "command " << g + 1;
    }

    const auto& combatants = timeline.initial().combatants;
    const QString markdown = LogExporter::exportLog(timeline, LogExporter::Format::Markdown);
    const ExportedLog exported = readMarkdown(markdown);
    EXPECT_TRUE(exported.strayLines.empty()) << "outside any section: " << exported.strayLines.front();
    ASSERT_EQ(exported.sectionOfEntry.size(), momentOf.size()) << markdown.toStdString();
    for (std::size_t g = 0; g < momentOf.size(); ++g) {
        EXPECT_EQ(exported.sectionOfEntry[g], momentOf[g]) << "command " << g + 1;
    }
    for (const auto& section : exported.sections) {
        EXPECT_FALSE(ruleset == "fatewalker" && section.find("Round") != std::string::npos)
            << section << ": Fatewalker counts ticks";
    }

    // The table: every column the rules call for, a row per combatant, each number the events'.
    const auto tallyOf = [&count](const std::string& who) {
        const auto found = count.tallies().find(who);
        return found == count.tallies().end() ? Tally{} : found->second;
    };
    bool counted = false;
    for (const auto& c : combatants) {
        for (const auto& [column, amount] : tallyOf(c.id).columns) {
            counted = counted || amount != 0;
        }
    }
    if (!counted) {
        EXPECT_TRUE(exported.header.empty()) << "statistics where the events count nothing";
    } else {
        std::vector<std::string> header{"Combatant"};
        for (const auto& column : columns) {
            header.push_back(column.label);
        }
        EXPECT_EQ(exported.header, header);
        ASSERT_EQ(exported.rows.size(), combatants.size());
        for (std::size_t i = 0; i < combatants.size(); ++i) {
            const Tally tally = tallyOf(combatants[i].id);
            ASSERT_EQ(exported.rows[i].size(), header.size()) << combatants[i].id;
            for (std::size_t k = 0; k < columns.size(); ++k) {
                const auto value = tally.columns.find(columns[k].label);
                EXPECT_EQ(exported.rows[i][k + 1], std::to_string(value == tally.columns.end() ? 0 : value->second))
                    << combatants[i].id << ", " << columns[k].label;
            }
        }
    }

    // The review's cells per moment: one per moment the log was at (as the ruleset counts time),
    // each what the events spent in the commands given then.
    const std::vector<CombatantStatistics> statistics = EncounterStatistics::of(timeline);
    const std::vector<scouter::engine::Moment> moments = EncounterStatistics::moments(timeline, statistics);
    std::vector<std::string> expectedMoments;
    std::set<std::string> spentAt;
    for (const auto& [who, tally] : count.tallies()) {
        for (const auto& [resource, byMoment] : tally.byMoment) {
            for (const auto& [moment, amount] : byMoment) {
                spentAt.insert(moment);
            }
        }
    }
    for (const auto& moment : momentOf) {
        const bool known = std::find(expectedMoments.begin(), expectedMoments.end(), moment) != expectedMoments.end();
        if (!known && (moment != "Before the fight" || spentAt.contains(moment))) {
            expectedMoments.push_back(moment);
        }
    }
    std::vector<std::string> labels;
    for (const auto& moment : moments) {
        labels.push_back(moment.label);
    }
    EXPECT_EQ(labels, expectedMoments);
    ASSERT_EQ(statistics.size(), combatants.size());
    for (std::size_t i = 0; i < combatants.size(); ++i) {
        const Tally tally = tallyOf(combatants[i].id);
        for (const auto& column : columns) {
            if (column.resource.empty()) {
                continue;
            }
            const auto byMoment = tally.byMoment.find(column.resource);
            for (const auto& moment : moments) {
                int expected = 0;
                if (byMoment != tally.byMoment.end() && byMoment->second.contains(moment.label)) {
                    expected = byMoment->second.at(moment.label);
                }
                EXPECT_EQ(statistics[i].spentIn(column.resource, moment), expected)
                    << combatants[i].id << ", " << column.label << ", " << moment.label;
            }
        }
    }
}

class StatisticsMatchTheLog : public ::testing::TestWithParam<ScenarioFolder> {};

TEST_P(StatisticsMatchTheLog, InEveryStoredScenario) {
    const QStringList files = jsonFilesIn(GetParam());
    ASSERT_FALSE(files.isEmpty()) << "no scenarios in " << GetParam().folder;
    QTemporaryDir dir;
    const QString campaign = dir.filePath(QStringLiteral("stored.scouter"));
    {
        // What `scouter-cli scenario --database` runs for each file, in this process.
        Database db = Database::open(campaign).value();
        CommandWriter writer(db.path());
        RecordOptions options;
        options.db = &db;
        options.writer = &writer;
        for (const QString& file : files) {
            auto read = scouter::engine::ScenarioRunner::readFile(file.toStdString());
            ASSERT_TRUE(std::holds_alternative<json>(read)) << std::get<scouter::engine::ScenarioOutcome>(read).line;
            const RecordOutcome outcome = ScenarioRecorder::run(std::get<json>(read), options);
            ASSERT_EQ(outcome.status, RecordOutcome::Status::Pass) << file.toStdString() << ": " << outcome.why;
        }
    }
    Database reopened = Database::open(campaign).value();
    for (qint64 id = 1; id <= files.size(); ++id) {
        expectStatisticsMatchTheLog(reopened, id, files.at(id - 1).toStdString());
    }
}

// `make test` stores the public scenarios (SCOUTER_STATISTICS_SHORT set); the nightly label the
// scenarios of tests/scenarios too, every ruleset's.
std::vector<ScenarioFolder> statisticsFolders() {
    std::vector<ScenarioFolder> sets;
    if (qEnvironmentVariableIsEmpty("SCOUTER_STATISTICS_SHORT")) {
        sets = scouter::store::test::ownScenarioFolders();
    }
    for (const auto& folder : scouter::store::test::publicScenarioFolders()) {
        sets.push_back(folder);
    }
    return sets;
}

INSTANTIATE_TEST_SUITE_P(ScenarioFolders, StatisticsMatchTheLog, ::testing::ValuesIn(statisticsFolders()),
                         scouter::store::test::folderTestName);

// A few commands of each demo encounter, as the app plays them (an EncounterSession writing each
// command): DBU hits, Ki, a hand entry taken back; True20 moves (single and double), attacks, an
// action declared; Fatewalker an attack taken, one parried, common actions, the clock moved on.
const std::map<std::string, std::vector<json>>& demoPlays() {
    static const std::map<std::string, std::vector<json>> plays{
        {"dbu",
         {{{"do", "setInitiative"}, {"who", "goku"}, {"value", 20}},
          {{"do", "setInitiative"}, {"who", "piccolo"}, {"value", 18}},
          {{"do", "setInitiative"}, {"who", "krillin"}, {"value", 16}},
          {{"do", "setInitiative"}, {"who", "saibamen"}, {"value", 10}},
          {{"do", "start"}},
          {{"do", "maneuver"},
           {"who", "goku"},
           {"name", "basic-attack"},
           {"target", "saibaman-1"},
           {"ki", 4},
           {"hit", true},
           {"damage", 25}},
          {{"do", "damage"}, {"who", "krillin"}, {"amount", 7}},
          {{"do", "undo"}},
          {{"do", "endTurn"}},
          {{"do", "maneuver"},
           {"who", "piccolo"},
           {"name", "basic-attack"},
           {"target", "saibaman-2"},
           {"hit", true},
           {"damage", 18}},
          {{"do", "endTurn"}},
          {{"do", "endTurn"}},
          {{"do", "maneuver"},
           {"who", "saibaman-1"},
           {"name", "basic-attack"},
           {"target", "krillin"},
           {"hit", true},
           {"damage", 9}},
          {{"do", "endTurn"}},
          {{"do", "damage"}, {"who", "saibaman-3"}, {"amount", 5}},
          {{"do", "maneuver"}, {"who", "goku"}, {"name", "basic-attack"}, {"target", "saibaman-2"}, {"hit", false}}}},
        {"true20",
         {{{"do", "setInitiative"}, {"who", "kestrel"}, {"value", 20}},
          {{"do", "setInitiative"}, {"who", "brannoc"}, {"value", 15}},
          {{"do", "setInitiative"}, {"who", "bandits"}, {"value", 10}},
          {{"do", "start"}},
          {{"do", "move"}, {"who", "kestrel"}, {"to", {3, 3}}},
          {{"do", "attack"}, {"who", "kestrel"}, {"target", "bandit-1"}, {"roll", 15}},
          {{"do", "endTurn"}, {"who", "kestrel"}},
          {{"do", "move"}, {"who", "brannoc"}, {"to", {6, 4}}, {"mode", "double"}},
          {{"do", "endTurn"}, {"who", "brannoc"}},
          {{"do", "endTurn"}, {"who", "bandits"}},
          {{"do", "action"}, {"who", "kestrel"}, {"type", "move"}},
          {{"do", "move"}, {"who", "kestrel"}, {"to", {4, 3}}},
          {{"do", "endTurn"}, {"who", "kestrel"}}}},
        {"fatewalker",
         {{{"do", "start"}},
          {{"do", "act"},
           {"who", "ysolde"},
           {"action", "attack"},
           {"weapon", "longsword"},
           {"target", "raider-1"},
           {"successes", 2}},
          {{"do", "resolve"}, {"choice", {"none"}}},
          {{"do", "act"},
           {"who", "raider-2"},
           {"action", "attack"},
           {"weapon", "axe"},
           {"target", "ysolde"},
           {"successes", 1}},
          {{"do", "react"},
           {"who", "ysolde"},
           {"action", "parry"},
           {"weapon", "longsword"},
           {"against", "raider-2"},
           {"successes", 2}},
          {{"do", "act"}, {"who", "corwin"}, {"action", "go-prone"}},
          {{"do", "act"}, {"who", "mags"}, {"action", "take-cover"}, {"option", "half"}},
          {{"do", "act"}, {"who", "raider-1"}, {"action", "go-prone"}},
          {{"do", "act"}, {"who", "raider-3"}, {"action", "take-cover"}, {"option", "half"}},
          {{"do", "advance"}},
          {{"do", "act"}, {"who", "corwin"}, {"action", "stand-up"}}}},
    };
    return plays;
}

TEST(StatisticsMatchTheLogDemo, InEachRulesetsDemoEncounterPlayedAFewCommands) {
    QTemporaryDir dir;
    const QString campaign = dir.filePath(QStringLiteral("demo.scouter"));
    std::map<std::string, qint64> encounters;
    {
        Database db = Database::open(campaign).value();
        ASSERT_TRUE(DemoCampaign::create(db));
        for (const EncounterSummary& summary : EncounterRepository(db).list().value()) {
            encounters[summary.encounter.ruleset.toStdString()] = summary.encounter.id;
        }
        ASSERT_EQ(encounters.size(), 3U) << "a demo encounter of each ruleset";
        CommandWriter writer(db.path());
        scouter::engine::SeededDice dice(20);
        for (const auto& [ruleset, id] : encounters) {
            auto session = EncounterSession::resume(db, id, writer, dice);
            ASSERT_TRUE(session.ok()) << session.error().message.toStdString();
            const auto names = scouter::engine::CommandParser::namesOf(session.value()->encounter().ruleset());
            int number = 0;
            for (const json& step : demoPlays().at(ruleset)) {
                const auto parsed =
                    scouter::engine::CommandParser::parse(step, "do", ++number, session.value()->state(), names);
                if (parsed.name == "undo") {
                    ASSERT_TRUE(session.value()->undo()) << ruleset << " step " << number;
                } else {
                    ASSERT_TRUE(parsed.command.has_value()) << ruleset << " step " << number;
                    const auto result = session.value()->submit(*parsed.command);
                    ASSERT_TRUE(result.accepted) << ruleset << " step " << number << ": " << result.message;
                }
            }
        }
        ASSERT_TRUE(writer.flush().ok());
    }
    Database reopened = Database::open(campaign).value();
    for (const auto& [ruleset, id] : encounters) {
        expectStatisticsMatchTheLog(reopened, id, "the demo's " + ruleset + " encounter");
    }
}

} // namespace
