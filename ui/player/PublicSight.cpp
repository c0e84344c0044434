// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PublicSight.h"

#include "StdText.h"
#include "grid/GridBackground.h"
#include "model/EncounterState.h"
#include "player/PlayerVisibility.h"
#include "rules/RulesetDescriptions.h"

#include <QObject>
#include <QStringList>

#include <algorithm>
#include <iterator>

namespace scouter::ui {

PublicSight::Sight PublicSight::of(const engine::EncounterState& state, const engine::Combatant& combatant,
                                   const PlayerVisibility& players) {
    if (!combatant.active) {
        return Sight::Absent;
    }
    switch (players.mode(QString::fromStdString(combatant.id))) {
    case PlayerVisibility::Mode::Hide:
        return Sight::Absent;
    case PlayerVisibility::Mode::Reveal:
        return Sight::Full;
    case PlayerVisibility::Mode::Rules:
        break;
    }
    if (combatant.pc) {
        return Sight::Full;
    }
    return state.isHidden(combatant.id) ? Sight::Absent : Sight::Words;
}

QString PublicSight::healthText(const engine::EncounterState& state, const engine::RulesetDescriptions& ruleset,
                                const std::vector<engine::BoardColumn>& columns, const engine::Combatant& combatant,
                                Sight sight) {
    QString words = word(ruleset.health(state, combatant.id));
    if (sight != Sight::Full) {
        return words;
    }
    using Kind = engine::BoardColumn::Kind;
    const QString dot = QStringLiteral(" · ");
    QStringList pools;
    for (const auto& column : columns) {
        if (column.kind == Kind::Bar) {
            const engine::BoardCell cell = ruleset.boardCell(state, combatant.id, column.id);
            pools.append(QStringLiteral("%1 %2/%3").arg(q(column.label)).arg(cell.value).arg(cell.maximum));
        }
    }
    if (!pools.isEmpty()) {
        return pools.join(dot);
    }
    QStringList tracks;
    for (const auto& column : columns) {
        if (column.kind == Kind::Chips && column.audience == engine::BoardColumn::Audience::Private) {
            const engine::BoardCell cell = ruleset.boardCell(state, combatant.id, column.id);
            for (const auto& chip : cell.chips) {
                tracks.append(q(chip.text));
            }
        }
    }
    return tracks.isEmpty() ? words : tracks.join(dot);
}

QStringList PublicSight::unseenNames(const engine::EncounterState& state, const PlayerVisibility& players) {
    QStringList unseen;
    QStringList seen;
    for (const auto& c : state.combatants) {
        const QString name = q(c.name.empty() ? c.id : c.name);
        (of(state, c, players) == Sight::Absent ? unseen : seen).append(name);
    }
    unseen.removeIf([&](const QString& name) { return seen.contains(name); });
    return unseen;
}

std::vector<engine::BoardChip> PublicSight::publicChips(const engine::EncounterState& state,
                                                        const engine::RulesetDescriptions& ruleset,
                                                        const std::vector<engine::BoardColumn>& columns,
                                                        const engine::Combatant& combatant, const QStringList& unseen) {
    std::vector<engine::BoardChip> chips;
    for (const auto& column : columns) {
        if (column.kind == engine::BoardColumn::Kind::Chips &&
            column.audience == engine::BoardColumn::Audience::Public) {
            engine::BoardCell cell = ruleset.boardCell(state, combatant.id, column.id);
            std::move(cell.chips.begin(), cell.chips.end(), std::back_inserter(chips));
        }
    }
    if (unseen.isEmpty()) {
        return chips;
    }
    const QString someone = QObject::tr("someone's");
    for (auto& chip : chips) {
        QString text = q(chip.text);
        for (const QString& name : unseen) {
            text.replace(name + QStringLiteral("'s"), someone);
        }
        chip.text = text.toStdString();
    }
    return chips;
}

QHash<QString, QColor> PublicSight::sideColours(const engine::EncounterState& state) {
    QHash<QString, QColor> colours;
    for (const auto& c : state.combatants) {
        const QString side = q(c.side);
        if (!colours.contains(side)) {
            colours.insert(side, GridBackground::sideColour(static_cast<int>(colours.size())));
        }
    }
    return colours;
}

QString PublicSight::word(engine::Health health) {
    switch (health) {
    case engine::Health::Unhurt:
        return QObject::tr("unhurt");
    case engine::Health::Bloodied:
        return QObject::tr("bloodied");
    case engine::Health::BadlyHurt:
        return QObject::tr("badly hurt");
    case engine::Health::Down:
        break;
    }
    return QObject::tr("down");
}

engine::Tone PublicSight::tone(engine::Health health) {
    switch (health) {
    case engine::Health::Unhurt:
        return engine::Tone::Good;
    case engine::Health::Bloodied:
        return engine::Tone::Warning;
    case engine::Health::BadlyHurt:
    case engine::Health::Down:
        break;
    }
    return engine::Tone::Bad;
}

} // namespace scouter::ui
