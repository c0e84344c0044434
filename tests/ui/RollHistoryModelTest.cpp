// SPDX-License-Identifier: GPL-3.0-or-later
#include "RollHistoryModel.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>

#include <gtest/gtest.h>

namespace scouter::ui {
namespace {

using HistoryColumn = RollHistoryModel::Column;

RollHistoryModel::Entry makeEntry(const QString& expression, int total) {
    return {.time = QDateTime(QDate(2024, 5, 1), QTime(20, 15, 7)),
            .expression = expression,
            .tier = 2,
            .baseTier = 1,
            .faces = QStringLiteral("2d10(T) ×2 → 4, 9, 1, 10"),
            .natural = total - 3,
            .total = total};
}

QVariant cell(const RollHistoryModel& model, int row, HistoryColumn column, int role = Qt::DisplayRole) {
    return model.data(model.index(row, static_cast<int>(column)), role);
}

TEST(RollHistoryModelTest, StaysConsistentWhileRowsAreAddedAndCleared) {
    RollHistoryModel model;
    // Fatal: any broken model invariant aborts the test run with the tester's message.
    const QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    const QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);

    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_EQ(model.columnCount(), RollHistoryModel::kColumnCount);
    EXPECT_TRUE(model.isEmpty());

    model.append(makeEntry(QStringLiteral("2d10(T)+3"), 27));
    model.append(makeEntry(QStringLiteral("solid d10"), 7));
    model.append(makeEntry(QStringLiteral("1d6"), 4));
    EXPECT_EQ(model.rowCount(), 3);
    EXPECT_EQ(inserted.count(), 3);
    EXPECT_FALSE(model.isEmpty());

    model.clear();
    EXPECT_EQ(model.rowCount(), 0);
    EXPECT_EQ(removed.count(), 1);
    EXPECT_TRUE(model.isEmpty());

    // Clearing an empty history changes nothing, so it says nothing.
    model.clear();
    EXPECT_EQ(removed.count(), 1);

    model.append(makeEntry(QStringLiteral("d10"), 5));
    EXPECT_EQ(model.rowCount(), 1);
}

TEST(RollHistoryModelTest, NewestRollIsTheBottomRow) {
    RollHistoryModel model;
    model.append(makeEntry(QStringLiteral("first"), 1));
    model.append(makeEntry(QStringLiteral("second"), 2));
    EXPECT_EQ(cell(model, 0, HistoryColumn::Expression).toString(), QStringLiteral("first"));
    EXPECT_EQ(cell(model, 1, HistoryColumn::Expression).toString(), QStringLiteral("second"));
    EXPECT_EQ(model.entry(1).total, 2);
}

TEST(RollHistoryModelTest, ShowsTimeExpressionTierFacesAndTotal) {
    RollHistoryModel model;
    model.append(makeEntry(QStringLiteral("2d10(T)+3"), 27));

    EXPECT_EQ(cell(model, 0, HistoryColumn::Time).toString(), QStringLiteral("20:15:07"));
    EXPECT_EQ(cell(model, 0, HistoryColumn::Expression).toString(), QStringLiteral("2d10(T)+3"));
    EXPECT_EQ(cell(model, 0, HistoryColumn::Tier).toString(), QStringLiteral("2 (base 1)"));
    EXPECT_EQ(cell(model, 0, HistoryColumn::Faces).toString(), QStringLiteral("2d10(T) ×2 → 4, 9, 1, 10"));
    EXPECT_EQ(cell(model, 0, HistoryColumn::Total).toInt(), 27);

    const QString tip = cell(model, 0, HistoryColumn::Faces, Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("Natural 24"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("total 27"))) << tip.toStdString();

    EXPECT_EQ(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("Time"));
    EXPECT_EQ(model.headerData(4, Qt::Horizontal).toString(), QStringLiteral("Total"));
}

} // namespace
} // namespace scouter::ui
