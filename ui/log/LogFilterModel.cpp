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

bool LogFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_combatant.isEmpty() || sourceParent.isValid()) {
        return true;
    }
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    return row.data(EncounterLogModel::WhoRole).toStringList().contains(m_combatant);
}

} // namespace scouter::ui
