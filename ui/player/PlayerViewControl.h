// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <memory>

class QAction;
class QLabel;
class QMenu;
class QWidget;

namespace scouter::ui {

class CampaignSession;
class EncounterController;
class PlayerVisibility;
class PlayerWindow;

// The ARC's side of the players' screen: View › Player View, View › Show Player View On (the
// screens, remembered), View › Freeze Player View, the players' window itself, and the open
// encounter's choices of what it shows (read with the encounter, each saved as it is made).
// The main window holds one and hands it the encounter it opens and closes.
class PlayerViewControl : public QObject {
    Q_OBJECT

public:
    // `window` is the ARC's window: the screen menu is its child, as its menu bar's other menus.
    explicit PlayerViewControl(QWidget& window);
    ~PlayerViewControl() override;

    [[nodiscard]] QAction* viewAction() const { return m_viewAction; }
    [[nodiscard]] QAction* freezeAction() const { return m_freezeAction; }
    [[nodiscard]] QMenu* screenMenu() const { return m_screenMenu; }
    // The ARC's status bar says so while the players' screen is frozen, so a forgotten freeze
    // does not leave the table looking at an old picture.
    [[nodiscard]] QLabel* frozenMark() const { return m_frozenMark; }
    // Full screen on the chosen screen, a window when there is only one; it follows the encounter
    // followed here, and says "No encounter" without one.
    PlayerWindow* show();
    [[nodiscard]] PlayerWindow* window() const { return m_window.get(); }
    // The followed encounter's choices, null without one.
    [[nodiscard]] PlayerVisibility* players() const { return m_players; }

    // Follows `controller`, its choices owned by `owner` (the encounter's view) and, with a
    // session, read from and saved to the campaign file. Returns them for the ARC's menus.
    PlayerVisibility* follow(EncounterController& controller, QObject& owner, CampaignSession* session);
    // Lets go of the encounter before its controller goes.
    void release();
    // The ARC's window closes: so does the players'.
    void close();

Q_SIGNALS:
    // Something the ARC should read in the status bar (a choice that could not be read or saved).
    void message(const QString& text);

private:
    void fillScreenMenu();
    void replace();

    std::unique_ptr<PlayerWindow> m_window;
    QMenu* m_screenMenu = nullptr;
    PlayerVisibility* m_players = nullptr; // owned by the followed encounter's view
    EncounterController* m_followed = nullptr;
    QAction* m_viewAction = nullptr;
    QAction* m_freezeAction = nullptr;
    QLabel* m_frozenMark = nullptr;
};

} // namespace scouter::ui
