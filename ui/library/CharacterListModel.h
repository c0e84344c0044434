#pragma once

#include "Records.h"

#include <QAbstractTableModel>

#include <vector>

namespace scouter::ui {

// The library's characters, a row each: name, PC or NPC, ruleset, and the stats an ARC scans for.
class CharacterListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, Kind, Ruleset, Tier, Life, Ki, Notes, ColumnCount };
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

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    std::vector<store::Character> m_characters;
};

} // namespace scouter::ui
