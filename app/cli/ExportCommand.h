// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli export [--database DB] [--output FILE [--force]] [ENCOUNTER...]`: characters, NPC groups
// and the encounters named (all without any) as scouter-export/2 JSON (maps included), written as it
// is read. With `--format md|html` and one ENCOUNTER: that encounter's log as a document (set-up,
// log by round, statistics). An output is checked by store::OutputFile before the campaign is
// opened; a file already there is replaced only with --force.
int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
