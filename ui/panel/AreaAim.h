// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/AreaTemplate.h"
#include "rules/Description.h"

#include <QObject>
#include <QPoint>
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace scouter::ui {

class EncounterController;
class ManeuverForm;

// The area of effect of the maneuver the panel shows (ManeuverDescription::area), laid where its
// form's Target Square says: whom it covers is ticked as the targets (and as hit, the table
// unticking whoever dodged or is spared), and the grid draws it as aimed() says.
class AreaAim : public QObject {
    Q_OBJECT

public:
    AreaAim(EncounterController& controller, ManeuverForm& form, QObject* parent = nullptr);

    // Follows a form just built for `described` for `who`: a maneuver with an area starts aimed
    // at its target's square (the nearest Opponent), one without stops aiming.
    void follow(const engine::ManeuverDescription* described, const QString& who);
    // Moves the Target Square (the pointer or the arrows on the grid).
    void aimAt(QPoint square);
    // Puts the template away once the attack is performed, so the grid shows what it struck rather
    // than a new aim; a change in its form, or the maneuver chosen again, lays it again.
    void rest();
    [[nodiscard]] bool aiming() const { return m_area.has_value(); }
    [[nodiscard]] const std::optional<engine::AreaTemplate>& area() const { return m_laid; }
    // The combatants the area covers now (engine::occupants), in the encounter's order.
    [[nodiscard]] std::vector<std::string> covered() const;
    // Empty unless the area's targets are all unticked: a command naming none would strike everyone
    // inside, the opposite of what the table meant.
    [[nodiscard]] QString problem() const;
    // The maneuver, its area and whom it covers, for the grid: "<the move>: Sphere, radius 2, aimed at
    // [6, 5] · <the names of those inside>".
    [[nodiscard]] QString words() const;

Q_SIGNALS:
    void aimed(const std::optional<engine::AreaTemplate>& area);

private:
    void lay();

    EncounterController& m_controller;
    ManeuverForm& m_form;
    std::optional<engine::AreaDescription> m_area; // the maneuver's, while aiming
    std::string m_who;
    QString m_label;
    std::optional<engine::AreaTemplate> m_laid;
};

} // namespace scouter::ui
