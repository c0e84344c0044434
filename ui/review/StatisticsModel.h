// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterStatistics.h"

#include <QAbstractTableModel>

namespace scouter::ui {

// The encounter's statistics as a table: one row per combatant with the ruleset's columns (damage
// dealt and taken, pools and resources spent: EncounterStatistics::columns), then, when its turns
// spend resources, one column per moment as the ruleset counts time ("Round 2", or
// "Tick 13"; EncounterStatistics::moments): what each spent then ("3 A · 1 CA").
class StatisticsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    static constexpr int Name = 0;

    explicit StatisticsModel(QObject* parent = nullptr);

    void setStatistics(std::vector<store::CombatantStatistics> statistics, std::vector<store::StatisticsColumn> columns,
                       std::vector<engine::Moment> moments);
    [[nodiscard]] const std::vector<store::CombatantStatistics>& statistics() const { return m_statistics; }
    [[nodiscard]] const std::vector<store::StatisticsColumn>& columns() const { return m_columns; }
    // The column of the first moment, if the table has columns per moment.
    [[nodiscard]] int firstMoment() const { return 1 + static_cast<int>(m_columns.size()); }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    [[nodiscard]] QString momentCell(const store::CombatantStatistics& s, const engine::Moment& moment) const;

    std::vector<store::CombatantStatistics> m_statistics;
    std::vector<store::StatisticsColumn> m_columns;
    std::vector<store::StatisticsColumn> m_resources; // the columns counted per moment
    std::vector<engine::Moment> m_moments;
};

} // namespace scouter::ui
