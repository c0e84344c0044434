// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Command.h"

#include <string>
#include <string_view>
#include <variant>

namespace scouter::engine {

// What an ARC types for a slot's Initiative, as the board's Init column takes it: "14" is the total
// rolled at the table, "d7" a natural 7 the ruleset adds the modifiers to. The command is
// setInitiative marked `rolled`, so the ruleset holds the total to what its dice allow
// (Ruleset::initiativeRange) and says the range and the rule when it does not.
class InitiativeEntry {
public:
    // The command, or why the text is not an Initiative: "\"abc\" is not an Initiative: type the
    // total rolled (14) or the die face (d7)".
    [[nodiscard]] static std::variant<Command, std::string> parse(std::string_view slot, std::string_view text);
};

} // namespace scouter::engine
