// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/TimelineDelegate.h"

#include "Theme.h"
#include "board/BoardDelegate.h"
#include "board/RenderedPixmap.h"
#include "board/TimelineModel.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QHeaderView>
#include <QHelpEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTreeView>

#include <algorithm>

namespace scouter::ui {

namespace {

// Room for a marker's text after it ("hold · preempt 15"), and the lanes' heights.
constexpr int kMarkerHeight = 30;
constexpr int kSpanHeight = 20;
constexpr int kPast = 2; // ticks shown before now, so what just happened stays in view
// A disc's pixmap reaches this far past its radius: the priority ring (3 out, 2 wide).
constexpr int kDiscMargin = 5;

// The marks column's width in the view that asks, for laying its chips out before painting.
int marksWidth(const QStyleOptionViewItem& option) {
    if (const auto* view = qobject_cast<const QTreeView*>(option.widget)) {
        return view->header()->sectionSize(TimelineModel::Marks);
    }
    return option.rect.width() > 0 ? option.rect.width() : 200;
}

std::optional<int> nowOf(const QModelIndex& index) {
    const auto* model = qobject_cast<const TimelineModel*>(index.model());
    return model != nullptr ? model->now() : std::nullopt;
}

} // namespace

TimelineDelegate::Scale TimelineDelegate::scale(std::optional<int> now, int width) {
    // A tick's width follows the application's font, measured once per font: each lane and the
    // ruler ask at every paint, and measuring took as long as drawing the lane's grid.
    // The font is known by what its metrics read, not kept: a QFont outliving the application
    // would be let go after Qt's font caches. Not by its key either: formatting that string at
    // each lane's paint was a fiftieth of the timeline's repaint.
    struct Measured {
        QStringList families;
        qreal pointSize = 0;
        int pixelSize = 0;
        int weight = 0;
        int stretch = 0;
        bool italic = false;
        QString styleName;
        qreal letterSpacing = 0;
        qreal wordSpacing = 0;
        bool operator==(const Measured&) const = default;
    };
    static Measured measured;
    static int step = 0;
    const QFont font = QApplication::font();
    Measured asked{font.families(), font.pointSizeF(), font.pixelSize(),     font.weight(),     font.stretch(),
                   font.italic(),   font.styleName(),  font.letterSpacing(), font.wordSpacing()};
    if (step == 0 || !(asked == measured)) {
        step = std::max(QFontMetrics(font).horizontalAdvance(QStringLiteral("888")) + 4, 22);
        measured = std::move(asked);
    }
    Scale s;
    s.step = step;
    s.first = std::max(1, now.value_or(1) - kPast);
    s.count = std::max(1, width / s.step);
    return s;
}

TimelineDelegate::Colours TimelineDelegate::colours(const QPalette& palette) {
    // Worked out once per palette (and colour group, which a view sets on its copy): every lane and
    // the ruler ask at every paint, and telling a dark palette from a light one converts a colour.
    thread_local qint64 known = -1;
    thread_local QPalette::ColorGroup knownGroup = QPalette::NColorGroups;
    thread_local Colours kept;
    if (palette.cacheKey() == known && palette.currentColorGroup() == knownGroup) {
        return kept;
    }
    const bool dark = isDark(palette);
    Colours c;
    c.text = palette.color(QPalette::Text);
    c.grid = palette.color(QPalette::Mid);
    c.grid.setAlpha(dark ? 90 : 70);
    c.now = palette.color(QPalette::Highlight);
    c.now.setAlpha(dark ? 70 : 45);
    c.marker = dark ? QColor(0xb0, 0xbe, 0xc5) : QColor(0x54, 0x6e, 0x7a);
    c.priority = toneColours(engine::Tone::Neutral, palette).fill;
    c.due = toneColours(engine::Tone::Warning, palette).fill;
    c.movement = dark ? QColor(0x4f, 0xc3, 0xf7) : QColor(0x02, 0x88, 0xd1);
    c.window = dark ? QColor(0x81, 0xc7, 0x84) : QColor(0x2e, 0x7d, 0x32);
    c.hold = dark ? QColor(0xbd, 0xbd, 0xbd) : QColor(0x75, 0x75, 0x75);
    known = palette.cacheKey();
    knownGroup = palette.currentColorGroup();
    kept = c;
    return c;
}

QSize TimelineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem laid = option;
    initStyleOption(&laid, index);
    const bool marker = index.data(TimelineModel::KindRole).toInt() == static_cast<int>(TimelineModel::RowKind::Marker);
    if (marker && index.column() == TimelineModel::Name) {
        // A name measured as it reads with priority (bold) whoever has it: the column keeps its width
        // as priority passes from tick to tick, and is not fitted again each time.
        laid.font.setBold(true);
    }
    QSize size = m_styledSizes.of(laid, [&] {
        const QStyle* style = laid.widget != nullptr ? laid.widget->style() : QApplication::style();
        return style->sizeFromContents(QStyle::CT_ItemViewItem, &laid, QSize(), laid.widget);
    });
    size.setHeight(std::max(size.height(), marker ? kMarkerHeight : kSpanHeight));
    if (marker && index.column() == TimelineModel::Marks) {
        int bottom = 0;
        for (const auto& chip : placeMarks(index, option.font, QRect(0, 0, marksWidth(option), 0))) {
            bottom = std::max(bottom, chip.rect.bottom());
        }
        size.setHeight(std::max(size.height(), bottom + 4));
        size.setWidth(std::min(size.width(), marksWidth(option)));
    }
    return size;
}

std::vector<ChipPainter::Chip> TimelineDelegate::placeMarks(const QModelIndex& index, const QFont& viewFont,
                                                            const QRect& cell) const {
    return m_chips.placed(index.data(TimelineModel::ChipsRole).toStringList(), ChipPainter::font(viewFont),
                          cell.topLeft(), cell.width());
}

void TimelineDelegate::paintMarks(QPainter* painter, const QStyleOptionViewItem& option,
                                  const QModelIndex& index) const {
    painter->setClipRect(option.rect);
    m_chips.paint(*painter, option, placeMarks(index, option.font, option.rect),
                  index.data(TimelineModel::ChipTonesRole).toList(), ChipPainter::font(option.font), 8.0);
}

bool TimelineDelegate::helpEvent(QHelpEvent* event, QAbstractItemView* view, const QStyleOptionViewItem& option,
                                 const QModelIndex& index) {
    // On a chip, that chip's own words; elsewhere the cell's.
    if (event != nullptr && view != nullptr && index.column() == TimelineModel::Marks) {
        const QStringList tips = index.data(TimelineModel::ChipTipsRole).toStringList();
        if (BoardDelegate::showChipTip(*event, *view, placeMarks(index, option.font, view->visualRect(index)), tips)) {
            return true;
        }
    }
    return QStyledItemDelegate::helpEvent(event, view, option, index);
}

void TimelineDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    if (index.column() == TimelineModel::Marks && !index.data(TimelineModel::ChipsRole).toStringList().isEmpty()) {
        // The background and selection as the style draws them, without the text.
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        const QWidget* widget = option.widget;
        QStyle* style = widget != nullptr ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        paintMarks(painter, option, index);
        painter->restore();
        return;
    }
    if (index.column() != TimelineModel::Lane) {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        m_text.paint(painter, item);
        return;
    }
    painter->save();
    const Colours c = colours(option.palette);
    if (option.state & QStyle::State_Selected) {
        QColor selected = option.palette.color(QPalette::Highlight);
        selected.setAlpha(40);
        painter->fillRect(option.rect, selected);
    }
    const std::optional<int> now = nowOf(index);
    const Scale s = scale(now, option.rect.width());
    // The grid's lines are straight and on whole pixels: crisp without antialiasing, which blurred
    // each over two columns and took twice as long to draw.
    paintGrid(painter, option.rect, s, now, c);
    painter->setRenderHint(QPainter::Antialiasing);
    if (index.data(TimelineModel::KindRole).toInt() == static_cast<int>(TimelineModel::RowKind::Marker)) {
        paintMarker(painter, option, index, s, c);
    } else {
        paintSpan(painter, option, index, s, c);
    }
    painter->restore();
}

void TimelineDelegate::paintGrid(QPainter* painter, const QRect& lane, const Scale& scale, std::optional<int> now,
                                 const Colours& colours) {
    if (now && scale.shows(*now)) {
        const int x = scale.centre(*now, lane) - scale.step / 2;
        painter->fillRect(QRect(x, lane.top(), scale.step, lane.height()), colours.now);
    }
    // Each line a rectangle one pixel wide: the pixels a one-pixel pen covers, filled without the
    // pen's stroking.
    for (int i = 0; i <= scale.count; ++i) {
        painter->fillRect(QRect(lane.left() + i * scale.step, lane.top(), 1, lane.height()), colours.grid);
    }
}

void TimelineDelegate::paintMarker(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                                   const Scale& scale, const Colours& colours) const {
    const QRect lane = option.rect;
    const std::optional<int> now = nowOf(index);
    int tick = index.data(TimelineModel::TickRole).toInt();
    // A hold may be broken at any tick: a holder whose next tick has passed stands ready now.
    if (index.data(TimelineModel::HeldRole).isValid() && now && tick < *now) {
        tick = *now;
    }
    const bool priority = index.data(TimelineModel::PriorityRole).toBool();
    const bool due = index.data(TimelineModel::DueRole).toBool();
    const QVariant held = index.data(TimelineModel::HeldRole);
    const QVariant preempt = index.data(TimelineModel::PreemptRole);
    const int tie = index.data(TimelineModel::TieRole).toInt();
    const int y = lane.center().y();
    const int radius = std::min(scale.step / 2 - 2, lane.height() / 2 - 4);
    QFont small = option.font;
    small.setPointSizeF(small.pointSizeF() * 0.85);
    painter->setFont(small);

    // A tick off the ruler: an arrow at the edge with the tick, so nobody disappears.
    if (!scale.shows(tick)) {
        const bool later = tick >= scale.first + scale.count;
        const QString text = later ? QStringLiteral("%1 ▶").arg(tick) : QStringLiteral("◀ %1").arg(tick);
        painter->setPen(colours.text);
        const auto align =
            static_cast<int>(later ? Qt::AlignVCenter | Qt::AlignRight : Qt::AlignVCenter | Qt::AlignLeft);
        painter->drawText(lane.adjusted(4, 0, -4, 0), align, text);
        return;
    }
    const QPoint centre(scale.centre(tick, lane), y);
    QStringList words;
    if (held.isValid()) {
        const int from = held.toInt();
        // The hold as a bracket from its start to the tick preempting opens.
        const int to = preempt.isValid() ? preempt.toInt() : tick;
        if (scale.shows(from)) {
            painter->setPen(QPen(colours.hold, 2, Qt::DashLine));
            painter->drawLine(scale.centre(from, lane), y, scale.centre(std::max(from, to), lane), y);
        }
        if (!preempt.isValid()) {
            words << QObject::tr("hold");
        } else if (now && preempt.toInt() <= *now) {
            words << QObject::tr("hold · may preempt");
        } else {
            words << QObject::tr("hold · preempt from %1").arg(preempt.toInt());
        }
    }
    const QColor fill = priority ? colours.priority : colours.marker;
    if (priority) {
        words.prepend(QObject::tr("now"));
    }
    QFont bold = small;
    bold.setBold(true);
    const qreal ratio = painter->device()->devicePixelRatioF();
    const MarkerKey key{radius,
                        due,
                        priority,
                        held.isValid(),
                        tie,
                        fill.rgba(),
                        option.palette.color(QPalette::Base).rgba(),
                        colours.due.rgba(),
                        colours.priority.rgba(),
                        qRound(ratio * 100)};
    const QPixmap& drawn = m_discs.get(bold, key, [&] { return disc(key, bold); });
    painter->drawPixmap(centre - QPoint(radius + kDiscMargin, radius + kDiscMargin), drawn);
    if (due) {
        words << QObject::tr("declare");
    }
    if (!words.isEmpty()) {
        const int left = centre.x() + radius + 6;
        const QRect room(left, lane.top(), std::max(lane.right() - left, 0), lane.height());
        const QStaticText& laid = m_text.laidOut(words.join(QStringLiteral(" · ")), small);
        painter->save();
        painter->setClipRect(room);
        painter->setFont(small);
        painter->setPen(colours.text);
        painter->drawStaticText(QPointF(room.left(), room.top() + (room.height() - laid.size().height()) / 2), laid);
        painter->restore();
    }
}

QPixmap TimelineDelegate::disc(const MarkerKey& key, const QFont& bold) {
    if (key.radius <= 0) {
        return {}; // a lane too narrow for a disc shows none
    }
    const int half = key.radius + kDiscMargin;
    return renderedPixmap(QSize(2 * half, 2 * half), key.ratio / 100.0, [&](QPainter& painter) {
        const QPoint centre(half, half);
        const int radius = key.radius;
        const QColor fill = QColor::fromRgba(key.fill);
        const QColor base = QColor::fromRgba(key.base);
        painter.setPen(key.due ? QPen(QColor::fromRgba(key.dueRing), 3) : QPen(base, 1.5));
        painter.setBrush(key.held ? base : fill);
        painter.drawEllipse(centre, radius, radius);
        if (key.priority) {
            // Priority reads without colour too: a second ring.
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor::fromRgba(key.priorityRing), 2));
            painter.drawEllipse(centre, radius + 3, radius + 3);
        }
        if (key.held) {
            painter.setPen(QPen(fill, 2.5));
            painter.drawLine(centre + QPoint(-3, -4), centre + QPoint(-3, 4));
            painter.drawLine(centre + QPoint(3, -4), centre + QPoint(3, 4));
        } else if (key.tie > 0) {
            painter.setFont(bold);
            painter.setPen(Qt::white);
            painter.drawText(QRect(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt::AlignCenter,
                             QString::number(key.tie));
        }
    });
}

size_t qHash(const TimelineDelegate::MarkerKey& key, size_t seed) noexcept {
    return qHashMulti(seed, key.radius, key.due, key.priority, key.held, key.tie, key.fill, key.base, key.dueRing,
                      key.priorityRing, key.ratio);
}

void TimelineDelegate::paintSpan(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index,
                                 const Scale& scale, const Colours& colours) {
    const QRect lane = option.rect;
    const auto kind = static_cast<TimelineModel::RowKind>(index.data(TimelineModel::KindRole).toInt());
    const int from = index.data(TimelineModel::TickRole).toInt();
    const QVariant to = index.data(TimelineModel::EndRole);
    const QVariant next = kind == TimelineModel::RowKind::Hold ? index.data(TimelineModel::PreemptRole)
                                                               : index.data(TimelineModel::NextRole);
    QColor colour = colours.window;
    if (kind == TimelineModel::RowKind::Movement) {
        colour = colours.movement;
    } else if (kind == TimelineModel::RowKind::Hold) {
        colour = colours.hold;
    }
    const int last = scale.first + scale.count; // first tick past the ruler
    const int start = std::max(from, scale.first);
    const int end = to.isValid() ? std::min(to.toInt(), last) : last;
    const int height = 8;
    const int y = lane.center().y() - height / 2;
    if (end > start) {
        const int left = scale.centre(start, lane) - scale.step / 2 + 1;
        const int right = scale.centre(end - 1, lane) + scale.step / 2 - 1;
        const QRectF bar(left, y, right - left, height);
        QColor soft = colour;
        soft.setAlpha(kind == TimelineModel::RowKind::Hold ? 110 : 190);
        painter->setPen(Qt::NoPen);
        painter->setBrush(kind == TimelineModel::RowKind::Hold ? QBrush(soft, Qt::BDiagPattern) : QBrush(soft));
        painter->drawRoundedRect(bar, 3, 3);
        painter->setPen(QPen(colour, 1));
        painter->setBrush(Qt::NoBrush);
        painter->drawRoundedRect(bar, 3, 3);
        if (!to.isValid()) {
            // Lasts until declared otherwise: the bar runs off the ruler's end.
            QPainterPath arrow;
            arrow.moveTo(right, y - 3);
            arrow.lineTo(right + 6, y + height / 2.0);
            arrow.lineTo(right, y + height + 3);
            painter->fillPath(arrow, colour);
        }
    }
    if (next.isValid() && scale.shows(next.toInt())) {
        // The next declaration (a hold: the first tick it may preempt) as a notch across the bar.
        const int x = scale.centre(next.toInt(), lane);
        painter->setPen(QPen(colours.text, 2));
        painter->drawLine(x, lane.top() + 2, x, lane.bottom() - 2);
        QPainterPath flag;
        flag.moveTo(x, lane.top() + 2);
        flag.lineTo(x + 7, lane.top() + 5);
        flag.lineTo(x, lane.top() + 8);
        painter->fillPath(flag, kind == TimelineModel::RowKind::Hold ? colours.priority : colours.due);
    }
}

} // namespace scouter::ui
