// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/GroupListModel.h"

#include "CharacterSheet.h"
#include "NpcGroupRepository.h"
#include "rules/RulesetRegistry.h"

namespace scouter::ui {

GroupListModel::GroupListModel(QObject* parent) : QAbstractTableModel(parent) {}

void GroupListModel::setGroups(std::vector<store::NpcGroup> groups, const std::vector<store::Character>& characters) {
    beginResetModel();
    m_groups = std::move(groups);
    m_names = namesOf(characters);
    m_rulesets.clear();
    for (const store::Character& c : characters) {
        m_rulesets[c.id] = c.ruleset;
    }
    endResetModel();
}

std::map<qint64, QString> GroupListModel::namesOf(const std::vector<store::Character>& characters) {
    std::map<qint64, QString> names;
    for (const store::Character& c : characters) {
        names[c.id] = c.name;
    }
    return names;
}

const store::NpcGroup* GroupListModel::find(qint64 id) const {
    const auto it =
        std::find_if(m_groups.begin(), m_groups.end(), [id](const store::NpcGroup& g) { return g.id == id; });
    return it == m_groups.end() ? nullptr : &*it;
}

QModelIndex GroupListModel::indexOf(qint64 id) const {
    for (std::size_t row = 0; row < m_groups.size(); ++row) {
        if (m_groups[row].id == id) {
            return index(static_cast<int>(row), 0);
        }
    }
    return {};
}

QString GroupListModel::nameOf(const std::map<qint64, QString>& names, qint64 id) {
    const auto it = names.find(id);
    return it == names.end() ? tr("character %1").arg(id) : it->second;
}

QString GroupListModel::madeOf(const store::NpcGroup& group) const {
    return describe(group, m_names);
}

QString GroupListModel::describe(const store::NpcGroup& group, const std::map<qint64, QString>& names) {
    if (group.templateCharacterId) {
        return tr("%1 × %2").arg(group.count).arg(nameOf(names, *group.templateCharacterId));
    }
    QStringList members;
    for (qint64 id : group.memberIds) {
        members << nameOf(names, id);
    }
    return members.join(QStringLiteral(", "));
}

QStringList GroupListModel::memberNames(const store::NpcGroup& group) const {
    if (group.templateCharacterId) {
        return store::NpcGroupRepository::memberNames(group);
    }
    QStringList names;
    for (qint64 id : group.memberIds) {
        names << nameOf(m_names, id);
    }
    return names;
}

QString GroupListModel::rulesetOf(const store::NpcGroup& group) const {
    std::vector<qint64> ids = group.memberIds;
    if (group.templateCharacterId) {
        ids = {*group.templateCharacterId};
    }
    QStringList titles;
    for (const qint64 id : ids) {
        const auto it = m_rulesets.find(id);
        const QString title =
            it == m_rulesets.end()
                ? QString()
                : QString::fromStdString(store::CharacterSheet::registry().title(it->second.toStdString()));
        if (!title.isEmpty() && !titles.contains(title)) {
            titles << title;
        }
    }
    return titles.join(QStringLiteral(", "));
}

int GroupListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_groups.size());
}

int GroupListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant GroupListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const store::NpcGroup& g = m_groups[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case Name:
            return g.name;
        case MadeOf:
            return madeOf(g);
        case Ruleset:
            return rulesetOf(g);
        case Members:
            return memberNames(g).join(QStringLiteral(", "));
        case Notes:
            return g.notes.section(QLatin1Char('\n'), 0, 0);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return index.column() == Members                       ? QVariant(memberNames(g).join(QLatin1Char('\n')))
               : index.column() == Notes && !g.notes.isEmpty() ? QVariant(g.notes)
                                                               : QVariant();
    case IdRole:
        return g.id;
    case SearchRole:
        return g.name + QLatin1Char('\n') + madeOf(g) + QLatin1Char('\n') + g.notes;
    default:
        return {};
    }
}

QVariant GroupListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Group");
    case MadeOf:
        return tr("Made of");
    case Ruleset:
        return tr("Ruleset");
    case Members:
        return tr("Members");
    case Notes:
        return tr("Notes");
    default:
        return {};
    }
}

} // namespace scouter::ui
