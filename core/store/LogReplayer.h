#pragma once

#include "EncounterReplay.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <variant>
#include <vector>

namespace scouter::store {

// Where a stored encounter stops replaying, and why.
struct ReplayFault {
    std::optional<std::size_t> command; // index in the stored log; none when the set-up itself fails
    std::optional<std::size_t> event;   // index among that command's events; none for the command
    QString what;                       // "names combatant "x" that is not in this encounter"
};

// Replays a stored log through the engine without a database, so the import check, the loader
// and a fuzzer judge stored events the same way. Each command's events are read and applied to
// the state they were recorded on (undo and redo walk the history as play did), so an event the
// engine cannot apply is found at the command that holds it, even one undone since. Nothing
// throws: every exception the engine raises on bad data becomes the fault.
class LogReplayer {
public:
    using Outcome = std::variant<ReplayedEncounter, ReplayFault>;

    // `upTo` stops after that many stored commands.
    [[nodiscard]] static Outcome replay(const EncounterRecord& record, const std::vector<StoredCommand>& stored,
                                        std::optional<qint64> upTo = std::nullopt);
    // "command 4 (attack), event 2 (life-set): names combatant "x" that is not in this encounter".
    [[nodiscard]] static QString describe(const ReplayFault& fault, const std::vector<StoredCommand>& stored);
};

} // namespace scouter::store
