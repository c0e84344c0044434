// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace scouter::ui {

class EncounterController;
class ManeuverModel;

// The keys of the ruleset's maneuvers (A for an attack...), one action per key on `host`, taken from
// the catalogue so the Encounter menu lists them once whoever acts. A key stands for its maneuver
// only when the selected combatant's own description carries it: a reaction with nothing to
// answer (a dodge on one's own turn) is refused, not made out of nothing. The digits
// 1 to 9 stand for the selected combatant's prepared moves (one submenu of the Encounter menu).
class ManeuverKeys : public QObject {
    Q_OBJECT

public:
    ManeuverKeys(EncounterController& controller, const ManeuverModel& model, QWidget* host);

    [[nodiscard]] const QList<QAction*>& actions() const { return m_actions; }

Q_SIGNALS:
    // The maneuver's key was pressed and the combatant may take it by key.
    void chosen(const QString& maneuver);
    // Why the key does nothing now, in the table's words.
    void refused(const QString& text);

private:
    QList<QAction*> m_actions;
};

} // namespace scouter::ui
