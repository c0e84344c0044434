// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli import [--database DB] FILE`: reads a scouter-export/2 (or /1) file, all or nothing.
int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
