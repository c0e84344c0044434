// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/ScenarioRunner.h"

#include "dice/ScriptedDice.h"
#include "events/EventJson.h"
#include "model/Limits.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "scenario/CommandParser.h"
#include "scenario/JsonReader.h"
#include "scenario/ScenarioError.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/StateView.h"

#include <fmt/format.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace scouter::engine {

namespace {

struct StepFailure {
    std::string what;
    std::string why;
};

std::string stepKeyOf(const nlohmann::json& step, int number) {
    if (!step.is_object()) {
        throw ScenarioError(number, "step", "a step is a JSON object");
    }
    std::string found;
    for (const char* key : {"do", "refuse", "expect"}) {
        if (step.contains(key)) {
            if (!found.empty()) {
                throw ScenarioError(number, key, "a step has exactly one of do, refuse, expect");
            }
            found = key;
        }
    }
    if (found.empty()) {
        throw ScenarioError(number, "step", "a step needs one of do, refuse, expect");
    }
    return found;
}

// Equal, numbers that are not whole within 0.001 (metres such as 7/3 written 2.333), objects
// and arrays element by element.
bool sameValue(const nlohmann::json& got, const nlohmann::json& expected) {
    if (got.is_number() && expected.is_number() && (got.is_number_float() || expected.is_number_float())) {
        return std::abs(got.get<double>() - expected.get<double>()) <= 0.001 + 1e-9;
    }
    if (got.is_object() && expected.is_object()) {
        if (got.size() != expected.size()) {
            return false;
        }
        for (const auto& [key, value] : expected.items()) {
            if (!got.contains(key) || !sameValue(got.at(key), value)) {
                return false;
            }
        }
        return true;
    }
    if (got.is_array() && expected.is_array()) {
        if (got.size() != expected.size()) {
            return false;
        }
        for (std::size_t i = 0; i < got.size(); ++i) {
            if (!sameValue(got.at(i), expected.at(i))) {
                return false;
            }
        }
        return true;
    }
    return got == expected;
}

std::optional<StepFailure> checkExpect(const nlohmann::json& step, int number, const Encounter& encounter,
                                       const ScriptedDice& dice) {
    const auto& expected = step["expect"];
    if (!expected.is_object() || step.size() != 1) {
        throw ScenarioError(number, "expect", "expect is one object of path: value");
    }
    const nlohmann::json view = StateView::flatten(encounter.state(), dice.remaining(), encounter.ruleset());
    for (const auto& [path, value] : expected.items()) {
        if (!view.contains(path)) {
            throw ScenarioError(number, path, "unknown path '" + path + "'");
        }
        if (!sameValue(view[path], value)) {
            return StepFailure{"expect", fmt::format("{}: expected {}, got {}", path, value.dump(), view[path].dump())};
        }
    }
    return std::nullopt;
}

void logEvents(std::ostream* log, const Encounter& encounter, std::size_t from) {
    if (log == nullptr) {
        return;
    }
    for (std::size_t i = from; i < encounter.log().size(); ++i) {
        for (const auto& event : encounter.log()[i].events) {
            *log << "    " << toJson(event).dump() << '\n';
        }
    }
}

struct CommandStep {
    std::optional<StepFailure> failure;
    std::optional<CommandParser::Step> accepted; // set when a `do` step was accepted
};

CommandStep runCommandStep(const nlohmann::json& step, const std::string& key, int number, Encounter& encounter,
                           const CommandParser::Names& names, ScriptedDice& dice, std::ostream* log) {
    if (step.contains("dice")) {
        if (!step["dice"].is_array()) {
            throw ScenarioError(number, "dice", "a step's dice is an array of faces");
        }
        std::vector<int> faces;
        for (const auto& face : step["dice"]) {
            if (!face.is_number_integer() || face.get<long long>() < 1 ||
                face.get<long long>() > limits::kMaxDieSides) {
                throw ScenarioError(
                    number, "dice",
                    fmt::format("a scripted face is a whole number from 1 to {}", limits::kMaxDieSides));
            }
            faces.push_back(face.get<int>());
        }
        dice.append(faces);
    }
    const bool mustAccept = key == "do";
    const std::string type = step[key].is_string() ? step[key].get<std::string>() : std::string();
    const std::string what = key + " " + type;
    const EncounterState before = encounter.state();
    const std::size_t logSize = encounter.log().size();
    bool accepted = false;
    std::string message;
    CommandParser::Step parsed = CommandParser::parse(step, key, number, encounter.state(), names);
    if (!parsed.command) {
        accepted = type == "undo" ? encounter.undo() : encounter.redo();
        message = accepted ? std::string() : std::string("nothing to ") + type;
    } else {
        try {
            const CommandResult result = encounter.submit(*parsed.command);
            accepted = result.accepted;
            message = result.message;
        } catch (const DiceScriptError& error) {
            throw ScenarioError(number, "dice", std::string("scripted dice: ") + error.what());
        }
    }
    if (log != nullptr) {
        *log << fmt::format("  step {}: {} -> {}\n", number, what, accepted ? "accepted" : "refused: " + message);
        if (type != "undo") {
            logEvents(log, encounter, logSize);
        }
    }
    if (mustAccept && !accepted) {
        return {StepFailure{what, "refused: " + message}, std::nullopt};
    }
    if (!mustAccept) {
        if (accepted) {
            return {StepFailure{what, "the command was accepted"}, std::nullopt};
        }
        if (!(encounter.state() == before)) {
            return {StepFailure{what, "the refusal changed the state"}, std::nullopt};
        }
        return {};
    }
    return {std::nullopt, std::move(parsed)};
}

[[nodiscard]] ScenarioOutcome failed(ScenarioOutcome::Status status, const std::string& name, std::string detail,
                                     long long commands) {
    ScenarioOutcome outcome;
    outcome.status = status;
    outcome.line = fmt::format("FAIL {}: {}", name, detail);
    outcome.detail = std::move(detail);
    outcome.commands = commands;
    return outcome;
}

// A text that does not read: a number or a depth beyond the bounds names its place, and the
// step it is in (1-based, 0 for the file's header) as every invalid scenario does.
[[nodiscard]] ScenarioOutcome unread(const JsonReadError& error, const std::string& name) {
    if (error.kind() == JsonReadError::Kind::Syntax) {
        return failed(ScenarioOutcome::Status::Invalid, name, error.what(), 0);
    }
    int step = 0;
    constexpr std::string_view kSteps = "steps[";
    const std::string& path = error.path();
    if (path.rfind(kSteps, 0) == 0 &&
        std::from_chars(path.data() + kSteps.size(), path.data() + path.size(), step).ec == std::errc()) {
        ++step;
    }
    const std::string key = error.key().empty() ? std::string("format") : error.key();
    return failed(ScenarioOutcome::Status::Invalid, name,
                  fmt::format("step {} ({}): invalid scenario: {}", step, key, error.what()), 0);
}

} // namespace

ScenarioRunner::ScenarioRunner(RulesetRegistry registry) : m_registry(std::move(registry)) {}

std::variant<nlohmann::json, ScenarioOutcome> ScenarioRunner::readText(std::string_view text, const std::string& name) {
    try {
        return JsonReader::read(text);
    } catch (const JsonReadError& error) {
        return unread(error, name);
    }
}

std::variant<nlohmann::json, ScenarioOutcome> ScenarioRunner::readFile(const std::string& path) {
    // A folder opens as a stream and fails only at its first read (libstdc++ throws there).
    std::error_code ignored;
    if (std::filesystem::is_directory(path, ignored)) {
        return failed(ScenarioOutcome::Status::Invalid, path, "cannot read the file: it is a folder", 0);
    }
    std::ifstream in(path);
    if (!in) {
        return failed(ScenarioOutcome::Status::Invalid, path, "cannot read the file", 0);
    }
    try {
        return JsonReader::read(in);
    } catch (const JsonReadError& error) {
        return unread(error, path);
    } catch (const std::ios_base::failure&) {
        // The failed read's errno, in words ("Input/output error"), not the library's own text.
        return failed(ScenarioOutcome::Status::Invalid, path,
                      fmt::format("cannot read the file: {}", std::generic_category().message(errno)), 0);
    }
}

ScenarioOutcome ScenarioRunner::runFile(const std::string& path, std::ostream* log) const {
    auto file = readFile(path);
    if (auto* outcome = std::get_if<ScenarioOutcome>(&file)) {
        return std::move(*outcome);
    }
    return runJson(std::get<nlohmann::json>(file), path, log);
}

ScenarioOutcome ScenarioRunner::runJson(const nlohmann::json& file, const std::string& name, std::ostream* log) const {
    RunOptions options;
    options.log = log;
    return runJson(file, name, options);
}

ScenarioOutcome ScenarioRunner::runJson(const nlohmann::json& file, const std::string& name,
                                        const RunOptions& options) const {
    using Status = ScenarioOutcome::Status;
    int stepNumber = 0;
    long long commands = 0;
    try {
        // Checked before anything else: a planned system's stats and commands are no ruleset's here.
        const std::string ruleset = file.is_object() ? file.value("ruleset", std::string()) : std::string();
        if (m_registry.lookup(ruleset) == RulesetRegistry::Lookup::Planned) {
            return failed(Status::Invalid, name, fmt::format("ruleset not supported yet: '{}'", ruleset), 0);
        }
        const Scenario scenario = ScenarioLoader::load(file);
        auto created = m_registry.create(scenario.ruleset, scenario.options);
        if (auto* error = std::get_if<std::string>(&created)) {
            throw ScenarioError(0, scenario.ruleset == "" ? "ruleset" : "options", *error);
        }
        auto& rules = std::get<std::unique_ptr<Ruleset>>(created);
        // A scenario file is set up now: the rules between a sheet's stats bind it as they bind the prep.
        EncounterBuilder builder(rules.get());
        for (const auto& entry : scenario.combatants) {
            builder.add(entry.combatant, entry.group);
        }
        ScriptedDice dice(scenario.dice);
        Encounter encounter(builder.build(SetupCheck::New), std::move(rules), dice);
        if (options.log != nullptr) {
            *options.log << fmt::format("{}: {} ({})\n", name, scenario.title, scenario.ruleset);
        }
        const auto finish = [&](ScenarioOutcome outcome) {
            if (options.onFinish) {
                options.onFinish(encounter, dice.remaining());
            }
            return outcome;
        };
        if (options.onStart && !options.onStart(encounter)) {
            return finish(failed(Status::Stopped, name, "stopped before the first step", 0));
        }
        const CommandParser::Names names = CommandParser::namesOf(encounter.ruleset());
        for (const auto& step : scenario.steps) {
            if (options.stopAfter && commands >= *options.stopAfter) {
                break;
            }
            ++stepNumber;
            const std::string key = stepKeyOf(step, stepNumber);
            CommandStep ran;
            if (key == "expect") {
                ran.failure = checkExpect(step, stepNumber, encounter, dice);
            } else {
                ran = runCommandStep(step, key, stepNumber, encounter, names, dice, options.log);
            }
            if (ran.failure) {
                return finish(failed(Status::Fail, name,
                                     fmt::format("step {} ({}): {}", stepNumber, ran.failure->what, ran.failure->why),
                                     commands));
            }
            if (!ran.accepted) {
                continue;
            }
            ++commands;
            if (options.onAccepted &&
                !options.onAccepted(AcceptedStep{step, ran.accepted->name,
                                                 ran.accepted->command ? &*ran.accepted->command : nullptr, stepNumber,
                                                 commands, encounter, dice.remaining()})) {
                return finish(failed(Status::Stopped, name, fmt::format("step {}: stopped by the observer", stepNumber),
                                     commands));
            }
        }
        ScenarioOutcome passed{Status::Pass, fmt::format("PASS {}", name), {}, commands};
        return finish(std::move(passed));
    } catch (const ScenarioError& error) {
        return failed(Status::Invalid, name,
                      fmt::format("step {} ({}): invalid scenario: {}", error.step(), error.key(), error.what()),
                      commands);
    } catch (const nlohmann::json::exception& error) {
        return failed(Status::Invalid, name, fmt::format("step {}: invalid scenario: {}", stepNumber, error.what()),
                      commands);
    } catch (const SetupError& error) {
        return failed(Status::Invalid, name, fmt::format("invalid scenario: {}", error.what()), commands);
    }
}

int ScenarioRunner::run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) const {
    bool verbose = false;
    std::vector<std::string> files;
    for (const auto& arg : args) {
        if (arg == "--verbose") {
            verbose = true;
        } else if (!arg.empty() && arg[0] == '-') {
            err << "scouter-cli scenario: unknown option '" << arg << "'\n";
            return 2;
        } else {
            files.push_back(arg);
        }
    }
    if (files.empty()) {
        err << "usage: scouter-cli scenario [--verbose] FILE...\n";
        return 2;
    }
    int passed = 0;
    int failed = 0;
    bool invalid = false;
    for (const auto& file : files) {
        const ScenarioOutcome outcome = runFile(file, verbose ? &out : nullptr);
        out << outcome.line << '\n';
        if (outcome.status == ScenarioOutcome::Status::Pass) {
            ++passed;
        } else {
            ++failed;
        }
        if (outcome.status == ScenarioOutcome::Status::Invalid) {
            invalid = true;
            err << outcome.line << '\n';
        }
    }
    out << passed << " passed, " << failed << " failed\n";
    if (invalid) {
        return 2;
    }
    return failed > 0 ? 1 : 0;
}

} // namespace scouter::engine
