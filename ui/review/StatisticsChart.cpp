#include "review/StatisticsChart.h"

#include <QPainter>

#include <algorithm>
#include <array>

namespace scouter::ui {

namespace {
constexpr int kBar = 7;      // pixels per bar
constexpr int kGroupGap = 8; // between combatants
constexpr int kLegend = 22;  // legend line height

struct Series {
    QString name;
    QColor color;
    int (*value)(const store::CombatantStatistics&);
};

std::array<Series, 3> series() {
    return {{{QObject::tr("Damage dealt"), QColor(0xd3, 0x54, 0x00),
              [](const store::CombatantStatistics& s) { return s.damageDealt; }},
             {QObject::tr("Damage taken"), QColor(0x8e, 0x44, 0xad),
              [](const store::CombatantStatistics& s) { return s.damageTaken; }},
             {QObject::tr("Ki spent"), QColor(0x29, 0x80, 0xb9),
              [](const store::CombatantStatistics& s) { return s.kiSpent; }}}};
}
} // namespace

StatisticsChart::StatisticsChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("statisticsChart"));
    setAccessibleName(tr("Statistics chart"));
}

void StatisticsChart::setStatistics(std::vector<store::CombatantStatistics> statistics) {
    m_statistics = std::move(statistics);
    QStringList description;
    for (const auto& s : m_statistics) {
        description
            << tr("%1: dealt %2, taken %3, Ki %4").arg(s.name).arg(s.damageDealt).arg(s.damageTaken).arg(s.kiSpent);
    }
    setAccessibleDescription(description.join(QStringLiteral("; ")));
    updateGeometry();
    update();
}

QSize StatisticsChart::sizeHint() const {
    const int groups = static_cast<int>(m_statistics.size());
    return {420, kLegend + groups * (3 * kBar + kGroupGap) + kGroupGap};
}

QSize StatisticsChart::minimumSizeHint() const {
    return {200, kLegend * 2};
}

void StatisticsChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing, false);
    const auto all = series();
    const QFontMetrics metrics = fontMetrics();
    // Legend on the first line.
    int x = 4;
    for (const auto& s : all) {
        p.fillRect(QRect(x, (kLegend - 10) / 2, 10, 10), s.color);
        x += 14;
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(QPoint(x, (kLegend + metrics.ascent() - metrics.descent()) / 2), s.name);
        x += metrics.horizontalAdvance(s.name) + 16;
    }
    int labelWidth = 0;
    int largest = 1;
    for (const auto& stat : m_statistics) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(stat.name));
        for (const auto& s : all) {
            largest = std::max(largest, s.value(stat));
        }
    }
    labelWidth = std::min(labelWidth + 8, width() / 3);
    const int valueWidth = metrics.horizontalAdvance(QString::number(largest)) + 6;
    const int room = std::max(10, width() - labelWidth - valueWidth - 8);
    int y = kLegend + kGroupGap / 2;
    for (const auto& stat : m_statistics) {
        const QRect label(0, y, labelWidth - 6, 3 * kBar);
        p.setPen(palette().color(QPalette::WindowText));
        p.drawText(label, Qt::AlignRight | Qt::AlignVCenter,
                   metrics.elidedText(stat.name, Qt::ElideRight, label.width()));
        for (std::size_t i = 0; i < all.size(); ++i) {
            const int value = all[i].value(stat);
            const int length = value * room / largest;
            const QRect bar(labelWidth, y + static_cast<int>(i) * kBar, std::max(length, value > 0 ? 1 : 0), kBar - 1);
            p.fillRect(bar, all[i].color);
            if (value > 0) {
                QFont small = font();
                small.setPointSizeF(small.pointSizeF() * 0.75);
                p.setFont(small);
                p.drawText(QPoint(bar.right() + 3, bar.bottom()), QString::number(value));
                p.setFont(font());
            }
        }
        y += 3 * kBar + kGroupGap;
    }
}

} // namespace scouter::ui
