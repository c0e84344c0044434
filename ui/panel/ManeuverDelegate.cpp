// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverDelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

namespace scouter::ui {

void ManeuverDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    const QString text = item.text;
    const bool plain = !text.isEmpty() && !(item.features & QStyleOptionViewItem::WrapText) &&
                       !(item.features & QStyleOptionViewItem::HasDecoration) &&
                       !(item.features & QStyleOptionViewItem::HasCheckIndicator) &&
                       !text.contains(QLatin1Char('\n')) && !(item.state & QStyle::State_Editing);
    if (!plain) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = item.widget;
    const QStyle* style = widget != nullptr ? widget->style() : QApplication::style();
    // Without its text the style draws the rest (background, selection, focus) and places the text's
    // rectangle as it would with it: out of a size hint, the text's own size does not move it.
    item.text.clear();
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &item, widget);
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect room = textRect.adjusted(margin, 0, -margin, 0);
    const QStaticText& laid = laidOut(text, item.font);
    if (laid.size().width() > room.width()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);

    // The pen the style draws an item's text with.
    QPalette::ColorGroup group = (item.state & QStyle::State_Enabled) ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(item.state & QStyle::State_Active)) {
        group = QPalette::Inactive;
    }
    const QPalette::ColorRole role = (item.state & QStyle::State_Selected) ? QPalette::HighlightedText : QPalette::Text;
    // Placed as the style places a laid-out line: its box as wide as the room, as high as the line.
    const QRect box = QStyle::alignedRect(item.direction, item.displayAlignment,
                                          QSize(room.width(), static_cast<int>(laid.size().height())), room);
    QPointF at = box.topLeft();
    const Qt::Alignment across =
        QStyle::visualAlignment(item.direction, item.displayAlignment) & Qt::AlignHorizontal_Mask;
    if (across & Qt::AlignRight) {
        at.rx() += room.width() - laid.size().width();
    } else if (across & Qt::AlignHCenter) {
        at.rx() += (room.width() - laid.size().width()) / 2;
    }
    painter->save();
    painter->setClipRect(item.rect);
    painter->setPen(item.palette.color(group, role));
    painter->setFont(item.font);
    painter->drawStaticText(at, laid);
    painter->restore();
}

const QStaticText& ManeuverDelegate::laidOut(const QString& text, const QFont& font) const {
    return m_texts.get(font, text, [&] {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), font);
        return laid;
    });
}

} // namespace scouter::ui
