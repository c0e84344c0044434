// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "events/RulesetEventDecoder.h"
#include "model/EncounterState.h"
#include "rules/Command.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/EventSink.h"
#include "rules/RulesetOptions.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine {

// A ruleset's rules (Ruleset's first role): the commands it reads, how it judges one against the
// state (refusing it, or turning it into events through the sink) and how its events change the
// state. The Encounter, the event log's reader and the scenario harness call it; the panel asks
// it which commands there are and what comes next. Every argument of a command is within its
// bounds by then: the core checked them when the form was read and again in Encounter::submit.
class RulesetRules : public RulesetEventDecoder {
public:
    RulesetRules() = default;
    RulesetRules(const RulesetRules&) = delete;
    RulesetRules& operator=(const RulesetRules&) = delete;
    ~RulesetRules() override = default;
    [[nodiscard]] virtual std::string_view name() const = 0;
    [[nodiscard]] virtual const RulesetOptions& options() const = 0;
    [[nodiscard]] virtual std::optional<std::string> handle(const Command& command, EventSink& sink,
                                                            DiceSource& dice) const = 0;
    // How this ruleset's events change the state; the shared reducer unless a system needs more.
    // A ruleset with its own events (events::RulesetEvent) reduces them here.
    virtual void apply(EncounterState& state, const Event& event) const;
    // Sets up the ruleset's own state (EncounterState::rules) from the combatants' sheets before
    // the first command; the Encounter calls it on its initial state. Must be idempotent.
    virtual void prepare(EncounterState& state) const;
    // Its own events read back from the log (RulesetEventDecoder); none by default.
    [[nodiscard]] std::optional<Event> decodeEvent(std::string_view type, const nlohmann::json& json) const override;

    // Every command this ruleset reads, neutral and its own, with its arguments' keys, types and
    // ranges (the bounds the core holds them to): the scenario harness checks a step's keys against
    // them, the panel and the board ask which commands there are. Usually CommandList<...>::specs()
    // (rules/CommandList.h).
    [[nodiscard]] virtual std::vector<CommandSpec> commandSpecs() const;
    // The one reader of a command from outside code (a scenario step, the panel's form): the
    // Command, or what makes the form unreadable (an unknown command or key, a value of the wrong
    // type or past its argument's range, an unknown mode), naming it. Usually CommandList<...>::read,
    // which checks the bounds. Rules are judged later, by handle.
    [[nodiscard]] virtual CommandReading readCommand(const CommandForm& form) const;
    // What makes a form name something the encounter does not have, beyond its combatants (a
    // weapon id its combatant does not carry, a weapon of the wrong kind): a scenario step that is
    // not valid (exit 2) rather than a refusal. None by default.
    [[nodiscard]] virtual std::optional<std::string> formProblem(const EncounterState& state,
                                                                 const CommandForm& form) const;
    // The ruleset's paths of the scenario contract (`<id>.life`, `lastAttack`) added to `view`,
    // which already holds the neutral ones (round, current, order, <id>.at, ...).
    virtual void statePaths(const EncounterState& state, nlohmann::json& view) const;

    // The values `setInitiative` takes for `slot` now, inclusive: as the die face (`roll`) or as
    // the final value. Anything outside is refused with the range in the message.
    [[nodiscard]] virtual std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                              bool roll) const;
    // Whether `who`, acting now, still has something to do this turn (an action left, or
    // a round action). In a group's slot the panel goes on to the next member when not. True by
    // default, so a ruleset without a budget leaves the first standing member acting.
    [[nodiscard]] virtual bool hasTurnLeft(const EncounterState& state, std::string_view who) const;
    // What the rules ask for next (FollowUp), for the panel to open at once; none by default.
    [[nodiscard]] virtual std::optional<FollowUp> followUp(const EncounterState& state) const;
};

} // namespace scouter::engine
