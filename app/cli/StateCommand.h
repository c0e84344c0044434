// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli state [--database DB] ENCOUNTER`: the stored encounter replayed, as one flat JSON
// object of scenario paths plus "commands" (the commands it holds).
int runState(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
