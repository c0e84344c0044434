// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/TimelineView.h"

#include "board/TimelineDelegate.h"
#include "board/TimelineModel.h"
#include "board/TimelineRuler.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>

#include <algorithm>

namespace scouter::ui {

TimelineView::TimelineView(TimelineModel& model, QWidget* parent) : QTreeView(parent), m_model(model) {
    setObjectName(QStringLiteral("timelineView"));
    setAccessibleName(tr("Timeline"));
    setAccessibleDescription(tr("Each combatant's next action on the clock, with movements, windows and holds"));
    setHeader(new TimelineRuler(this));
    setModel(&model);
    setItemDelegate(new TimelineDelegate(this));
    setUniformRowHeights(false);
    setAllColumnsShowFocus(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setIndentation(10);
    setMouseTracking(true);
    header()->setStretchLastSection(true);
    // Names whole: sized by fitNames when a name changes, not by the header at every change of any
    // row (it laid out every name of 200 lanes after each command).
    header()->setSectionResizeMode(TimelineModel::Name, QHeaderView::Fixed);
    header()->setSectionResizeMode(TimelineModel::Tick, QHeaderView::Fixed);
    header()->resizeSection(TimelineModel::Tick, fontMetrics().horizontalAdvance(QStringLiteral("Next 888")) + 8);
    // Room for two chips side by side ("Damage 2 stun / 3", "Prone"); more wrap and the row grows.
    header()->setSectionResizeMode(TimelineModel::Marks, QHeaderView::Interactive);
    header()->resizeSection(TimelineModel::Marks,
                            fontMetrics().horizontalAdvance(QStringLiteral("Damage 88 stun / 88 Prone")) + 24);
    // Spans appear and go (a movement begins, a window closes): every lane stays open.
    connect(&model, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    connect(&model, &QAbstractItemModel::layoutChanged, this, &TimelineView::openLanes);
    connect(&model, &TimelineModel::namesChanged, this, &TimelineView::fitNames);
    // Every lane and the ruler are drawn against the current tick.
    connect(&model, &TimelineModel::clockChanged, this, [this] {
        viewport()->update();
        header()->viewport()->update();
    });
    expandAll();
    fitNames();
}

void TimelineView::openLanes() {
    // Rows moved keep their lanes open (their indexes move with them): only one closed since is
    // opened, without laying every row out again as expandAll does (after each command that moves
    // someone, 200 lanes measured every text above the rows it changed).
    for (int row = 0; row < m_model.rowCount(); ++row) {
        const QModelIndex lane = m_model.index(row, 0);
        if (!isExpanded(lane) && m_model.hasChildren(lane)) {
            expand(lane);
        }
    }
}

void TimelineView::fitNames() {
    // As the header's ResizeToContents sizes it: the widest name shown, the header's label at least.
    const int wanted =
        std::clamp(std::max(sizeHintForColumn(TimelineModel::Name), header()->sectionSizeHint(TimelineModel::Name)),
                   header()->minimumSectionSize(), header()->maximumSectionSize());
    if (header()->sectionSize(TimelineModel::Name) != wanted) {
        header()->resizeSection(TimelineModel::Name, wanted);
    }
}

void TimelineView::changeEvent(QEvent* event) {
    QTreeView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fitNames();
    }
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    const bool move =
        event->modifiers() == Qt::ControlModifier && (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down);
    if (move) {
        const QModelIndex current = currentIndex();
        const QString id = current.data(TimelineModel::IdRole).toString();
        if (current.isValid() && !current.parent().isValid() &&
            m_model.moveInTie(id, event->key() == Qt::Key_Up ? -1 : 1)) {
            setCurrentIndex(m_model.indexOf(id).siblingAtColumn(current.column()));
            event->accept();
            return;
        }
    }
    QTreeView::keyPressEvent(event);
}

} // namespace scouter::ui
