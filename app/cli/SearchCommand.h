// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli search [--database DB] TEXT...`: every stored event whose words match all of
// TEXT, one line each: the encounter, the round and the event as the log reads it.
int runSearch(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
