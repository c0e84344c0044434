#pragma once

#include "Records.h"

#include <QAbstractTableModel>

#include <map>
#include <vector>

namespace scouter::ui {

// The library's NPC groups: what each is made of ("4 × Saibaman") and the names its members get.
class GroupListModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Name, MadeOf, Members, Notes, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, SortRole, SearchRole };

    explicit GroupListModel(QObject* parent = nullptr);

    // `names` gives the characters' names by id (deleted ones included, so nothing shows blank).
    void setGroups(std::vector<store::NpcGroup> groups, std::map<qint64, QString> names);
    [[nodiscard]] const std::vector<store::NpcGroup>& groups() const { return m_groups; }
    [[nodiscard]] const store::NpcGroup* find(qint64 id) const;
    [[nodiscard]] QModelIndex indexOf(qint64 id) const;
    // "4 × Saibaman" or "Appule, Orlen".
    [[nodiscard]] QString madeOf(const store::NpcGroup& group) const;
    [[nodiscard]] QStringList memberNames(const store::NpcGroup& group) const;

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    [[nodiscard]] QString nameOf(qint64 id) const;

    std::vector<store::NpcGroup> m_groups;
    std::map<qint64, QString> m_names;
};

} // namespace scouter::ui
