// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Command.h"
#include "rules/Encounter.h"
#include "rules/RulesetRegistry.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace scouter::engine {

struct ScenarioOutcome {
    // Stopped: an observer asked to stop (e.g. the store could not keep up); never from files alone.
    enum class Status { Pass, Fail, Invalid, Stopped };
    Status status = Status::Pass;
    std::string line;       // "PASS <file>" or "FAIL <file>: <detail>"
    std::string detail;     // "step <n> (<what>): <why>", empty on a pass
    long long commands = 0; // accepted `do` steps run, undo and redo included
};

// One accepted `do` step as an observer sees it, the encounter already past it.
struct AcceptedStep {
    const nlohmann::json& step; // as written in the file
    std::string_view name;      // the command's name, or "undo" or "redo"
    const Command* command;     // nullptr for undo and redo
    int stepNumber = 0;         // 1-based, counting every step of the file
    long long accepted = 0;     // accepted commands so far, this one included
    const Encounter& encounter;
    std::size_t diceLeft = 0; // scripted faces not used yet
};

struct RunOptions {
    std::ostream* log = nullptr; // receives the encounter log as each step runs (--verbose)
    // Once this many commands were accepted the run ends as a pass; the steps after it (refuse
    // and expect included) are not run.
    std::optional<long long> stopAfter;
    // Told the set-up encounter before any step; returning false stops the run (Stopped).
    std::function<bool(const Encounter&)> onStart;
    // Told each accepted command; returning false stops the run (Stopped) after it.
    std::function<bool(const AcceptedStep&)> onAccepted;
    // Told the encounter as the run ends, whatever the status, unless the file was invalid.
    std::function<void(const Encounter&, std::size_t diceLeft)> onFinish;
};

// Runs `scouter-scenario/1` files headless: the engine's conformance suite and the
// `scouter-cli scenario` command.
class ScenarioRunner {
public:
    explicit ScenarioRunner(RulesetRegistry registry = RulesetRegistry::withBuiltins());

    // A scenario's text read as all outside JSON is (JsonReader), or the Invalid outcome of one
    // that does not read, naming the step and the key when the place is in one. `name` is the
    // file's, for the outcome's line.
    [[nodiscard]] static std::variant<nlohmann::json, ScenarioOutcome> readText(std::string_view text,
                                                                                const std::string& name);
    [[nodiscard]] static std::variant<nlohmann::json, ScenarioOutcome> readFile(const std::string& path);

    // `log`, when set, receives the encounter log as each step runs (--verbose).
    [[nodiscard]] ScenarioOutcome runFile(const std::string& path, std::ostream* log) const;
    [[nodiscard]] ScenarioOutcome runJson(const nlohmann::json& file, const std::string& name, std::ostream* log) const;
    // The same with observers: the store records a run through these instead of its own loop.
    [[nodiscard]] ScenarioOutcome runJson(const nlohmann::json& file, const std::string& name,
                                          const RunOptions& options) const;

    // The CLI contract: `[--verbose] FILE...`; one line per file, then "<P> passed, <F> failed".
    // Returns 0 when all passed, 1 when a scenario failed, 2 when a file is not a valid scenario.
    [[nodiscard]] int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const;

private:
    RulesetRegistry m_registry;
};

} // namespace scouter::engine
