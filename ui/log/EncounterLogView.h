// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LogEntry.h"

#include <QWidget>

#include <cstddef>
#include <optional>
#include <vector>

class QComboBox;
class QTreeView;

namespace scouter::ui {

class EncounterController;
class EncounterLogModel;
class LogFilterModel;

// The live log: every command in plain words, newest at the bottom (it scrolls along while the
// ARC is at the bottom), with filters by combatant and by kind of event.
class EncounterLogView : public QWidget {
    Q_OBJECT

public:
    explicit EncounterLogView(EncounterController& controller, QWidget* parent = nullptr);

    [[nodiscard]] EncounterLogModel& model() const { return *m_model; }
    [[nodiscard]] LogFilterModel& filter() const { return *m_filter; }
    [[nodiscard]] QComboBox& combatantFilter() const { return *m_combatants; }
    [[nodiscard]] QComboBox& kindFilter() const { return *m_kinds; }
    // Shows and selects the log's command `group` (review: the step being shown); the view stops
    // following the newest entry.
    void showCommand(std::size_t group);
    [[nodiscard]] QTreeView& view() const { return *m_view; }

private:
    void fillCombatants();

    EncounterController& m_controller;
    EncounterLogModel* m_model = nullptr;
    LogFilterModel* m_filter = nullptr;
    QComboBox* m_combatants = nullptr;
    QComboBox* m_kinds = nullptr;
    QTreeView* m_view = nullptr;
    bool m_following = true; // the view stays on the newest entry while the ARC has not scrolled up
};

} // namespace scouter::ui
