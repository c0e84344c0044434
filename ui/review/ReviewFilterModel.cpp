// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/ReviewFilterModel.h"

#include "review/ReviewListModel.h"

namespace scouter::ui {

ReviewFilterModel::ReviewFilterModel(QObject* parent) : QSortFilterProxyModel(parent) {}

void ReviewFilterModel::setMatches(std::optional<QSet<qint64>> ids) {
    m_matches = std::move(ids);
    invalidateRowsFilter();
}

void ReviewFilterModel::setCharacter(const QString& name) {
    m_character = name;
    invalidateRowsFilter();
}

bool ReviewFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex row = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_matches && !m_matches->contains(row.data(ReviewListModel::IdRole).toLongLong())) {
        return false;
    }
    return m_character.isEmpty() || row.data(ReviewListModel::ParticipantsRole).toStringList().contains(m_character);
}

bool ReviewFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QPartialOrdering order =
        QVariant::compare(left.data(ReviewListModel::SortRole), right.data(ReviewListModel::SortRole));
    if (order == QPartialOrdering::Less || order == QPartialOrdering::Greater) {
        return order == QPartialOrdering::Less;
    }
    return left.siblingAtColumn(0).data(ReviewListModel::IdRole).toLongLong() <
           right.siblingAtColumn(0).data(ReviewListModel::IdRole).toLongLong();
}

} // namespace scouter::ui
