// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QScreen;
class QStackedWidget;
class QTableView;

namespace scouter::ui {

class BattleGridScene;
class EncounterController;
class PlayerGridView;
class PlayerVisibility;
class PublicRoster;

// The players' screen: a window of its own for a TV, a projector or a second monitor, in a dark
// high-contrast look readable from across a room. It shows the open encounter as the players may
// know it (PlayerVisibility and the rulesets' descriptions decide what): the title, the round or
// tick and whose turn it is, the grid with the tokens they may see, and the order to come. Nothing
// on it can be clicked into the encounter: the ARC plays from the main window.
class PlayerWindow : public QWidget {
    Q_OBJECT

public:
    explicit PlayerWindow(QWidget* parent = nullptr);
    ~PlayerWindow() override;

    // Follows `controller` as `players` allows; both null shows "No encounter". Both must outlive
    // the window's use of them: the main window calls this with nulls before closing an encounter.
    void setEncounter(EncounterController* controller, PlayerVisibility* players);
    [[nodiscard]] EncounterController* controller() const { return m_controller; }

    // Full screen on `screen`, or a normal window the ARC can drag when null.
    void showOn(QScreen* screen);

    [[nodiscard]] QLabel& title() const { return *m_title; }
    // "Round 2 · Ash's turn", "Tick 14 · Bex acts": only who the players may see.
    [[nodiscard]] QLabel& status() const { return *m_status; }
    [[nodiscard]] PlayerGridView& grid() const { return *m_grid; }
    [[nodiscard]] QTableView& roster() const { return *m_roster; }
    [[nodiscard]] BattleGridScene* scene() const { return m_scene; }
    [[nodiscard]] PublicRoster& rosterModel() const { return *m_model; }

Q_SIGNALS:
    // Closed by its own title bar (the View menu's check follows).
    void closed();

protected:
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The header and the order from the encounter now, unless the ARC froze the screen.
    void refresh();
    // Type in proportion to the window's height, so a 4K TV reads as well as a projector.
    void scaleType();
    // The health column as wide as it reads, at most a share of the order's width; rows as tall
    // as their wrapped texts.
    void fitColumns();
    void present(const EncounterController& controller, const PlayerVisibility& players);
    [[nodiscard]] QString statusText() const;
    [[nodiscard]] bool shown(const QString& id) const;

    QPointer<EncounterController> m_controller;
    QPointer<PlayerVisibility> m_players;
    BattleGridScene* m_scene = nullptr;
    QStackedWidget* m_pages = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    PlayerGridView* m_grid = nullptr;
    QTableView* m_roster = nullptr;
    PublicRoster* m_model = nullptr;
    int m_rosterPixels = 0; // the order's type size now, to restyle only when it changes
};

} // namespace scouter::ui
