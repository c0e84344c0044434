// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TwoLevelItemModel.h"
#include "board/BoardOrder.h"
#include "rules/Command.h"
#include "rules/Description.h"

#include <QStringList>

#include <optional>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace scouter::engine {
struct Combatant;
struct EncounterState;
struct Slot;
} // namespace scouter::engine

namespace scouter::ui {

class EncounterController;

// The initiative board as a tree: one top-level row per initiative slot, first to act first
// (slots still to roll and slots that left follow), and a group's slot expanding into its
// members. It reads the controller's state and follows it: values change in place, and a new
// order (a re-sort, someone leaving) resets the rows. Its columns are the initiative and the
// name, then the ruleset's own (Ruleset::boardColumns: pools, tracks, counters, conditions), each
// cell as the ruleset describes it (Ruleset::boardCell), read once per change of state.
class InitiativeBoardModel : public TwoLevelItemModel {
    Q_OBJECT

public:
    // The two columns every ruleset has; the ruleset's own follow from FirstRulesetColumn.
    enum Column { Initiative, Name, FirstRulesetColumn };
    enum Role {
        IdRole = Qt::UserRole + 1, // the combatant's id (a group row: the group's slot id)
        SlotRole,                  // the slot id of the row
        KindRole,                  // a ruleset column's cell: its BoardColumn::Kind as int
        BarRole,                   // Bar and Pips cells: QPoint(value, maximum)
        ToneRole,                  // a cell's engine::Tone as int (a bar's colour, a pip's)
        ChipsRole,                 // Chips cells: QStringList "Prone · until end of Ash's turn"
        ChipTonesRole,             // Chips cells: QVariantList of each chip's engine::Tone as int
        ChipTipsRole,              // Chips cells: QStringList, each chip's tooltip
        CurrentRole,               // bool: its turn now
        DefeatedRole,              // bool
        HiddenRole,                // bool
        SurprisedRole,             // bool
        LeftRole,                  // bool: died, escaped or surrendered
        GroupRole,                 // bool: a group's slot row
        OfferRole,                 // bool: may answer the reaction offered now
        WidestRole,                // headerData of a Text column: its longest usual text (BoardColumn::widest)
    };

    explicit InitiativeBoardModel(EncounterController& controller, QObject* parent = nullptr);

    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    // The roles a view asks of a cell together (about ten per cell painted), its row found once.
    void multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    // The Initiative column takes the final value ("14"), or a natural die face to which the
    // rules add the modifiers ("d7"); it is submitted as a setInitiative command.
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;

    // Why `text` cannot be the initiative of the row's slot now ("abc", out of the range its dice
    // allow), in words; empty when it can. The Initiative column's editor checks as the ARC types.
    [[nodiscard]] QString initiativeProblem(const QModelIndex& index, const QString& text) const;

    // The ruleset's column `id` ("life") as a section of the board, -1 when it has none.
    [[nodiscard]] int columnOf(const std::string& id) const;
    // The ruleset's description of a section, null for the initiative and the name.
    [[nodiscard]] const engine::BoardColumn* rulesetColumn(int section) const;

    // Whether a view shows the rows: while none does (a ruleset that counts ticks shows its
    // timeline instead), a change of state is not compared row by row, and showing them again
    // announces every row.
    void setShown(bool shown);

    // The most pips any combatant's cell of the Pips column `section` holds now.
    [[nodiscard]] int mostPips(int section) const;

    // The row of a combatant (a member row inside its group) or of a slot.
    [[nodiscard]] QModelIndex indexOf(const QString& id) const;
    // "Round 2 · Ash's turn", "Not started: enter initiative, then Start".
    [[nodiscard]] QString headline() const;

Q_SIGNALS:
    // Typed initiative that was not submitted, and why (initiativeProblem, or the engine's refusal).
    void initiativeRefused(const QString& message);
    // What some row's Name shows (its words or its font) may have changed: a column sized to its
    // names measures them again.
    void namesChanged();

protected:
    [[nodiscard]] int topLevelCount() const override { return static_cast<int>(m_rows.size()); }
    [[nodiscard]] int childCount(int topLevelRow) const override {
        return static_cast<int>(m_rows[static_cast<std::size_t>(topLevelRow)].members.size());
    }

private:
    using Row = BoardRow;
    // The plain values a row is drawn from (its words, cells, font, colours and roles): two rows
    // with equal facts look the same, so only rows whose facts changed are announced.
    struct RowFacts {
        std::string id; // the combatant's, or the group's slot
        std::string name;
        std::string leftReason;
        bool group = false;
        bool active = false;
        bool surprised = false;
        bool defeated = false;
        bool hidden = false;
        bool current = false;
        bool answers = false;
        bool targeted = false;
        bool ownSlot = false;
        bool hasInitiative = false;
        int initiative = 0;
        int standing = 0;
        std::size_t members = 0;
        std::vector<engine::BoardCell> cells;
        friend bool operator==(const RowFacts&, const RowFacts&) = default;
        // Whether the Name column shows the same words in the same font.
        [[nodiscard]] bool sameName(const RowFacts& other) const;
    };

    void sync();
    [[nodiscard]] bool isPermutation(const std::vector<Row>& rows) const;
    [[nodiscard]] const engine::EncounterState& state() const;
    [[nodiscard]] const engine::Combatant* combatantAt(const QModelIndex& index) const;
    [[nodiscard]] QVariant slotData(const Row& row, int column, int role) const;
    [[nodiscard]] QVariant combatantData(const engine::Combatant& combatant, const engine::Slot* slot, int column,
                                         int role) const;
    // The setInitiative command `text` stands for, or why it cannot be entered now.
    [[nodiscard]] std::variant<engine::Command, QString> initiativeCommand(const QModelIndex& index,
                                                                           const QString& text) const;
    // The ruleset's cell of `who` in the ruleset's column `column`, asked once per change of state.
    [[nodiscard]] const engine::BoardCell& cell(const std::string& who, std::size_t column) const;
    [[nodiscard]] QVariant cellData(const engine::Combatant& c, int section, int role) const;
    [[nodiscard]] static QVariant initiativeText(const engine::Slot& slot, int role);
    [[nodiscard]] const QString& targetNow() const;
    [[nodiscard]] RowFacts factsOf(const QModelIndex& row) const;
    // Records the facts of the row at `key`; true when they differ from those it showed before
    // (`names` is set when its Name differs too).
    bool remark(const std::string& key, const QModelIndex& row, bool& names);

    EncounterController& m_controller;
    std::vector<engine::BoardColumn> m_columns;
    std::vector<Row> m_rows;
    // Each combatant's cells for the state shown: only the rows painted ask, and a change of state
    // forgets them all.
    mutable std::unordered_map<std::string, std::vector<engine::BoardCell>> m_cells;
    mutable std::optional<QString> m_target;           // the controller's target() for the state shown
    std::unordered_map<std::string, RowFacts> m_facts; // what each row showed when last announced
    bool m_shown = true;
};

} // namespace scouter::ui
