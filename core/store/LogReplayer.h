// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterReplay.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace scouter::store {

// Where a stored encounter stops replaying, and why.
struct ReplayFault {
    std::optional<std::size_t> command; // index in the stored log; none when the set-up itself fails
    std::optional<std::size_t> event;   // index among that command's events; none for the command
    QString what;                       // "names combatant "x" that is not in this encounter"
};

// A stored command's events as a loader turned them into the engine's while reading them (each
// one's JSON let go at once), up to the first that is not one this Scouter can replay.
struct DecodedEvents {
    std::vector<engine::Event> events;
    std::vector<std::string> types;         // every event's "type", for a fault's message
    std::optional<std::size_t> undecodable; // the first event that would not turn, and why
    QString why;
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
    // Event `position` of a command, read as replay() reads it, into `into`.
    static void decode(DecodedEvents& into, std::size_t position, const nlohmann::json& event,
                       const engine::Ruleset& ruleset);
    // replay() of commands whose events were decode()d with `ruleset` (one of the record's
    // ruleset) as they were read: `decoded` is parallel to `stored`, whose events are left out.
    // The same state, the same faults; the arguments of every command applied move from `stored`
    // to the result (the command a fault names keeps them, for describe()).
    [[nodiscard]] static Outcome replayDecoded(const EncounterRecord& record, const engine::Ruleset& ruleset,
                                               std::vector<StoredCommand>& stored, std::vector<DecodedEvents>& decoded,
                                               std::optional<qint64> upTo = std::nullopt);
    // "command 4 (attack), event 2 (life-set): names combatant "x" that is not in this encounter".
    [[nodiscard]] static QString describe(const ReplayFault& fault, const std::vector<StoredCommand>& stored);
    [[nodiscard]] static QString describe(const ReplayFault& fault, const std::vector<StoredCommand>& stored,
                                          const std::vector<DecodedEvents>& decoded);
};

} // namespace scouter::store
