// SPDX-License-Identifier: GPL-3.0-or-later
#include "StaticItemText.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>
#include <QStyleOptionViewItem>

namespace scouter::ui {

void StaticItemText::paint(QPainter* painter, const QStyleOptionViewItem& item) const {
    const QWidget* widget = item.widget;
    const QStyle* style = widget != nullptr ? widget->style() : QApplication::style();
    if (!paintPlain(painter, item, *style)) {
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, widget);
    }
}

bool StaticItemText::paintPlain(QPainter* painter, const QStyleOptionViewItem& item, const QStyle& style) const {
    const QString& text = item.text;
    // A text that may wrap is plain too when it fits on one line, as the style would draw it.
    const bool plain = !text.isEmpty() && !(item.features & QStyleOptionViewItem::HasDecoration) &&
                       !(item.features & QStyleOptionViewItem::HasCheckIndicator) &&
                       !text.contains(QLatin1Char('\n')) && !(item.state & QStyle::State_Editing);
    if (!plain) {
        return false;
    }
    const QWidget* widget = item.widget;
    // Without its text the style draws the rest (background, selection, focus) and places the text's
    // rectangle as it would with it: out of a size hint, the text's own size does not move it.
    QStyleOptionViewItem rest = item;
    rest.text.clear();
    const QRect textRect = style.subElementRect(QStyle::SE_ItemViewItemText, &rest, widget);
    const int margin = style.pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect room = textRect.adjusted(margin, 0, -margin, 0);
    const QStaticText& laid = laidOut(text, item.font);
    if (laid.size().width() > room.width()) {
        return false;
    }
    style.drawControl(QStyle::CE_ItemViewItem, &rest, painter, widget);

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
    return true;
}

const QStaticText& StaticItemText::laidOut(const QString& text, const QFont& font) const {
    return m_texts.get(font, text, [&] {
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setPerformanceHint(QStaticText::AggressiveCaching);
        laid.prepare(QTransform(), font);
        return laid;
    });
}

} // namespace scouter::ui
