// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/LibraryFilterModel.h"

namespace scouter::ui {

LibraryFilterModel::LibraryFilterModel(int searchRole, int idRole, QObject* parent)
    : QSortFilterProxyModel(parent), m_searchRole(searchRole), m_idRole(idRole) {
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortLocaleAware(true);
}

void LibraryFilterModel::setSearch(const QString& text) {
    m_words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    invalidateRowsFilter();
}

void LibraryFilterModel::setOnly(int role, std::optional<QVariant> value) {
    m_onlyRole = role;
    m_only = std::move(value);
    invalidateRowsFilter();
}

bool LibraryFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_only && index.data(m_onlyRole) != *m_only) {
        return false;
    }
    const QString text = index.data(m_searchRole).toString();
    return std::all_of(m_words.begin(), m_words.end(),
                       [&text](const QString& word) { return text.contains(word, Qt::CaseInsensitive); });
}

bool LibraryFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const {
    const QVariant a = left.data(sortRole());
    const QVariant b = right.data(sortRole());
    if (a != b) {
        return QSortFilterProxyModel::lessThan(left, right);
    }
    return left.siblingAtColumn(0).data(m_idRole).toLongLong() < right.siblingAtColumn(0).data(m_idRole).toLongLong();
}

} // namespace scouter::ui
