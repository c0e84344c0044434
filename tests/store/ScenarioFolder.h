// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace scouter::store::test {

// A folder of scenario files a test stores one by one, and whether its subfolders are part of it.
struct ScenarioFolder {
    const char* name; // the test's name for it
    const char* folder;
    bool recursive;
};

std::ostream& operator<<(std::ostream& out, const ScenarioFolder& set);

// Its `*.json` files, sorted.
[[nodiscard]] QStringList jsonFilesIn(const ScenarioFolder& set);

// The folders of tests/scenarios ("own", the top level alone, then each ruleset's folder), and
// those of ../shared/scenarios where the build found them (none otherwise).
[[nodiscard]] std::vector<ScenarioFolder> ownScenarioFolders();
[[nodiscard]] std::vector<ScenarioFolder> publicScenarioFolders();

// A parameterized test's name for the folder it runs on.
[[nodiscard]] inline std::string folderTestName(const ::testing::TestParamInfo<ScenarioFolder>& info) {
    return info.param.name;
}

} // namespace scouter::store::test
