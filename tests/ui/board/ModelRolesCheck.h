// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractItemModel>
#include <QModelRoleData>

#include <gtest/gtest.h>

#include <vector>

namespace scouter::ui::test {

// Reads every cell under `parent` (and under its rows, all the way down) both ways, `roles`
// together through multiData and each on its own through data(), and expects the same; returns how
// many cells it read. A view asks a cell's roles together, everyone else one by one.
inline int expectRolesReadTogetherAsOneByOne(const QAbstractItemModel& model, const std::vector<int>& roles,
                                             const QModelIndex& parent = {}) {
    int cells = 0;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        for (int column = 0; column < model.columnCount(parent); ++column) {
            const QModelIndex cell = model.index(row, column, parent);
            std::vector<QModelRoleData> together(roles.begin(), roles.end());
            model.multiData(cell, together);
            for (const QModelRoleData& read : together) {
                EXPECT_EQ(read.data(), cell.data(read.role())) << "role " << read.role() << " of row " << row;
            }
            ++cells;
        }
        cells += expectRolesReadTogetherAsOneByOne(model, roles, model.index(row, 0, parent));
    }
    return cells;
}

} // namespace scouter::ui::test
