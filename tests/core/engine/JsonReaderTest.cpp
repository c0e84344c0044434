// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 28, item 6: the one reading of outside JSON. A number that a JSON reader of Scouter's
// cannot hold as written (1e999 became an uncaught std::out_of_range in `scouter-cli scenario`, a
// 20-digit whole number a rounded double) is refused with its path, and the scenario runner turns
// that into an invalid scenario naming the step and the key.
#include "scenario/JsonReader.h"
#include "scenario/ScenarioRunner.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace scouter::engine::test {
namespace {

using nlohmann::json;

// The error JsonReader::read throws for `text`, or nothing when it reads.
std::optional<JsonReadError> readError(const std::string& text) {
    try {
        (void)JsonReader::read(text);
        return std::nullopt;
    } catch (const JsonReadError& error) {
        return error;
    }
}

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

TEST(JsonReader, ANumberNoReaderHoldsIsRefusedWithItsPath) {
    struct Case {
        std::string text;
        std::string path;
        std::string key;
    };
    const std::vector<Case> cases{
        {R"({"a": [1, {"b": 1e999}]})", "a[1].b", "b"},
        {R"({"a": [1, 2, -1e999]})", "a[2]", "a"},
        {R"({"steps": [{}, {"do": "x", "damage": 1e400}]})", "steps[1].damage", "damage"},
        {R"({"x": 99999999999999999999999999999})", "x", "x"},
        {R"({"x": 9223372036854775808})", "x", "x"},
        {R"({"x": -9223372036854775809})", "x", "x"},
        {R"([[0], [1, 1E+999]])", "[1][1]", ""},
        {"1e999", "", ""},
    };
    for (const Case& c : cases) {
        const auto error = readError(c.text);
        ASSERT_TRUE(error.has_value()) << c.text << " was read";
        EXPECT_EQ(error->kind(), JsonReadError::Kind::Number) << c.text;
        EXPECT_EQ(error->path(), c.path) << c.text;
        EXPECT_EQ(error->key(), c.key) << c.text;
        EXPECT_TRUE(mentions(error->what(), "is beyond those Scouter reads")) << error->what();
        // The same answer without building the document.
        const auto checked = JsonReader::check(c.text);
        ASSERT_TRUE(checked.has_value()) << c.text;
        EXPECT_EQ(std::string(checked->what()), std::string(error->what()));
    }
}

TEST(JsonReader, EveryNumberBothReadersHoldStillReads) {
    const json read = JsonReader::read(
        R"({"max": 9223372036854775807, "min": -9223372036854775808, "big": 1.7e308, "tiny": 1e-400, "n": -0.5})");
    EXPECT_EQ(read["max"].get<std::int64_t>(), std::numeric_limits<std::int64_t>::max());
    EXPECT_EQ(read["min"].get<std::int64_t>(), std::numeric_limits<std::int64_t>::min());
    EXPECT_DOUBLE_EQ(read["big"].get<double>(), 1.7e308);
    EXPECT_EQ(read["tiny"].get<double>(), 0.0);
    EXPECT_FALSE(JsonReader::check(R"({"max": 9223372036854775807})").has_value());
}

TEST(JsonReader, AHugeLiteralIsShownCutShort) {
    const auto error = readError(R"({"x": )" + std::string(5000, '7') + "}");
    ASSERT_TRUE(error.has_value());
    EXPECT_TRUE(mentions(error->what(), "(5000 characters)")) << error->what();
    EXPECT_LT(std::string(error->what()).size(), 300U);
}

TEST(JsonReader, TextThatIsNotJsonSaysWhereWithoutInternalIds) {
    const auto error = readError(R"({"a": [1, 2)");
    ASSERT_TRUE(error.has_value());
    EXPECT_EQ(error->kind(), JsonReadError::Kind::Syntax);
    EXPECT_TRUE(mentions(error->what(), "not valid JSON: parse error at line 1")) << error->what();
    EXPECT_FALSE(mentions(error->what(), "json.exception")) << error->what();
}

json scenarioWithLife(const json& life) {
    return {{"format", "scouter-scenario/1"},
            {"ruleset", "dbu"},
            {"combatants", json::array({{{"id", "kaz"}, {"side", "a"}, {"stats", {{"life", life}}}},
                                        {{"id", "rex"}, {"side", "b"}}})},
            {"steps", json::array({{{"do", "start"}}})}};
}

// `scouter-cli scenario FOLDER` aborted: the stream opened, and its first read threw.
TEST(JsonReader, AFolderGivenAsAScenarioFileIsInvalidSayingSo) {
    const auto folder = std::filesystem::temp_directory_path() / "scouter-json-reader-folder";
    std::filesystem::create_directories(folder);
    const ScenarioOutcome outcome = ScenarioRunner().runFile(folder.string(), nullptr);
    std::filesystem::remove(folder);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Invalid);
    EXPECT_EQ(outcome.detail, "cannot read the file: it is a folder");
}

// As `scouter-cli scenario FILE` runs it: before, runFile let std::out_of_range escape.
TEST(JsonReader, AScenarioFileWithSuchANumberIsInvalidNamingTheStepAndTheKey) {
    const auto path = std::filesystem::temp_directory_path() / "scouter-json-reader-1e999.json";
    const auto run = [&](const std::string& text) {
        {
            std::ofstream out(path);
            out << text;
        }
        ScenarioOutcome outcome = ScenarioRunner().runFile(path.string(), nullptr);
        std::filesystem::remove(path);
        return outcome;
    };
    std::string header = scenarioWithLife(120).dump();
    header.replace(header.find("120"), 3, "1e999");
    const ScenarioOutcome inHeader = run(header);
    EXPECT_EQ(inHeader.status, ScenarioOutcome::Status::Invalid);
    EXPECT_TRUE(mentions(inHeader.detail, "step 0 (life): invalid scenario: combatants[0].stats.life: the number "
                                          "1e999 is beyond"))
        << inHeader.detail;

    const ScenarioOutcome inStep = run(
        R"({"format": "scouter-scenario/1", "ruleset": "dbu", "combatants": [], "steps": [{"do": "start"},
            {"do": "heal", "who": "x", "amount": -1e999}]})");
    EXPECT_EQ(inStep.status, ScenarioOutcome::Status::Invalid);
    EXPECT_TRUE(mentions(inStep.detail, "step 2 (amount): invalid scenario: steps[1].amount: the number -1e999"))
        << inStep.detail;

    const auto text = ScenarioRunner::readText(header, "text.json");
    ASSERT_TRUE(std::holds_alternative<ScenarioOutcome>(text));
    EXPECT_EQ(std::get<ScenarioOutcome>(text).detail, inHeader.detail);
}

// A square's coordinate past an int was cut by get<int>() to another square and played.
TEST(JsonReader, ASquarePastAnIntIsRefusedNotCutToAnotherSquare) {
    json file = scenarioWithLife(120);
    file["combatants"][0]["at"] = {2, 2};
    file["combatants"][0]["stats"]["normalSpeed"] = 5;
    file["combatants"][0]["stats"]["boostedSpeed"] = 7;
    file["steps"] = json::array(
        {{{"do", "setInitiative"}, {"who", "kaz"}, {"value", 9}},
         {{"do", "setInitiative"}, {"who", "rex"}, {"value", 5}},
         {{"do", "start"}},
         {{"do", "maneuver"}, {"who", "kaz"}, {"name", "movement"}, {"to", {4294967299LL, 2}}, {"mode", "normal"}}});
    const ScenarioOutcome outcome = ScenarioRunner().runJson(file, "square.json", nullptr);
    EXPECT_EQ(outcome.status, ScenarioOutcome::Status::Invalid) << outcome.line;
    EXPECT_TRUE(mentions(outcome.detail, "step 4 (to)")) << outcome.detail;
    file["steps"][3]["to"] = {3, 2};
    EXPECT_EQ(ScenarioRunner().runJson(file, "square.json", nullptr).status, ScenarioOutcome::Status::Pass);
}

} // namespace
} // namespace scouter::engine::test
