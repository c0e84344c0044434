// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterReplay.h"

#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "JsonBridge.h"
#include "LogReplayer.h"

#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/StateView.h"

#include <exception>
#include <variant>

namespace scouter::store {

namespace {

[[nodiscard]] std::map<std::string, std::string> optionsOf(const EncounterRecord& record) {
    std::map<std::string, std::string> options;
    for (auto it = record.options.begin(); it != record.options.end(); ++it) {
        options[it.key().toStdString()] = engine::ScenarioLoader::optionText(toNlohmann(it.value()));
    }
    return options;
}

// Names the encounter by number and title: the message is all a user sees of a bad encounter,
// and the rest of the campaign goes on working.
[[nodiscard]] StoreError unreadable(const EncounterRecord& record, const QString& why) {
    const QString name = record.title.isEmpty()
                             ? QStringLiteral("Encounter %1").arg(record.id)
                             : QStringLiteral("Encounter %1 \"%2\"").arg(QString::number(record.id), record.title);
    return {StoreErrorKind::Invalid,
            QStringLiteral("%1 cannot be replayed by this Scouter: %2. Nothing was changed.").arg(name, why)};
}

} // namespace

nlohmann::json EncounterReplay::combatants(const EncounterRecord& record) {
    nlohmann::json list = nlohmann::json::array();
    for (const Participant& p : record.participants) {
        nlohmann::json combatant = {{"id", p.combatant.toStdString()}, {"name", p.name.toStdString()},
                                    {"side", p.side.toStdString()},    {"pc", p.pc},
                                    {"surprised", p.surprised},        {"stats", toNlohmann(p.stats)}};
        combatant["group"] = p.group.isEmpty() ? nlohmann::json(nullptr) : nlohmann::json(p.group.toStdString());
        if (p.at) {
            combatant["at"] = {p.at->x, p.at->y};
        }
        list.push_back(std::move(combatant));
    }
    return list;
}

std::variant<engine::EncounterState, QString> EncounterReplay::setUp(const EncounterRecord& record,
                                                                     engine::SetupCheck check) {
    // The engine's own set-up reader turns the stored participants into combatants, so a stored
    // encounter starts exactly as the same scenario would.
    const nlohmann::json setup = {{"format", "scouter-scenario/1"},
                                  {"ruleset", record.ruleset.toStdString()},
                                  {"combatants", combatants(record)},
                                  {"steps", nlohmann::json::array()}};
    try {
        const engine::Scenario scenario = engine::ScenarioLoader::load(setup);
        // The ruleset checks the sheets: a new set-up also against the rules between their stats.
        auto rules = rulesOf(record);
        const auto* ruleset = std::get_if<std::unique_ptr<engine::Ruleset>>(&rules);
        engine::EncounterBuilder builder(ruleset != nullptr ? ruleset->get() : nullptr);
        for (const auto& entry : scenario.combatants) {
            builder.add(entry.combatant, entry.group);
        }
        return builder.build(check);
    } catch (const std::exception& error) {
        return QString::fromStdString(error.what());
    }
}

Result<engine::EncounterState> EncounterReplay::initialState(const EncounterRecord& record, engine::SetupCheck check) {
    auto state = setUp(record, check);
    if (auto* why = std::get_if<QString>(&state)) {
        return unreadable(record, *why);
    }
    return std::get<engine::EncounterState>(std::move(state));
}

std::variant<std::unique_ptr<engine::Ruleset>, QString> EncounterReplay::rulesOf(const EncounterRecord& record) {
    const auto registry = engine::RulesetRegistry::withBuiltins();
    auto created = registry.create(record.ruleset.toStdString(), optionsOf(record));
    if (const auto* error = std::get_if<std::string>(&created)) {
        return QString::fromStdString(*error);
    }
    return std::move(std::get<std::unique_ptr<engine::Ruleset>>(created));
}

Result<std::unique_ptr<engine::Ruleset>> EncounterReplay::ruleset(const EncounterRecord& record) {
    auto rules = rulesOf(record);
    if (const auto* why = std::get_if<QString>(&rules)) {
        return unreadable(record, *why);
    }
    return std::move(std::get<std::unique_ptr<engine::Ruleset>>(rules));
}

Result<ReplayedEncounter> EncounterReplay::load(Database& db, qint64 encounterId, std::optional<qint64> upTo) {
    auto record = EncounterRepository(db).get(encounterId);
    if (!record) {
        return record.error();
    }
    auto rules = rulesOf(record.value());
    if (const auto* made = std::get_if<std::unique_ptr<engine::Ruleset>>(&rules)) {
        // Each event becomes the engine's as it is read, and its JSON goes at once: a 10,000-event
        // log held every event's JSON at the same time, and freeing them cost as much as reading.
        const engine::Ruleset& ruleset = **made;
        // Decoded on the threads that parse them (CommandLog): each command's own entry.
        std::vector<DecodedEvents> decoded;
        CommandLog::EventSink sink;
        sink.commands = [&](std::size_t commands) { decoded.resize(commands); };
        sink.take = [&](std::size_t command, std::size_t event, nlohmann::json&& json) {
            LogReplayer::decode(decoded[command], event, json, ruleset);
        };
        auto stored = CommandLog(db).load(encounterId, sink);
        if (!stored) {
            return stored.error();
        }
        auto replayed = LogReplayer::replayDecoded(record.value(), ruleset, stored.value(), decoded, upTo);
        if (const auto* fault = std::get_if<ReplayFault>(&replayed)) {
            return unreadable(record.value(), LogReplayer::describe(*fault, stored.value(), decoded));
        }
        return std::get<ReplayedEncounter>(std::move(replayed));
    }
    // A ruleset this Scouter cannot make: the log is read whole first, as its faults come first.
    auto stored = CommandLog(db).load(encounterId);
    if (!stored) {
        return stored.error();
    }
    auto replayed = LogReplayer::replay(record.value(), stored.value(), upTo);
    if (const auto* fault = std::get_if<ReplayFault>(&replayed)) {
        return unreadable(record.value(), LogReplayer::describe(*fault, stored.value()));
    }
    return std::get<ReplayedEncounter>(std::move(replayed));
}

nlohmann::json EncounterReplay::flatState(const ReplayedEncounter& encounter) {
    auto rules = rulesOf(encounter.record);
    if (const auto* why = std::get_if<QString>(&rules)) {
        return {{"error", why->toStdString()}};
    }
    nlohmann::json state = engine::StateView::flatten(encounter.state, encounter.diceLeft,
                                                      *std::get<std::unique_ptr<engine::Ruleset>>(rules));
    state["commands"] = encounter.commands;
    return state;
}

} // namespace scouter::store
