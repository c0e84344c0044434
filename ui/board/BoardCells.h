// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>

namespace scouter::engine {
class RulesetDescriptions;
struct EncounterState;
} // namespace scouter::engine

namespace scouter::ui {

// The ruleset's board cells read for the other screens, so none of them knows a ruleset's pools:
// the grid's token ring (the first bar), the panel's summary of a combatant, and what a command
// would cost (the pips and bars it would lower).
class BoardCells {
public:
    struct Bar {
        engine::BoardColumn column;
        engine::BoardCell cell;
    };
    // The first Bar column's cell (a life bar), none when the ruleset draws no bar.
    [[nodiscard]] static std::optional<Bar> firstBar(const engine::RulesetDescriptions& ruleset,
                                                     const engine::EncounterState& state, const std::string& who);
    // "Health 70/120 · Mana 80/80\nActions 3 · Reactions 1\nConditions: Prone": every column of
    // `who`, one line per kind (bars, pips, then chips and text).
    [[nodiscard]] static QString summary(const engine::RulesetDescriptions& ruleset,
                                         const engine::EncounterState& state, const std::string& who);
    // What `who` spends from `before` to `after` in the board's words: the pips ("1 AP") and the
    // bars ("6 Mana") that go down.
    struct Spent {
        QStringList pips;
        QStringList bars;
    };
    [[nodiscard]] static Spent spent(const engine::RulesetDescriptions& ruleset, const engine::EncounterState& before,
                                     const engine::EncounterState& after, const std::string& who);
};

} // namespace scouter::ui
