// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "grid/TokenItem.h"
#include "rules/Description.h"

#include <QPoint>
#include <QString>

#include <vector>

namespace scouter::engine {
struct EncounterState;
class Ruleset;
} // namespace scouter::engine

namespace scouter::ui {

class PlayerVisibility;

// The tokens the players' grid shows (PublicSight): who is on it, on which square, and how each
// looks. Nothing of the ARC's is drawn (no selection, target or offered-reaction marks); someone
// shown in words has a full ring coloured by its health, never a fraction that would give its
// numbers away; someone shown in full has the ARC's ring (the ruleset's first bar).
class PublicTokens {
public:
    struct Token {
        QString id;
        QPoint square;
        TokenItem::Look look;
        // Its name, health as the roster says it and its public conditions: no secret numbers.
        QString toolTip;
        friend bool operator==(const Token&, const Token&) = default;
    };

    explicit PublicTokens(const engine::Ruleset& ruleset);

    // The tokens shown, in set-up order; `acting` is the one whose turn it is (EncounterController::acting).
    [[nodiscard]] std::vector<Token> tokens(const engine::EncounterState& state, const QString& acting,
                                            const PlayerVisibility& players) const;

private:
    const engine::Ruleset& m_ruleset;
    std::vector<engine::BoardColumn> m_columns;
};

} // namespace scouter::ui
