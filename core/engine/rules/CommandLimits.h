#pragma once

#include "rules/Command.h"

#include <optional>
#include <string>

namespace scouter::engine {

// What a command carries past a bound of model/Limits.h, named: an amount beyond a whole pool, an
// Initiative value out of range, a square off the largest grid, an over-long text. Every ruleset
// refuses such a command before its own rules look at it, so no rule's arithmetic can overflow.
[[nodiscard]] std::optional<std::string> commandLimitProblem(const Command& command);

} // namespace scouter::engine
