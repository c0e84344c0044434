// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/OwedDeclaration.h"
#include "StdText.h"

#include "encounter/EncounterController.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

namespace scouter::ui {

OwedDeclaration::OwedDeclaration(EncounterController& controller, QWidget* parent)
    : QWidget(parent), m_controller(controller), m_label(new QLabel(this)), m_buttons(new QVBoxLayout) {
    setObjectName(QStringLiteral("owedNow"));
    m_label->setWordWrap(true);
    m_label->setStyleSheet(QStringLiteral("font-weight: bold"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_label);
    layout->addLayout(m_buttons);
    m_buttons->setSpacing(2);
    hide();
}

void OwedDeclaration::sync() {
    while (QLayoutItem* item = m_buttons->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const std::string who = m_controller.selected().toStdString();
    const engine::Ruleset& rules = m_controller.encounter().ruleset();
    const std::optional<engine::Timeline> timeline = m_controller.readOnly() ? std::nullopt : m_controller.timeline();
    const bool due = timeline && std::any_of(timeline->markers.begin(), timeline->markers.end(),
                                             [&who](const auto& m) { return m.who == who && m.due; });
    if (!due) {
        hide();
        return;
    }
    // While a declaration is owed the rules accept nothing else: the ARC's commands for this
    // combatant that they accept now are the declarations.
    for (const auto& described : rules.arcCommands()) {
        if (described.subject != engine::CommandDescription::Subject::Combatant || described.choices.empty()) {
            continue;
        }
        for (const auto& choice : described.choices) {
            engine::CommandForm form;
            form.type = described.type;
            form.set("who", who).set(described.field, choice.id);
            if (!m_controller.judge(form).accepted) {
                continue;
            }
            auto* button = new QPushButton(q(choice.label), this);
            button->setObjectName(QStringLiteral("owed:%1:%2").arg(q(described.type), q(choice.id)));
            button->setToolTip(q(described.help));
            connect(button, &QPushButton::clicked, this, [this, form] { Q_EMIT declared(form); });
            m_buttons->addWidget(button);
        }
    }
    m_label->setText(tr("%1 owes a movement declaration:").arg(m_controller.displayName(q(who))));
    setVisible(m_buttons->count() > 0);
}

} // namespace scouter::ui
