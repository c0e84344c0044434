// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fatewalker/FwState.h"
#include "rules/EventFacts.h"

#include <string>

namespace scouter::engine::fatewalker {

// How an exchange ended, said once for its log line, its command's label, the exports and search:
// "hit" when its damage or effect landed; else what the answer did to it — "dodged" by an evasion,
// "blocked" or "parried" by a row of that name, "stopped" by any other answer — or "missed" with no
// answer at all. A Block that only lessened the damage still lets the attack hit.
[[nodiscard]] AttackOutcome exchangeOutcome(const Exchange& exchange);

} // namespace scouter::engine::fatewalker
