// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/TimelineRuler.h"

#include "board/TimelineDelegate.h"
#include "board/TimelineModel.h"

#include <QPainter>

namespace scouter::ui {

TimelineRuler::TimelineRuler(QWidget* parent) : QHeaderView(Qt::Horizontal, parent) {
    setObjectName(QStringLiteral("timelineRuler"));
    setSectionsClickable(false);
    setHighlightSections(false);
}

QSize TimelineRuler::sizeHint() const {
    QSize size = QHeaderView::sizeHint();
    size.setHeight(std::max(size.height(), fontMetrics().height() + 10));
    return size;
}

void TimelineRuler::paintSection(QPainter* painter, const QRect& rect, int logicalIndex) const {
    const auto* timeline = qobject_cast<const TimelineModel*>(model());
    if (logicalIndex != TimelineModel::Lane || timeline == nullptr) {
        QHeaderView::paintSection(painter, rect, logicalIndex);
        return;
    }
    painter->save();
    painter->fillRect(rect, palette().color(QPalette::Button));
    const std::optional<int> now = timeline->now();
    const TimelineDelegate::Scale scale = TimelineDelegate::scale(now, rect.width());
    const TimelineDelegate::Colours colours = TimelineDelegate::colours(palette());
    QFont plain = font();
    QFont bold = plain;
    bold.setBold(true);
    for (int i = 0; i < scale.count; ++i) {
        const int tick = scale.first + i;
        const QRect cell(rect.left() + i * scale.step, rect.top(), scale.step, rect.height());
        const bool current = now && *now == tick;
        if (current) {
            painter->fillRect(cell.adjusted(1, 2, -1, -2), colours.priority);
        }
        painter->setPen(QPen(colours.grid, 1));
        painter->drawLine(cell.left(), cell.bottom() - 4, cell.left(), cell.bottom());
        painter->setFont(current ? bold : plain);
        painter->setPen(current ? QColor(Qt::white) : palette().color(QPalette::ButtonText));
        painter->drawText(cell, Qt::AlignCenter, QString::number(tick));
    }
    painter->setPen(palette().color(QPalette::Mid));
    painter->drawLine(rect.bottomLeft(), rect.bottomRight());
    painter->restore();
}

} // namespace scouter::ui
