// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace scouter::cli {

// `scouter-cli check [--database DB]`: reads every page of the campaign (PRAGMA integrity_check)
// and its whole search index against the events, writing nothing. Exit 0 healthy, 1 damaged (the
// message says what and which backup to use), 2 bad arguments. Opening a campaign checks only what
// takes the same time at any size; this is the rest, on demand. `--rebuild-index` builds the
// search index again from the events instead (a writing command: it takes the campaign's lock).
int runCheck(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace scouter::cli
