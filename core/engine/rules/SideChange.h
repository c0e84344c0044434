// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "events/Event.h"
#include "model/EncounterState.h"
#include "rules/Commands.h"
#include "rules/Description.h"

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine {

// The `side` command as every ruleset with sides carries it out (rules/Commands.h: one combatant
// goes over to a whole side): what refuses it, the event it becomes, and the chip that shows it on
// the board, the timeline and the grid. The core's alone: a ruleset calls it from its handler,
// once its own waits (a decision, an answer owed) are answered.
class SideChange {
public:
    // Why `command` cannot be carried out in `state`, in the ARC's words; none when it can.
    [[nodiscard]] static std::optional<std::string> refusal(const EncounterState& state, const commands::Side& command);
    // The event it becomes; `command` must have no refusal.
    [[nodiscard]] static events::SideChanged event(const EncounterState& state, const commands::Side& command);
    // "Changed sides": the chip of a combatant fighting on another side than it was set up on.
    [[nodiscard]] static std::optional<BoardChip> chip(const EncounterState& state, std::string_view who);
    // A side in users' words, by who fights on it but `who` ("the side of Ash and Bex"), not by its
    // id; "a side of its own" when nobody else does.
    [[nodiscard]] static std::string sideWords(const EncounterState& state, const std::string& side,
                                               const std::string& who);
    // The ARC's menu entry: the picked combatant joins the side of another it picks in a list.
    [[nodiscard]] static CommandDescription description();
};

} // namespace scouter::engine
