// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterReplay.h"
#include "LogEntry.h"
#include "Result.h"

#include <memory>
#include <optional>

namespace scouter::store {

class Database;
class RuleWords;

// A stored encounter laid out for review: the log in effect, one readable entry per command,
// and the state at any point of it, event by event. Read once; it never writes.
//
// The entries are worded when first asked for (a review shows a screenful of a 10,000-event log,
// and wording all of it was a fifth of opening it), each from the state just before its command,
// so every entry reads exactly as a walk through the whole log would word it.
class EncounterTimeline {
public:
    [[nodiscard]] static Result<EncounterTimeline> load(Database& db, qint64 encounterId);

    EncounterTimeline(EncounterTimeline&&) noexcept;
    EncounterTimeline& operator=(EncounterTimeline&&) noexcept;
    EncounterTimeline(const EncounterTimeline&) = delete;
    EncounterTimeline& operator=(const EncounterTimeline&) = delete;
    ~EncounterTimeline();

    [[nodiscard]] const EncounterRecord& record() const { return m_replayed.record; }
    [[nodiscard]] const engine::EncounterState& initial() const { return m_replayed.initial; }
    [[nodiscard]] const engine::EncounterState& lastState() const { return m_replayed.state; }
    [[nodiscard]] const engine::Ruleset& ruleset() const { return *m_ruleset; }
    [[nodiscard]] const std::vector<engine::CommandGroup>& groups() const { return m_replayed.log; }
    // The states after every engine::Encounter::kCheckpointEvery groups (Encounter::restore's).
    [[nodiscard]] const std::vector<engine::EncounterState>& checkpoints() const { return m_replayed.checkpoints; }
    // Group `group` worded for the log. Safe from any thread; the entry stays where it is.
    [[nodiscard]] const LogEntry& entry(std::size_t group) const;
    // Every group worded, in order (an export, the statistics).
    [[nodiscard]] const std::vector<LogEntry>& entries() const;
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
    struct Wording;

    EncounterTimeline();
    // The step at which group `group` starts.
    [[nodiscard]] std::size_t stepBeforeGroup(std::size_t group) const;
    // Words groups up to and including `last` not worded yet, `lock` held.
    void describeUpTo(std::size_t last) const;

    ReplayedEncounter m_replayed;
    std::shared_ptr<const engine::Ruleset> m_ruleset;
    std::vector<std::size_t> m_groupOfEvent;
    std::vector<std::size_t> m_positionOfEvent;
    std::vector<std::size_t> m_endOfGroup;
    std::unique_ptr<Wording> m_wording;
};

} // namespace scouter::store
