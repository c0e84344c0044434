#include "panel/ManeuverKeys.h"
#include "StdText.h"

#include "encounter/EncounterController.h"
#include "panel/ManeuverModel.h"

#include <QAction>
#include <QKeySequence>
#include <QWidget>

namespace scouter::ui {

ManeuverKeys::ManeuverKeys(EncounterController& controller, const ManeuverModel& model, QWidget* host) : QObject(host) {
    for (const auto& maneuver : controller.encounter().ruleset().maneuvers(controller.state(), {})) {
        if (maneuver.shortcut == 0) {
            continue;
        }
        auto* a = new QAction(tr("%1…").arg(q(maneuver.label)), host);
        a->setObjectName(QStringLiteral("maneuverAction:") + q(maneuver.id));
        a->setShortcut(QKeySequence(QString(QChar::fromLatin1(maneuver.shortcut))));
        a->setShortcutContext(Qt::WindowShortcut);
        const QString id = q(maneuver.id);
        connect(a, &QAction::triggered, this, [this, &controller, &model, id] {
            const engine::ManeuverDescription* own = model.description(id);
            if (own != nullptr && own->shortcut == 0) {
                Q_EMIT refused(tr("%1: %2 has nothing to answer now")
                                   .arg(q(own->label), controller.displayName(controller.selected())));
                return;
            }
            Q_EMIT chosen(id);
        });
        host->addAction(a);
        m_actions.append(a);
    }
}

} // namespace scouter::ui
