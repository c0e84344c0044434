// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CampaignOverview.h"
#include "UnsavedQuitDialog.h"
#include "dice/DiceSource.h"

#include <QMainWindow>

#include <memory>
#include <optional>
#include <utility>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QStackedWidget;
class QTreeView;

namespace scouter::ui {

class LibraryWindow;
class PrepWindow;
class ReviewWindow;

class CampaignHealth;
class CampaignModel;
class CampaignSession;
class DicePanel;
class DiceRollerWidget;
class EncounterController;
class EncounterView;
class PlayerViewControl;
class PlayerVisibility;
class PlayerWindow;
class RollHistoryModel;
class StartPage;

// Scouter's main window for one open campaign. With no encounter open it shows the start page
// (the campaign's encounters); an open encounter fills it with the initiative board, the battle
// grid, the action panel and the live log. The free dice roller and the campaign are docks too.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // The dice the free roller uses (main() passes a seeded source, tests script one) and the
    // campaign main() opened, already read, so building the window reads nothing from disk.
    MainWindow(std::unique_ptr<engine::DiceSource> dice, CampaignOverview campaign, QWidget* parent = nullptr);
    ~MainWindow() override;

    // Lets the window open and play the campaign's encounters; without a session the start page
    // only lists them. The session must outlive the window.
    void setSession(CampaignSession* session);
    // Opens a stored encounter exactly where it was left. False, with the reason in the status
    // bar, when it cannot be read.
    bool openEncounter(qint64 encounterId);
    // The same with the reading on another thread, as the start page opens: the window keeps
    // painting, and the encounter appears when it is read (or the status bar says why not).
    void openInBackground(qint64 encounterId);
    // Opens the encounter that was open when Scouter last closed this campaign, if it still can.
    bool resumeLast();
    void showStartPage();
    // The review window (a window of its own), opening `encounterId` when given.
    ReviewWindow* showReview(std::optional<qint64> encounterId = std::nullopt);
    // The character and NPC group library (a window of its own).
    LibraryWindow* showLibrary();
    // Prep of a new encounter from the library; saved, it is listed ready on the start page, or
    // opened at once when the ARC chose Save and Start.
    PrepWindow* showPrep();
    // The players' screen (View › Player View): full screen on the screen chosen in View › Show
    // Player View On, remembered; a window when there is only one screen. It follows the encounter
    // open here, and shows "No encounter" without one.
    PlayerWindow* showPlayerView();
    [[nodiscard]] PlayerWindow* playerWindow() const;
    // What the players' screen shows of the open encounter's combatants, null without one.
    [[nodiscard]] PlayerVisibility* players() const;
    [[nodiscard]] QAction* playerViewAction() const;
    [[nodiscard]] QAction* freezeAction() const;

    [[nodiscard]] EncounterController* encounter() const;
    [[nodiscard]] EncounterView* encounterView() const { return m_view; }
    // The list of the campaign's encounters, made the first time it is needed: a start that resumes
    // an encounter never shows it.
    [[nodiscard]] StartPage& startPage();
    [[nodiscard]] DiceRollerWidget& diceRoller() const;
    [[nodiscard]] RollHistoryModel& history() const;
    [[nodiscard]] CampaignModel& campaign() const { return *m_campaign; }
    [[nodiscard]] QAction* undoAction() const { return m_undoAction; }
    [[nodiscard]] QAction* redoAction() const { return m_redoAction; }
    [[nodiscard]] QAction* shortcutsAction() const { return m_shortcutsAction; }
    // Where a copy of the campaign with unsaved commands goes when the ARC quits with some: a file
    // dialog unless a test gives another chooser.
    void setCopyPathChooser(UnsavedQuitDialog::ChoosePath choose) { m_chooseCopyPath = std::move(choose); }

protected:
    // Quitting with commands that could not be saved asks first (UnsavedQuitDialog).
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    // The status bar's word for how much of the open encounter is on disk.
    [[nodiscard]] static QString savedText(qint64 commands);
    // The board dock's title with no encounter open (an open one's ruleset names its board).
    [[nodiscard]] static QString freeBoardTitle();
    [[nodiscard]] QDockWidget* buildCampaignDock();
    [[nodiscard]] QDockWidget* makeDock(const QString& title, const QString& name, Qt::DockWidgetArea area);
    void buildMenus();
    void showEncounter(EncounterController* opened);
    void fillEncounterMenus();
    void updateUndoRedo();
    void updateTitle();
    void refreshCampaign();
    void showShortcuts();
    void showAbout();
    void closeEncounterView();
    void resetLayout();
    void restoreLayout();
    void saveLayout() const;
    [[nodiscard]] QString settingsKey(const QString& name) const;

    CampaignModel* m_campaign = nullptr;
    CampaignSession* m_session = nullptr;
    CampaignHealth* m_health = nullptr; // the whole check, in the background and from File
    ReviewWindow* m_review = nullptr;
    LibraryWindow* m_library = nullptr;
    PrepWindow* m_prep = nullptr;
    DicePanel* m_dice = nullptr;
    QTreeView* m_campaignView = nullptr;
    QStackedWidget* m_center = nullptr;
    StartPage* m_startPage = nullptr;
    EncounterView* m_view = nullptr;
    QDockWidget* m_campaignDock = nullptr;
    QDockWidget* m_diceDock = nullptr;
    QDockWidget* m_boardDock = nullptr;
    QDockWidget* m_panelDock = nullptr;
    QDockWidget* m_logDock = nullptr;
    QMenu* m_encounterMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_startPageAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QAction* m_resetLayoutAction = nullptr;
    PlayerViewControl* m_playerView = nullptr;
    QLabel* m_lastRollLabel = nullptr;
    QLabel* m_saveLabel = nullptr;
    QLabel* m_squareLabel = nullptr;
    QByteArray m_defaultLayout;
    bool m_hasSavedLayout = false;
    bool m_encounterShown = false; // the docks were laid out around an encounter in this run
    UnsavedQuitDialog::ChoosePath m_chooseCopyPath;
};

} // namespace scouter::ui
