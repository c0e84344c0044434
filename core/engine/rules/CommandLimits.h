#pragma once

#include "model/Position.h"
#include "rules/CommandArguments.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace scouter::engine {

// The bounds of model/Limits.h a command's argument is held to, by its key: an amount beyond a
// whole pool (count, amount, stacks, ki, damage, roll), an Initiative value out of range, a square
// off the largest grid, an over-long text, more ids than an encounter has combatants.
namespace commandLimits {
[[nodiscard]] std::optional<std::string> numberProblem(std::string_view key, int value);
[[nodiscard]] std::optional<std::string> squareProblem(Position square);
[[nodiscard]] std::optional<std::string> textProblem(const std::string& text);
[[nodiscard]] std::optional<std::string> listedProblem(std::size_t listed);
// A Records argument: how many records, their names' lengths, each number a whole pool at most.
[[nodiscard]] std::optional<std::string> recordsProblem(std::string_view key, const std::vector<NumberRecord>& records);
} // namespace commandLimits

// The first argument of `command` past its bound, named; nullopt when all are within.
template <CommandStruct C> [[nodiscard]] std::optional<std::string> argumentLimitProblem(const C& command) {
    std::optional<std::string> problem;
    std::size_t listed = 0;
    forEachArgument<C>([&](const auto& argument) {
        if (problem) {
            return;
        }
        const auto& value = command.*(argument.field);
        using T = std::remove_cvref_t<decltype(value)>;
        constexpr ArgumentType type = argumentTypeOf<T>();
        if constexpr (type == ArgumentType::Number) {
            if (value) {
                problem = commandLimits::numberProblem(argument.key, *value);
            }
        } else if constexpr (type == ArgumentType::Square) {
            if (value) {
                problem = commandLimits::squareProblem(*value);
            }
        } else if constexpr (type == ArgumentType::Text) {
            problem = commandLimits::textProblem(value);
        } else if constexpr (type == ArgumentType::Texts || type == ArgumentType::Pairs) {
            listed += value.size();
        } else if constexpr (type == ArgumentType::Records) {
            problem = commandLimits::recordsProblem(argument.key, value);
        }
    });
    if (!problem) {
        problem = commandLimits::listedProblem(listed);
    }
    return problem;
}

} // namespace scouter::engine
