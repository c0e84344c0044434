// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LayoutCache.h"

#include <QStyledItemDelegate>
#include <QTimer>

class QTreeView;

namespace scouter::ui {

// A tree's line that wraps at the width its column has. QTreeView asks its delegate for a row's
// height without saying how wide the row is, so the style lays the text out on one line; this
// delegate gives it the column's width less the row's indentation. The view must lay its rows out
// again when that width changes (watch()).
class WrappedLineDelegate : public QStyledItemDelegate {
    Q_OBJECT

public:
    explicit WrappedLineDelegate(QTreeView& view);

    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QTreeView& m_view;
    int m_width = -1; // the viewport's width the rows were last laid out for
    QTimer m_layout;  // the rows laid out again on the next turn of the event loop
    // Heights the style gave, by text and width, for the font they were laid out in: the view asks
    // again for rows it laid out already (a selection's rectangle, a row centred), and laying a
    // wrapped line out is most of a review's jump.
    mutable LayoutCache<QString, QSize> m_sizes{20000};
};

} // namespace scouter::ui
