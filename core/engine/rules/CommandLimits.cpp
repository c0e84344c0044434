// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/Command.h"

#include "model/Limits.h"
#include "model/TextLimits.h"

#include <fmt/format.h>

namespace scouter::engine {

namespace commandLimits {

std::optional<std::string> numberProblem(std::string_view key, const NumberRange& range, int value) {
    if (range.holds(value)) {
        return std::nullopt;
    }
    return fmt::format("'{}' is {}, from {} to {}, not {}", key, range.meaning, range.minimum, range.maximum, value);
}

std::optional<std::string> squareProblem(std::string_view key, Position square) {
    if (square.x < 0 || square.y < 0 || square.x >= limits::kMaxGridSide || square.y >= limits::kMaxGridSide) {
        return fmt::format("'{}': the square [{}, {}] is off the largest grid (0 to {} each way)", key, square.x,
                           square.y, limits::kMaxGridSide - 1);
    }
    return std::nullopt;
}

std::optional<std::string> textProblem(std::string_view key, const std::string& text) {
    if (auto problem = limits::textProblem(text, limits::TextKind::Title)) {
        return fmt::format("'{}' {}", key, *problem);
    }
    return std::nullopt;
}

std::optional<std::string> listedProblem(std::size_t listed) {
    if (listed > static_cast<std::size_t>(limits::kMaxCombatants)) {
        return fmt::format("A command names at most {} combatants, not {}", limits::kMaxCombatants, listed);
    }
    return std::nullopt;
}

std::optional<std::string> recordsProblem(std::string_view key, const NumberRange& range,
                                          const std::vector<NumberRecord>& records) {
    if (records.size() > static_cast<std::size_t>(limits::kMaxCommandRecords)) {
        return fmt::format("'{}' holds at most {} records, not {}", key, limits::kMaxCommandRecords, records.size());
    }
    for (const auto& record : records) {
        for (const auto& [name, value] : record) {
            if (auto problem = limits::textProblem(name, limits::TextKind::Title)) {
                return fmt::format("A name in '{}' {}", key, *problem);
            }
            if (!range.holds(value)) {
                return fmt::format("'{}' in '{}' is {}, from {} to {}, not {}", name, key, range.meaning, range.minimum,
                                   range.maximum, value);
            }
        }
    }
    return std::nullopt;
}

} // namespace commandLimits

std::optional<std::string> commandLimitProblem(const Command& command) {
    return std::visit(
        [](const auto& alternative) -> std::optional<std::string> {
            using T = std::remove_cvref_t<decltype(alternative)>;
            if constexpr (std::is_same_v<T, RulesetCommand>) {
                return alternative.body() != nullptr ? alternative.body()->limitProblem() : std::nullopt;
            } else if (auto problem = argumentLimitProblem(alternative)) {
                return std::move(problem->message);
            }
            return std::nullopt;
        },
        command);
}

std::string_view commandName(const Command& command) {
    return std::visit(
        [](const auto& alternative) -> std::string_view {
            using T = std::remove_cvref_t<decltype(alternative)>;
            if constexpr (std::is_same_v<T, RulesetCommand>) {
                return alternative.body() != nullptr ? alternative.body()->name() : std::string_view();
            } else {
                return T::kName;
            }
        },
        command);
}

} // namespace scouter::engine
