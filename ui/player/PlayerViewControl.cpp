// SPDX-License-Identifier: GPL-3.0-or-later
#include "player/PlayerViewControl.h"

#include "PlayerViewRepository.h"
#include "encounter/CampaignSession.h"
#include "encounter/EncounterController.h"
#include "player/PlayerScreen.h"
#include "player/PlayerVisibility.h"
#include "player/PlayerWindow.h"

#include <QAction>
#include <QActionGroup>
#include <QGuiApplication>
#include <QKeySequence>
#include <QLabel>
#include <QMenu>
#include <QScreen>
#include <QTimer>

namespace scouter::ui {

PlayerViewControl::PlayerViewControl(QWidget& window)
    : QObject(&window), m_screenMenu(new QMenu(tr("Show Player View &On"), &window)) {
    m_viewAction = new QAction(tr("&Player View"), this);
    m_viewAction->setObjectName(QStringLiteral("playerViewAction"));
    m_viewAction->setCheckable(true);
    // F11 is full screen in most programs: the players' screen gets a key of its own.
    m_viewAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_viewAction->setStatusTip(tr("Show the fight as the players may see it, on a TV, projector or second screen"));
    connect(m_viewAction, &QAction::toggled, this, [this](bool on) {
        if (on) {
            show();
        } else if (m_window != nullptr) {
            m_window->hide();
        }
    });
    m_screenMenu->setObjectName(QStringLiteral("playerScreenMenu"));
    connect(m_screenMenu, &QMenu::aboutToShow, this, &PlayerViewControl::fillScreenMenu);
    fillScreenMenu();
    // A TV plugged in or out while the players' screen is up: back on the chosen screen, or the
    // last one, or a window, once Qt has updated its list of screens.
    connect(qGuiApp, &QGuiApplication::screenAdded, this, &PlayerViewControl::replace);
    connect(qGuiApp, &QGuiApplication::screenRemoved, this, &PlayerViewControl::replace);
    m_freezeAction = new QAction(tr("&Freeze Player View"), this);
    m_freezeAction->setObjectName(QStringLiteral("freezeAction"));
    m_freezeAction->setCheckable(true);
    m_freezeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    m_freezeAction->setStatusTip(tr("Keep the players' screen as it is while you set up; it catches up when thawed"));
    m_frozenMark = new QLabel(&window);
    m_frozenMark->setObjectName(QStringLiteral("playersFrozenMark"));
    m_frozenMark->setText(
        tr("Players' screen frozen (%1 to thaw)").arg(m_freezeAction->shortcut().toString(QKeySequence::NativeText)));
    m_frozenMark->setToolTip(m_freezeAction->statusTip());
    m_frozenMark->setStyleSheet(QStringLiteral("font-weight: bold"));
    m_frozenMark->hide();
    connect(m_freezeAction, &QAction::toggled, this, [this](bool frozen) {
        m_frozenMark->setVisible(frozen);
        if (m_players != nullptr) {
            m_players->setFrozen(frozen);
        }
    });
}

PlayerViewControl::~PlayerViewControl() {
    release();
}

void PlayerViewControl::replace() {
    QTimer::singleShot(0, this, [this] {
        if (m_window != nullptr && m_window->isVisible()) {
            m_window->showOn(PlayerScreen::chosen());
        }
    });
}

void PlayerViewControl::fillScreenMenu() {
    m_screenMenu->clear();
    auto* group = new QActionGroup(m_screenMenu);
    const QScreen* current = PlayerScreen::chosen();
    const auto add = [this, group](const QString& text, const QString& name, bool checked) {
        QAction* action = m_screenMenu->addAction(text);
        action->setCheckable(true);
        action->setChecked(checked);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, name] {
            PlayerScreen::remember(name);
            if (m_window != nullptr && m_window->isVisible()) {
                m_window->showOn(PlayerScreen::chosen());
            }
        });
    };
    add(tr("A &Window"), QString(), current == nullptr);
    for (QScreen* screen : QGuiApplication::screens()) {
        add(PlayerScreen::label(*screen), screen->name(), screen == current);
    }
}

PlayerWindow* PlayerViewControl::show() {
    if (m_window == nullptr) {
        m_window = std::make_unique<PlayerWindow>();
        m_window->setEncounter(m_followed, m_players);
        connect(m_window.get(), &PlayerWindow::closed, this, [this] { m_viewAction->setChecked(false); });
    }
    m_window->showOn(PlayerScreen::chosen());
    m_viewAction->setChecked(true);
    return m_window.get();
}

PlayerVisibility* PlayerViewControl::follow(EncounterController& controller, QObject& owner, CampaignSession* session) {
    release();
    m_players = new PlayerVisibility(&owner);
    m_players->setFrozen(m_freezeAction->isChecked());
    m_followed = &controller;
    const qint64 encounterId = controller.encounterId();
    if (session != nullptr && encounterId >= 0) {
        // A few rows, read with the encounter: the screen never shows what the ARC hid, even briefly.
        if (auto choices = store::PlayerViewRepository(session->database()).load(encounterId)) {
            QHash<QString, PlayerVisibility::Mode> modes;
            for (auto it = choices.value().cbegin(); it != choices.value().cend(); ++it) {
                modes.insert(it.key(), PlayerVisibility::fromWord(it.value()));
            }
            m_players->reset(modes);
        } else {
            Q_EMIT message(tr("The players' screen choices could not be read: %1").arg(choices.error().message));
        }
        // Each choice saved as it is made; read-only, it holds for this session as the fight does.
        PlayerVisibility* players = m_players;
        connect(players, &PlayerVisibility::changed, this, [this, players, session, encounterId](const QString& who) {
            if (who.isEmpty() || session->database().readOnly()) {
                return;
            }
            const auto saved = store::PlayerViewRepository(session->database())
                                   .set(encounterId, who, PlayerVisibility::word(players->mode(who)));
            if (!saved) {
                Q_EMIT message(tr("The players' screen choice was not saved: %1").arg(saved.error().message));
            }
        });
    }
    if (m_window != nullptr) {
        m_window->setEncounter(&controller, m_players);
    }
    return m_players;
}

void PlayerViewControl::release() {
    if (m_window != nullptr) {
        m_window->setEncounter(nullptr, nullptr);
    }
    m_players = nullptr;
    m_followed = nullptr;
}

void PlayerViewControl::close() {
    if (m_window != nullptr) {
        m_window->close();
    }
}

} // namespace scouter::ui
