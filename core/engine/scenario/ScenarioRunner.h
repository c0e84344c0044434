#pragma once

#include "rules/RulesetRegistry.h"

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace scouter::engine {

struct ScenarioOutcome {
    enum class Status { Pass, Fail, Invalid };
    Status status = Status::Pass;
    std::string line; // "PASS <file>" or "FAIL <file>: step <n> (<what>): <why>"
};

// Runs `scouter-scenario/1` files headless: the engine's conformance suite and the
// `scouter-cli scenario` command.
class ScenarioRunner {
public:
    explicit ScenarioRunner(RulesetRegistry registry = RulesetRegistry::withBuiltins());

    // `log`, when set, receives the encounter log as each step runs (--verbose).
    [[nodiscard]] ScenarioOutcome runFile(const std::string& path, std::ostream* log) const;
    [[nodiscard]] ScenarioOutcome runJson(const nlohmann::json& file, const std::string& name, std::ostream* log) const;

    // The CLI contract: `[--verbose] FILE...`; one line per file, then "<P> passed, <F> failed".
    // Returns 0 when all passed, 1 when a scenario failed, 2 when a file is not a valid scenario.
    [[nodiscard]] int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const;

private:
    RulesetRegistry m_registry;
};

} // namespace scouter::engine
