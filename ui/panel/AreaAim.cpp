// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/AreaAim.h"

#include "encounter/EncounterController.h"
#include "panel/ListFields.h"
#include "panel/ManeuverForm.h"

#include <QListWidget>
#include <QStringList>

namespace scouter::ui {

AreaAim::AreaAim(EncounterController& controller, ManeuverForm& form, QObject* parent)
    : QObject(parent), m_controller(controller), m_form(form) {
    connect(&m_form, &ManeuverForm::changed, this, [this] {
        const auto square = m_form.square();
        if (m_area && square && (!m_laid || m_laid->at != engine::Position{square->x(), square->y()})) {
            lay();
        }
    });
    // A token moved in or out of the area (an Instant, an undo) changes whom it covers.
    connect(&m_controller, &EncounterController::stateChanged, this, [this] {
        if (m_area && m_laid) {
            lay();
        }
    });
}

void AreaAim::follow(const engine::ManeuverDescription* described, const QString& who) {
    const bool was = aiming();
    m_area = described != nullptr ? described->area : std::nullopt;
    m_who = who.toStdString();
    m_label = described != nullptr ? QString::fromStdString(described->label) : QString();
    m_laid.reset();
    if (!m_area) {
        if (was) {
            Q_EMIT aimed(std::nullopt);
        }
        return;
    }
    const engine::Combatant* target =
        m_controller.state().find(m_controller.targetFor(who, engine::TargetKind::Opponent).toStdString());
    if (target != nullptr) {
        m_form.setSquare(QPoint(target->at.x, target->at.y));
    }
    lay();
}

void AreaAim::aimAt(QPoint square) {
    if (m_area) {
        m_form.setSquare(square);
    }
}

QString AreaAim::problem() const {
    if (!m_area || m_area->ticks.empty()) {
        return {};
    }
    const auto* list = qobject_cast<const QListWidget*>(m_form.field(m_area->ticks.front()));
    if (list == nullptr || ListFields::anyPicked(*list)) {
        return {};
    }
    return tr("Nobody is ticked among the area's targets: tick whom it strikes, or aim it elsewhere");
}

void AreaAim::rest() {
    if (m_laid) {
        m_laid.reset();
        Q_EMIT aimed(std::nullopt);
    }
}

std::vector<std::string> AreaAim::covered() const {
    return m_laid ? engine::occupants(m_controller.state(), *m_laid, m_who) : std::vector<std::string>{};
}

QString AreaAim::words() const {
    if (!m_laid) {
        return {};
    }
    QStringList names;
    for (const auto& id : covered()) {
        names.append(m_controller.displayName(QString::fromStdString(id)).toHtmlEscaped());
    }
    return tr("<b>%1</b>: %2, aimed at [%3, %4] · %5")
        .arg(m_label.toHtmlEscaped(), QString::fromStdString(engine::describeArea(m_laid->shape, m_laid->size)))
        .arg(m_laid->at.x)
        .arg(m_laid->at.y)
        .arg(names.isEmpty() ? tr("nobody inside") : names.join(QStringLiteral(", ")));
}

void AreaAim::lay() {
    const auto square = m_form.square();
    const engine::Combatant* actor = m_controller.state().find(m_who);
    if (!m_area || !square || actor == nullptr) {
        return;
    }
    m_laid = engine::AreaTemplate{m_area->shape, m_area->size, {square->x(), square->y()}, actor->at};
    const std::vector<std::string> ids = covered();
    for (const auto& key : m_area->ticks) {
        m_form.setPicked(key, ids);
    }
    Q_EMIT aimed(m_laid);
}

} // namespace scouter::ui
