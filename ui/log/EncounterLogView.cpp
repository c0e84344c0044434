#include "log/EncounterLogView.h"

#include "encounter/EncounterController.h"
#include "log/EncounterLogModel.h"
#include "log/LogFilterModel.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace scouter::ui {

EncounterLogView::EncounterLogView(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new EncounterLogModel(controller, this)),
      m_filter(new LogFilterModel(this)), m_combatants(new QComboBox(this)), m_view(new QTreeView(this)) {
    m_filter->setSourceModel(m_model);
    m_view->setModel(m_filter);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAccessibleName(tr("Encounter log"));
    m_combatants->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combatants->setMinimumContentsLength(12);

    auto* filterRow = new QHBoxLayout;
    auto* filterLabel = new QLabel(tr("&Show:"), this);
    filterLabel->setBuddy(m_combatants);
    filterRow->addWidget(filterLabel);
    filterRow->addWidget(m_combatants, 1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filterRow);
    layout->addWidget(m_view, 1);

    fillCombatants();
    connect(m_combatants, &QComboBox::currentIndexChanged, this,
            [this] { m_filter->setCombatant(m_combatants->currentData().toString()); });

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

void EncounterLogView::fillCombatants() {
    m_combatants->addItem(tr("Everyone"), QString());
    for (const auto& c : m_controller.state().combatants) {
        m_combatants->addItem(QString::fromStdString(c.name.empty() ? c.id : c.name), QString::fromStdString(c.id));
    }
}

} // namespace scouter::ui
