#pragma once

#include "LogEntry.h"

#include "TwoLevelItemModel.h"

#include <optional>
#include <vector>

namespace scouter::ui {

class EncounterController;

// The encounter's log as the table reads it: one row per command in effect, oldest first
// ("Round 2 · Goku: Blitz → Saibaman 2, hit, 12 damage, 2 Actions, 24 Ki"), each expanding into its
// events in plain words. It follows the controller: new commands append rows, undo removes them.
// Every row is worded from its events (store::LogEntry), so a reopened encounter reads the same.
class EncounterLogModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    enum Role {
        WhoRole = Qt::UserRole + 1, // QStringList of the combatant ids the row is about
        RoundRole,                  // the round the command was given in (0 before the start)
        KindsRole,                  // QStringList: the kinds of its events (a command) or its kind (an event)
    };

    // `described`: the controller's whole log already worded (LogEntry::describe of each group in
    // turn), taken as it is instead of worded again.
    explicit EncounterLogModel(EncounterController& controller, QObject* parent = nullptr,
                               std::optional<std::vector<store::LogEntry>> described = std::nullopt);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_entries.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override {
        return static_cast<int>(m_entries[static_cast<std::size_t>(topLevelRow)].lines.size());
    }

private:
    void sync();
    [[nodiscard]] store::LogEntry describe(std::size_t group);

    EncounterController& m_controller;
    std::vector<store::LogEntry> m_entries;
    engine::EncounterState m_running; // the state after the commands of m_entries
};

} // namespace scouter::ui
