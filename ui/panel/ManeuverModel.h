#pragma once

#include "rules/Command.h"

#include <QAbstractItemModel>
#include <QString>

#include <vector>

namespace scouter::ui {

class EncounterController;

// Every maneuver of the catalogue for the selected combatant, grouped (Attacks, Movement,
// Defence, Instant, Support), with what it costs now and whether the rules allow it now. Both
// come from the engine: each maneuver is probed (judged without being done) with the current
// target and the simplest arguments, so a disabled row's tooltip is the engine's own reason.
class ManeuverModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { Name, Cost, ColumnCount };
    enum Role {
        ManeuverRole = Qt::UserRole + 1, // kebab-case name ("blitz"); empty on group rows
        AvailableRole,                   // bool
        ReasonRole,                      // the refusal, empty when available
    };

    explicit ManeuverModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    [[nodiscard]] QModelIndex parent(const QModelIndex& child) const override;
    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
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
