// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QSortFilterProxyModel>

#include <optional>

namespace scouter::ui {

// Narrows the review list: to the encounters whose logs matched a full-text search, and to those
// a character took part in. Sorting by any column ends on the encounter id, so ties keep an order.
class ReviewFilterModel : public QSortFilterProxyModel {
    Q_OBJECT

public:
    explicit ReviewFilterModel(QObject* parent = nullptr);

    // nullopt: no search; otherwise only these encounters.
    void setMatches(std::optional<QSet<qint64>> ids);
    void setCharacter(const QString& name);

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    std::optional<QSet<qint64>> m_matches;
    QString m_character;
};

} // namespace scouter::ui
