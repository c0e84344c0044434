#pragma once

#include "dice/DiceSource.h"
#include "events/Event.h"
#include "events/RulesetEventDecoder.h"
#include "model/EncounterState.h"
#include "model/SheetValues.h"
#include "rules/Command.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"
#include "rules/EventSink.h"
#include "rules/RulesetOptions.h"

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
// it into events through the sink.
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
    // A combatant's sheet in the description's keys (Combatant::sheet, unless the ruleset keeps
    // a typed sheet of its own).
    [[nodiscard]] virtual SheetValues sheetOf(const Combatant& combatant) const;
    [[nodiscard]] virtual std::vector<DerivedScore> derivedScores(const SheetValues& values) const;
    // True when the ruleset reads a combatant's stats into its own typed sheet (DBU's
    // Combatant::stats) rather than Combatant::sheet: the scenario loader then leaves them to it.
    [[nodiscard]] virtual bool keepsTypedStats() const { return false; }
    // The initiative board's columns, and one cell of them for `who` now.
    [[nodiscard]] virtual std::vector<BoardColumn> boardColumns() const;
    [[nodiscard]] virtual BoardCell boardCell(const EncounterState& state, std::string_view who,
                                              std::string_view column) const;

    // Every command this ruleset reads, neutral and its own, with its arguments' keys and types: the
    // scenario harness checks a step's keys against them, the panel and the board ask which
    // commands there are. Usually CommandList<...>::specs() (rules/CommandList.h).
    [[nodiscard]] virtual std::vector<CommandSpec> commandSpecs() const;
    // The one reader of a command from outside code (a scenario step, the panel's form): the
    // Command, or what makes the form unreadable (an unknown command or key, a value of the wrong
    // type, an unknown mode, a die face no die has), naming it. Rules are judged later, by handle.
    [[nodiscard]] virtual CommandReading readCommand(const CommandForm& form) const;
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
    // What changes `who`'s rolls against `target` now, in words ("Strike +6 (Rapid Movement)").
    [[nodiscard]] virtual std::vector<std::string> rollNotes(const EncounterState& state, std::string_view who,
                                                             std::string_view target) const;
    // What (T) and (bT) in this ruleset's dice stand for when `who` rolls now: its current and its
    // base Tier. 1 and 1 for a ruleset without Tiers, so such dice read as written.
    [[nodiscard]] virtual std::pair<int, int> diceTiers(const EncounterState& state, std::string_view who) const;
    // The values `setInitiative` takes for `slot` now, inclusive: as the die face (`roll`) or as
    // the final value. Anything outside is refused with the range in the message.
    [[nodiscard]] virtual std::pair<int, int> initiativeRange(const EncounterState& state, std::string_view slot,
                                                              bool roll) const;
};

} // namespace scouter::engine
