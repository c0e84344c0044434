// SPDX-License-Identifier: GPL-3.0-or-later
#include "ScenarioRecorder.h"

#include "CommandWriter.h"
#include "Database.h"
#include "EncounterReplay.h"
#include "EncounterRepository.h"
#include "JsonBridge.h"
#include "SearchText.h"

#include "events/EventJson.h"
#include "rules/Encounter.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/ScenarioRunner.h"
#include "scenario/StateView.h"

#include <algorithm>
#include <optional>

namespace scouter::store {

namespace {

// The encounter as the loader read it (names defaulted to ids, a sheet's records given beside
// the stats among them), so what is stored is what was played.
[[nodiscard]] EncounterRecord recordOf(const nlohmann::json& file, const engine::Scenario& scenario) {
    EncounterRecord record;
    record.title = QString::fromStdString(scenario.title);
    record.ruleset = QString::fromStdString(scenario.ruleset);
    record.options = toQt(file.value("options", nlohmann::json::object())).toObject();
    record.dice = scenario.dice;
    int width = 1;
    int height = 1;
    for (const engine::ScenarioCombatant& entry : scenario.combatants) {
        const engine::Combatant& c = entry.combatant;
        Participant p;
        p.combatant = QString::fromStdString(c.id);
        p.name = QString::fromStdString(c.name);
        p.side = QString::fromStdString(c.side);
        p.pc = c.pc;
        p.surprised = c.surprised;
        p.group = QString::fromStdString(entry.group);
        if (entry.placed) {
            p.at = GridSquare{c.at.x, c.at.y};
            width = std::max(width, c.at.x + 1);
            height = std::max(height, c.at.y + 1);
        }
        p.stats = entry.stats.is_object() ? toQt(entry.stats).toObject() : QJsonObject();
        record.participants.push_back(p);
    }
    record.gridWidth = width;
    record.gridHeight = height;
    return record;
}

[[nodiscard]] RecordOutcome::Status statusOf(engine::ScenarioOutcome::Status status) {
    switch (status) {
    case engine::ScenarioOutcome::Status::Pass:
        return RecordOutcome::Status::Pass;
    case engine::ScenarioOutcome::Status::Fail:
        return RecordOutcome::Status::Fail;
    case engine::ScenarioOutcome::Status::Invalid:
        return RecordOutcome::Status::Invalid;
    case engine::ScenarioOutcome::Status::Stopped:
        return RecordOutcome::Status::StoreFailed;
    }
    return RecordOutcome::Status::Invalid;
}

} // namespace

RecordOutcome ScenarioRecorder::run(const nlohmann::json& file, const RecordOptions& options) {
    RecordOutcome outcome;
    std::optional<std::string> storeError;
    engine::RunOptions run;
    run.stopAfter = options.stopAfter;
    if (options.db != nullptr) {
        run.onStart = [&](const engine::Encounter&) {
            // The loader already accepted the file, so its combatants are there to be stored.
            EncounterRecord record = recordOf(file, engine::ScenarioLoader::load(file));
            record.createdAt = options.at;
            auto id = EncounterRepository(*options.db).create(record);
            if (!id) {
                storeError = id.error().message.toStdString();
                return false;
            }
            outcome.encounterId = id.value();
            if (options.onEncounterCreated) {
                options.onEncounterCreated(outcome.encounterId);
            }
            return true;
        };
    }
    // The state before each accepted step: the last one's after it (a refused step changes nothing).
    std::optional<engine::EncounterState> before;
    std::optional<RuleWords> words;
    if (options.db != nullptr && options.writer != nullptr) {
        run.onAccepted = [&](const engine::AcceptedStep& accepted) {
            if (!before) {
                before = accepted.encounter.initialState();
                words.emplace(accepted.encounter.ruleset());
            }
            StoredCommand stored;
            stored.seq = accepted.accepted;
            stored.kind = accepted.name == "undo"   ? CommandKind::Undo
                          : accepted.name == "redo" ? CommandKind::Redo
                                                    : CommandKind::Command;
            // The step as written, and the scripted faces left after it (so a stored run
            // reports `diceLeft` exactly as the live run does).
            stored.command = {{"name", accepted.name}, {"step", accepted.step}, {"diceLeft", accepted.diceLeft}};
            if (stored.kind != CommandKind::Undo) {
                const engine::CommandGroup& group = accepted.encounter.log().back();
                for (const auto& event : group.events) {
                    stored.events.push_back(engine::toJson(event));
                }
                const LogEntry entry = LogEntry::describe(group, *before, accepted.encounter.ruleset(), *words);
                stored.texts = SearchText::of(entry, group.events.size());
            }
            before = accepted.encounter.state();
            options.writer->append(outcome.encounterId, std::move(stored));
            if (auto status = options.writer->flush(); !status) {
                storeError = status.error().message.toStdString();
                return false;
            }
            return true;
        };
    }
    run.onFinish = [&](const engine::Encounter& encounter, std::size_t diceLeft) {
        outcome.state = engine::StateView::flatten(encounter.state(), diceLeft, encounter.ruleset());
    };

    const engine::ScenarioOutcome ran = engine::ScenarioRunner().runJson(file, std::string(), run);
    outcome.status = statusOf(ran.status);
    outcome.why = ran.detail;
    // A command the store could not take was played but is not part of the stored run.
    outcome.commands = storeError && ran.commands > 0 ? ran.commands - 1 : ran.commands;
    if (storeError) {
        outcome.why = *storeError;
        if (outcome.encounterId == 0) {
            outcome.state = nlohmann::json();
            return outcome;
        }
    }
    if (!outcome.state.is_null()) {
        outcome.state["commands"] = outcome.commands;
    }
    // The list of encounters shows how each one ended; the log remains the record of it.
    if (options.db != nullptr &&
        (outcome.status == RecordOutcome::Status::Pass || outcome.status == RecordOutcome::Status::Fail)) {
        const bool ended = outcome.state.value("ended", false);
        const auto how = outcome.state.value("outcome", nlohmann::json());
        const QString text = how.is_string() ? QString::fromStdString(how.get<std::string>()) : QString();
        if (auto marked = EncounterRepository(*options.db)
                              .markEnded(outcome.encounterId, ended ? text : QString(),
                                         ended ? (options.at.isValid() ? options.at : QDateTime::currentDateTimeUtc())
                                               : QDateTime());
            !marked) {
            outcome.status = RecordOutcome::Status::StoreFailed;
            outcome.why = marked.error().message.toStdString();
        }
    }
    return outcome;
}

} // namespace scouter::store
