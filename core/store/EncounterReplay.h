// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"
#include "Result.h"
#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/EncounterBuilder.h"
#include "rules/Ruleset.h"

#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <variant>
#include <vector>

namespace scouter::store {

class Database;

// A stored encounter brought back to life: the set-up, the command groups in effect and those
// that could be redone, and the state after the last stored command.
struct ReplayedEncounter {
    EncounterRecord record;
    engine::EncounterState initial;
    std::vector<engine::CommandGroup> log;
    std::vector<engine::CommandGroup> redo;
    engine::EncounterState state;
    // The states after groups 64, 128, ... of `log` (engine::Encounter::kCheckpointEvery), as the
    // replay met them: what Encounter::restore takes instead of applying the log again, and where
    // a lazy reader of the log starts from.
    std::vector<engine::EncounterState> checkpoints;
    // Where each group of `log` (and of `redo`) was stored: its command's number and arguments.
    std::vector<StoredCommand> origins;
    std::vector<StoredCommand> redoOrigins;
    std::size_t diceLeft = 0;
    qint64 commands = 0;
};

// Resume: rebuilds an encounter from its stored events with the engine's reducer. The events
// carry every die face, so no die is rolled again and the state is exactly the one played.
class EncounterReplay {
public:
    // `upTo` stops after that many stored commands (the log viewer's "state at command K"). An
    // event the engine cannot read or apply is an error naming the encounter, the command and
    // the event; nothing throws.
    [[nodiscard]] static Result<ReplayedEncounter> load(Database& db, qint64 encounterId,
                                                        std::optional<qint64> upTo = std::nullopt);
    // The encounter's set-up as the engine builds it from its participants, or why it cannot be.
    // A stored one is checked as it was accepted; one about to be saved (SetupCheck::New) also
    // against the rules between a sheet's stats.
    [[nodiscard]] static std::variant<engine::EncounterState, QString>
    setUp(const EncounterRecord& record, engine::SetupCheck check = engine::SetupCheck::Stored);
    // The same as a store result, naming the encounter.
    [[nodiscard]] static Result<engine::EncounterState>
    initialState(const EncounterRecord& record, engine::SetupCheck check = engine::SetupCheck::Stored);
    // The encounter's ruleset with its stored options, or why it cannot be made.
    [[nodiscard]] static std::variant<std::unique_ptr<engine::Ruleset>, QString> rulesOf(const EncounterRecord& record);
    // The same as a store result, naming the encounter.
    [[nodiscard]] static Result<std::unique_ptr<engine::Ruleset>> ruleset(const EncounterRecord& record);
    // The participants as `scouter-scenario/1` combatants (the engine's set-up format).
    [[nodiscard]] static nlohmann::json combatants(const EncounterRecord& record);
    // The flat state JSON of scenario paths plus "commands", as `scouter-cli state` prints it.
    [[nodiscard]] static nlohmann::json flatState(const ReplayedEncounter& encounter);
};

} // namespace scouter::store
