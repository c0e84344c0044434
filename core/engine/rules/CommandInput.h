// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/CommandForm.h"
#include "rules/Description.h"

#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// Which form key each InputKind fills, in one place, so every form built from a description (the
// panel, the tests' full sweep) sends the same command for the same entries; the ruleset reads
// the form (Ruleset::readCommand).
class CommandInput {
public:
    enum class Shape { Flag, Number, Square, Choice, Text, Ids, Records };
    // The flag a form sets when it answers an offered reaction (ManeuverDescription::answersOffer).
    static constexpr std::string_view kAnswersOffer = "counter";
    [[nodiscard]] static Shape shapeOf(InputKind kind);
    // The key `kind` fills: "hit", "damage", "to", "mode", "option" (free text)...
    [[nodiscard]] static std::string_view keyOf(InputKind kind);
    // The key `input` fills: its own `key` when it has one, else its kind's.
    [[nodiscard]] static std::string keyOf(const InputDescription& input);
    // A Flag (0/1) or a Number. An empty Number (0) sends nothing for an amount the table did not
    // decide (no wager, no damage), except where 0 is a value of its own (Amount, Roll, Dc,
    // Weapon, or an input marked `required`).
    static void setNumber(CommandForm& form, const InputDescription& input, int value);
    // A Choice or Text.
    static void setText(CommandForm& form, const InputDescription& input, const std::string& text);
    // Ids: the ones picked; none sends nothing.
    static void setIds(CommandForm& form, const InputDescription& input, const std::vector<std::string>& ids);
    // Records: `values[row][column]`, one per number key the input's `choices` name.
    static void setRecords(CommandForm& form, const InputDescription& input,
                           const std::vector<std::vector<int>>& values);
    // Every key an input of `kind` may fill, so a form can forget the last maneuver's entries.
    static void clear(CommandForm& form, const InputDescription& input);
};

} // namespace scouter::engine
