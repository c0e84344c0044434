// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"
#include "rules/CommandForm.h"
#include "rules/Description.h"

#include <string>
#include <vector>

namespace scouter::ui {

// How a maneuver's description turns into a command: which option, which inputs, which kind of
// target, and how each input's value fills the command's form. Shared by the list (which judges each
// maneuver at its defaults) and the form (which sends what the table entered).
class ManeuverDraft {
public:
    // The option with `id`, or the default (the first) when `id` is not one; null without options.
    [[nodiscard]] static const engine::OptionDescription* option(const engine::ManeuverDescription& maneuver,
                                                                 const std::string& id);
    // The maneuver's inputs followed (or replaced) by the option's.
    [[nodiscard]] static std::vector<engine::InputDescription> inputs(const engine::ManeuverDescription& maneuver,
                                                                      const engine::OptionDescription* option);
    [[nodiscard]] static engine::TargetKind target(const engine::ManeuverDescription& maneuver,
                                                   const engine::OptionDescription* option);
    // Whether the kind is sent as the command's `target`.
    [[nodiscard]] static bool sendsTarget(engine::TargetKind kind);

    // The form a maneuver sends: its own type (a d20 system's `attack`) with no name, or a
    // `maneuver` named by its id. The ruleset reads it (EncounterController::submit).
    [[nodiscard]] static engine::CommandForm form(const engine::ManeuverDescription& maneuver);
    // The key the maneuver's target is sent as (ManeuverDescription::targetKey, else `target`).
    [[nodiscard]] static std::string targetKey(const engine::ManeuverDescription& maneuver);
    // Sends `id` as the form's `option` when its command takes one (`specs`, the ruleset's); an
    // option of a command without it only picks the inputs (a damage or a weapon).
    static void setOption(engine::CommandForm& form, const std::vector<engine::CommandSpec>& specs,
                          const std::string& id);
    // `form` without any key an input of `maneuver` (or of its options) fills, so a form writes
    // only what it holds.
    static void clearInputs(engine::CommandForm& form, const engine::ManeuverDescription& maneuver);

    // Fill one input's key of `form` (CommandInput). A Damage, wager or Stacks of 0 is left unset (no
    // wager, no damage); Text fills `option`.
    static void setNumber(engine::CommandForm& form, const engine::InputDescription& input, int value);
    static void setText(engine::CommandForm& form, const engine::InputDescription& input, const std::string& text);
    static void setRecords(engine::CommandForm& form, const engine::InputDescription& input,
                           const std::vector<std::vector<int>>& values);
    // `form` with every input at its default: Hit and numbers at their initial value, choices at
    // their first, a square one step from `from` (the cheapest move there is).
    static void setDefaults(engine::CommandForm& form, const std::vector<engine::InputDescription>& inputs,
                            engine::Position from, int columns);
};

} // namespace scouter::ui
