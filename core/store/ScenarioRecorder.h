// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Result.h"

#include <QDateTime>

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <ostream>
#include <string>

namespace scouter::store {

class CommandWriter;
class Database;

struct RecordOptions {
    Database* db = nullptr;                         // set: the run is stored as a new encounter
    CommandWriter* writer = nullptr;                // with db: writes each accepted command, durable before the next
    std::optional<long long> stopAfter;             // stop once this many commands were accepted
    std::function<void(qint64)> onEncounterCreated; // told the new encounter's id before any command
    QDateTime at; // when the encounter is recorded as created and ended; now when not set
};

struct RecordOutcome {
    enum class Status { Pass, Fail, Invalid, StoreFailed };
    Status status = Status::Pass;
    std::string why; // for Fail/Invalid/StoreFailed: "step <n> (<what>): <why>" or the store's message
    long long commands = 0;
    nlohmann::json state; // flat scenario paths plus "commands", after the last command run
    qint64 encounterId = 0;
};

// Plays a `scouter-scenario/1` file through the engine's runner and, as its observer, stores every
// accepted command (undo and redo too) with its events as a new encounter of the campaign.
class ScenarioRecorder {
public:
    [[nodiscard]] static RecordOutcome run(const nlohmann::json& file, const RecordOptions& options);
};

} // namespace scouter::store
