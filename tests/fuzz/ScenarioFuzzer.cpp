#include "FuzzCheck.h"

#include "scenario/ScenarioRunner.h"

#include <nlohmann/json.hpp>

#include <cstddef>
#include <cstdint>

// Any JSON handed to `scouter-cli scenario` (or recorded with --database): the loader and the
// run answer with an outcome, a failure or an invalid file naming its step, and never let an
// exception escape.

using scouter::fuzz::require;
using namespace scouter::engine;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const nlohmann::json file = nlohmann::json::parse(data, data + size, nullptr, false);
    if (file.is_discarded()) {
        return 0; // not JSON: refused by the reader before the loader sees it
    }
    static const ScenarioRunner runner;
    const ScenarioOutcome outcome = runner.runJson(file, "fuzz", nullptr);
    require(outcome.status != ScenarioOutcome::Status::Stopped, "only an observer stops a run");
    require(outcome.status == ScenarioOutcome::Status::Pass || !outcome.detail.empty(),
            "a failed or invalid scenario says why");
    return 0;
}
