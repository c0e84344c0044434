// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerViewMenu.h"

#include "player/PlayerVisibility.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QPointer>

namespace scouter::ui {

QMenu* PlayerViewMenu::make(PlayerVisibility& players, const QString& combatant, QWidget* parent) {
    auto* menu = new QMenu(QObject::tr("On the &Players' Screen"), parent);
    menu->setObjectName(QStringLiteral("playersScreenMenu"));
    auto* group = new QActionGroup(menu);
    group->setExclusive(true);
    const struct {
        PlayerVisibility::Mode mode;
        QString text;
        QString name;
        QString tip;
    } entries[] = {
        {PlayerVisibility::Mode::Rules, QObject::tr("&Follow the Rules"), QStringLiteral("playersFollowRules"),
         QObject::tr("A PC in full; anyone else's health in words, absent while Hidden")},
        {PlayerVisibility::Mode::Reveal, QObject::tr("&Reveal"), QStringLiteral("playersReveal"),
         QObject::tr("Shown in full, numbers included, even while Hidden")},
        {PlayerVisibility::Mode::Hide, QObject::tr("&Hide"), QStringLiteral("playersHide"),
         QObject::tr("Absent from the players' screen")},
    };
    const QPointer<PlayerVisibility> guarded(&players);
    for (const auto& entry : entries) {
        QAction* action = menu->addAction(entry.text);
        action->setObjectName(entry.name);
        action->setToolTip(entry.tip);
        action->setCheckable(true);
        action->setChecked(players.mode(combatant) == entry.mode);
        group->addAction(action);
        const PlayerVisibility::Mode mode = entry.mode;
        QObject::connect(action, &QAction::triggered, menu, [guarded, combatant, mode] {
            if (guarded != nullptr) {
                guarded->setMode(combatant, mode);
            }
        });
    }
    menu->setToolTipsVisible(true);
    return menu;
}

} // namespace scouter::ui
