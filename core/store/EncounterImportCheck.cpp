// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterImportCheck.h"

#include "JsonChecker.h"
#include "LogReplayer.h"

namespace scouter::store {

std::optional<ImportProblem> EncounterImportCheck::replay(const ImportedEncounter& encounter, const QString& path) {
    const auto outcome = LogReplayer::replay(encounter.record, encounter.log);
    const auto* fault = std::get_if<ReplayFault>(&outcome);
    if (fault == nullptr) {
        return std::nullopt;
    }
    if (!fault->command) {
        return ImportProblem{path, QStringLiteral("the encounter cannot be set up: %1").arg(fault->what)};
    }
    QString at = JsonChecker::at(JsonChecker::at(path, QStringLiteral("log")), static_cast<qsizetype>(*fault->command));
    if (fault->event) {
        at = JsonChecker::at(JsonChecker::at(at, QStringLiteral("events")), static_cast<qsizetype>(*fault->event));
    }
    const StoredCommand& command = encounter.log.at(*fault->command);
    const QString step = command.kind == CommandKind::Command
                             ? QStringLiteral("command %1").arg(command.seq)
                             : QStringLiteral("%1 %2").arg(toString(command.kind)).arg(command.seq);
    return ImportProblem{at, QStringLiteral("%1 (%2 cannot be replayed)").arg(fault->what, step)};
}

} // namespace scouter::store
