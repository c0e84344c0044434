#pragma once

#include "CampaignOverview.h"
#include "dice/DiceSource.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QTableView;
class QTreeView;

namespace scouter::ui {

class CampaignModel;
class DiceRollerWidget;
class RollHistoryModel;

// Scouter's main window for one open campaign: the dice roller with the session's roll history
// under it, and the campaign's characters, NPC groups and encounters in a dock on the left.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // The dice every roll in this window uses (main() passes a seeded source, tests script one)
    // and the campaign main() opened, already read, so building the window reads nothing from disk.
    MainWindow(std::unique_ptr<engine::DiceSource> dice, CampaignOverview campaign, QWidget* parent = nullptr);

    [[nodiscard]] DiceRollerWidget& diceRoller() const { return *m_roller; }
    [[nodiscard]] RollHistoryModel& history() const { return *m_history; }
    [[nodiscard]] CampaignModel& campaign() const { return *m_campaign; }

private:
    [[nodiscard]] QWidget* buildHistoryPanel();
    [[nodiscard]] QDockWidget* buildCampaignDock();
    void buildMenus();
    void showAbout();

    RollHistoryModel* m_history = nullptr;
    CampaignModel* m_campaign = nullptr;
    QTreeView* m_campaignView = nullptr;
    DiceRollerWidget* m_roller = nullptr;
    QTableView* m_historyView = nullptr;
    QAction* m_clearHistoryAction = nullptr;
    QLabel* m_lastRollLabel = nullptr;
};

} // namespace scouter::ui
