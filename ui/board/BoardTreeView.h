// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTreeView>

namespace scouter::ui {

// The board's rows: a tree view whose rows can be laid out again once, when it next paints or
// measures them, however many of its columns were resized meanwhile. A new name width resizes every
// column that shares what is left (conditions, damage tracks), and laying each out at once repeated
// the whole board's layout per column, at each step of a review.
class BoardTreeView : public QTreeView {
public:
    using QTreeView::QTreeView;
    using QTreeView::scheduleDelayedItemsLayout;
};

} // namespace scouter::ui
