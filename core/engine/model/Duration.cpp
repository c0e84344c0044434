// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/Duration.h"

#include <array>
#include <charconv>
#include <utility>

namespace scouter::engine {

std::optional<DurationSpec> parseDurationSpec(std::string_view text) {
    auto withId = [&](std::string_view prefix, DurationSpecKind kind) -> std::optional<DurationSpec> {
        if (text.size() <= prefix.size() || text.substr(0, prefix.size()) != prefix) {
            return std::nullopt;
        }
        return DurationSpec{kind, std::string(text.substr(prefix.size())), 0};
    };
    if (text == "manual") {
        return DurationSpec{};
    }
    if (text == "end-of-round") {
        return DurationSpec{DurationSpecKind::EndOfRound, {}, 0};
    }
    if (auto spec = withId("start-of-next-turn:", DurationSpecKind::StartOfNextTurn)) {
        return spec;
    }
    if (auto spec = withId("end-of-next-turn:", DurationSpecKind::EndOfNextTurn)) {
        return spec;
    }
    constexpr std::string_view roundsPrefix = "rounds:";
    if (text.size() > roundsPrefix.size() && text.substr(0, roundsPrefix.size()) == roundsPrefix) {
        const std::string_view number = text.substr(roundsPrefix.size());
        int rounds = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), rounds);
        if (error == std::errc() && end == number.data() + number.size() && rounds >= 1) {
            return DurationSpec{DurationSpecKind::Rounds, {}, rounds};
        }
    }
    return std::nullopt;
}

namespace {
constexpr std::array<std::pair<DurationKind, std::string_view>, 5> kDurationNames{{
    {DurationKind::Manual, "manual"},
    {DurationKind::StartOfTurn, "start-of-turn"},
    {DurationKind::EndOfTurn, "end-of-turn"},
    {DurationKind::EndOfRound, "end-of-round"},
    {DurationKind::SlotInRound, "slot-in-round"},
}};
} // namespace

std::string_view toString(DurationKind kind) {
    for (const auto& [value, name] : kDurationNames) {
        if (value == kind) {
            return name;
        }
    }
    return "manual";
}

std::optional<DurationKind> durationKindFromString(std::string_view text) {
    for (const auto& [value, name] : kDurationNames) {
        if (name == text) {
            return value;
        }
    }
    return std::nullopt;
}

} // namespace scouter::engine
