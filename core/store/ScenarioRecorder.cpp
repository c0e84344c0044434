#include "ScenarioRecorder.h"

#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "JsonBridge.h"

#include "dice/ScriptedDice.h"
#include "events/EventJson.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/CommandParser.h"
#include "scenario/ScenarioError.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/StateView.h"

#include <fmt/format.h>

#include <algorithm>

namespace scouter::store {

namespace {

using engine::ScenarioError;

[[nodiscard]] EncounterRecord recordOf(const nlohmann::json& file, const engine::Scenario& scenario) {
    EncounterRecord record;
    record.title = QString::fromStdString(scenario.title);
    record.ruleset = QString::fromStdString(scenario.ruleset);
    record.options = toQt(file.value("options", nlohmann::json::object())).toObject();
    record.dice = scenario.dice;
    int width = 1;
    int height = 1;
    for (const auto& entry : file.at("combatants")) {
        Participant p;
        p.combatant = QString::fromStdString(entry.at("id").get<std::string>());
        p.name = QString::fromStdString(entry.value("name", entry.at("id").get<std::string>()));
        p.side = QString::fromStdString(entry.value("side", std::string()));
        p.pc = entry.value("pc", false);
        p.surprised = entry.value("surprised", false);
        if (entry.contains("group") && entry["group"].is_string()) {
            p.group = QString::fromStdString(entry["group"].get<std::string>());
        }
        if (entry.contains("at") && entry["at"].is_array() && entry["at"].size() == 2) {
            p.at = GridSquare{entry["at"][0].get<int>(), entry["at"][1].get<int>()};
            width = std::max(width, p.at->x + 1);
            height = std::max(height, p.at->y + 1);
        }
        p.stats = toQt(entry.value("stats", nlohmann::json::object())).toObject();
        record.participants.push_back(p);
    }
    record.gridWidth = width;
    record.gridHeight = height;
    return record;
}

[[nodiscard]] std::string stepKeyOf(const nlohmann::json& step, int number) {
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

void appendStepDice(const nlohmann::json& step, int number, engine::ScriptedDice& dice) {
    if (!step.contains("dice")) {
        return;
    }
    std::vector<int> faces;
    for (const auto& face : step["dice"]) {
        if (!face.is_number_integer() || face.get<int>() < 1) {
            throw ScenarioError(number, "dice", "a scripted face is a whole number of at least 1");
        }
        faces.push_back(face.get<int>());
    }
    dice.append(faces);
}

} // namespace

RecordOutcome ScenarioRecorder::run(const nlohmann::json& file, const RecordOptions& options) {
    RecordOutcome outcome;
    int number = 0;
    try {
        const engine::Scenario scenario = engine::ScenarioLoader::load(file);
        const auto registry = engine::RulesetRegistry::withBuiltins();
        if (registry.lookup(scenario.ruleset) == engine::RulesetRegistry::Lookup::Planned) {
            outcome.status = RecordOutcome::Status::Invalid;
            outcome.why = "ruleset not supported yet: '" + scenario.ruleset + "'";
            return outcome;
        }
        auto created = registry.create(scenario.ruleset, scenario.options);
        if (auto* error = std::get_if<std::string>(&created)) {
            throw ScenarioError(0, "options", *error);
        }
        engine::EncounterBuilder builder;
        for (const auto& entry : scenario.combatants) {
            builder.add(entry.combatant, entry.group);
        }
        engine::ScriptedDice dice(scenario.dice);
        engine::Encounter encounter(builder.build(), std::move(std::get<std::unique_ptr<engine::Ruleset>>(created)),
                                    dice);
        if (options.db != nullptr) {
            auto id = EncounterRepository(*options.db).create(recordOf(file, scenario));
            if (!id) {
                outcome.status = RecordOutcome::Status::StoreFailed;
                outcome.why = id.error().message.toStdString();
                return outcome;
            }
            outcome.encounterId = id.value();
            if (options.onEncounterCreated) {
                options.onEncounterCreated(outcome.encounterId);
            }
        }
        const auto finish = [&](RecordOutcome::Status status, std::string why) {
            outcome.status = status;
            outcome.why = std::move(why);
            outcome.state = engine::StateView::flatten(encounter.state(), dice.remaining());
            outcome.state["commands"] = outcome.commands;
            // The list of encounters shows how each one ended; the log remains the record of it.
            if (options.db != nullptr && status != RecordOutcome::Status::StoreFailed) {
                const bool ended = outcome.state.value("ended", false);
                const auto how = outcome.state.value("outcome", nlohmann::json());
                const QString text = how.is_string() ? QString::fromStdString(how.get<std::string>()) : QString();
                if (auto marked = EncounterRepository(*options.db)
                                      .markEnded(outcome.encounterId, ended ? text : QString(),
                                                 ended ? QDateTime::currentDateTimeUtc() : QDateTime());
                    !marked) {
                    outcome.status = RecordOutcome::Status::StoreFailed;
                    outcome.why = marked.error().message.toStdString();
                }
            }
            return outcome;
        };
        for (const auto& step : file.at("steps")) {
            if (options.stopAfter && outcome.commands >= *options.stopAfter) {
                break;
            }
            ++number;
            const std::string key = stepKeyOf(step, number);
            if (key == "expect") {
                const nlohmann::json view = engine::StateView::flatten(encounter.state(), dice.remaining());
                for (const auto& [path, value] : step["expect"].items()) {
                    if (!view.contains(path)) {
                        throw ScenarioError(number, path, "unknown path '" + path + "'");
                    }
                    if (view[path] != value) {
                        return finish(RecordOutcome::Status::Fail,
                                      fmt::format("step {} (expect): {}: expected {}, got {}", number, path,
                                                  value.dump(), view[path].dump()));
                    }
                }
                continue;
            }
            appendStepDice(step, number, dice);
            const std::string type = step[key].is_string() ? step[key].get<std::string>() : std::string();
            const engine::EncounterState before = encounter.state();
            bool accepted = false;
            std::string message;
            CommandKind kind = CommandKind::Command;
            if (type == "undo" || type == "redo") {
                (void)engine::CommandParser::parse(step, key, number, encounter.state());
                kind = type == "undo" ? CommandKind::Undo : CommandKind::Redo;
                accepted = type == "undo" ? encounter.undo() : encounter.redo();
                message = "nothing to " + type;
            } else {
                const engine::Command command = engine::CommandParser::parse(step, key, number, encounter.state());
                try {
                    const engine::CommandResult result = encounter.submit(command);
                    accepted = result.accepted;
                    message = result.message;
                } catch (const engine::DiceScriptError& error) {
                    throw ScenarioError(number, "dice", std::string("scripted dice: ") + error.what());
                }
            }
            const std::string what = fmt::format("{} {}", key, type);
            if (key == "refuse") {
                if (accepted) {
                    return finish(RecordOutcome::Status::Fail,
                                  fmt::format("step {} ({}): the command was accepted", number, what));
                }
                if (!(encounter.state() == before)) {
                    return finish(RecordOutcome::Status::Fail,
                                  fmt::format("step {} ({}): the refusal changed the state", number, what));
                }
                continue;
            }
            if (!accepted) {
                return finish(RecordOutcome::Status::Fail,
                              fmt::format("step {} ({}): refused: {}", number, what, message));
            }
            ++outcome.commands;
            if (options.db != nullptr && options.writer != nullptr) {
                StoredCommand stored;
                stored.seq = outcome.commands;
                stored.kind = kind;
                // The step as written, and the scripted faces left after it (so a stored run
                // reports `diceLeft` exactly as the live run does).
                stored.command = {{"name", type}, {"step", step}, {"diceLeft", dice.remaining()}};
                if (kind != CommandKind::Undo) {
                    for (const auto& event : encounter.log().back().events) {
                        stored.events.push_back(engine::toJson(event));
                    }
                }
                options.writer->append(outcome.encounterId, std::move(stored));
                if (auto status = options.writer->flush(); !status) {
                    --outcome.commands;
                    return finish(RecordOutcome::Status::StoreFailed, status.error().message.toStdString());
                }
            }
        }
        return finish(RecordOutcome::Status::Pass, {});
    } catch (const ScenarioError& error) {
        outcome.status = RecordOutcome::Status::Invalid;
        outcome.why = fmt::format("step {} ({}): invalid scenario: {}", error.step(), error.key(), error.what());
    } catch (const nlohmann::json::exception& error) {
        outcome.status = RecordOutcome::Status::Invalid;
        outcome.why = fmt::format("step {}: invalid scenario: {}", number, error.what());
    }
    return outcome;
}

} // namespace scouter::store
