#pragma once

#include "TwoLevelItemModel.h"

#include <QStringList>

#include <string>
#include <variant>
#include <vector>

namespace scouter::engine {
struct Command;
struct Combatant;
struct EncounterState;
struct Slot;
} // namespace scouter::engine

namespace scouter::ui {

class EncounterController;

// The initiative board as a tree: one top-level row per initiative slot, first to act first
// (slots still to roll and slots that left follow), and a group's slot expanding into its
// members. It reads the controller's state and follows it: values change in place, and a new
// order (a re-sort, someone leaving) resets the rows.
class InitiativeBoardModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    enum Column { Initiative, Name, Life, Ki, Pools, Conditions, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1, // the combatant's id (a group row: the group's slot id)
        SlotRole,                  // the slot id of the row
        BarRole,                   // Life / Ki columns: QPoint(current, maximum)
        PoolsRole,                 // Pools column: QVariantList{actions, baseCounter, convertedCounter}
        ChipsRole,                 // Conditions column: QStringList "Guard Down · until end of Goku's turn"
        CurrentRole,               // bool: its turn now
        DefeatedRole,              // bool
        HiddenRole,                // bool
        SurprisedRole,             // bool
        LeftRole,                  // bool: died, escaped or surrendered
        GroupRole,                 // bool: a group's slot row
        OfferRole,                 // bool: may answer the Counter Action offered now
    };

    explicit InitiativeBoardModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    // The Initiative column takes the final value ("14"), or a natural die face to which the
    // rules add the modifiers ("d7"); it is submitted as a setInitiative command.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Why `text` cannot be the initiative of the row's slot now ("abc", out of the range its dice
    // allow), in words; empty when it can. The Initiative column's editor checks as the ARC types.
    [[nodiscard]] QString initiativeProblem(const QModelIndex& index, const QString& text) const;

    // The row of a combatant (a member row inside its group) or of a slot.
    [[nodiscard]] QModelIndex indexOf(const QString& id) const;
    // "Round 2 · Goku's turn", "Not started: enter initiative, then Start".
    [[nodiscard]] QString headline() const;

Q_SIGNALS:
    // Typed initiative that was not submitted, and why (initiativeProblem, or the engine's refusal).
    void initiativeRefused(const QString& message);

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override {
        return static_cast<int>(m_rows[static_cast<std::size_t>(topLevelRow)].members.size());
    }

private:
    struct Row {
        std::string slot;
        std::vector<std::string> members; // shown as children when more than one
    };

    void sync();
    [[nodiscard]] bool isPermutation(const std::vector<Row>& rows) const;
    [[nodiscard]] std::vector<Row> layout() const;
    [[nodiscard]] const engine::EncounterState& state() const;
    [[nodiscard]] const engine::Combatant* combatantAt(const QModelIndex& index) const;
    [[nodiscard]] QVariant slotData(const Row& row, int column, int role) const;
    [[nodiscard]] QVariant combatantData(const engine::Combatant& combatant, const engine::Slot* slot, int column,
                                         int role) const;
    // The setInitiative command `text` stands for, or why it cannot be entered now.
    [[nodiscard]] std::variant<engine::Command, QString> initiativeCommand(const QModelIndex& index,
                                                                           const QString& text) const;
    [[nodiscard]] QStringList chips(const std::string& who) const;
    [[nodiscard]] QString conditionHelp(const std::string& who) const;
    [[nodiscard]] static QVariant initiativeText(const engine::Slot& slot, int role);

    EncounterController& m_controller;
    std::vector<Row> m_rows;
};

} // namespace scouter::ui
