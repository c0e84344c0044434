// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioCommand.h"

#include "scenario/ScenarioRunner.h"

namespace scouter::cli {

int runScenario(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    const scouter::engine::ScenarioRunner runner;
    return runner.run(args, out, err);
}

} // namespace scouter::cli
