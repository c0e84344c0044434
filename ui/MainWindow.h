#pragma once

#include "dice/DiceSource.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QLabel;
class QTableView;

namespace scouter::ui {

class DiceRollerWidget;
class RollHistoryModel;

// Scouter's main window: the dice roller with the session's roll history under it.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // The dice every roll in this window uses; main() passes a seeded source, tests script one.
    explicit MainWindow(std::unique_ptr<engine::DiceSource> dice, QWidget* parent = nullptr);

    [[nodiscard]] DiceRollerWidget& diceRoller() const { return *m_roller; }
    [[nodiscard]] RollHistoryModel& history() const { return *m_history; }

private:
    [[nodiscard]] QWidget* buildHistoryPanel();
    void buildMenus();
    void showAbout();

    RollHistoryModel* m_history = nullptr;
    DiceRollerWidget* m_roller = nullptr;
    QTableView* m_historyView = nullptr;
    QAction* m_clearHistoryAction = nullptr;
    QLabel* m_lastRollLabel = nullptr;
};

} // namespace scouter::ui
