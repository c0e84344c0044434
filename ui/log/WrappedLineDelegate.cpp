// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/WrappedLineDelegate.h"

#include <algorithm>

#include <QEvent>
#include <QTimer>
#include <QTreeView>

namespace scouter::ui {

WrappedLineDelegate::WrappedLineDelegate(QTreeView& view) : QStyledItemDelegate(&view), m_view(view) {
    m_layout.setSingleShot(true);
    m_layout.setInterval(0);
    connect(&m_layout, &QTimer::timeout, this, [this] { m_view.doItemsLayout(); });
    m_view.viewport()->installEventFilter(this);
}

QSize WrappedLineDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    int depth = 0;
    for (QModelIndex parent = index.parent(); parent.isValid(); parent = parent.parent()) {
        ++depth;
    }
    QStyleOptionViewItem wrapped(option);
    const int indent = m_view.rootIsDecorated() ? (depth + 1) * m_view.indentation() : depth * m_view.indentation();
    // The style wraps only within a valid rectangle, so the height must be set as well.
    wrapped.rect = QRect(0, 0, std::max(1, m_view.viewport()->width() - indent), option.fontMetrics.height());
    // Only a row of text alone is kept: an icon, a check box or a font of its own changes its size.
    if (index.data(Qt::DecorationRole).isValid() || index.data(Qt::CheckStateRole).isValid() ||
        index.data(Qt::FontRole).isValid()) {
        return QStyledItemDelegate::sizeHint(wrapped, index);
    }
    const QString key = index.data(Qt::DisplayRole).toString() + QChar(0x1f) + QString::number(wrapped.rect.width());
    return m_sizes.get(option.font, key, [&] { return QStyledItemDelegate::sizeHint(wrapped, index); });
}

// A new width changes how many lines each row takes: the rows are laid out again once the resizes
// of a drag have settled (the next turn of the event loop), once however many came before it, not
// on each pixel (a window shown resizes its log twice; each layout of a long log reads every row).
bool WrappedLineDelegate::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize && m_view.viewport()->width() != m_width) {
        m_width = m_view.viewport()->width();
        m_layout.start(); // started again while it waits, it still fires once
    }
    return QStyledItemDelegate::eventFilter(watched, event);
}

} // namespace scouter::ui
