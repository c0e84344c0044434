// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include <QJsonObject>

#include <vector>

namespace scouter::fuzz {

// An encounter of a `scouter-export/1` file read the way a damaged or older campaign would hold
// it: every field taken as it is (a wrong type becomes its default), nothing checked.
class LooseEncounter {
public:
    [[nodiscard]] static store::EncounterRecord record(const QJsonObject& object);
    // The log's numbers are the table's (a command out of order cannot be stored); everything
    // in a command is kept as it is.
    [[nodiscard]] static std::vector<store::StoredCommand> log(const QJsonObject& object);
};

} // namespace scouter::fuzz
