// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/CombatantLimits.h"

#include "model/Limits.h"
#include "model/TextLimits.h"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace scouter::engine::limits {

std::optional<std::string> combatantTextProblem(std::string_view field, std::string_view text) {
    return textProblem(text, field == "id" ? TextKind::Id : TextKind::Name);
}

std::optional<std::string> combatantProblem(const Combatant& c) {
    if (auto problem = combatantTextProblem("id", c.id)) {
        return fmt::format("The combatant id '{}' {}.", c.id.substr(0, kMaxIdLength), *problem);
    }
    const auto texts = std::array{std::pair{"name", &c.name}, std::pair{"side", &c.side}};
    for (const auto& [what, text] : texts) {
        if (auto problem = combatantTextProblem(what, *text)) {
            return fmt::format("{}: the {} {}.", c.id, what, *problem);
        }
    }
    for (const int coordinate : {c.at.x, c.at.y}) {
        if (coordinate < 0 || coordinate >= kMaxGridSide) {
            return fmt::format("{}: the square [{}, {}] is off the largest grid (0 to {} each way).", c.id, c.at.x,
                               c.at.y, kMaxGridSide - 1);
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine::limits
