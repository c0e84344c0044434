#pragma once

#include "dice/DiceSource.h"
#include "rules/Terms.h"

#include <QWidget>

#include <memory>

class QAction;
class QTableView;

namespace scouter::ui {

class DiceRollerWidget;
class RollHistoryModel;

// The free dice roller with the session's roll history under it, for rolls the table makes
// outside any maneuver (a skill check, a house rule).
class DicePanel : public QWidget {
    Q_OBJECT

public:
    DicePanel(std::unique_ptr<engine::DiceSource> dice, QWidget* parent = nullptr);

    [[nodiscard]] DiceRollerWidget& roller() const { return *m_roller; }
    [[nodiscard]] RollHistoryModel& history() const { return *m_history; }
    [[nodiscard]] QAction* clearHistoryAction() const { return m_clearHistoryAction; }
    // The open encounter's ruleset's words for its dice (DiceRollerWidget::setWords); the history
    // has no Tier column when its dice have no Tier.
    void setWords(const engine::Terms& words);

private:
    [[nodiscard]] QWidget* buildHistoryPanel();

    RollHistoryModel* m_history = nullptr;
    DiceRollerWidget* m_roller = nullptr;
    QTableView* m_historyView = nullptr;
    QAction* m_clearHistoryAction = nullptr;
};

} // namespace scouter::ui
