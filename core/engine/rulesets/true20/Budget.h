// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "true20/True20State.h"

#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine::true20 {

// The round's action budget (contract section 4): {Full-round}, {Standard, Move}, {Move, Move}
// or less, plus free actions and reactions. What `fighter` could still declare now, sorted.
[[nodiscard]] std::vector<std::string> actionsLeft(const Fighter& fighter);
[[nodiscard]] bool canDeclare(const Fighter& fighter, std::string_view type);
// Both move actions of the round still free (a double move).
[[nodiscard]] bool canMoveTwice(const Fighter& fighter);
// "Std + Move", "Move", "Full-round or Std + Move", "None" for the board.
[[nodiscard]] std::string budgetText(const Fighter& fighter);
void spend(Fighter& fighter, std::string_view type);

} // namespace scouter::engine::true20
