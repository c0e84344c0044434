// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli scenario --database DB FILE` and `scouter-cli scenario FILE --stop-after K --state`:
// the engine's scenario run, persisted as a new encounter and/or stopped after K commands with
// the flat state printed. Plain `scenario FILE...` stays with the engine's runner.
[[nodiscard]] bool isStoredScenario(const std::vector<std::string>& args);
int runStoredScenario(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
