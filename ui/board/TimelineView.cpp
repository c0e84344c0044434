#include "board/TimelineView.h"

#include "board/TimelineDelegate.h"
#include "board/TimelineModel.h"
#include "board/TimelineRuler.h"

#include <QKeyEvent>

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
    header()->setSectionResizeMode(TimelineModel::Name, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(TimelineModel::Tick, QHeaderView::Fixed);
    header()->resizeSection(TimelineModel::Tick, fontMetrics().horizontalAdvance(QStringLiteral("Next 888")) + 8);
    // Room for two chips side by side ("Damage 2 stun / 3", "Prone"); more wrap and the row grows.
    header()->setSectionResizeMode(TimelineModel::Marks, QHeaderView::Interactive);
    header()->resizeSection(TimelineModel::Marks,
                            fontMetrics().horizontalAdvance(QStringLiteral("Damage 88 stun / 88 Prone")) + 24);
    // Spans appear and go (a movement begins, a window closes): every lane stays open.
    connect(&model, &QAbstractItemModel::modelReset, this, &QTreeView::expandAll);
    connect(&model, &QAbstractItemModel::layoutChanged, this, &QTreeView::expandAll);
    expandAll();
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
