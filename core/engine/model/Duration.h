// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace scouter::engine {

// When a timed effect ends, anchored to turns and rounds as the rules say (digest A6.1).
enum class DurationKind {
    Manual,      // until removed
    StartOfTurn, // at the start of `anchor`'s turn number `turn`
    EndOfTurn,   // at the end of `anchor`'s turn number `turn`
    EndOfRound,  // at the end of round `round`
    SlotInRound, // 002 "x Combat Rounds": at the end of `anchor`'s turn in round `round`
};

struct Duration {
    DurationKind kind = DurationKind::Manual;
    std::string anchor; // a slot id
    int turn = 0;
    int round = 0;
    friend bool operator==(const Duration&, const Duration&) = default;
};

// The text form a command names a duration with, before it is anchored to the board.
enum class DurationSpecKind { Manual, StartOfNextTurn, EndOfNextTurn, EndOfRound, Rounds };

struct DurationSpec {
    DurationSpecKind kind = DurationSpecKind::Manual;
    std::string who; // combatant or group id for the next-turn kinds
    int rounds = 0;
    friend bool operator==(const DurationSpec&, const DurationSpec&) = default;
};

// Parses "start-of-next-turn:<id>", "end-of-next-turn:<id>", "end-of-round", "rounds:<n>", "manual".
[[nodiscard]] std::optional<DurationSpec> parseDurationSpec(std::string_view text);
[[nodiscard]] std::string_view toString(DurationKind kind);
[[nodiscard]] std::optional<DurationKind> durationKindFromString(std::string_view text);

} // namespace scouter::engine
