// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/Encounter.h"

#include "rules/EventSink.h"

#include <algorithm>
#include <atomic>

namespace scouter::engine {

namespace {
EncounterState prepared(EncounterState state, const Ruleset& ruleset) {
    ruleset.prepare(state);
    return state;
}

// A replay is a walk through memory more than arithmetic: a kind of event that would widen every
// event keeps its payload in a Boxed (model/Boxed.h) instead.
static_assert(sizeof(Event) <= 104, "an event's wide payload belongs in a Boxed");

// A replay walks events that each command's group keeps in a block of its own, and most of them
// point to their ruleset's body elsewhere: both are asked for ahead, while the event before is
// applied, so the walk does not wait on memory at every step.
void prefetch(const std::vector<Event>& events) {
    const auto* bytes = reinterpret_cast<const char*>(events.data());
    const std::size_t size = events.size() * sizeof(Event);
    constexpr std::size_t kLine = 64;
    constexpr std::size_t kMostLines = 8;
    for (std::size_t at = 0; at < size && at < kMostLines * kLine; at += kLine) {
        __builtin_prefetch(bytes + at);
    }
}

void prefetchBodies(const std::vector<Event>& events) {
    for (const auto& event : events) {
        if (const auto* own = std::get_if<events::RulesetEvent>(&event)) {
            __builtin_prefetch(own->body.get());
        }
    }
}

std::uint64_t nextRevision() {
    static std::atomic<std::uint64_t> last{0};
    return ++last;
}
} // namespace

void Encounter::changed() {
    m_revision = nextRevision();
}

Encounter::Encounter(EncounterState initial, std::unique_ptr<Ruleset> ruleset, DiceSource& dice)
    : m_initial(prepared(std::move(initial), *ruleset)), m_state(m_initial), m_ruleset(std::move(ruleset)),
      m_dice(dice), m_revision(nextRevision()) {}

CommandResult Encounter::submit(const Command& command) {
    // A command built in code is held to its arguments' bounds as a form is when it is read.
    if (auto outOfBounds = commandLimitProblem(command)) {
        return {false, std::move(*outOfBounds)};
    }
    EventSink sink(
        m_state, [this](EncounterState& state, const Event& event) { m_ruleset->apply(state, event); }, m_emitted);
    std::optional<std::string> refusal;
    try {
        refusal = m_ruleset->handle(command, sink, m_dice);
    } catch (...) {
        if (!sink.events().empty()) {
            rebuild();
        }
        throw;
    }
    if (refusal) {
        // A ruleset refuses before it emits; should one ever emit first, the log still wins.
        if (!sink.events().empty()) {
            rebuild();
        }
        return {false, *refusal};
    }
    m_log.push_back(CommandGroup{std::string(commandName(command)), sink.takeEvents()});
    m_redo.clear();
    changed();
    if (m_log.size() % kCheckpointEvery == 0) {
        m_checkpoints.push_back(m_state);
    }
    return {true, {}};
}

namespace {

class LowestFaceDice final : public DiceSource {
public:
    [[nodiscard]] int roll(int sides) override {
        (void)sides;
        return 1;
    }
};

} // namespace

CommandProbe Encounter::probe(const Command& command) const {
    // A scratch of its own: copied from the state, and the state the command would leave.
    ProbeScratch scratch;
    CommandProbe judged = probe(command, scratch);
    if (judged.accepted) {
        judged.after = std::move(scratch.state);
    }
    return judged;
}

CommandProbe Encounter::probe(const Command& command, ProbeScratch& scratch) const {
    if (auto outOfBounds = commandLimitProblem(command)) {
        return {false, std::move(*outOfBounds), {}, {}};
    }
    // A ruleset reads the state through its sink and changes it only by emitting: a command that
    // emitted nothing left the copy equal to the state.
    if (scratch.changed || scratch.revision != m_revision) {
        scratch.state = m_state;
        scratch.revision = m_revision;
        scratch.changed = false;
    }
    EventSink sink(
        scratch.state,
        [this, &scratch](EncounterState& state, const Event& event) {
            scratch.changed = true; // before applying: an apply that throws halfway has changed it too
            m_ruleset->apply(state, event);
        },
        scratch.events);
    LowestFaceDice dice;
    std::optional<std::string> refusal;
    try {
        refusal = m_ruleset->handle(command, sink, dice);
    } catch (...) {
        scratch.changed = true;
        throw;
    }
    if (refusal) {
        return {false, *refusal, {}, {}};
    }
    return {true, {}, sink.takeEvents(), {}};
}

void Encounter::restore(std::vector<CommandGroup> log, std::vector<CommandGroup> redo) {
    m_log = std::move(log);
    m_redo = std::move(redo);
    m_checkpoints.clear();
    changed();
    m_state = m_initial;
    const std::span<const CommandGroup> groups(m_log);
    for (std::size_t from = 0; from < groups.size(); from += kCheckpointEvery) {
        const std::size_t count = std::min(kCheckpointEvery, groups.size() - from);
        applyGroups(m_state, groups.subspan(from, count), *m_ruleset);
        if (count == kCheckpointEvery) {
            m_checkpoints.push_back(m_state);
        }
    }
}

void Encounter::restore(std::vector<CommandGroup> log, std::vector<CommandGroup> redo, EncounterState state,
                        std::vector<EncounterState> checkpoints) {
    if (checkpoints.size() != log.size() / kCheckpointEvery) {
        restore(std::move(log), std::move(redo));
        return;
    }
    m_log = std::move(log);
    m_redo = std::move(redo);
    m_checkpoints = std::move(checkpoints);
    m_state = std::move(state);
    changed();
}

EncounterState Encounter::stateBefore(std::size_t group) const {
    group = std::min(group, m_log.size());
    if (group == m_log.size()) {
        return m_state;
    }
    const std::size_t checkpoint = std::min(group / kCheckpointEvery, m_checkpoints.size());
    EncounterState state = checkpoint == 0 ? m_initial : m_checkpoints[checkpoint - 1];
    const std::size_t from = checkpoint * kCheckpointEvery;
    applyGroups(state, std::span<const CommandGroup>(m_log).subspan(from, group - from), *m_ruleset);
    return state;
}

bool Encounter::undo() {
    if (m_log.empty()) {
        return false;
    }
    m_redo.push_back(std::move(m_log.back()));
    m_log.pop_back();
    while (!m_checkpoints.empty() && m_checkpoints.size() * kCheckpointEvery > m_log.size()) {
        m_checkpoints.pop_back();
    }
    rebuild();
    return true;
}

bool Encounter::redo() {
    if (m_redo.empty()) {
        return false;
    }
    CommandGroup group = std::move(m_redo.back());
    m_redo.pop_back();
    for (const auto& event : group.events) {
        m_ruleset->apply(m_state, event);
    }
    m_log.push_back(std::move(group));
    if (m_log.size() % kCheckpointEvery == 0) {
        m_checkpoints.push_back(m_state);
    }
    changed();
    return true;
}

void Encounter::rebuild() {
    changed();
    std::size_t from = 0;
    if (m_checkpoints.empty()) {
        m_state = m_initial;
    } else {
        m_state = m_checkpoints.back();
        from = m_checkpoints.size() * kCheckpointEvery;
    }
    applyGroups(m_state, std::span<const CommandGroup>(m_log).subspan(std::min(from, m_log.size())), *m_ruleset);
}

EncounterState Encounter::replay(const EncounterState& initial, const std::vector<CommandGroup>& log,
                                 const Ruleset& ruleset) {
    EncounterState state = initial;
    ruleset.prepare(state);
    applyGroups(state, log, ruleset);
    return state;
}

void Encounter::applyGroups(EncounterState& state, std::span<const CommandGroup> groups, const Ruleset& ruleset) {
    for (std::size_t g = 0; g < groups.size(); ++g) {
        // Two groups ahead the events, one group ahead (their events asked for a group ago) the bodies.
        if (g + 2 < groups.size()) {
            prefetch(groups[g + 2].events);
        }
        if (g + 1 < groups.size()) {
            prefetchBodies(groups[g + 1].events);
        }
        for (const auto& event : groups[g].events) {
            ruleset.apply(state, event);
        }
    }
}

} // namespace scouter::engine
