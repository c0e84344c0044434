// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

#include <optional>

namespace scouter::ui {

// Search, filter and sort over a library list (characters or groups): the search matches every
// word typed, in any order, in the row's search text; sorting ends in the id, so equal names keep
// one order.
class LibraryFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    LibraryFilterModel(int searchRole, int idRole, QObject* parent = nullptr);

    void setSearch(const QString& text);
    // Only rows whose `role` holds `value` (e.g. only NPCs); nullopt shows all.
    void setOnly(int role, std::optional<QVariant> value);

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    int m_searchRole;
    int m_idRole;
    QStringList m_words;
    int m_onlyRole = -1;
    std::optional<QVariant> m_only;
};

} // namespace scouter::ui
