// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/TimelineBoard.h"

#include "board/TimelineModel.h"
#include "board/TimelineView.h"
#include "encounter/EncounterController.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace scouter::ui {

TimelineBoard::TimelineBoard(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_model(new TimelineModel(controller, this)),
      m_view(new TimelineView(*m_model, this)), m_tie(new QWidget(this)), m_question(new QLabel(m_tie)),
      m_confirm(new QPushButton(tr("&Confirm order"), m_tie)) {
    setObjectName(QStringLiteral("timelineBoard"));
    m_question->setObjectName(QStringLiteral("tieQuestion"));
    m_question->setWordWrap(true);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    m_confirm->setObjectName(QStringLiteral("confirmTie"));
    auto* earlier = new QPushButton(tr("Move &earlier (Ctrl+Up)"), m_tie);
    earlier->setObjectName(QStringLiteral("tieEarlier"));
    auto* later = new QPushButton(tr("Move &later (Ctrl+Down)"), m_tie);
    later->setObjectName(QStringLiteral("tieLater"));
    connect(earlier, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(later, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_confirm, &QPushButton::clicked, this, [this] { m_model->confirmTie(); });
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(earlier);
    buttons->addWidget(later);
    buttons->addStretch(1);
    buttons->addWidget(m_confirm);
    auto* tie = new QVBoxLayout(m_tie);
    tie->setContentsMargins(0, 0, 0, 0);
    tie->addWidget(m_question);
    tie->addLayout(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tie);
    layout->addWidget(m_view, 1);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (m_syncing || !current.isValid()) {
                    return;
                }
                const QString id = current.data(TimelineModel::IdRole).toString();
                if (!id.isEmpty() && !current.parent().isValid()) {
                    m_controller.select(id);
                }
            });
    connect(&m_controller, &EncounterController::stateChanged, this, &TimelineBoard::sync);
    connect(&m_controller, &EncounterController::selectionChanged, this, &TimelineBoard::showSelection);
    sync();
}

void TimelineBoard::sync() {
    const QStringList tie = m_model->tieOrder();
    m_tie->setVisible(!tie.isEmpty() && !m_controller.readOnly());
    if (!tie.isEmpty()) {
        m_question->setText(tr("Tied at %1 %2: put them in order on the timeline, first to act first, then confirm")
                                .arg(m_model->unit())
                                .arg(m_model->now().value_or(0)));
    }
    showSelection();
}

void TimelineBoard::moveCurrent(int step) {
    QString id = m_view->currentIndex().data(TimelineModel::IdRole).toString();
    if (!m_model->tieOrder().contains(id)) {
        id = m_model->tieOrder().value(0);
    }
    if (m_model->moveInTie(id, step)) {
        m_syncing = true;
        m_view->setCurrentIndex(m_model->indexOf(id));
        m_syncing = false;
    }
}

void TimelineBoard::showSelection() {
    const QModelIndex index = m_model->indexOf(m_controller.selected());
    if (index.isValid() && index != m_view->currentIndex().siblingAtColumn(0)) {
        m_syncing = true;
        m_view->setCurrentIndex(index);
        m_syncing = false;
    }
}

} // namespace scouter::ui
