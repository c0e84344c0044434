#include "EncounterReplay.h"

#include "CommandLog.h"
#include "Database.h"
#include "EncounterRepository.h"
#include "JsonBridge.h"

#include "events/EventJson.h"
#include "rules/Encounter.h"
#include "rules/EncounterBuilder.h"
#include "rules/RulesetRegistry.h"
#include "scenario/ScenarioLoader.h"
#include "scenario/StateView.h"

#include <exception>

namespace scouter::store {

namespace {

[[nodiscard]] std::map<std::string, std::string> optionsOf(const EncounterRecord& record) {
    std::map<std::string, std::string> options;
    for (auto it = record.options.begin(); it != record.options.end(); ++it) {
        const nlohmann::json value = toNlohmann(it.value());
        options[it.key().toStdString()] = value.is_string() ? value.get<std::string>() : value.dump();
    }
    return options;
}

[[nodiscard]] StoreError unreadable(qint64 id, const QString& why) {
    return {
        StoreErrorKind::Invalid,
        QStringLiteral("Encounter %1 cannot be replayed by this Scouter: %2. Nothing was changed.").arg(id).arg(why)};
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

Result<engine::EncounterState> EncounterReplay::initialState(const EncounterRecord& record) {
    // The engine's own set-up reader turns the stored participants into combatants, so a stored
    // encounter starts exactly as the same scenario would.
    const nlohmann::json setup = {{"format", "scouter-scenario/1"},
                                  {"ruleset", record.ruleset.toStdString()},
                                  {"combatants", combatants(record)},
                                  {"steps", nlohmann::json::array()}};
    try {
        const engine::Scenario scenario = engine::ScenarioLoader::load(setup);
        engine::EncounterBuilder builder;
        for (const auto& entry : scenario.combatants) {
            builder.add(entry.combatant, entry.group);
        }
        return builder.build();
    } catch (const std::exception& error) {
        return unreadable(record.id, QString::fromStdString(error.what()));
    }
}

Result<std::unique_ptr<engine::Ruleset>> EncounterReplay::ruleset(const EncounterRecord& record) {
    const auto registry = engine::RulesetRegistry::withBuiltins();
    auto created = registry.create(record.ruleset.toStdString(), optionsOf(record));
    if (const auto* error = std::get_if<std::string>(&created)) {
        return unreadable(record.id, QString::fromStdString(*error));
    }
    return std::move(std::get<std::unique_ptr<engine::Ruleset>>(created));
}

Result<ReplayedEncounter> EncounterReplay::load(Database& db, qint64 encounterId, std::optional<qint64> upTo) {
    auto record = EncounterRepository(db).get(encounterId);
    if (!record) {
        return record.error();
    }
    auto stored = CommandLog(db).load(encounterId);
    if (!stored) {
        return stored.error();
    }
    auto initial = initialState(record.value());
    if (!initial) {
        return initial.error();
    }
    auto rules = ruleset(record.value());
    if (!rules) {
        return rules.error();
    }
    ReplayedEncounter replayed;
    replayed.record = record.value();
    replayed.initial = initial.value();
    replayed.diceLeft = record.value().dice.size();
    // Undo and redo are stored as commands of their own; walking them rebuilds both stacks.
    for (const StoredCommand& command : stored.value()) {
        if (upTo && replayed.commands >= *upTo) {
            break;
        }
        ++replayed.commands;
        if (command.command.contains("diceLeft") && command.command["diceLeft"].is_number_unsigned()) {
            replayed.diceLeft = command.command["diceLeft"].get<std::size_t>();
        }
        if (command.kind == CommandKind::Undo) {
            if (!replayed.log.empty()) {
                replayed.redo.push_back(std::move(replayed.log.back()));
                replayed.log.pop_back();
                replayed.redoOrigins.push_back(std::move(replayed.origins.back()));
                replayed.origins.pop_back();
            }
            continue;
        }
        if (command.kind == CommandKind::Redo) {
            if (!replayed.redo.empty()) {
                replayed.log.push_back(std::move(replayed.redo.back()));
                replayed.redo.pop_back();
                replayed.origins.push_back(std::move(replayed.redoOrigins.back()));
                replayed.redoOrigins.pop_back();
            }
            continue;
        }
        engine::CommandGroup group;
        group.command = command.command.value("name", std::string());
        try {
            for (const nlohmann::json& event : command.events) {
                group.events.push_back(engine::eventFromJson(event));
            }
        } catch (const std::exception& error) {
            return unreadable(encounterId, QStringLiteral("command %1 holds an event it does not know (%2)")
                                               .arg(command.seq)
                                               .arg(QString::fromStdString(error.what())));
        }
        replayed.log.push_back(std::move(group));
        replayed.redo.clear();
        replayed.origins.push_back(StoredCommand{command.seq, command.kind, command.command, {}});
        replayed.redoOrigins.clear();
    }
    replayed.state = engine::Encounter::replay(replayed.initial, replayed.log, *rules.value());
    return replayed;
}

nlohmann::json EncounterReplay::flatState(const ReplayedEncounter& encounter) {
    nlohmann::json state = engine::StateView::flatten(encounter.state, encounter.diceLeft);
    state["commands"] = encounter.commands;
    return state;
}

} // namespace scouter::store
