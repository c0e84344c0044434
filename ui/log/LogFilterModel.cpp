// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/LogFilterModel.h"

#include "log/EncounterLogModel.h"

namespace scouter::ui {

LogFilterModel::LogFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {}

void LogFilterModel::setCombatant(const QString& id) {
    if (id == m_combatant) {
        return;
    }
    m_combatant = id;
    invalidateRowsFilter();
}

void LogFilterModel::setKind(const QString& kind) {
    if (kind == m_kind) {
        return;
    }
    m_kind = kind;
    invalidateRowsFilter();
}

bool LogFilterModel::hasChildren(const QModelIndex& parent) const {
    // Without a kind every event of a kept command is kept, so a command has events here when it
    // has them at all. QSortFilterProxyModel would map each command's events to answer, and a tree
    // view asks for every command it lays out (the review's log of 2,500 commands at each open).
    if (m_kind.isEmpty() && parent.isValid()) {
        return sourceModel()->hasChildren(mapToSource(parent));
    }
    return QSortFilterProxyModel::hasChildren(parent);
}

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_kind.isEmpty() && !row.data(EncounterLogModel::KindsRole).toStringList().contains(m_kind)) {
        return false;
    }
    if (m_combatant.isEmpty() || sourceParent.isValid()) {
        return true;
    }
    return row.data(EncounterLogModel::WhoRole).toStringList().contains(m_combatant);
}

} // namespace scouter::ui
