// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "StaticItemText.h"

#include <QStyledItemDelegate>

namespace scouter::ui {

// Draws the maneuver list's rows as QStyledItemDelegate does, with each text laid out once per font
// (StaticItemText): the panel repaints its list after every command, and the same names and costs
// come back each time.
class ManeuverDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    StaticItemText m_text;
};

} // namespace scouter::ui
