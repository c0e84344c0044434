// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzCheck.h"

#include "scenario/ScenarioRunner.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <variant>

// Any text handed to `scouter-cli scenario` (or recorded with --database): read as the CLI reads
// it (ScenarioRunner::readText, the one reading of outside JSON), then loaded and run. Each
// answers with an outcome, a failure or an invalid file naming its step, and never lets an
// exception escape.

using scouter::fuzz::require;
using namespace scouter::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    auto read = ScenarioRunner::readText(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    if (const auto* unread = std::get_if<ScenarioOutcome>(&read)) {
        require(unread->status == ScenarioOutcome::Status::Invalid && !unread->detail.empty(),
                "a text that does not read is an invalid scenario that says why");
        return 0;
    }
    static const ScenarioRunner runner;
    const ScenarioOutcome outcome = runner.runJson(std::get<nlohmann::json>(read), "fuzz", nullptr);
    require(outcome.status != ScenarioOutcome::Status::Stopped, "only an observer stops a run");
    require(outcome.status == ScenarioOutcome::Status::Pass || !outcome.detail.empty(),
            "a failed or invalid scenario says why");
    return 0;
}
