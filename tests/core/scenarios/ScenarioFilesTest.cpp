// SPDX-License-Identifier: GPL-3.0-or-later
// One GoogleTest per scenario file: the public DBU, True20 and Fatewalker scenarios and the project's own.
#include "scenario/ScenarioRunner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

namespace {

std::vector<std::string> scenarioFiles() {
    std::vector<std::string> files;
    for (const char* folder :
         {SCOUTER_PUBLIC_DBU_SCENARIOS, SCOUTER_PUBLIC_LEGACY_SCENARIOS, SCOUTER_PUBLIC_TRUE20_SCENARIOS,
          SCOUTER_PUBLIC_FATEWALKER_SCENARIOS, SCOUTER_PUBLIC_DBU_ADDITIONS_SCENARIOS, SCOUTER_OWN_SCENARIOS}) {
        if (!std::filesystem::is_directory(folder)) {
            continue;
        }
        for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
            if (entry.path().extension() == ".json") {
                files.push_back(entry.path().string());
            }
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

// The public scenarios are the engine's conformance suite: their absence is a failure, not a skip.
TEST(PublicScenarios, ArePresent) {
    for (const char* folder :
         {SCOUTER_PUBLIC_DBU_SCENARIOS, SCOUTER_PUBLIC_LEGACY_SCENARIOS, SCOUTER_PUBLIC_TRUE20_SCENARIOS,
          SCOUTER_PUBLIC_FATEWALKER_SCENARIOS, SCOUTER_PUBLIC_DBU_ADDITIONS_SCENARIOS}) {
        ASSERT_TRUE(std::filesystem::is_directory(folder)) << folder << " not found: clone shared/ beside the project";
        EXPECT_FALSE(std::filesystem::is_empty(folder)) << folder;
    }
}

class ScenarioFile : public ::testing::TestWithParam<std::string> {};

TEST_P(ScenarioFile, Passes) {
    const scouter::engine::ScenarioRunner runner;
    const auto outcome = runner.runFile(GetParam(), nullptr);
    EXPECT_EQ(outcome.status, scouter::engine::ScenarioOutcome::Status::Pass) << outcome.line;
}

std::string testName(const ::testing::TestParamInfo<std::string>& info) {
    const std::filesystem::path path(info.param);
    std::string name = path.parent_path().filename().string() + "_" + path.stem().string();
    std::replace_if(
        name.begin(), name.end(), [](char c) { return !std::isalnum(static_cast<unsigned char>(c)); }, '_');
    return name;
}

INSTANTIATE_TEST_SUITE_P(All, ScenarioFile, ::testing::ValuesIn(scenarioFiles()), testName);
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ScenarioFile);

} // namespace
