// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli encounters [--database DB] [--json]`: the campaign's encounters, one a line.
int runEncounters(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
