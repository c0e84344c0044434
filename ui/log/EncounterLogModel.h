// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LogEntry.h"

#include "TwoLevelItemModel.h"

#include <optional>
#include <vector>

namespace scouter::ui {

class EncounterController;

// The encounter's log as the table reads it: one row per command in effect, oldest first
// ("Round 2 · Ash: Attack → Fighter 2, hit, 12 damage, 2 Actions, 24 Mana"), each expanding into its
// events in plain words. It follows the controller: new commands append rows, undo removes them.
// Every row is worded from its events (store::LogEntry), so a reopened encounter reads the same.
// A row is worded when first asked for (a view asks for the rows it shows), from the state just
// before its command, so a 10,000-event log opens without wording all of it.
class EncounterLogModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    enum Role {
        WhoRole = Qt::UserRole + 1, // QStringList of the combatant ids the row is about
        RoundRole,                  // the round the command was given in (0 before the start)
        KindsRole,                  // QStringList: the kinds of its events (a command) or its kind (an event)
    };

    explicit EncounterLogModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // How many rows were worded so far (what laziness saves, for its tests).
    [[nodiscard]] std::size_t wordedRows() const;

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_entries.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override;

private:
    void sync();
    [[nodiscard]] const store::LogEntry& entry(std::size_t group) const;

    EncounterController& m_controller;
    mutable std::vector<std::optional<store::LogEntry>> m_entries; // one per group in effect
    // Where the last wording stopped: the state just before group m_cursor, so the next rows of a
    // screen follow on instead of starting again from a checkpoint.
    mutable std::size_t m_cursor = 0;
    mutable std::optional<engine::EncounterState> m_running;
};

} // namespace scouter::ui
