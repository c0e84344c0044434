// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverKeys.h"
#include "StdText.h"

#include "encounter/EncounterController.h"
#include "panel/ManeuverModel.h"

#include <QAction>
#include <QKeySequence>
#include <QStringList>
#include <QWidget>

#include <algorithm>
#include <utility>
#include <vector>

namespace scouter::ui {

ManeuverKeys::ManeuverKeys(EncounterController& controller, const ManeuverModel& model, QWidget* host) : QObject(host) {
    // One action per key: a key may stand for several maneuvers of the catalogue, each for whom it
    // fits (Fatewalker's A is a melee weapon's Attack, or Shoot for an archer).
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
}

} // namespace scouter::ui
