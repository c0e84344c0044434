// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/StatisticsChart.h"

#include <QPainter>

#include <algorithm>
#include <array>

namespace scouter::ui {

namespace {
constexpr int kBar = 7;      // pixels per bar
constexpr int kGroupGap = 8; // between combatants
constexpr int kLegend = 22;  // legend line height

QColor colorOf(std::size_t series) {
    static const std::array<QColor, 4> colors{QColor(0xd3, 0x54, 0x00), QColor(0x8e, 0x44, 0xad),
                                              QColor(0x29, 0x80, 0xb9), QColor(0x27, 0xae, 0x60)};
    return colors[series % colors.size()];
}
} // namespace

StatisticsChart::StatisticsChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("statisticsChart"));
    setAccessibleName(tr("Statistics chart"));
}

void StatisticsChart::setStatistics(std::vector<store::CombatantStatistics> statistics,
                                    const std::vector<store::StatisticsColumn>& columns) {
    m_statistics = std::move(statistics);
    // Damage and pools first; a fight where nobody dealt, took or spent any (a scene of
    // movement and looks) charts what its turns spent instead (its ticks), not a chart of zeros.
    const auto shown = [this](const store::StatisticsColumn& column) {
        return std::any_of(m_statistics.begin(), m_statistics.end(),
                           [&column](const store::CombatantStatistics& s) { return s.value(column) != 0; });
    };
    const auto pick = [&columns, &shown](bool resources, bool nonZeroOnly) {
        std::vector<store::StatisticsColumn> picked;
        for (const auto& column : columns) {
            if ((column.kind == store::StatisticsColumn::Kind::Resource) == resources &&
                (!nonZeroOnly || shown(column))) {
                picked.push_back(column);
            }
        }
        return picked;
    };
    m_series = pick(false, true);
    if (m_series.empty()) {
        m_series = pick(true, true);
    }
    if (m_series.empty()) {
        m_series = pick(false, false);
    }
    if (m_series.empty()) {
        m_series = columns;
    }
    QStringList description;
    for (const auto& s : m_statistics) {
        QStringList values;
        for (const auto& column : m_series) {
            values << tr("%1 %2").arg(column.word).arg(s.value(column));
        }
        description << tr("%1: %2").arg(s.name, values.join(QStringLiteral(", ")));
    }
    setAccessibleDescription(description.join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

int StatisticsChart::groupHeight() const {
    // A combatant's bars, or its name's line when that is taller (a chart of one series).
    return std::max(static_cast<int>(m_series.size()) * kBar, fontMetrics().height());
}

QSize StatisticsChart::sizeHint() const {
    const int groups = static_cast<int>(m_statistics.size());
    return {420, kLegend + groups * (groupHeight() + kGroupGap) + kGroupGap};
}

QSize StatisticsChart::minimumSizeHint() const {
    // As tall as it draws: its scroll area scrolls rather than squeezing the names into each other.
    return {200, sizeHint().height()};
}

void StatisticsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const int bars = static_cast<int>(m_series.size());
    const QFontMetrics metrics = fontMetrics();
    // Legend on the first line.
    int x = 4;
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        p.fillRect(QRect(x, (kLegend - 10) / 2, 10, 10), colorOf(i));
        x += 14;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPoint(x, (kLegend + metrics.ascent() - metrics.descent()) / 2), m_series[i].label);
        x += metrics.horizontalAdvance(m_series[i].label) + 16;
    }
    int labelWidth = 0;
    int largest = 1;
    for (const auto& stat : m_statistics) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(stat.name));
        for (const auto& column : m_series) {
            largest = std::max(largest, stat.value(column));
        }
    }
    labelWidth = std::min(labelWidth + 8, width() / 3);
    const int valueWidth = metrics.horizontalAdvance(QString::number(largest)) + 6;
    const int room = std::max(10, width() - labelWidth - valueWidth - 8);
    const int group = groupHeight();
    int y = kLegend + kGroupGap / 2;
    for (const auto& stat : m_statistics) {
        const QRect label(0, y, labelWidth - 6, group);
        // The bars centred on the name's line.
        const int top = y + (group - bars * kBar) / 2;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(label, Qt::AlignRight | Qt::AlignVCenter,
                   metrics.elidedText(stat.name, Qt::ElideRight, label.width()));
        for (std::size_t i = 0; i < m_series.size(); ++i) {
            const int value = stat.value(m_series[i]);
            const int length = value * room / largest;
            const QRect bar(labelWidth, top + static_cast<int>(i) * kBar, std::max(length, value > 0 ? 1 : 0),
                            kBar - 1);
            p.fillRect(bar, colorOf(i));
            if (value > 0) {
                QFont small = font();
                small.setPointSizeF(small.pointSizeF() * 0.75);
                p.setFont(small);
                p.drawText(QPoint(bar.right() + 3, bar.bottom()), QString::number(value));
                p.setFont(font());
            }
        }
        y += group + kGroupGap;
    }
}

} // namespace scouter::ui
