#include "EncounterTimeline.h"

#include <exception>

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
    engine::EncounterState running = timeline.m_replayed.initial;
    timeline.m_entries.reserve(timeline.m_replayed.log.size());
    timeline.m_endOfGroup.reserve(timeline.m_replayed.log.size());
    // The replay applied these very events already; this boundary is for what a future event
    // kind or narrator might throw, so a bad encounter is a message and never an abort.
    try {
        timeline.describeGroups(running);
    } catch (const std::exception& error) {
        return StoreError{StoreErrorKind::Invalid,
                          QStringLiteral("Encounter %1 cannot be laid out for review: %2. Nothing was changed.")
                              .arg(QString::number(encounterId), QString::fromUtf8(error.what()))};
    }
    return timeline;
}

void EncounterTimeline::describeGroups(engine::EncounterState& running) {
    const auto& groups = m_replayed.log;
    const RuleWords words(*m_ruleset);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        m_entries.push_back(LogEntry::describe(groups[g], running, *m_ruleset, words));
        for (std::size_t e = 0; e < groups[g].events.size(); ++e) {
            m_groupOfEvent.push_back(g);
            m_positionOfEvent.push_back(e);
        }
        m_endOfGroup.push_back(m_groupOfEvent.size());
    }
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
