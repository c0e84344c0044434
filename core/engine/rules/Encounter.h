// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/Ruleset.h"

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace scouter::engine {

struct CommandResult {
    bool accepted = false;
    std::string message; // the refusal, naming the rule
};

// What a command would do if submitted now: accepted or the refusal, and the events it would
// record (so a panel can show what a maneuver costs before anyone chooses it).
struct CommandProbe {
    bool accepted = false;
    std::string message;
    std::vector<Event> events;
    // The state the command would leave (accepted only), so a screen can show what it would cost
    // in the ruleset's own words (its board cells before and after) without applying it again.
    EncounterState after;
};

// Where Encounter::probe(command, scratch) judges one command after another: one copy of the state,
// taken again (by assignment, which keeps what it can of the copy's memory) only once a command has
// changed it or the encounter has moved on, so judging a list of maneuvers copies the state once
// rather than once per maneuver.
struct ProbeScratch {
    EncounterState state;       // after an accepted probe: the state that command would leave
    std::uint64_t revision = 0; // the Encounter::revision `state` is a copy of; 0: none yet
    bool changed = false;       // a probe applied events to `state` since it was copied
    std::vector<Event> events;  // where a probe's events gather (EventSink): kept for its room
};

// One encounter in play: the state, the ruleset that judges commands, and the event log grouped
// per command. Undo rebuilds the state by replaying the log without its last group from the
// nearest checkpoint; redo re-applies the recorded events, so no die is rolled again.
class Encounter {
public:
    Encounter(EncounterState initial, std::unique_ptr<Ruleset> ruleset, DiceSource& dice);

    // A command with an argument past its bound (commandLimitProblem) is refused here, naming it,
    // before the ruleset judges it. Throws what the dice throw (e.g. DiceScriptError); the state
    // is then as before the command.
    CommandResult submit(const Command& command);
    // Judges a command against a copy of the state, its bounds first as submit does; the encounter, its log and its
    // dice are left alone. Dice the command would roll show their lowest face, so costs and refusals are exact but
    // rolled amounts are not a prediction.
    [[nodiscard]] CommandProbe probe(const Command& command) const;
    // The same judgement on `scratch`, kept between calls: the same acceptance, refusal and events,
    // with `after` left empty; the state an accepted command would leave is scratch.state until the
    // next call with it.
    [[nodiscard]] CommandProbe probe(const Command& command, ProbeScratch& scratch) const;
    // Puts back a stored encounter's history: `log` is in effect (oldest first) and `redo` is
    // what could be redone (the next redo last). Replaces any history this encounter had, so a
    // resumed encounter undoes back to its first command ever stored, not just this session's.
    void restore(std::vector<CommandGroup> log, std::vector<CommandGroup> redo);
    // The same with what a replay of `log` already computed (the store's loader replays it to find
    // its faults): `state` after every group of `log` and the `checkpoints` of `log` (see kCheckpointEvery),
    // so the log is not applied a second time. Checkpoints of another count are computed again.
    void restore(std::vector<CommandGroup> log, std::vector<CommandGroup> redo, EncounterState state,
                 std::vector<EncounterState> checkpoints);
    bool undo();
    bool redo();
    [[nodiscard]] bool canUndo() const { return !m_log.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }

    [[nodiscard]] const EncounterState& state() const { return m_state; }
    [[nodiscard]] const EncounterState& initialState() const { return m_initial; }
    [[nodiscard]] const std::vector<CommandGroup>& log() const { return m_log; }
    [[nodiscard]] const std::vector<CommandGroup>& redoStack() const { return m_redo; }
    // The state just before group `group` of the log (the initial state for 0, the current one for
    // log().size()), from the nearest checkpoint: what a view that describes the log lazily needs.
    [[nodiscard]] EncounterState stateBefore(std::size_t group) const;
    // A state copy every this many command groups keeps undo cheap in long encounters: restore()'s
    // checkpoints are the states after groups kCheckpointEvery, 2 * kCheckpointEvery, ...
    static constexpr std::size_t kCheckpointEvery = 64;
    [[nodiscard]] const Ruleset& ruleset() const { return *m_ruleset; }
    // Changes whenever the state does, and is never the same for two states of any encounter in
    // this process: what a view keys what it derived from the state on (the ruleset's timeline,
    // asked many times per refresh).
    [[nodiscard]] std::uint64_t revision() const { return m_revision; }

    // Applies every group of a log to a copy of the initial state.
    [[nodiscard]] static EncounterState replay(const EncounterState& initial, const std::vector<CommandGroup>& log,
                                               const Ruleset& ruleset);
    // Applies the events of `groups` to `state` in order: what every replay (undo, a review's jump)
    // does between a checkpoint and the state it wants.
    static void applyGroups(EncounterState& state, std::span<const CommandGroup> groups, const Ruleset& ruleset);

private:
    void rebuild();
    void changed();

    EncounterState m_initial;
    EncounterState m_state;
    std::unique_ptr<Ruleset> m_ruleset;
    DiceSource& m_dice;
    std::vector<CommandGroup> m_log;
    std::vector<CommandGroup> m_redo;
    std::vector<EncounterState> m_checkpoints; // m_checkpoints[i] = state after (i + 1) * kCheckpointEvery groups
    std::vector<Event> m_emitted;              // where a command's events gather (EventSink): kept for its room
    std::uint64_t m_revision = 0;
};

} // namespace scouter::engine
