// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverDelegate.h"

namespace scouter::ui {

void ManeuverDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem item = option;
    initStyleOption(&item, index);
    m_text.paint(painter, item);
}

} // namespace scouter::ui
