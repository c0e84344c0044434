// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>

namespace scouter::ui {

// The index arithmetic of a model two levels deep (sections holding rows: the board's slots and
// their members, the maneuver groups, the log's commands and their events). A child index
// carries its parent's row + 1 as internal id, a top-level one 0.
class TwoLevelItemModel : public QAbstractItemModel {
    Q_OBJECT

public:
    using QAbstractItemModel::QAbstractItemModel;

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const final;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const final;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const final;

protected:
    [[nodiscard]] virtual int topLevelCount() const = 0;
    [[nodiscard]] virtual int childCount(int topLevelRow) const = 0;

    [[nodiscard]] static bool isTopLevel(const QModelIndex& index) { return index.internalId() == 0; }
    // The top-level row an index belongs to: its own row, or its parent's.
    [[nodiscard]] static int topLevelRowOf(const QModelIndex& index) {
        return isTopLevel(index) ? index.row() : static_cast<int>(index.internalId() - 1);
    }
};

} // namespace scouter::ui
