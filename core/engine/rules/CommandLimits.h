// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"
#include "rules/CommandArguments.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// An argument past its bound: its key and the sentence naming it and the bound.
struct ArgumentProblem {
    std::string key;
    std::string message;
};

// The bounds a command's arguments are held to: each number to its argument's range (declared with
// the argument, CommandArguments.h), a square to the largest grid, a text to a title's length, the
// ids listed to the combatants an encounter may have (model/Limits.h).
namespace commandLimits {
[[nodiscard]] std::optional<std::string> numberProblem(std::string_view key, const NumberRange& range, int value);
[[nodiscard]] std::optional<std::string> squareProblem(std::string_view key, Position square);
[[nodiscard]] std::optional<std::string> textProblem(std::string_view key, const std::string& text);
[[nodiscard]] std::optional<std::string> listedProblem(std::size_t listed);
// A Records argument: how many records, their names' lengths, each number within `range`.
[[nodiscard]] std::optional<std::string> recordsProblem(std::string_view key, const NumberRange& range,
                                                        const std::vector<NumberRecord>& records);
} // namespace commandLimits

// Which bounds argumentLimitProblem checks: a number's range alone (a form's reading: a number past
// it is a value the argument never takes, so the form is unreadable), or every bound (before the
// ruleset judges a command: a square off the largest grid is refused in play as off the grid).
enum class BoundsChecked { Numbers, All };

// The first argument of `command` past its bound, named; nullopt when all are within. The one check
// of a command's bounds: the reading of a form (readCommandForm, the numbers) and Encounter::submit
// and probe (all) run it, so no ruleset sees an argument past its bound.
template <CommandStruct C>
[[nodiscard]] std::optional<ArgumentProblem> argumentLimitProblem(const C& command,
                                                                  BoundsChecked checked = BoundsChecked::All) {
    const bool all = checked == BoundsChecked::All;
    std::optional<ArgumentProblem> problem;
    std::size_t listed = 0;
    const auto note = [&problem](std::string_view key, std::optional<std::string> message) {
        if (message) {
            problem = ArgumentProblem{std::string(key), std::move(*message)};
        }
    };
    // Every command submitted passes here, each of its arguments (a maneuver has some thirty): each
    // is checked in place, and a sentence is written only for an argument past its bound.
    forEachArgument<C>([&](const auto& argument) __attribute__((always_inline)) {
        if (problem) {
            return;
        }
        const auto& value = command.*(argument.field);
        using T = std::remove_cvref_t<decltype(value)>;
        constexpr ArgumentType type = argumentTypeOf<T>();
        if constexpr (type == ArgumentType::Number) {
            if (value && !argument.range.holds(*value)) [[unlikely]] {
                note(argument.key, commandLimits::numberProblem(argument.key, argument.range, *value));
            }
        } else if constexpr (type == ArgumentType::Square) {
            if (value && all) {
                note(argument.key, commandLimits::squareProblem(argument.key, *value));
            }
        } else if constexpr (type == ArgumentType::Text) {
            // An empty text (most of a command's are) is within every bound of a title.
            if (all && !value.empty()) {
                note(argument.key, commandLimits::textProblem(argument.key, value));
            }
        } else if constexpr (type == ArgumentType::Texts || type == ArgumentType::Pairs) {
            listed += value.size();
            if (all && !value.empty()) {
                note(argument.key, commandLimits::listedProblem(listed));
            }
        } else if constexpr (type == ArgumentType::Records) {
            note(argument.key, commandLimits::recordsProblem(argument.key, argument.range, value));
        }
    });
    return problem;
}

} // namespace scouter::engine
