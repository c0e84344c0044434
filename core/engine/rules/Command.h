// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Commands.h"
#include "rules/RulesetCommand.h"

#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace scouter::engine {

// A request to change the encounter: one of the commands every ruleset answers (rules/Commands.h)
// or a ruleset's own (RulesetCommand). Code builds the struct, so a misspelt command or argument
// does not compile; outside input (a scenario step, the panel's form) arrives as a CommandForm
// and is read by the ruleset (Ruleset::readCommand, through its CommandList). A ruleset's struct
// converts implicitly.
using Command = std::variant<commands::SetInitiative, commands::BreakTie, commands::Resolve, commands::Start,
                             commands::EndTurn, commands::SkipTurn, commands::Decline, commands::Condition,
                             commands::Relation, commands::Side, commands::Leave, commands::End, RulesetCommand>;

// The command's name in forms, the log and the recorder ("setInitiative", "maneuver").
[[nodiscard]] std::string_view commandName(const Command& command);

// The T inside `command`, or nullptr when it is another command.
template <CommandStruct T> [[nodiscard]] const T* commandAs(const Command& command) {
    if constexpr (NeutralCommand<T>) {
        return std::get_if<T>(&command);
    } else {
        const auto* wrapped = std::get_if<RulesetCommand>(&command);
        if (wrapped == nullptr || wrapped->body() == nullptr ||
            wrapped->body()->typeTag() != &RulesetCommandOf<T>::kTag) {
            return nullptr;
        }
        return &static_cast<const RulesetCommandOf<T>*>(wrapped->body())->value();
    }
}

// What a command carries past its arguments' bounds, named: a number outside its argument's range
// (declared with the argument, rules/CommandArguments.h), a square off the largest grid, an
// over-long text. The core refuses such a command before any ruleset sees it (the reading of a form
// and Encounter::submit and probe), so no rule's arithmetic meets a number past its range.
[[nodiscard]] std::optional<std::string> commandLimitProblem(const Command& command);

} // namespace scouter::engine
