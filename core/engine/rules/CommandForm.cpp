// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/CommandForm.h"

#include <algorithm>
#include <charconv>

namespace scouter::engine {

std::string_view describeArgumentType(ArgumentType type) {
    switch (type) {
    case ArgumentType::Flag:
        return "true or false";
    case ArgumentType::Number:
        return "an integer";
    case ArgumentType::Text:
        return "a string";
    case ArgumentType::Texts:
        return "a list of strings";
    case ArgumentType::Square:
        return "a square [column, row]";
    case ArgumentType::Pairs:
        return "a list of [id, choice]";
    case ArgumentType::Records:
        return "a list of objects of integers";
    }
    return "a string";
}

FormValue choiceValue(const std::vector<CommandSpec>& specs, std::string_view type, std::string_view key,
                      const std::string& choice) {
    const auto spec =
        std::find_if(specs.begin(), specs.end(), [&](const CommandSpec& each) { return each.name == type; });
    const CommandSpec::Argument* argument = spec != specs.end() ? spec->find(key) : nullptr;
    if (argument != nullptr && argument->type == ArgumentType::Texts) {
        return std::vector<std::string>{choice}; // a decision's answer: one choice
    }
    if (argument != nullptr && argument->type == ArgumentType::Number) {
        int number = 0;
        const auto [end, error] = std::from_chars(choice.data(), choice.data() + choice.size(), number);
        if (error == std::errc() && end == choice.data() + choice.size()) {
            return number;
        }
    }
    return choice;
}

} // namespace scouter::engine
