// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogReplayer.h"

#include "events/EventJson.h"
#include "rules/Encounter.h"

#include <exception>
#include <string>
#include <utility>

namespace scouter::store {

namespace {

// A state copy every this many groups keeps undo cheap in long logs, as in play; the same as the
// engine's, so an encounter restored with them takes them as they are.
constexpr std::size_t kReplayCheckpointEvery = engine::Encounter::kCheckpointEvery;

// The history as play builds it: the groups in effect, those that could be redone, and the
// state after the groups in effect.
class ReplayHistory {
public:
    ReplayHistory(const engine::EncounterState& initial, const engine::Ruleset& rules)
        : m_initial(initial), m_rules(rules), m_state(initial) {}

    // Applies one group's events; on an event the engine refuses, returns its index and why.
    // The replay stops there, so the state it leaves behind is never used.
    // `origin` makes the group's stored command, once the group is in.
    template <typename Origin>
    [[nodiscard]] std::optional<std::pair<std::size_t, QString>> apply(engine::CommandGroup group,
                                                                       const Origin& origin) {
        for (std::size_t e = 0; e < group.events.size(); ++e) {
            try {
                m_rules.apply(m_state, group.events[e]);
            } catch (const std::exception& error) {
                return std::pair{e, QString::fromStdString(error.what())};
            }
        }
        m_replayed.log.push_back(std::move(group));
        m_replayed.origins.push_back(origin());
        m_replayed.redo.clear();
        m_replayed.redoOrigins.clear();
        checkpoint();
        return std::nullopt;
    }
    void undo() {
        if (m_replayed.log.empty()) {
            return;
        }
        m_replayed.redo.push_back(std::move(m_replayed.log.back()));
        m_replayed.log.pop_back();
        m_replayed.redoOrigins.push_back(std::move(m_replayed.origins.back()));
        m_replayed.origins.pop_back();
        while (!m_checkpoints.empty() && m_checkpoints.size() * kReplayCheckpointEvery > m_replayed.log.size()) {
            m_checkpoints.pop_back();
        }
        std::size_t from = 0;
        m_state = m_checkpoints.empty() ? m_initial : m_checkpoints.back();
        if (!m_checkpoints.empty()) {
            from = m_checkpoints.size() * kReplayCheckpointEvery;
        }
        // Every group in effect was applied once already on this very state, so it applies again.
        for (std::size_t g = from; g < m_replayed.log.size(); ++g) {
            for (const auto& event : m_replayed.log[g].events) {
                m_rules.apply(m_state, event);
            }
        }
    }
    void redo() {
        if (m_replayed.redo.empty()) {
            return;
        }
        for (const auto& event : m_replayed.redo.back().events) {
            m_rules.apply(m_state, event);
        }
        m_replayed.log.push_back(std::move(m_replayed.redo.back()));
        m_replayed.redo.pop_back();
        m_replayed.origins.push_back(std::move(m_replayed.redoOrigins.back()));
        m_replayed.redoOrigins.pop_back();
        checkpoint();
    }
    [[nodiscard]] ReplayedEncounter finish() {
        m_replayed.state = std::move(m_state);
        m_replayed.checkpoints = std::move(m_checkpoints);
        return std::move(m_replayed);
    }
    ReplayedEncounter& replayed() { return m_replayed; }

private:
    void checkpoint() {
        if (m_replayed.log.size() % kReplayCheckpointEvery == 0) {
            m_checkpoints.push_back(m_state);
        }
    }

    const engine::EncounterState& m_initial;
    const engine::Ruleset& m_rules;
    engine::EncounterState m_state;
    ReplayedEncounter m_replayed;
    std::vector<engine::EncounterState> m_checkpoints;
};

[[nodiscard]] QString replayErrorText(const std::exception& error) {
    return QString::fromStdString(error.what());
}

[[nodiscard]] std::string replayTextField(const nlohmann::json& object, const char* key) {
    if (!object.is_object()) {
        return {};
    }
    const auto found = object.find(key);
    return found != object.end() && found->is_string() ? found->get<std::string>() : std::string();
}

// "command 4 (attack), event 2 (life-set): ..."; `typeOf(c, e)` is the "type" of that event.
template <typename TypeOf>
[[nodiscard]] QString describeWith(const ReplayFault& fault, const std::vector<StoredCommand>& stored,
                                   const TypeOf& typeOf) {
    if (!fault.command) {
        return fault.what;
    }
    const StoredCommand& command = stored.at(*fault.command);
    QString where = QStringLiteral("command %1").arg(command.seq);
    if (const std::string name = replayTextField(command.command, "name"); !name.empty()) {
        where += QStringLiteral(" (%1)").arg(QString::fromStdString(name));
    }
    if (fault.event) {
        where += QStringLiteral(", event %1").arg(*fault.event + 1);
        if (const std::string type = typeOf(*fault.command, *fault.event); !type.empty()) {
            where += QStringLiteral(" (%1)").arg(QString::fromStdString(type));
        }
    }
    return QStringLiteral("%1: %2").arg(where, fault.what);
}

} // namespace

namespace {

// The replay itself; `group(c, into)` fills command c's group with its events, or says why not;
// `arguments(c)` gives command c's arguments for the group it became.
template <typename Group, typename Arguments>
[[nodiscard]] LogReplayer::Outcome replayWith(const EncounterRecord& record, const engine::Ruleset& ruleset,
                                              engine::EncounterState start, const std::vector<StoredCommand>& stored,
                                              std::optional<qint64> upTo, const Group& group,
                                              const Arguments& arguments) {
    ruleset.prepare(start);
    ReplayHistory history(start, ruleset);
    ReplayedEncounter& replayed = history.replayed();
    replayed.record = record;
    replayed.initial = start;
    replayed.diceLeft = record.dice.size();
    for (std::size_t c = 0; c < stored.size(); ++c) {
        if (upTo && replayed.commands >= *upTo) {
            break;
        }
        const StoredCommand& command = stored[c];
        ++replayed.commands;
        if (command.command.is_object() && command.command.contains("diceLeft") &&
            command.command["diceLeft"].is_number_unsigned()) {
            replayed.diceLeft = command.command["diceLeft"].get<std::size_t>();
        }
        if (command.kind != CommandKind::Command) {
            try {
                if (command.kind == CommandKind::Undo) {
                    history.undo();
                } else {
                    history.redo();
                }
            } catch (const std::exception& error) {
                // Undo and redo re-apply groups applied once already; only a broken engine gets here.
                return ReplayFault{c, std::nullopt, replayErrorText(error)};
            }
            continue;
        }
        engine::CommandGroup made;
        made.command = replayTextField(command.command, "name");
        if (std::optional<ReplayFault> fault = group(c, made)) {
            return *std::move(fault);
        }
        if (auto refused = history.apply(std::move(made), [&] {
                return StoredCommand{command.seq, command.kind, arguments(c), {}, {}};
            })) {
            return ReplayFault{c, refused->first, refused->second};
        }
    }
    return history.finish();
}

[[nodiscard]] QString undecodable(const std::exception& error) {
    return QStringLiteral("not an event this Scouter can replay (%1)").arg(replayErrorText(error));
}

} // namespace

LogReplayer::Outcome LogReplayer::replay(const EncounterRecord& record, const std::vector<StoredCommand>& stored,
                                         std::optional<qint64> upTo) {
    auto initial = EncounterReplay::setUp(record);
    if (const auto* why = std::get_if<QString>(&initial)) {
        return ReplayFault{std::nullopt, std::nullopt, *why};
    }
    auto rules = EncounterReplay::rulesOf(record);
    if (const auto* why = std::get_if<QString>(&rules)) {
        return ReplayFault{std::nullopt, std::nullopt, *why};
    }
    const engine::Ruleset& ruleset = *std::get<std::unique_ptr<engine::Ruleset>>(rules);
    return replayWith(
        record, ruleset, std::get<engine::EncounterState>(std::move(initial)), stored, upTo,
        [&](std::size_t c, engine::CommandGroup& group) -> std::optional<ReplayFault> {
            const auto& events = stored[c].events;
            for (std::size_t e = 0; e < events.size(); ++e) {
                try {
                    group.events.push_back(engine::eventFromJson(events[e], &ruleset));
                } catch (const std::exception& error) {
                    return ReplayFault{c, e, undecodable(error)};
                }
            }
            return std::nullopt;
        },
        [&](std::size_t c) { return stored[c].command; });
}

void LogReplayer::decode(DecodedEvents& into, std::size_t position, const nlohmann::json& event,
                         const engine::Ruleset& ruleset) {
    into.types.resize(std::max(into.types.size(), position + 1));
    into.types[position] = replayTextField(event, "type");
    if (into.undecodable) {
        return; // the replay stops at the first
    }
    try {
        into.events.push_back(engine::eventFromJson(event, &ruleset));
    } catch (const std::exception& error) {
        into.undecodable = position;
        into.why = undecodable(error);
    }
}

LogReplayer::Outcome LogReplayer::replayDecoded(const EncounterRecord& record, const engine::Ruleset& ruleset,
                                                std::vector<StoredCommand>& stored, std::vector<DecodedEvents>& decoded,
                                                std::optional<qint64> upTo) {
    auto initial = EncounterReplay::setUp(record);
    if (const auto* why = std::get_if<QString>(&initial)) {
        return ReplayFault{std::nullopt, std::nullopt, *why};
    }
    return replayWith(
        record, ruleset, std::get<engine::EncounterState>(std::move(initial)), stored, upTo,
        [&](std::size_t c, engine::CommandGroup& group) -> std::optional<ReplayFault> {
            DecodedEvents& events = decoded[c];
            if (events.undecodable) {
                return ReplayFault{c, *events.undecodable, events.why};
            }
            group.events = std::move(events.events);
            return std::nullopt;
        },
        // Moved, not copied: a command applied is never named by a fault.
        [&](std::size_t c) { return std::move(stored[c].command); });
}

QString LogReplayer::describe(const ReplayFault& fault, const std::vector<StoredCommand>& stored,
                              const std::vector<DecodedEvents>& decoded) {
    return describeWith(fault, stored, [&](std::size_t c, std::size_t e) {
        return c < decoded.size() && e < decoded[c].types.size() ? decoded[c].types[e] : std::string();
    });
}

QString LogReplayer::describe(const ReplayFault& fault, const std::vector<StoredCommand>& stored) {
    return describeWith(fault, stored, [&](std::size_t c, std::size_t e) {
        return replayTextField(stored.at(c).events.at(e), "type");
    });
}

} // namespace scouter::store
