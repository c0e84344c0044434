// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/Position.h"
#include "rules/Command.h"
#include "rules/CommandArguments.h"
#include "rules/CommandLimits.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

namespace scouter::engine {

// An argument's value as outside code gives it, typed (ArgumentType says which a key takes).
using FormValue = std::variant<bool, int, std::string, std::vector<std::string>, Position,
                               std::vector<std::pair<std::string, std::string>>, std::vector<NumberRecord>>;

// A command as it arrives from outside code, before anything checked it: a scenario step, the
// action panel's form built from a ManeuverDescription, the board's ARC menus. The ruleset reads
// it into a Command (Ruleset::readCommand), refusing what it cannot read.
struct CommandForm {
    std::string type;
    std::map<std::string, FormValue, std::less<>> arguments;

    CommandForm& set(const std::string& key, FormValue value) {
        arguments.insert_or_assign(key, std::move(value));
        return *this;
    }
    // A literal is text, never a flag (and a literal 0 stays a number).
    template <class T>
    requires std::is_same_v<T, const char*> || std::is_same_v<T, char*> CommandForm& set(const std::string& key,
                                                                                         T text) {
        return set(key, FormValue(std::string(text)));
    }
};

// Why a form is not a command: the key at fault (the command's name when the whole command is)
// and a sentence naming it.
struct FormProblem {
    std::string key;
    std::string message;
};

using CommandReading = std::variant<Command, FormProblem>;

// A command a ruleset reads: its name and its arguments' keys and types, and the range of each that
// holds numbers (a Number, the numbers of Records): what the core holds the argument to.
struct CommandSpec {
    struct Argument {
        std::string_view key;
        ArgumentType type = ArgumentType::Text;
        std::optional<NumberRange> range;
    };
    std::string_view name;
    std::vector<Argument> arguments;

    [[nodiscard]] const Argument* find(std::string_view key) const {
        for (const auto& argument : arguments) {
            if (argument.key == key) {
                return &argument;
            }
        }
        return nullptr;
    }
};

// What an argument of `type` must be, for a message: "an integer", "a list of strings".
[[nodiscard]] std::string_view describeArgumentType(ArgumentType type);
// The value a menu's choice id (CommandDescription::choices) stands for as the argument `key` of
// the command `type` among `specs`: a Number's digits as an int, anything else as text.
[[nodiscard]] FormValue choiceValue(const std::vector<CommandSpec>& specs, std::string_view type, std::string_view key,
                                    const std::string& choice);

template <CommandStruct C> [[nodiscard]] CommandSpec commandSpecOf() {
    CommandSpec spec{C::kName, {}};
    forEachArgument<C>([&](const auto& argument) {
        using T = std::remove_cvref_t<decltype(std::declval<C>().*(argument.field))>;
        std::optional<NumberRange> range;
        if constexpr (kHoldsNumbers<T>) {
            range = argument.range;
        }
        spec.arguments.push_back({argument.key, argumentTypeOf<T>(), range});
    });
    return spec;
}

// Reads `form` as a C: every key must be one of C's arguments with a value of its type, every
// number within its argument's range (argumentLimitProblem), and what C says makes it unreadable
// (its problem()) must not hold.
template <CommandStruct C> [[nodiscard]] std::variant<C, FormProblem> readCommandForm(const CommandForm& form) {
    const CommandSpec spec = commandSpecOf<C>();
    for (const auto& [key, value] : form.arguments) {
        if (spec.find(key) == nullptr) {
            return FormProblem{key, "unknown key '" + key + "' for " + std::string(C::kName)};
        }
    }
    C command;
    std::optional<FormProblem> problem;
    forEachArgument<C>([&](const auto& argument) {
        const auto found = form.arguments.find(argument.key);
        if (problem || found == form.arguments.end()) {
            return;
        }
        auto& field = command.*(argument.field);
        using T = std::remove_cvref_t<decltype(field)>;
        using Held = std::conditional_t<
            std::is_same_v<T, std::optional<bool>>, bool,
            std::conditional_t<std::is_same_v<T, std::optional<int>>, int,
                               std::conditional_t<std::is_same_v<T, std::optional<Position>>, Position, T>>>;
        if (const auto* held = std::get_if<Held>(&found->second)) {
            field = *held;
        } else if (const auto* one = std::get_if<std::string>(&found->second);
                   one != nullptr && std::is_same_v<T, std::vector<std::string>>) {
            if constexpr (std::is_same_v<T, std::vector<std::string>>) {
                field = T{*one}; // a list of one may be given as its only text
            }
        } else {
            const std::string key(argument.key);
            problem =
                FormProblem{key, "'" + key + "' must be " + std::string(describeArgumentType(argumentTypeOf<T>()))};
        }
    });
    if (problem) {
        return *problem;
    }
    if (auto outOfBounds = argumentLimitProblem(command, BoundsChecked::Numbers)) {
        return FormProblem{std::move(outOfBounds->key), std::move(outOfBounds->message)};
    }
    if constexpr (requires { command.problem(); }) {
        if (auto unreadable = command.problem()) {
            return FormProblem{std::string(C::kName), *unreadable};
        }
    }
    return command;
}

} // namespace scouter::engine
