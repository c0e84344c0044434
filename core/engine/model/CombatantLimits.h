#pragma once

#include "model/Combatant.h"

#include <optional>
#include <string>

namespace scouter::engine::limits {

// The neutral part of the set-up check of one combatant: its id, name and side, its square on the
// largest grid. The sentence starts with the combatant's id (or names the bad id). Its sheet is the
// ruleset's to check (Ruleset::sheetSetupProblem).
[[nodiscard]] std::optional<std::string> combatantProblem(const Combatant& combatant);

} // namespace scouter::engine::limits
