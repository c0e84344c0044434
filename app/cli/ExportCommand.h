#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli export [--database DB] [--out FILE] [ENCOUNTER...]`: characters, NPC groups and
// the encounters named (all without any) as scouter-export/1 JSON.
int runExport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
