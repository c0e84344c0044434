// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QString>

namespace scouter::store {

// What `--database FILE` may name, in scouter and in scouter-cli: a campaign is a file, and the
// file opened must be the file named. Refused before anything is opened or created:
// - an empty name, which would quietly mean the default campaign;
// - a name starting with ':' — SQLite's ":memory:" is a database lost on exit, and Qt reads any
//   ":name" as one of its built-in resources (a folder ":" was created for it);
// - a name holding U+FFFD, which is what Qt makes of bytes that are not UTF-8: the file written
//   would be another one.
class CampaignPath {
public:
    // The name as given, or why it cannot name a campaign file (the message names the option).
    [[nodiscard]] static Result<QString> check(const QString& argument);
};

} // namespace scouter::store
