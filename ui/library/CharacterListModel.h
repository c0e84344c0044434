// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include "rules/Description.h"

#include <QAbstractTableModel>

#include <vector>

namespace scouter::ui {

// The library's characters, a row each: name, PC or NPC, ruleset, the stats an ARC scans for (the
// summary fields of the listed characters' rulesets, SheetField::summary), and the notes. A
// character whose ruleset has no such field shows nothing there and sorts below every number.
class CharacterListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Kind, Ruleset, FirstSummary };
    enum Role {
        IdRole = Qt::UserRole + 1,
        SortRole,   // numbers as numbers
        SearchRole, // name and notes, for the search field
        KindRole,   // store::CharacterKind as int
    };

    explicit CharacterListModel(QObject* parent = nullptr);

    void setCharacters(std::vector<store::Character> characters);
    [[nodiscard]] const std::vector<store::Character>& characters() const { return m_characters; }
    [[nodiscard]] const store::Character* find(qint64 id) const;
    [[nodiscard]] QModelIndex indexOf(qint64 id) const;
    // The column of the summary field `key` ("life"), -1 when no listed ruleset has one.
    [[nodiscard]] int columnOf(const QString& key) const;
    [[nodiscard]] int notesColumn() const { return FirstSummary + static_cast<int>(m_summary.size()); }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QVariant summaryValue(const store::Character& c, int column, int role) const;

    std::vector<store::Character> m_characters;
    // The summary fields of every ruleset listed, in the registry's order, one column per key.
    std::vector<engine::SheetField> m_summary;
};

} // namespace scouter::ui
