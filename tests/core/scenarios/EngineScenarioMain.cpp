// SPDX-License-Identifier: GPL-3.0-or-later
// The scenario runner over the engine library alone, for builds without the CLI (the engine-only
// sanitizer build): same arguments, output and exit codes as `scouter-cli scenario`.
#include "scenario/ScenarioRunner.h"

#include <iostream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    const std::vector<std::string> args(argv + 1, argv + argc);
    const scouter::engine::ScenarioRunner runner;
    return runner.run(args, std::cout, std::cerr);
}
