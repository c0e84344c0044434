// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PublicRoster.h"

#include "StdText.h"
#include "model/EncounterState.h"
#include "player/PublicSight.h"
#include "rules/Ruleset.h"

#include <QBrush>

#include <algorithm>
#include <optional>
#include <utility>

namespace scouter::ui {

PublicRoster::PublicRoster(QObject* parent) : QAbstractTableModel(parent) {}

std::vector<std::string> PublicRoster::order(const engine::EncounterState& state,
                                             const std::optional<engine::Timeline>& timeline) {
    std::vector<std::string> ids;
    if (timeline) {
        for (const auto& marker : timeline->markers) {
            ids.push_back(marker.who);
        }
        return ids;
    }
    // As the initiative board: the order, then the slots still to roll, each slot's members in it.
    std::vector<std::string> slots;
    const auto add = [&](const std::string& slot) {
        if (std::find(slots.begin(), slots.end(), slot) == slots.end()) {
            slots.push_back(slot);
        }
    };
    for (const auto& id : state.order) {
        if (const engine::Slot* slot = state.findSlot(id); slot != nullptr && slot->active) {
            add(slot->id);
        }
    }
    for (const auto& slot : state.slots) {
        if (slot.active) {
            add(slot.id);
        }
    }
    for (const auto& id : slots) {
        const engine::Slot* slot = state.findSlot(id);
        ids.insert(ids.end(), slot->members.begin(), slot->members.end());
    }
    return ids;
}

void PublicRoster::show(const engine::EncounterState& state, const engine::Ruleset& ruleset, const QString& acting,
                        const PlayerVisibility& players) {
    const std::vector<engine::BoardColumn> columns = ruleset.boardColumns();
    const QHash<QString, QColor> sides = PublicSight::sideColours(state);
    const QStringList unseen = PublicSight::unseenNames(state, players);
    const std::optional<engine::Timeline> timeline = ruleset.timeline(state);
    std::vector<Row> rows;
    for (const auto& id : order(state, timeline)) {
        const engine::Combatant* c = state.find(id);
        if (c == nullptr) {
            continue;
        }
        const PublicSight::Sight sight = PublicSight::of(state, *c, players);
        if (sight == PublicSight::Sight::Absent) {
            continue;
        }
        Row row;
        row.id = q(c->id);
        row.name = q(c->name.empty() ? c->id : c->name);
        row.side = sides.value(q(c->side));
        // A group's slot is everyone's turn in it; on a clock, the one acting now.
        row.current = row.id == acting || (!timeline && !state.current.empty() && state.current == c->slot);
        row.health = ruleset.health(state, c->id);
        row.healthText = PublicSight::healthText(state, ruleset, columns, *c, sight);
        row.full = sight == PublicSight::Sight::Full;
        row.defeated = state.isDefeated(c->id);
        row.hidden = state.isHidden(c->id);
        for (const auto& chip : PublicSight::publicChips(state, ruleset, columns, *c, unseen)) {
            row.chips.append(q(chip.text));
            row.chipTones.append(static_cast<int>(chip.tone));
        }
        rows.push_back(std::move(row));
    }
    replace(std::move(rows));
}

void PublicRoster::clear() {
    replace({});
}

void PublicRoster::replace(std::vector<Row> rows) {
    const bool sameRows = std::equal(rows.begin(), rows.end(), m_rows.begin(), m_rows.end(),
                                     [](const Row& a, const Row& b) { return a.id == b.id; });
    if (!sameRows) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        return;
    }
    // The same people in the same order: only the rows that changed are announced.
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (!(rows[i] == m_rows[i])) {
            m_rows[i] = std::move(rows[i]);
            Q_EMIT dataChanged(index(static_cast<int>(i), 0), index(static_cast<int>(i), ColumnCount - 1));
        }
    }
}

int PublicRoster::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PublicRoster::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

int PublicRoster::rowOf(const QString& id) const {
    const auto at = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& row) { return row.id == id; });
    return at == m_rows.end() ? -1 : static_cast<int>(at - m_rows.begin());
}

QStringList PublicRoster::currentNames() const {
    QStringList names;
    for (const Row& row : m_rows) {
        if (row.current) {
            names.append(row.name);
        }
    }
    return names;
}

QVariant PublicRoster::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case IdRole:
        return row.id;
    case SideColourRole:
        return row.side;
    case CurrentRole:
        return row.current;
    case HealthRole:
        return static_cast<int>(row.health);
    case HealthToneRole:
        return static_cast<int>(PublicSight::tone(row.health));
    case FullRole:
        return row.full;
    case DefeatedRole:
        return row.defeated;
    case HiddenRole:
        return row.hidden;
    case ChipsRole:
        return row.chips;
    case ChipTonesRole:
        return row.chipTones;
    case Qt::DecorationRole:
        return index.column() == Name ? QVariant(row.side) : QVariant();
    case Qt::ForegroundRole:
        return index.column() == Name ? QVariant(QBrush(row.side)) : QVariant();
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return row.name;
        case Turn:
            return row.current ? QStringLiteral("▶") : QString();
        case Health:
            return row.healthText;
        case Conditions:
            return row.chips.join(QStringLiteral(" · "));
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant PublicRoster::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Name");
    case Turn:
        return tr("Turn");
    case Health:
        return tr("Health");
    case Conditions:
        return tr("Conditions");
    default:
        return {};
    }
}

} // namespace scouter::ui
