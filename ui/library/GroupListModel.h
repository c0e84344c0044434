// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "Records.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace scouter::ui {

// The library's NPC groups: what each is made of ("4 × Fighter"), the ruleset of its characters
// (by its title), and the names its members get.
class GroupListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, MadeOf, Ruleset, Members, Notes, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, SortRole, SearchRole };

    explicit GroupListModel(QObject* parent = nullptr);

    // `characters` are the library's: a group is only ever made of characters that are in it
    // (the store refuses to delete one a group uses).
    void setGroups(std::vector<store::NpcGroup> groups, const std::vector<store::Character>& characters);
    [[nodiscard]] const std::vector<store::NpcGroup>& groups() const { return m_groups; }
    [[nodiscard]] const store::NpcGroup* find(qint64 id) const;
    [[nodiscard]] QModelIndex indexOf(qint64 id) const;
    // "4 × Fighter" or "Ash, Bex".
    [[nodiscard]] QString madeOf(const store::NpcGroup& group) const;
    // The same from names by id, for lists of groups outside this model (the prep's).
    [[nodiscard]] static QString describe(const store::NpcGroup& group, const std::map<qint64, QString>& names);
    [[nodiscard]] static std::map<qint64, QString> namesOf(const std::vector<store::Character>& characters);
    [[nodiscard]] QStringList memberNames(const store::NpcGroup& group) const;
    // The title of the ruleset its characters are made for (its title and version); several when they differ.
    [[nodiscard]] QString rulesetOf(const store::NpcGroup& group) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] static QString nameOf(const std::map<qint64, QString>& names, qint64 id);

    std::vector<store::NpcGroup> m_groups;
    std::map<qint64, QString> m_names;
    std::map<qint64, QString> m_rulesets; // each character's ruleset id
};

} // namespace scouter::ui
