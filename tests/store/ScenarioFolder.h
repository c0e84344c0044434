#pragma once

#include <QStringList>

#include <ostream>

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

} // namespace scouter::store::test
