// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverKeys.h"
#include "StdText.h"

#include "encounter/EncounterController.h"
#include "panel/ManeuverModel.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <utility>
#include <vector>

namespace scouter::ui {

ManeuverKeys::ManeuverKeys(EncounterController& controller, const ManeuverModel& model, QWidget* host) : QObject(host) {
    // One action per key: a key may stand for several maneuvers of the catalogue, each for whom it
    // fits (A may be a melee weapon's Attack, or Shoot for an archer).
    std::vector<std::pair<char, std::vector<engine::ManeuverDescription>>> keys;
    for (const auto& maneuver : controller.encounter().ruleset().maneuvers(controller.state(), {})) {
        if (maneuver.shortcut == 0) {
            continue;
        }
        auto same =
            std::find_if(keys.begin(), keys.end(), [&](const auto& key) { return key.first == maneuver.shortcut; });
        if (same == keys.end()) {
            keys.push_back({maneuver.shortcut, {maneuver}});
        } else {
            same->second.push_back(maneuver);
        }
    }
    for (const auto& [key, maneuvers] : keys) {
        QStringList labels;
        QStringList ids;
        for (const auto& maneuver : maneuvers) {
            labels.append(q(maneuver.label));
            ids.append(q(maneuver.id));
        }
        auto* a = new QAction(tr("%1…").arg(labels.join(QStringLiteral(" / "))), host);
        a->setObjectName(QStringLiteral("maneuverAction:") + ids.first());
        a->setShortcut(QKeySequence(QString(QChar::fromLatin1(key))));
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, [this, &controller, &model, ids, shortcut = key] {
            const engine::ManeuverDescription* listed = nullptr;
            for (const QString& id : ids) {
                const engine::ManeuverDescription* own = model.description(id);
                if (own != nullptr && own->shortcut == shortcut) {
                    Q_EMIT chosen(id);
                    return;
                }
                listed = listed != nullptr ? listed : own;
            }
            if (listed != nullptr) {
                Q_EMIT refused(tr("%1: %2 has nothing to answer now")
                                   .arg(q(listed->label), controller.displayName(controller.selected())));
                return;
            }
            Q_EMIT chosen(ids.first());
        });
        host->addAction(a);
        m_actions.append(a);
    }
    // A prepared move is a combatant's own row (ManeuverDescription::prepared), so its digit is not
    // in the catalogue: each digit stands for the selected combatant's move on it. The nine keys are
    // one submenu of the Encounter menu, not nine of its entries.
    auto* prepared = new QAction(tr("Prepared moves"), host);
    prepared->setObjectName(QStringLiteral("preparedMoves"));
    auto* menu = new QMenu(host);
    prepared->setMenu(menu);
    m_actions.append(prepared);
    for (char key = '1'; key <= '9'; ++key) {
        auto* a = new QAction(tr("Prepared move %1…").arg(QChar::fromLatin1(key)), host);
        a->setObjectName(QStringLiteral("preparedMoveAction:") + QChar::fromLatin1(key));
        a->setShortcut(QKeySequence(QString(QChar::fromLatin1(key))));
        a->setShortcutContext(Qt::WindowShortcut);
        connect(a, &QAction::triggered, this, [this, &controller, &model, key] {
            const QString id = model.preparedOnKey(key);
            if (id.isEmpty()) {
                Q_EMIT refused(tr("%1 has no prepared move on key %2")
                                   .arg(controller.displayName(controller.selected()), QChar::fromLatin1(key)));
                return;
            }
            Q_EMIT chosen(id);
        });
        host->addAction(a);
        menu->addAction(a);
    }
}

} // namespace scouter::ui
