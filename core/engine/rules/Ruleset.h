#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "events/RulesetEventDecoder.h"
#include "model/EncounterState.h"
#include "model/SheetValues.h"
#include "rules/Command.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/EventFacts.h"
#include "rules/EventSink.h"
#include "rules/Moment.h"
#include "rules/RulesetOptions.h"
#include "rules/SetupCheck.h"
#include "rules/Terms.h"
#include "rules/Timeline.h"

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine {

// A game system's combat rules, plugged into the engine by name. It validates a command
// against the state and either refuses it (returning the message, emitting nothing) or turns
// it into events through the sink. Every argument of the command is within its bounds by then:
// the core checked them when the form was read and again in Encounter::submit.
class Ruleset : public RulesetEventDecoder {
public:
    Ruleset() = default;
    Ruleset(const Ruleset&) = delete;
    Ruleset& operator=(const Ruleset&) = delete;
    ~Ruleset() override = default;
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

    // The character sheet: the fields, the rules between them, the scores computed from them.
    [[nodiscard]] virtual std::vector<SheetField> sheet() const;
    [[nodiscard]] virtual std::vector<SheetProblem> sheetProblems(const SheetValues& values) const;
    // The set-up check of a combatant's sheet (EncounterBuilder, the scenario loader): the first
    // problem, its sentence without the combatant's id. By default the first of sheetProblems; a
    // ruleset whose rules grew since encounters were stored checks those only for SetupCheck::New.
    [[nodiscard]] virtual std::optional<SheetProblem> sheetSetupProblem(const SheetValues& values,
                                                                        SetupCheck check) const;
    // A combatant's sheet in the description's keys, with the defaults of the fields left out
    // where the ruleset fills them in (Combatant::sheet as it is, by default).
    [[nodiscard]] virtual SheetValues sheetOf(const Combatant& combatant) const;
    [[nodiscard]] virtual std::vector<DerivedScore> derivedScores(const SheetValues& values) const;
    // The initiative board's columns, and one cell of them for `who` now.
    [[nodiscard]] virtual std::vector<BoardColumn> boardColumns() const;
    [[nodiscard]] virtual BoardCell boardCell(const EncounterState& state, std::string_view who,
                                              std::string_view column) const;
    // How hurt `who` looks (the players' screen words for an Opponent's Life). By default: Down
    // when it left the encounter or is Defeated, else read from the first Bar column (full is
    // Unhurt, more than half Bloodied, more than none BadlyHurt), Unhurt without a bar.
    [[nodiscard]] virtual Health health(const EncounterState& state, std::string_view who) const;

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

    // What the rest of Scouter builds its screens from (rules/Description.h).
    // Every maneuver as `who` may use it now: bounds follow the actor's Tier and pools. For an id
    // that is not in `state`, the catalogue at its widest bounds. In the catalogue's order.
    [[nodiscard]] virtual std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                                     std::string_view who) const;
    [[nodiscard]] virtual std::vector<ConditionDescription> conditions() const;
    [[nodiscard]] virtual std::vector<CommandDescription> arcCommands() const;
    // The ruleset's own commands the action panel offers beside the maneuvers, each a button and a
    // key (DBU's Convert); sent as forms with the selected combatant as `who`.
    [[nodiscard]] virtual std::vector<CommandDescription> panelCommands() const;
    // The quick entry's amount buttons, in the order shown; none by default (no quick amounts).
    [[nodiscard]] virtual std::vector<QuickAmount> quickAmounts() const;
    // What an offer (EncounterState::offers) lets its holders take, for the log: Terms::offer, or
    // "reaction" when the ruleset names none.
    [[nodiscard]] virtual std::string offerName() const;
    // Its words for what the shared screens name (rules/Terms.h): the board's title, a turn, an
    // offer, its dice's Tier; the defaults suit a ruleset of rounds and turns with none of these.
    [[nodiscard]] virtual Terms terms() const;
    // The terms its rules use that another ruleset may lack ("Counter Action", "Tier of Power",
    // "Ki"; "Conviction"; "tick"), so a test can tell that no screen of another ruleset's says
    // them. A term with a capital letter is matched as written, one in lower case in any case; both
    // as whole words, plural or not. Shared terms go in each ruleset's list that has them.
    [[nodiscard]] virtual std::vector<std::string> ownWords() const;
    // What changes `who`'s rolls against `target` now, in words ("Strike +6 (Rapid Movement)").
    [[nodiscard]] virtual std::vector<std::string> rollNotes(const EncounterState& state, std::string_view who,
                                                             std::string_view target) const;
    // The dice a roll button rolls for `input` of `maneuver` aimed at `target` now: its `roll`,
    // with what that maneuver adds aimed there (a Wound bonus by distance); `roll` by default.
    [[nodiscard]] virtual std::string maneuverRoll(const EncounterState& state, std::string_view who,
                                                   std::string_view maneuver, std::string_view target,
                                                   const InputDescription& input) const;
    // The same as rollNotes for the rolls of one maneuver (its id) aimed at `target`, with what
    // that maneuver itself adds (a Wound bonus by distance, a Strike penalty); rollNotes by default.
    [[nodiscard]] virtual std::vector<std::string> maneuverRollNotes(const EncounterState& state, std::string_view who,
                                                                     std::string_view maneuver,
                                                                     std::string_view target) const;
    // What (T) and (bT) in this ruleset's dice stand for when `who` rolls now: its current and its
    // base Tier. 1 and 1 for a ruleset without Tiers, so such dice read as written.
    [[nodiscard]] virtual std::pair<int, int> diceTiers(const EncounterState& state, std::string_view who) const;
    // The values `setInitiative` takes for `slot` now, inclusive: as the die face (`roll`) or as
    // the final value. Anything outside is refused with the range in the message.
    [[nodiscard]] virtual std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                              bool roll) const;

    // What the log, the exports and the review report of an encounter (rules/EventFacts.h).
    // The numbers tracked per combatant whose changes the log reports, in the order it names them.
    [[nodiscard]] virtual std::vector<PoolDescription> pools() const;
    // What a turn spends, in the order a command's costs are written.
    [[nodiscard]] virtual std::vector<ResourceDescription> resources() const;
    // What `event` means for the log, `before` being the state just before it. Empty by default.
    [[nodiscard]] virtual EventFacts facts(const EncounterState& before, const Event& event) const;
    // Words the pending decision's question adds for the roll it asks about ("+2(T) from failed
    // checks"), in the state `state`; empty when there is nothing to add.
    [[nodiscard]] virtual std::string decisionNote(const EncounterState& state, const PendingDecision& decision) const;
    // The answers a pending decision takes, one button each (`id` is the `resolve` choice), when
    // they are not a roll's Pass and Fail (DBU's Miracle Empowerment: accept or decline). Empty
    // by default: the board asks Pass or Fail.
    [[nodiscard]] virtual std::vector<Choice> decisionChoices(const EncounterState& state,
                                                              const PendingDecision& decision) const;
    // A pending decision in the ARC's words, for the log and a refusal: "the Grapple Check". By
    // default its kind in words.
    [[nodiscard]] virtual std::string decisionTitle(const PendingDecision& decision) const;
    // The answer `choice` to `decision` in words, for the log ("Goku wins", "passed"): by default
    // each choice as a combatant's name, a decisionChoices label, or its words.
    [[nodiscard]] virtual std::string decisionAnswer(const EncounterState& state, const PendingDecision& decision,
                                                     const std::vector<std::string>& choice) const;
    // Whether `who`, acting now, still has something to do this turn (DBU: an Action left; True20:
    // a round action). In a group's slot the panel goes on to the next member when not. True by
    // default, so a ruleset without a budget leaves the first standing member acting.
    [[nodiscard]] virtual bool hasTurnLeft(const EncounterState& state, std::string_view who) const;
    // What the rules ask for next (FollowUp), for the panel to open at once; none by default.
    [[nodiscard]] virtual std::optional<FollowUp> followUp(const EncounterState& state) const;
    // The clock as a timeline (rules/Timeline.h) for a ruleset that counts ticks, not rounds; the
    // board shows it instead of the initiative list. None by default.
    [[nodiscard]] virtual std::optional<Timeline> timeline(const EncounterState& state) const;
    // The moment `state` is at, in the ruleset's count of time. By default its rounds: "Round 2"
    // ("Surprise round"), "Before the fight" before the start.
    [[nodiscard]] virtual Moment moment(const EncounterState& state) const;
};

} // namespace scouter::engine
