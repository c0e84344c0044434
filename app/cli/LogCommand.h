// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli log [--database DB] ENCOUNTER`: the stored commands in order, each with its events.
int runLog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
