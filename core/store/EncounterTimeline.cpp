#include "EncounterTimeline.h"

namespace scouter::store {

Result<EncounterTimeline> EncounterTimeline::load(Database& db, qint64 encounterId) {
    auto replayed = EncounterReplay::load(db, encounterId);
    if (!replayed) {
        return replayed.error();
    }
    auto rules = EncounterReplay::ruleset(replayed.value().record);
    if (!rules) {
        return rules.error();
    }
    EncounterTimeline timeline;
    timeline.m_replayed = std::move(replayed).value();
    timeline.m_ruleset = std::shared_ptr<const engine::Ruleset>(std::move(rules).value());
    const auto& groups = timeline.m_replayed.log;
    engine::EncounterState running = timeline.m_replayed.initial;
    timeline.m_entries.reserve(groups.size());
    timeline.m_endOfGroup.reserve(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const nlohmann::json& command = timeline.m_replayed.origins[g].command;
        const QString label = command.contains("label") && command["label"].is_string()
                                  ? QString::fromStdString(command["label"].get<std::string>())
                                  : QString();
        timeline.m_entries.push_back(LogEntry::describe(groups[g], running, *timeline.m_ruleset, label));
        for (std::size_t e = 0; e < groups[g].events.size(); ++e) {
            timeline.m_groupOfEvent.push_back(g);
            timeline.m_positionOfEvent.push_back(e);
        }
        timeline.m_endOfGroup.push_back(timeline.m_groupOfEvent.size());
    }
    return timeline;
}

const engine::Event& EncounterTimeline::event(std::size_t index) const {
    return m_replayed.log[m_groupOfEvent[index]].events[m_positionOfEvent[index]];
}

engine::EncounterState EncounterTimeline::stateAt(std::size_t step) const {
    // Replaying from the set-up is cheap (a 10,000-event log takes about a millisecond), so no
    // checkpoints are kept: every step is exactly the reducer's result.
    engine::EncounterState state = m_replayed.initial;
    const std::size_t end = std::min(step, eventCount());
    for (std::size_t i = 0; i < end; ++i) {
        m_ruleset->apply(state, event(i));
    }
    return state;
}

std::optional<std::size_t> EncounterTimeline::groupOfStored(qint64 seq) const {
    for (std::size_t g = 0; g < m_replayed.origins.size(); ++g) {
        if (m_replayed.origins[g].seq == seq) {
            return g;
        }
    }
    return std::nullopt;
}

} // namespace scouter::store
