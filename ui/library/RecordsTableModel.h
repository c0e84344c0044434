// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rules/Description.h"

#include <QAbstractTableModel>
#include <QJsonArray>
#include <QJsonObject>

#include <map>
#include <utility>
#include <vector>

namespace scouter::ui {

// A Records field of a sheet (a character's weapons) as a table: a row per stored entry, a column
// per key of the entry (SheetField::fields). It edits the stored JSON array itself, so keys it does
// not show and values left out (the rules' defaults) stay as they were. Every cell says what is
// wrong with it (ProblemRole, the tooltip, a red background): the key's bounds and choices, a
// missing or repeated id, and what the ruleset's sheetProblems said about it (setRuleProblems).
class RecordsTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Role {
        ProblemRole = Qt::UserRole + 1, // what is wrong with the cell, empty when nothing
    };

    explicit RecordsTableModel(engine::SheetField field, QObject* parent = nullptr);

    [[nodiscard]] const engine::SheetField& field() const { return m_field; }
    // The key described by `column`.
    [[nodiscard]] const engine::SheetField& column(int column) const;
    [[nodiscard]] int columnOf(const QString& key) const;

    void setRecords(const QJsonArray& records);
    [[nodiscard]] QJsonArray records() const;
    // Adds an entry at `row` with the required keys' defaults (an unused id for the first key).
    void addRecord(int row);
    // Moves the entry at `row` one place up (-1) or down (+1); false when it cannot.
    bool moveRecord(int row, int by);

    // The ruleset's messages about cells, by row and key (sheetProblems, read by the editor).
    void setRuleProblems(std::map<std::pair<int, QString>, QString> problems);
    // The cell's own problem first, else the ruleset's; empty when it is fine.
    [[nodiscard]] QString problem(int row, int column) const;
    // Every problem, one line each, naming the row (and its id) and the key: "Row 2 (bow), Speed:
    // must be at most 30."
    [[nodiscard]] QStringList problems() const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex& index) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    bool insertRows(int row, int count, const QModelIndex& parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex& parent = {}) override;
    bool moveRows(const QModelIndex& sourceParent, int sourceRow, int count, const QModelIndex& destinationParent,
                  int destinationChild) override;

private:
    [[nodiscard]] bool holds(const QModelIndex& index) const;
    // The key's own problem with the stored value (bounds, choices, a required key, a repeated id).
    [[nodiscard]] QString ownProblem(int row, int column) const;
    [[nodiscard]] QString rowName(int row) const;
    [[nodiscard]] QString freeId() const;

    engine::SheetField m_field;
    std::vector<QJsonObject> m_rows;
    std::map<std::pair<int, QString>, QString> m_ruleProblems;
};

} // namespace scouter::ui
