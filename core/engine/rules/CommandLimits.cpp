#include "rules/CommandLimits.h"

#include "model/Limits.h"
#include "model/TextLimits.h"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace scouter::engine {

std::optional<std::string> commandLimitProblem(const Command& command) {
    const auto amounts = std::array{
        std::pair{"count", &command.count}, std::pair{"amount", &command.amount}, std::pair{"stacks", &command.stacks},
        std::pair{"ki", &command.ki},       std::pair{"damage", &command.damage}, std::pair{"roll", &command.roll},
    };
    for (const auto& [key, value] : amounts) {
        if (*value && (**value < -limits::kMaxCommandAmount || **value > limits::kMaxCommandAmount)) {
            return fmt::format("The {} {} is out of range: at most {} either way, a whole pool", key, **value,
                               limits::kMaxCommandAmount);
        }
    }
    if (command.value && (*command.value < -limits::kMaxInitiative || *command.value > limits::kMaxInitiative)) {
        return fmt::format("An Initiative value is from {} to {}, not {}", -limits::kMaxInitiative,
                           limits::kMaxInitiative, *command.value);
    }
    if (command.to && (command.to->x < 0 || command.to->y < 0 || command.to->x >= limits::kMaxGridSide ||
                       command.to->y >= limits::kMaxGridSide)) {
        return fmt::format("The square [{}, {}] is off the largest grid (0 to {} each way)", command.to->x,
                           command.to->y, limits::kMaxGridSide - 1);
    }
    const std::size_t listed = command.ids.size() + command.choices.size() + command.choice.size();
    if (listed > static_cast<std::size_t>(limits::kMaxCombatants)) {
        return fmt::format("A command names at most {} combatants, not {}", limits::kMaxCombatants, listed);
    }
    const auto texts =
        std::array{&command.type,     &command.who, &command.name,   &command.target,  &command.option,   &command.mode,
                   &command.category, &command.by,  &command.reason, &command.outcome, &command.relation, &command.a,
                   &command.b,        &command.add, &command.remove, &command.until};
    for (const std::string* text : texts) {
        if (auto problem = limits::textProblem(*text, limits::TextKind::Title)) {
            return fmt::format("A word of the command {}", *problem);
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine
