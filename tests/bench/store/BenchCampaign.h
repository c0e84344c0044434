#pragma once

#include "Database.h"
#include "Records.h"

#include <QString>

// Campaign files the benchmarks read, built once per run in a temporary folder.
namespace bench {

// One command as play produces it: a few events of the engine's own form.
[[nodiscard]] scouter::store::StoredCommand command(qint64 seq);
// A campaign holding the demo encounter with `commands` commands of 4 events each.
[[nodiscard]] QString longEncounter(const QString& folder, int commands);
// A campaign of `encounters` encounters of `commands` commands each; every 50th one mentions a
// Kamehameha.
[[nodiscard]] QString manyEncounters(const QString& folder, int encounters, int commands);

} // namespace bench
