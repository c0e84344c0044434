// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "EncounterStatistics.h"

#include <QWidget>

namespace scouter::ui {

// The ruleset's totals per combatant as grouped horizontal bars: damage dealt and taken and the
// pools spent (energy), or the resources its turns spent when it tracks no pool. Drawn with the
// palette so it reads in light and dark themes; its accessible description says the same.
class StatisticsChart : public QWidget {
    Q_OBJECT

public:
    explicit StatisticsChart(QWidget* parent = nullptr);

    void setStatistics(std::vector<store::CombatantStatistics> statistics,
                       const std::vector<store::StatisticsColumn>& columns);
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // The height of one combatant's row of bars.
    [[nodiscard]] int groupHeight() const;

    std::vector<store::CombatantStatistics> m_statistics;
    std::vector<store::StatisticsColumn> m_series; // one bar each per combatant
};

} // namespace scouter::ui
