// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/InitiativeEntry.h"

#include <fmt/format.h>

#include <charconv>
#include <cstddef>

namespace scouter::engine {

namespace {

[[nodiscard]] std::string_view trimmed(std::string_view text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string_view::npos) {
        return {};
    }
    return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

} // namespace

std::variant<Command, std::string> InitiativeEntry::parse(std::string_view slot, std::string_view text) {
    const std::string_view entry = trimmed(text);
    const bool face = !entry.empty() && (entry.front() == 'd' || entry.front() == 'D');
    const std::string_view digits = face ? entry.substr(1) : entry;
    int number = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size()) {
        // A pasted page stays one short line in the message.
        constexpr std::size_t kShown = 20;
        return fmt::format("\"{}\" is not an Initiative: type the total rolled (14) or the die face (d7)",
                           entry.substr(0, kShown));
    }
    commands::SetInitiative command;
    command.who = std::string(slot);
    command.rolled = true;
    (face ? command.roll : command.value) = number;
    return Command(std::move(command));
}

} // namespace scouter::engine
