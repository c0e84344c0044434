// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli roll EXPR [--tier N] [--base-tier N] [--extra DICE] [--tier-scaling count|result] [--seed N]`
int runRoll(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
