#pragma once

#include "EncounterStatistics.h"

#include <QAbstractTableModel>

namespace scouter::ui {

// The encounter's statistics as a table: one row per combatant with damage dealt and taken, Ki
// spent, Actions and Counter Actions, then one column per round ("3 A · 1 CA").
class StatisticsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Dealt, Taken, Ki, Actions, Counters, FirstRound };

    explicit StatisticsModel(QObject* parent = nullptr);

    void setStatistics(std::vector<store::CombatantStatistics> statistics, int rounds);
    [[nodiscard]] const std::vector<store::CombatantStatistics>& statistics() const { return m_statistics; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    std::vector<store::CombatantStatistics> m_statistics;
    int m_rounds = 0;
};

} // namespace scouter::ui
