// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwCommands.h"
#include "fatewalker/FwContext.h"
#include "rules/Commands.h"

#include <optional>
#include <string>

// The clock's commands (contract sections 3 and 6): start, setTick, advance, the movement
// declarations, the ARC's tie order; and the ARC's own (condition, leave, end).
namespace scouter::engine::fatewalker::clockCommands {

using Result = std::optional<std::string>;

Result start(FwCall<engine::commands::Start>& context);
Result setTick(FwCall<SetTick>& context);
Result advance(FwCall<Advance>& context);
Result declare(FwCall<Declare>& context);
Result resolve(FwCall<engine::commands::Resolve>& context);
Result breakTie(FwCall<engine::commands::BreakTie>& context);
Result condition(FwCall<engine::commands::Condition>& context);
Result leave(FwCall<engine::commands::Leave>& context);
Result side(FwCall<engine::commands::Side>& context);
Result end(FwCall<engine::commands::End>& context);

} // namespace scouter::engine::fatewalker::clockCommands
