// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/PendingDecisionBar.h"

#include "EventNarrator.h"
#include "encounter/EncounterController.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <functional>

namespace scouter::ui {

PendingDecisionBar::PendingDecisionBar(EncounterController& controller, QWidget* parent)
    : QFrame(parent), m_controller(controller), m_question(new QLabel(this)), m_order(new QListWidget(this)),
      m_buttons(new QHBoxLayout) {
    setObjectName(QStringLiteral("pendingDecisionBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_question->setObjectName(QStringLiteral("decisionQuestion"));
    m_question->setWordWrap(true);
    QFont bold = m_question->font();
    bold.setBold(true);
    m_question->setFont(bold);
    m_order->setDragDropMode(QAbstractItemView::InternalMove);
    m_order->setMaximumHeight(m_order->fontMetrics().height() * 5);
    m_order->setAccessibleName(tr("Order to confirm"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_question);
    layout->addWidget(m_order);
    layout->addLayout(m_buttons);
    connect(&m_controller, &EncounterController::stateChanged, this, &PendingDecisionBar::sync);
    sync();
}

void PendingDecisionBar::clearButtons() {
    while (QLayoutItem* item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void PendingDecisionBar::sync() {
    const auto& s = m_controller.state();
    clearButtons();
    m_order->clear();
    if (s.pending.empty() || (m_tieInPlace && s.pending.front().kind == "tie")) {
        hide();
        return;
    }
    const engine::PendingDecision& decision = s.pending.front();
    const QString who = decision.who.empty() ? tr("The ARC") : store::EventNarrator::name(decision.who, s);
    const auto button = [this](const QString& text, const std::function<void()>& act) {
        auto* b = new QPushButton(text, this);
        connect(b, &QPushButton::clicked, this, act);
        m_buttons->addWidget(b);
        return b;
    };
    if (decision.kind == "tie" || decision.kind == "effect-order") {
        m_question->setText(decision.kind == "tie"
                                ? tr("%1 decides a tie: put them in order, first to act on top").arg(who)
                                : tr("%1 decides the order of the effects falling due").arg(who));
        for (const auto& subject : decision.subjects) {
            auto* item = new QListWidgetItem(decision.kind == "tie" ? store::EventNarrator::name(subject, s)
                                                                    : m_controller.words().condition(subject));
            item->setData(Qt::UserRole, QString::fromStdString(subject));
            m_order->addItem(item);
        }
        m_order->setCurrentRow(0);
        m_order->show();
        button(tr("Move &up"), [this] {
            const int row = m_order->currentRow();
            if (row > 0) {
                m_order->insertItem(row - 1, m_order->takeItem(row));
                m_order->setCurrentRow(row - 1);
            }
        });
        button(tr("Move &down"), [this] {
            const int row = m_order->currentRow();
            if (row >= 0 && row + 1 < m_order->count()) {
                m_order->insertItem(row + 1, m_order->takeItem(row));
                m_order->setCurrentRow(row + 1);
            }
        });
        button(tr("&Confirm order"), [this] { confirmOrder(); })->setObjectName(QStringLiteral("confirmOrder"));
    } else if (const auto choices = m_controller.encounter().ruleset().decisionChoices(s, decision); !choices.empty()) {
        const std::string note = m_controller.encounter().ruleset().decisionNote(s, decision);
        // "The opposed check — the ARC decides", "A boost past the maximum — Ash decides".
        const QString title = store::EventNarrator::capitalized(m_controller.words().decisionTitle(decision));
        m_question->setText(tr("%1 — %2 decides%3")
                                .arg(title, decision.who.empty() ? tr("the ARC") : who,
                                     note.empty() ? QString() : tr(": %1").arg(QString::fromStdString(note))));
        m_order->hide();
        for (const auto& choice : choices) {
            const QString id = QString::fromStdString(choice.id);
            button(QString::fromStdString(choice.label), [this, id] {
                answer(id);
            })->setObjectName(QStringLiteral("decision") + id);
        }
    } else {
        // The one who rolls is the last subject: the one a hit forced to check, or the restrained one.
        const std::string roller = decision.subjects.empty() ? std::string() : decision.subjects.back();
        // What the ruleset adds about the roll ("+2(T) from failed checks").
        const std::string note = m_controller.encounter().ruleset().decisionNote(s, decision);
        const QString bonus = note.empty() ? QString() : tr(" (%1)").arg(QString::fromStdString(note));
        const QString title = store::EventNarrator::capitalized(m_controller.words().decisionTitle(decision));
        m_question->setText(tr("%1: %2%3 — did it pass?").arg(title, store::EventNarrator::name(roller, s), bonus));
        m_order->hide();
        button(tr("Pass"), [this] { answer(QStringLiteral("pass")); });
        button(tr("Fail"), [this] { answer(QStringLiteral("fail")); });
    }
    m_buttons->addStretch(1);
    show();
}

void PendingDecisionBar::setTieInPlace(bool inPlace) {
    if (inPlace != m_tieInPlace) {
        m_tieInPlace = inPlace;
        sync();
    }
}

void PendingDecisionBar::confirmOrder() {
    engine::commands::Resolve command;
    for (int row = 0; row < m_order->count(); ++row) {
        command.choice.push_back(m_order->item(row)->data(Qt::UserRole).toString().toStdString());
    }
    m_controller.submit(command);
}

void PendingDecisionBar::answer(const QString& choice) {
    m_controller.submit(engine::commands::Resolve{{choice.toStdString()}});
}

} // namespace scouter::ui
