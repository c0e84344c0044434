// SPDX-License-Identifier: GPL-3.0-or-later
#include "TwoLevelItemModel.h"

namespace scouter::ui {

QModelIndex TwoLevelItemModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, quintptr{0});
    }
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex TwoLevelItemModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || isTopLevel(child)) {
        return {};
    }
    return createIndex(topLevelRowOf(child), 0, quintptr{0});
}

int TwoLevelItemModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return topLevelCount();
    }
    if (parent.column() != 0 || !isTopLevel(parent)) {
        return 0;
    }
    return childCount(parent.row());
}

} // namespace scouter::ui
