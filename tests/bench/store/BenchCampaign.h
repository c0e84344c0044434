// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Database.h"
#include "Records.h"
#include "RulesetPlay.h"

#include <QString>

// Campaign files the benchmarks read, built once per run in a temporary folder.
namespace bench {

// One command as play produces it: a few events of the engine's own form.
[[nodiscard]] scouter::store::StoredCommand command(qint64 seq);
// A campaign holding the demo encounter with `commands` commands of 4 events each.
[[nodiscard]] QString longEncounter(const QString& folder, int commands);
// A campaign holding one encounter of the ruleset, of 8 fighters (RulesetPlay), played by its own
// commands until its log holds at least `events` events, stored as play stores it.
struct StoredEncounter {
    QString path;
    qint64 id = 0;
    qint64 commands = 0;
};
[[nodiscard]] StoredEncounter longEncounter(const QString& folder, Rules rules, std::size_t events);
// A campaign of `encounters` encounters of `commands` commands each; every 50th one mentions a
// Kamehameha.
[[nodiscard]] QString manyEncounters(const QString& folder, int encounters, int commands);

} // namespace bench
