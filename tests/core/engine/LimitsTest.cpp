// SPDX-License-Identifier: GPL-3.0-or-later
// The bounds of model/Limits.h as a scenario file, the engine's set-up and a command meet them:
// each refusal names the bound, and the largest allowed values still play.
#include "EngineFixture.h"

#include "model/Limits.h"
#include "model/TextLimits.h"
#include "rules/RulesetRegistry.h"
#include "scenario/JsonReader.h"
#include "scenario/ScenarioError.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/ScenarioRunner.h"

#include <climits>
#include <cstdio>
#include <filesystem>
#include <fstream>

namespace scouter::engine::test {
namespace {

// The DBU ruleset checks the sheets (Ruleset::sheetSetupProblem) as the scenario runner and the
// prep have it do.
const Ruleset* limitsDbuRules() {
    static const auto made = RulesetRegistry::withBuiltins().create("dbu", {});
    return std::get<std::unique_ptr<Ruleset>>(made).get();
}

using nlohmann::json;

json scenarioWith(const json& combatant) {
    return {{"format", "scouter-scenario/1"},
            {"ruleset", "dbu"},
            {"combatants", json::array({combatant, {{"id", "foe"}, {"side", "villains"}}})},
            {"steps", json::array()}};
}

// The loader's message for a file with this combatant, or "" when it loads.
std::string loadProblem(const json& combatant) {
    try {
        (void)ScenarioLoader::load(scenarioWith(combatant));
        return {};
    } catch (const ScenarioError& error) {
        return error.what();
    }
}

bool contains(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(ScenarioLimits, AnIdOfAHundredThousandCharactersIsRefusedWithoutARegex) {
    // std::regex recursed once per character and overflowed the stack on this id.
    const std::string problem = loadProblem({{"id", std::string(100'000, 'a')}});
    EXPECT_TRUE(contains(problem, "is 100000 characters long, more than the 128 an id may have")) << problem;
    EXPECT_LT(problem.size(), 400U) << "the message shows the id cut short";
    EXPECT_TRUE(contains(loadProblem({{"id", "Goku"}}), "lower-case letters, digits, '_' and '-', not 'G'"));
    EXPECT_EQ(loadProblem({{"id", "goku_2-b"}}), "");
}

TEST(ScenarioLimits, JsonNestedAHundredThousandDeepIsRefusedWhileParsing) {
    const std::string deep = std::string(100'000, '[') + std::string(100'000, ']');
    EXPECT_THROW((void)JsonReader::read(deep), JsonReadError);
    const std::string fine = std::string(limits::kMaxJsonDepth, '[') + std::string(limits::kMaxJsonDepth, ']');
    EXPECT_NO_THROW((void)JsonReader::read(fine));
    const std::string over = std::string(limits::kMaxJsonDepth + 1, '[') + std::string(limits::kMaxJsonDepth + 1, ']');
    EXPECT_THROW((void)JsonReader::read(over), JsonReadError);

    // The file as `scouter-cli scenario` reads it: refused as invalid, naming the bound.
    const auto path = std::filesystem::temp_directory_path() / "scouter-limits-deep.json";
    {
        std::ofstream out(path);
        out << R"({"format": "scouter-scenario/1", "ruleset": "dbu", "combatants": [], "steps": [)" << deep << "]}";
    }
    const ScenarioOutcome outcome = ScenarioRunner().runFile(path.string(), nullptr);
    std::filesystem::remove(path);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Invalid);
    EXPECT_TRUE(contains(outcome.detail, "nests deeper than 64 levels")) << outcome.detail;
}

TEST(ScenarioLimits, ADocumentAlreadyInMemoryIsMeasuredBeforeItIsCopied) {
    json steps = json::array();
    json* inner = &steps;
    for (int i = 0; i < limits::kMaxJsonDepth; ++i) {
        inner->push_back(json::array());
        inner = &inner->back();
    }
    json file = scenarioWith({{"id", "hero"}});
    file["steps"] = steps;
    try {
        (void)ScenarioLoader::load(file);
        FAIL() << "a file nested deeper than the bound was loaded";
    } catch (const ScenarioError& error) {
        EXPECT_TRUE(contains(error.what(), "nests deeper than 64 levels")) << error.what();
    }
    EXPECT_FALSE(JsonReader::nestsDeeperThan(scenarioWith({{"id", "hero"}}), limits::kMaxJsonDepth));
}

TEST(ScenarioLimits, EveryStatIsBoundedAsTheLibrarySheetBoundsIt) {
    const auto withStats = [](const json& stats) { return json{{"id", "hero"}, {"stats", stats}}; };
    EXPECT_TRUE(
        contains(loadProblem(withStats({{"tier", 1'000'000'000}})), "'tier' in the stats of hero must be at most 100"));
    EXPECT_TRUE(contains(loadProblem(withStats({{"tier", 0}})), "must be at least 1"));
    EXPECT_TRUE(contains(loadProblem(withStats({{"life", 2'000'000}})), "must be at most 1000000"));
    EXPECT_TRUE(contains(loadProblem(withStats({{"normalSpeed", 1001}})), "must be at most 1000"));
    // A number past an int is refused, not cut to another value.
    EXPECT_TRUE(contains(loadProblem(withStats({{"ki", 4'294'967'306LL}})), "must be a whole number from"));
    EXPECT_EQ(loadProblem(withStats({{"tier", 100}, {"life", 1'000'000}, {"ki", 1'000'000}, {"force", -1000}})), "");
}

TEST(ScenarioLimits, PoolsAtTheStartThresholdsAndSquaresFollowTheSheet) {
    const auto withStats = [](const json& stats) { return json{{"id", "hero"}, {"stats", stats}}; };
    EXPECT_TRUE(contains(loadProblem(withStats({{"life", 50}, {"lifeNow", 60}})),
                         "Life at the start must be at most Life (50), not 60"));
    EXPECT_TRUE(
        contains(loadProblem(withStats({{"ki", 10}, {"kiNow", 11}})), "Ki at the start must be at most Ki (10)"));
    EXPECT_TRUE(contains(loadProblem(withStats({{"life", 100}, {"thresholds", {30, 60}}})),
                         "Health Thresholds go from the highest Life down: 60 comes after 30."));
    EXPECT_TRUE(contains(loadProblem(withStats({{"life", 100}, {"thresholds", {100}}})),
                         "Health Threshold 1 (100) must be below Life (100)."));
    EXPECT_TRUE(contains(loadProblem({{"id", "hero"}, {"at", {4'294'967'296LL, 0}}}), "must be a whole number"));
    EXPECT_TRUE(contains(loadProblem({{"id", "hero"}, {"at", {1000, 0}}}), "off the largest grid"));
}

TEST(ScenarioLimits, NamesAndSidesAreOneLineOfAtMostAHundredCharacters) {
    EXPECT_TRUE(contains(loadProblem({{"id", "hero"}, {"name", std::string(101, 'x')}}),
                         "is 101 characters long, more than the 100 a name may have"));
    EXPECT_TRUE(contains(loadProblem({{"id", "hero"}, {"name", "Go\aku"}}),
                         "contains a control character (U+0007) at character 3"));
    EXPECT_TRUE(contains(loadProblem({{"id", "hero"}, {"side", "he\nroes"}}), "control character (U+000A)"));
    // A hundred characters of any script are a hundred, not their bytes.
    std::string hundred;
    for (int i = 0; i < 100; ++i) {
        hundred += "\u609f";
    }
    EXPECT_EQ(loadProblem({{"id", "hero"}, {"name", hundred}}), "");
}

// Plain one-line ASCII is settled in one pass; every text that is not takes the full check, so the
// edges of that pass (the last printable byte, DEL, the exact bound, an id's letters) answer as the
// full check words them.
TEST(TextLimits, PlainTextAtItsEdgesIsJudgedAsTheFullCheckWordsIt) {
    using limits::TextKind;
    EXPECT_EQ(limits::textProblem(std::string(100, '~'), TextKind::Name), std::nullopt);
    EXPECT_EQ(limits::textProblem(std::string(101, 'x'), TextKind::Name),
              "is 101 characters long, more than the 100 a name may have");
    EXPECT_EQ(limits::textProblem("Go\x7Fku", TextKind::Name), "contains a control character (U+007F) at character 3");
    EXPECT_EQ(limits::textProblem("line\tnext", TextKind::Notes), std::nullopt);
    EXPECT_EQ(limits::textProblem("line\tnext", TextKind::Title),
              "contains a control character (U+0009) at character 5");
    EXPECT_EQ(limits::textProblem("saibaman-2", TextKind::Id), std::nullopt);
    EXPECT_EQ(limits::textProblem("Saibaman", TextKind::Id),
              "may hold only lower-case letters, digits, '_' and '-', not 'S' at character 1");
    EXPECT_EQ(limits::textProblem(std::string(128, 'a'), TextKind::Id), std::nullopt);
    EXPECT_EQ(limits::textProblem(std::string(129, 'a'), TextKind::Id),
              "is 129 characters long, more than the 128 an id may have");
    EXPECT_EQ(limits::textProblem("\xC3(", TextKind::Name), "is not valid UTF-8 text (byte 0xC3 at character 1)");
}

// The rule the import and the engine's set-up share (limits::combatantTextProblem): a name or a
// side may be empty (shown by the id; the side-less are one side), an id may not.
TEST(ScenarioLimits, ANameOrASideMayBeEmptyAndPcAndSurprisedAreTrueOrFalse) {
    EXPECT_EQ(loadProblem({{"id", "hero"}, {"name", ""}, {"side", ""}}), "");
    EXPECT_EQ(loadProblem({{"id", "hero"}}), "");
    // Before, nlohmann's own type error escaped the loader instead of a message naming the key.
    EXPECT_EQ(loadProblem({{"id", "hero"}, {"pc", 1}}), "'pc' of hero is true or false");
    EXPECT_EQ(loadProblem({{"id", "hero"}, {"surprised", "yes"}}), "'surprised' of hero is true or false");
}

TEST(ScenarioLimits, CountsOfCombatantsAndGroupMembersAreBounded) {
    json file = scenarioWith({{"id", "hero"}});
    file["combatants"] = json::array();
    for (int i = 0; i < limits::kMaxGroupMembers + 1; ++i) {
        file["combatants"].push_back({{"id", "s" + std::to_string(i)}, {"group", "pack"}});
    }
    try {
        (void)ScenarioLoader::load(file);
        FAIL() << "a group of 100 was loaded";
    } catch (const ScenarioError& error) {
        EXPECT_TRUE(contains(error.what(), "more than the 99 members a group may have")) << error.what();
    }
    file["combatants"] = json::array();
    for (int i = 0; i < limits::kMaxCombatants + 1; ++i) {
        file["combatants"].push_back({{"id", "c" + std::to_string(i)}});
    }
    EXPECT_THROW((void)ScenarioLoader::load(file), ScenarioError);
}

TEST(SetupLimits, TheBuilderRefusesWhatTheSheetRefuses) {
    const auto problemOf = [](const std::function<void(Combatant&)>& change) {
        Combatant c;
        c.id = "hero";
        c.name = "Hero";
        c.sheet.numbers["tier"] = 2;
        change(c);
        EncounterBuilder builder(limitsDbuRules());
        builder.add(c);
        try {
            (void)builder.build();
            return std::string();
        } catch (const SetupError& error) {
            return std::string(error.what());
        }
    };
    EXPECT_EQ(problemOf([](Combatant&) {}), "");
    EXPECT_EQ(problemOf([](Combatant& c) { c.sheet.numbers["tier"] = 0; }), "") << "0 is a sheet that gave no Tier";
    EXPECT_EQ(problemOf([](Combatant& c) { c.sheet.numbers["tier"] = 1'000'000'000; }),
              "hero: Tier of Power must be at most 100, not 1000000000.");
    EXPECT_EQ(problemOf([](Combatant& c) { c.sheet.numbers["capacity"] = INT_MAX; }),
              "hero: Capacity Rate must be at most 1000000, not 2147483647.");
    EXPECT_EQ(problemOf([](Combatant& c) { c.sheet.numbers["lifeNow"] = 11; }),
              "hero: Life at the start must be at most Life (10), not 11.");
    EXPECT_EQ(problemOf([](Combatant& c) {
                  c.sheet.lists["thresholds"] = {3, 5};
              }),
              "hero: Health Thresholds go from the highest Life down: 5 comes after 3.");
    EXPECT_EQ(problemOf([](Combatant& c) { c.name = std::string(10'000'000, 'n'); }),
              "hero: the name is 10000000 characters long, more than the 100 a name may have.");
    EXPECT_EQ(problemOf([](Combatant& c) { c.id = "a b"; }),
              "The combatant id 'a b' may hold only lower-case letters, digits, '_' and '-', not ' ' at character 2.");
}

class CommandLimits : public EngineFixture {
protected:
    void SetUp() override {
        add("a", "heroes", {0, 0});
        add("b", "villains", {3, 0});
        // Without Instant Recovery, the Life a huge damage leaves is still there after the victory.
        create("dbu", {{"instantRecovery", "none"}});
        startWith({{"a", 12}, {"b", 8}});
    }
};

TEST_F(CommandLimits, AnAmountPastAWholePoolIsRefusedBeforeAnyArithmetic) {
    // Life + INT_MAX overflowed in the healing rule.
    auto heal = named<dbu::Heal>("a");
    heal.amount = INT_MAX;
    EXPECT_EQ(refuse(heal), "'amount' is the Life healed, from -1000000 to 1000000, not 2147483647");
    auto ki = named<dbu::AdjustKi>("a");
    ki.amount = INT_MIN;
    EXPECT_TRUE(contains(refuse(ki), "'amount' is the change of Ki, from -1000000 to 1000000"));
    auto damage = named<dbu::LoseLife>("b");
    damage.amount = limits::kMaxCommandAmount;
    accept(damage);
    EXPECT_EQ(view("b.life"), 0);
}

TEST_F(CommandLimits, ADuelResultsRecordsAreBoundedOneByOne) {
    dbu::DuelResult result;
    result.sets = {{{"attacker", INT_MAX}, {"challenger", 1}},
                   {{"attacker", 1}, {"challenger", 1}},
                   {{"attacker", 1}, {"challenger", 1}}};
    result.damage = 1;
    EXPECT_EQ(refuse(result), "'attacker' in 'sets' is a Wound Roll, from -1000000 to 1000000, not 2147483647");
    result.sets.assign(limits::kMaxCommandRecords + 1, NumberRecord{{"attacker", 1}, {"challenger", 1}});
    EXPECT_EQ(refuse(result), "'sets' holds at most 100 records, not 101");
    result.sets.resize(3);
    EXPECT_EQ(refuse(result), "No Duel is open: duelResult follows a Duel Maneuver");
}

TEST_F(CommandLimits, InitiativeValuesAndSquaresStayInTheirRanges) {
    auto set = named<commands::SetInitiative>("b");
    set.value = INT_MAX;
    EXPECT_EQ(refuse(set), "'value' is an Initiative value, from -10000 to 10000, not 2147483647");
    set.value = limits::kMaxInitiative;
    accept(set);
    auto move = maneuver("b", "movement");
    move.to = Position{INT_MIN, 0};
    EXPECT_TRUE(contains(refuse(move), "off the largest grid"));
}

} // namespace
} // namespace scouter::engine::test
