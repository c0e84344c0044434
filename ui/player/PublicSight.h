// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QColor>
#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace scouter::engine {
struct Combatant;
struct EncounterState;
class RulesetDescriptions;
} // namespace scouter::engine

namespace scouter::ui {

class PlayerVisibility;

// How much of one combatant the players' screen shows, the single rule the roster and the grid
// both follow. A combatant that left the encounter is absent; the ARC's Hide is absent and Reveal
// is in full; otherwise a PC is in full (even Hidden: players know where their own PCs are), a
// Hidden one is absent and anyone else shows its health in words and its Public columns only.
class PublicSight {
public:
    enum class Sight { Absent, Words, Full };

    [[nodiscard]] static Sight of(const engine::EncounterState& state, const engine::Combatant& combatant,
                                  const PlayerVisibility& players);

    // What the players read of its health: in words, or for one shown in full its pools ("Health 40/60 ·
    // Mana 20/30"; a ruleset without a bar: its tracks' chips, a damage track's steps, else the word).
    // `columns` are the ruleset's board columns.
    [[nodiscard]] static QString healthText(const engine::EncounterState& state,
                                            const engine::RulesetDescriptions& ruleset,
                                            const std::vector<engine::BoardColumn>& columns,
                                            const engine::Combatant& combatant, Sight sight);
    // The names of those the players do not see (a name someone they see shares is left out).
    [[nodiscard]] static QStringList unseenNames(const engine::EncounterState& state, const PlayerVisibility& players);
    // The chips of its Public columns (conditions, what the fiction shows), in column order. A chip
    // that names one of `unseen` (a duration until the end of its turn) says "someone's" instead.
    [[nodiscard]] static std::vector<engine::BoardChip> publicChips(const engine::EncounterState& state,
                                                                    const engine::RulesetDescriptions& ruleset,
                                                                    const std::vector<engine::BoardColumn>& columns,
                                                                    const engine::Combatant& combatant,
                                                                    const QStringList& unseen);
    // Each side's colour, as the ARC's grid draws it (sides numbered in set-up order).
    [[nodiscard]] static QHash<QString, QColor> sideColours(const engine::EncounterState& state);

    // "unhurt", "bloodied", "badly hurt", "down".
    [[nodiscard]] static QString word(engine::Health health);
    // The colour a health reads in, as the board's tones: unhurt good, bloodied a warning, worse bad.
    [[nodiscard]] static engine::Tone tone(engine::Health health);
};

} // namespace scouter::ui
