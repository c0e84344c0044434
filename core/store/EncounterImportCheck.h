// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ExportFormat.h"

#include <QString>

#include <optional>

namespace scouter::store {

// One problem of an import file: its JSON path and what is wrong there.
struct ImportProblem {
    QString path;
    QString message;
};

// The import's judge of an encounter's log: the encounter is replayed through the engine exactly
// as opening it will replay it, so an event that names a combatant or slot the encounter does not
// have, or that the engine cannot apply where it stands, is refused with its path
// (`encounters[0].log[3].events[1]`) instead of being written and failing every later read.
class EncounterImportCheck {
public:
    // `path` is the encounter's own path, `encounters[i]`.
    [[nodiscard]] static std::optional<ImportProblem> replay(const ImportedEncounter& encounter, const QString& path);
};

} // namespace scouter::store
