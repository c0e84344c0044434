// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"
#include "rules/Timeline.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <optional>
#include <string>
#include <vector>

namespace scouter::engine {
struct EncounterState;
class Ruleset;
} // namespace scouter::engine

namespace scouter::ui {

class PlayerVisibility;

// The order to come as the players' screen lists it: one row per combatant the players may see
// (PublicSight), in the board's order (the ruleset's clock of ticks when it has one, else the
// initiative order, a group's members in its slot, then those still to roll). It holds a snapshot:
// show() reads a state and keeps only words and colours, so a frozen screen keeps its picture by
// not calling it. Nothing secret is in it: no initiative numbers, no tooltips, no notes; someone
// shown in words has only its health word and its Public columns' chips.
class PublicRoster : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Name,       // the name; DecorationRole and ForegroundRole its side's colour
        Turn,       // "▶" on whose turn it is, else empty
        Health,     // "bloodied", or for one shown in full its pools ("Health 40/60 · Mana 20/30")
        Conditions, // the Public columns' chips, "Prone · Hidden"
        ColumnCount
    };
    // Every role answers on every column of the row.
    enum Role {
        IdRole = Qt::UserRole + 1, // QString: the combatant's id
        SideColourRole,            // QColor: its side's colour, as on the grid
        CurrentRole,               // bool: its turn now
        HealthRole,                // int: its engine::Health (shown in full or not)
        HealthToneRole,            // int: the engine::Tone its health reads in (PublicSight::tone)
        FullRole,                  // bool: shown in full (a PC, or revealed by the ARC)
        DefeatedRole,              // bool: Defeated, still in the encounter
        HiddenRole,                // bool: Hidden (only a PC or a revealed one is listed so)
        ChipsRole,                 // QStringList: the public chips' texts
        ChipTonesRole,             // QVariantList: each chip's engine::Tone as int
    };

    explicit PublicRoster(QObject* parent = nullptr);

    // Reads the rows from a state; `acting` is the one whose turn it is (EncounterController::acting).
    void show(const engine::EncounterState& state, const engine::Ruleset& ruleset, const QString& acting,
              const PlayerVisibility& players);
    // No encounter: no rows.
    void clear();

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    // The row of a combatant, -1 when the players do not see it.
    [[nodiscard]] int rowOf(const QString& id) const;
    // The names of the rows whose turn it is, first to last: what a header may say of whose turn
    // it is without naming someone the players do not see (empty when none of them is listed).
    [[nodiscard]] QStringList currentNames() const;

private:
    struct Row {
        QString id;
        QString name;
        QColor side;
        bool current = false;
        engine::Health health = engine::Health::Unhurt;
        QString healthText;
        bool full = false;
        bool defeated = false;
        bool hidden = false;
        QStringList chips;
        QVariantList chipTones;
        friend bool operator==(const Row&, const Row&) = default;
    };

    [[nodiscard]] static std::vector<std::string> order(const engine::EncounterState& state,
                                                        const std::optional<engine::Timeline>& timeline);
    void replace(std::vector<Row> rows);

    std::vector<Row> m_rows;
};

} // namespace scouter::ui
