// SPDX-License-Identifier: GPL-3.0-or-later
#include "EncounterTimeline.h"

#include "RuleWords.h"

#include "rules/Encounter.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <span>

namespace scouter::store {

namespace {

constexpr std::size_t kCheckpointEvery = engine::Encounter::kCheckpointEvery;

} // namespace

// What wording the log lazily needs: the entries worded so far and where the last walk stopped,
// so a screenful of rows (or a whole export) is one walk and not one replay per row.
struct EncounterTimeline::Wording {
    explicit Wording(const engine::Ruleset& rules) : words(rules) {}

    std::mutex mutex;
    RuleWords words;
    std::vector<LogEntry> entries; // one per group; worded[g] says whether entries[g] is
    std::vector<bool> worded;
    std::size_t wordedCount = 0;
    std::size_t cursor = 0;                        // `running` is the state just before this group
    std::optional<engine::EncounterState> running; // none until the first walk
};

EncounterTimeline::EncounterTimeline() = default;
EncounterTimeline::EncounterTimeline(EncounterTimeline&&) noexcept = default;
EncounterTimeline& EncounterTimeline::operator=(EncounterTimeline&&) noexcept = default;
EncounterTimeline::~EncounterTimeline() = default;

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
    timeline.m_endOfGroup.reserve(groups.size());
    for (std::size_t g = 0; g < groups.size(); ++g) {
        for (std::size_t e = 0; e < groups[g].events.size(); ++e) {
            timeline.m_groupOfEvent.push_back(g);
            timeline.m_positionOfEvent.push_back(e);
        }
        timeline.m_endOfGroup.push_back(timeline.m_groupOfEvent.size());
    }
    timeline.m_wording = std::make_unique<Wording>(*timeline.m_ruleset);
    timeline.m_wording->entries.resize(groups.size());
    timeline.m_wording->worded.resize(groups.size(), false);
    return timeline;
}

void EncounterTimeline::describeUpTo(std::size_t last) const {
    Wording& wording = *m_wording;
    const auto& groups = m_replayed.log;
    // From the nearest checkpoint, unless the last walk stopped closer (the next rows of a screen).
    const std::size_t checkpoint = std::min(last / kCheckpointEvery, m_replayed.checkpoints.size());
    const std::size_t fromCheckpoint = checkpoint * kCheckpointEvery;
    if (!wording.running || wording.cursor > last || wording.cursor < fromCheckpoint) {
        wording.running = checkpoint == 0 ? m_replayed.initial : m_replayed.checkpoints[checkpoint - 1];
        wording.cursor = fromCheckpoint;
    }
    for (std::size_t g = wording.cursor; g <= last; ++g) {
        if (wording.worded[g]) {
            for (const auto& event : groups[g].events) {
                m_ruleset->apply(*wording.running, event);
            }
        } else {
            // The replay applied these very events already; this boundary is for what a future
            // event kind or narrator might throw, so a bad entry reads as such and never aborts.
            engine::EncounterState before = *wording.running;
            try {
                wording.entries[g] = LogEntry::describe(groups[g], *wording.running, *m_ruleset, wording.words);
            } catch (const std::exception& error) {
                wording.running = std::move(before);
                for (const auto& event : groups[g].events) {
                    m_ruleset->apply(*wording.running, event);
                }
                LogEntry& entry = wording.entries[g];
                entry.label = QStringLiteral("A command this Scouter cannot describe (%1)").arg(error.what());
                entry.detail = entry.title = entry.text = entry.label;
            }
            wording.worded[g] = true;
            ++wording.wordedCount;
        }
        wording.cursor = g + 1;
    }
}

const LogEntry& EncounterTimeline::entry(std::size_t group) const {
    const std::lock_guard lock(m_wording->mutex);
    if (!m_wording->worded.at(group)) {
        describeUpTo(group);
    }
    return m_wording->entries[group];
}

const std::vector<LogEntry>& EncounterTimeline::entries() const {
    const std::lock_guard lock(m_wording->mutex);
    if (m_wording->wordedCount < m_wording->entries.size()) {
        // One walk from the set-up words them all (those worded already are only applied).
        m_wording->running.reset();
        describeUpTo(m_wording->entries.size() - 1);
    }
    return m_wording->entries;
}

const engine::Event& EncounterTimeline::event(std::size_t index) const {
    return m_replayed.log[m_groupOfEvent[index]].events[m_positionOfEvent[index]];
}

std::size_t EncounterTimeline::stepBeforeGroup(std::size_t group) const {
    return group == 0 ? 0 : m_endOfGroup[group - 1];
}

engine::EncounterState EncounterTimeline::stateAt(std::size_t step) const {
    // Every step is exactly the reducer's result: the replay's own state after a checkpoint's
    // group, then the events from there.
    const std::size_t end = std::min(step, eventCount());
    if (end == eventCount()) {
        return m_replayed.state;
    }
    const std::size_t checkpoint = std::min(m_groupOfEvent[end] / kCheckpointEvery, m_replayed.checkpoints.size());
    engine::EncounterState state = checkpoint == 0 ? m_replayed.initial : m_replayed.checkpoints[checkpoint - 1];
    // The whole groups from the checkpoint, then the first events of the group `step` is in.
    const std::size_t first = checkpoint * kCheckpointEvery;
    const std::size_t last = m_groupOfEvent[end];
    engine::Encounter::applyGroups(state, std::span(m_replayed.log).subspan(first, last - first), *m_ruleset);
    for (std::size_t i = stepBeforeGroup(last); i < end; ++i) {
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
