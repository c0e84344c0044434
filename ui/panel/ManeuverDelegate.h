// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QStaticText>
#include <QStyledItemDelegate>

namespace scouter::ui {

// Draws the maneuver list's rows as QStyledItemDelegate does, with each text laid out once per font:
// the panel repaints its list after every command, and the same names and costs come back each time.
// Laying them out again (the style shapes a row's text twice, to place it and to draw it) was a third
// of the panel's refresh. A text that would not fit its cell, or that wraps, is drawn by the style as
// before, so eliding stays the style's own.
class ManeuverDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    // The text laid out in the font, kept (a few fonts: the list's, its bold rows').
    [[nodiscard]] const QStaticText& laidOut(const QString& text, const QFont& font) const;

    mutable LayoutCache<QString, QStaticText> m_texts{4096};
};

} // namespace scouter::ui
