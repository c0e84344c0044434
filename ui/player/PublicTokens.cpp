// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PublicTokens.h"

#include "StdText.h"
#include "model/EncounterState.h"
#include "player/PublicSight.h"
#include "rules/Ruleset.h"

#include <QHash>
#include <QStringList>

#include <algorithm>

namespace scouter::ui {

PublicTokens::PublicTokens(const engine::Ruleset& ruleset) : m_ruleset(ruleset), m_columns(ruleset.boardColumns()) {}

std::vector<PublicTokens::Token> PublicTokens::tokens(const engine::EncounterState& state, const QString& acting,
                                                      const PlayerVisibility& players) const {
    const QHash<QString, QColor> sides = PublicSight::sideColours(state);
    const QStringList unseen = PublicSight::unseenNames(state, players);
    const auto bar = std::find_if(m_columns.begin(), m_columns.end(), [](const engine::BoardColumn& column) {
        return column.kind == engine::BoardColumn::Kind::Bar;
    });
    // Movement is in plain sight: the mode and rate under the token, as on the ARC's grid.
    QHash<QString, QString> motions;
    if (const auto timeline = m_ruleset.timeline(state)) {
        for (const auto& span : timeline->spans) {
            if (span.kind == engine::TimelineSpan::Kind::Movement) {
                motions.insert(q(span.who), q(span.label).section(QStringLiteral(" / "), 0, 0));
            }
        }
    }
    std::vector<Token> shown;
    for (const auto& c : state.combatants) {
        const PublicSight::Sight sight = PublicSight::of(state, c, players);
        if (sight == PublicSight::Sight::Absent) {
            continue;
        }
        Token token;
        token.id = q(c.id);
        token.square = QPoint(c.at.x, c.at.y);
        TokenItem::Look& look = token.look;
        look.name = q(c.name.empty() ? c.id : c.name);
        look.side = sides.value(q(c.side));
        const engine::Health health = m_ruleset.health(state, c.id);
        look.life = 1.0;
        look.tone = PublicSight::tone(health);
        if (sight == PublicSight::Sight::Full && bar != m_columns.end()) {
            const engine::BoardCell cell = m_ruleset.boardCell(state, c.id, bar->id);
            look.life = cell.maximum > 0 ? static_cast<double>(cell.value) / cell.maximum : 0.0;
            look.tone = cell.tone;
        }
        look.acting = token.id == acting;
        look.defeated = state.isDefeated(c.id);
        look.hidden = state.isHidden(c.id);
        look.motion = motions.value(token.id);
        QStringList words{look.name, PublicSight::healthText(state, m_ruleset, m_columns, c, sight)};
        for (const auto& chip : PublicSight::publicChips(state, m_ruleset, m_columns, c, unseen)) {
            words.append(q(chip.text));
        }
        token.toolTip = words.join(QStringLiteral(" · "));
        shown.push_back(std::move(token));
    }
    return shown;
}

} // namespace scouter::ui
