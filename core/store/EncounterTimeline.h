#pragma once

#include "EncounterReplay.h"
#include "LogEntry.h"
#include "Result.h"

#include <memory>
#include <optional>

namespace scouter::store {

class Database;

// A stored encounter laid out for review: the log in effect, one readable entry per command,
// and the state at any point of it, event by event. Read once; it never writes.
class EncounterTimeline {
public:
    [[nodiscard]] static Result<EncounterTimeline> load(Database& db, qint64 encounterId);

    [[nodiscard]] const EncounterRecord& record() const { return m_replayed.record; }
    [[nodiscard]] const engine::EncounterState& initial() const { return m_replayed.initial; }
    [[nodiscard]] const engine::EncounterState& lastState() const { return m_replayed.state; }
    [[nodiscard]] const engine::Ruleset& ruleset() const { return *m_ruleset; }
    [[nodiscard]] const std::vector<engine::CommandGroup>& groups() const { return m_replayed.log; }
    [[nodiscard]] const std::vector<LogEntry>& entries() const { return m_entries; }
    // The stored command each group came from (its number in the stored log).
    [[nodiscard]] qint64 storedSeqOf(std::size_t group) const { return m_replayed.origins[group].seq; }

    // Steps are events: step 0 is the set-up, step n the state after the first n events.
    [[nodiscard]] std::size_t eventCount() const { return m_groupOfEvent.size(); }
    [[nodiscard]] std::size_t groupOfEvent(std::size_t event) const { return m_groupOfEvent[event]; }
    // The step just after `group`'s last event.
    [[nodiscard]] std::size_t stepAfterGroup(std::size_t group) const { return m_endOfGroup[group]; }
    [[nodiscard]] const engine::Event& event(std::size_t index) const;
    [[nodiscard]] engine::EncounterState stateAt(std::size_t step) const;
    // The group stored command `seq` became, if that command is still in effect (not undone).
    [[nodiscard]] std::optional<std::size_t> groupOfStored(qint64 seq) const;
    // Highest round reached.
    [[nodiscard]] int rounds() const { return m_replayed.state.round; }

private:
    void describeGroups(engine::EncounterState& running);

    ReplayedEncounter m_replayed;
    std::shared_ptr<const engine::Ruleset> m_ruleset;
    std::vector<LogEntry> m_entries;
    std::vector<std::size_t> m_groupOfEvent;
    std::vector<std::size_t> m_positionOfEvent;
    std::vector<std::size_t> m_endOfGroup;
};

} // namespace scouter::store
