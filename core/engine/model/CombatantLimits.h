// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Combatant.h"

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine::limits {

// The neutral part of the set-up check of one combatant: its id, name and side, its square on the
// largest grid. The sentence starts with the combatant's id (or names the bad id). Its sheet is the
// ruleset's to check (Ruleset::sheetSetupProblem).
[[nodiscard]] std::optional<std::string> combatantProblem(const Combatant& combatant);

// One of a combatant's own texts, the rule every reader of combatants applies (the scenario loader,
// the engine's set-up, the import): `field` is "id" (an id, never empty), "name" or "side" (one line
// of a name's length; either may be empty: a combatant without a name is shown by its id, and the
// combatants without a side are one side). The words follow the text's subject: "is empty".
[[nodiscard]] std::optional<std::string> combatantTextProblem(std::string_view field, std::string_view text);

} // namespace scouter::engine::limits
