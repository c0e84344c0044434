// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/EncounterLogView.h"

#include "encounter/EncounterController.h"
#include "log/EncounterLogModel.h"
#include "log/LogFilterModel.h"
#include "log/WrappedLineDelegate.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <utility>

namespace scouter::ui {

EncounterLogView::EncounterLogView(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new EncounterLogModel(controller, this)),
      m_filter(new LogFilterModel(this)), m_combatants(new QComboBox(this)), m_kinds(new QComboBox(this)),
      m_view(new QTreeView(this)) {
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setHeaderHidden(true);
    // A line says how an attack ended at its end: it wraps in the narrow dock instead of losing its
    // end to "…". The view scrolls per item, so rows of their own heights cost no layout of the
    // whole log.
    m_view->setUniformRowHeights(false);
    m_view->setWordWrap(true);
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_view->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setItemDelegate(new WrappedLineDelegate(*m_view));
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Encounter log"));
    // Narrow minimums: the log shares the width under the grid, which gives way to a wide board.
    for (QComboBox* combo : {m_combatants, m_kinds}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }

    auto* filterRow = new QHBoxLayout;
    auto* filterLabel = new QLabel(tr("&Show:"), this);
    filterLabel->setBuddy(m_combatants);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_combatants, 1);
    m_kinds->setObjectName(QStringLiteral("logKindFilter"));
    m_kinds->setAccessibleName(tr("Kind of event"));
    // The kinds of the events (EventNarrator::kindOf); the ruleset names its own two.
    const engine::Terms& terms = m_controller.words().terms();
    const std::pair<QString, QString> kinds[] = {
        {tr("All events"), QString()},
        {tr("Maneuvers"), QStringLiteral("maneuvers")},
        {QString::fromStdString(terms.harmEvents), QStringLiteral("life-ki")},
        {tr("Conditions"), QStringLiteral("conditions")},
        {tr("Movement"), QStringLiteral("movement")},
        {QString::fromStdString(terms.timeEvents), QStringLiteral("turns")},
        {tr("Decisions"), QStringLiteral("decisions")},
        {tr("Other"), QStringLiteral("other")},
    };
    for (const auto& [label, kind] : kinds) {
        m_kinds->addItem(label, kind);
    }
    filterRow->addWidget(m_kinds, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);

    fillCombatants();
    connect(m_combatants, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setCombatant(m_combatants->currentData().toString()); });
    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this] {
        m_filter->setKind(m_kinds->currentData().toString());
        if (!m_filter->kind().isEmpty()) {
            m_view->expandAll(); // the matching events are the point, not the commands
        }
    });

    // Follow the newest entry, unless the ARC scrolled up to read something older.
    QScrollBar* bar = m_view->verticalScrollBar();
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (m_following) {
            bar->setValue(maximum);
        }
    });
    connect(bar, &QScrollBar::valueChanged, this,
            [this, bar](int value) { m_following = value >= bar->maximum() - m_view->fontMetrics().height(); });
}

void EncounterLogView::showCommand(std::size_t group) {
    m_following = false;
    const QModelIndex row = m_filter->mapFromSource(m_model->index(static_cast<int>(group), 0));
    if (row.isValid()) {
        m_view->setCurrentIndex(row);
        m_view->scrollTo(row, QAbstractItemView::PositionAtCenter);
    }
}

void EncounterLogView::fillCombatants() {
    m_combatants->addItem(tr("Everyone"), QString());
    for (const auto& c : m_controller.state().combatants) {
        m_combatants->addItem(QString::fromStdString(c.name.empty() ? c.id : c.name), QString::fromStdString(c.id));
    }
}

} // namespace scouter::ui
