// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli scenario [--verbose] FILE...`: runs encounter scenarios headless (exit 0/1/2).
int runScenario(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
