// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QStaticText>
#include <QString>

class QPainter;
class QStyle;
class QStyleOptionViewItem;

namespace scouter::ui {

// Draws a view's item as the style draws it, its text laid out once per font and kept: a board or a
// list repaints every visible row after each command, and the same names, initiatives and costs come
// back each time. The style shapes an item's text twice per paint (to place it, then to draw it),
// which was a third of a list's refresh and of a board's repaint. Only a plain item is drawn so (one
// line that fits, wrapping or not, no icon, no check box, not being edited); any other is left to the
// style, so eliding and wrapping stay its own.
class StaticItemText {
public:
    // Draws `item` (an option after initStyleOption), as QStyledItemDelegate::paint would.
    void paint(QPainter* painter, const QStyleOptionViewItem& item) const;
    // `text` laid out in `font` as one line, kept for the next paint.
    [[nodiscard]] const QStaticText& laidOut(const QString& text, const QFont& font) const;

private:
    // Draws a plain item and says true, or draws nothing and says false.
    bool paintPlain(QPainter* painter, const QStyleOptionViewItem& item, const QStyle& style) const;

    mutable LayoutCache<QString, QStaticText> m_texts{4096};
};

} // namespace scouter::ui
