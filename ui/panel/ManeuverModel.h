#pragma once

#include "rules/Command.h"

#include "TwoLevelItemModel.h"
#include <QString>

#include <vector>

namespace scouter::ui {

class EncounterController;

// Every maneuver of the catalogue for the selected combatant, grouped (Attacks, Movement,
// Defence, Instant, Support), with what it costs now and whether the rules allow it now. Both
// come from the engine: each maneuver is probed (judged without being done) with the current
// target and the simplest arguments, so a disabled row's tooltip is the engine's own reason.
class ManeuverModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    enum Column { Name, Cost, ColumnCount };
    enum Role {
        ManeuverRole = Qt::UserRole + 1, // kebab-case name ("blitz"); empty on group rows
        AvailableRole,                   // bool
        ReasonRole,                      // the refusal, empty when available
    };

    explicit ManeuverModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;

    [[nodiscard]] QModelIndex indexOf(const QString& maneuver) const;
    // The command the row stands for, with the simplest arguments (what the probe judged).
    [[nodiscard]] engine::Command draft(const QString& maneuver) const;
    // Judges every maneuver again (after a change of state, selection or target).
    void refresh();

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_groups.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override {
        return static_cast<int>(m_groups[static_cast<std::size_t>(topLevelRow)].entries.size());
    }

private:
    struct Entry {
        std::string name;
        bool available = false;
        QString cost;
        QString reason;
    };
    struct Group {
        QString title;
        std::vector<Entry> entries;
    };

    EncounterController& m_controller;
    std::vector<Group> m_groups;
};

} // namespace scouter::ui
