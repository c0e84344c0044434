#pragma once

#include "rules/Command.h"
#include "rules/Description.h"

#include <string>

namespace scouter::engine {

// Which field of a Command each InputKind fills, in one place, so every form built from a
// description (the panel, the tests' full sweep) sends the same command for the same entries.
class CommandInput {
public:
    enum class Shape { Flag, Number, Square, Choice, Text };
    [[nodiscard]] static Shape shapeOf(InputKind kind);
    // A Flag (0/1) or a Number. An empty Number (0) sends nothing for an amount the table did not
    // decide (no wager, no damage), except where 0 is a value of its own (Amount, Roll, Dc,
    // Weapon, or an input marked `required`).
    static void setNumber(Command& command, const InputDescription& input, int value);
    // A Choice or Text.
    static void setText(Command& command, InputKind kind, const std::string& text);
};

} // namespace scouter::engine
