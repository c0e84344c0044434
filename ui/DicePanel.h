// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "dice/DiceSource.h"
#include "rules/Terms.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <utility>

class QAction;
class QTableView;

namespace scouter::ui {

class DiceRollerWidget;
class RollHistoryModel;

// The free dice roller with the session's roll history under it, for rolls the table makes
// outside any maneuver (a skill check, a house rule).
//
// Its fields are made when it first comes in front (MainWindow) or its roller is asked for, not
// with the window: its dock starts behind the log, and the roller's fields cost a start a few
// milliseconds (the first clearable field makes Qt search the icon theme). The history, the words
// and the Tiers are kept until then.
class DicePanel : public QWidget {
    Q_OBJECT

public:
    DicePanel(std::unique_ptr<engine::DiceSource> dice, QWidget* parent = nullptr);

    // Makes the roller and the history's table, once.
    void build();
    // Whether its tab is in front (QDockWidget::visibilityChanged): the first time it is, it is made.
    void setInFront(bool inFront);
    // The roller, made now if it was not yet.
    [[nodiscard]] DiceRollerWidget& roller();
    [[nodiscard]] RollHistoryModel& history() const { return *m_history; }
    [[nodiscard]] QAction* clearHistoryAction() const { return m_clearHistoryAction; }
    // The open encounter's ruleset's words for its dice (DiceRollerWidget::setWords); the history
    // has no Tier column when its dice have no Tier.
    void setWords(const engine::Terms& words);
    // The Tier and base Tier the roller rolls at (DiceRollerWidget::setTiers).
    void setTiers(int tier, int baseTier);

Q_SIGNALS:
    // The roller's DiceRollerWidget::rolled.
    void rolled(const QString& summary);

private:
    void applyWords();
    // What (T) is called in the words kept: empty when the dice have no Tier.
    [[nodiscard]] const std::string& tierWord() const;
    [[nodiscard]] QWidget* buildHistoryPanel();

    std::unique_ptr<engine::DiceSource> m_dice; // until the roller takes it
    engine::Terms m_words;
    std::optional<std::pair<int, int>> m_tiers;
    bool m_inFront = false;
    RollHistoryModel* m_history = nullptr;
    DiceRollerWidget* m_roller = nullptr;
    QTableView* m_historyView = nullptr;
    QAction* m_clearHistoryAction = nullptr;
};

} // namespace scouter::ui
