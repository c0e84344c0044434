#pragma once

#include "EncounterStatistics.h"

#include <QWidget>

namespace scouter::ui {

// Damage dealt, damage taken and Ki spent per combatant as grouped horizontal bars, drawn with
// the palette so it reads in light and dark themes. Its accessible description says the same.
class StatisticsChart : public QWidget {
    Q_OBJECT

public:
    explicit StatisticsChart(QWidget* parent = nullptr);

    void setStatistics(std::vector<store::CombatantStatistics> statistics);
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<store::CombatantStatistics> m_statistics;
};

} // namespace scouter::ui
