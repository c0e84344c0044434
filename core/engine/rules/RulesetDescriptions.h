// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/EncounterState.h"
#include "rules/Description.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scouter::engine {

// What a ruleset offers and shows (Ruleset's third role, rules/Description.h): its maneuvers,
// conditions and commands with their inputs and rolls, and its columns of the initiative board.
// The rest of Scouter builds its screens from them (the action panel, the quick entry, the board,
// the grid, the players' screen), so that no screen names a maneuver, a stat or a pool.
class RulesetDescriptions {
public:
    RulesetDescriptions() = default;
    RulesetDescriptions(const RulesetDescriptions&) = delete;
    RulesetDescriptions& operator=(const RulesetDescriptions&) = delete;
    virtual ~RulesetDescriptions() = default;
    // Every maneuver as `who` may use it now: bounds follow the actor's Tier and pools. For an id
    // that is not in `state`, the catalogue at its widest bounds. In the catalogue's order.
    [[nodiscard]] virtual std::vector<ManeuverDescription> maneuvers(const EncounterState& state,
                                                                     std::string_view who) const;
    [[nodiscard]] virtual std::vector<ConditionDescription> conditions() const;
    [[nodiscard]] virtual std::vector<CommandDescription> arcCommands() const;
    // The ruleset's own commands the action panel offers beside the maneuvers, each a button and a
    // key (converting one resource into another); sent as forms with the selected combatant as `who`.
    [[nodiscard]] virtual std::vector<CommandDescription> panelCommands() const;
    // The quick entry's amount buttons, in the order shown; none by default (no quick amounts).
    [[nodiscard]] virtual std::vector<QuickAmount> quickAmounts() const;
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
    // What (T) and (bT) in this ruleset's dice stand for when `who` rolls now: the current and the
    // base scale (a power level). 1 and 1 for a ruleset whose dice have none, so such dice
    // read as written.
    [[nodiscard]] virtual std::pair<int, int> diceScales(const EncounterState& state, std::string_view who) const;

    // The initiative board's columns, and one cell of them for `who` now.
    [[nodiscard]] virtual std::vector<BoardColumn> boardColumns() const;
    [[nodiscard]] virtual BoardCell boardCell(const EncounterState& state, std::string_view who,
                                              std::string_view column) const;
    // What the ARC must see of `who` where it is drawn without the board's columns (the timeline's
    // row, the grid's token), as chips: what it has taken, its posture, binds and cover, an action
    // declared or readied and not used yet, a change of sides. By default the change of sides only.
    [[nodiscard]] virtual std::vector<BoardChip> marks(const EncounterState& state, std::string_view who) const;
    // How hurt `who` looks (the players' screen words for an Opponent's health). By default: Down
    // when it left the encounter or is Defeated, else read from the first Bar column (full is
    // Unhurt, more than half Bloodied, more than none BadlyHurt), Unhurt without a bar.
    [[nodiscard]] virtual Health health(const EncounterState& state, std::string_view who) const;
};

} // namespace scouter::engine
