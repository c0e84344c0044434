// SPDX-License-Identifier: GPL-3.0-or-later
#include "prep/PrepPickModel.h"

namespace scouter::ui {

namespace {

const QString kHeroes = QStringLiteral("heroes");
const QString kOpponents = QStringLiteral("opponents");

} // namespace

PrepPickModel::PrepPickModel(QObject* parent) : QAbstractTableModel(parent) {}

void PrepPickModel::setLibrary(const std::vector<store::Character>& characters,
                               const std::vector<store::NpcGroup>& groups, const QStringList& madeOf) {
    beginResetModel();
    m_rows.clear();
    for (const store::Character& c : characters) {
        const bool pc = c.kind == store::CharacterKind::Pc;
        m_rows.push_back({{store::DraftPick::Source::Character, c.id, pc ? kHeroes : kOpponents, false},
                          c.name,
                          pc ? tr("PC") : tr("NPC"),
                          pc});
    }
    for (std::size_t i = 0; i < groups.size(); ++i) {
        m_rows.push_back({{store::DraftPick::Source::Group, groups[i].id, kOpponents, false},
                          groups[i].name,
                          i < static_cast<std::size_t>(madeOf.size()) ? madeOf[static_cast<qsizetype>(i)] : QString(),
                          false});
    }
    endResetModel();
}

std::vector<store::DraftPick> PrepPickModel::picks() const {
    std::vector<store::DraftPick> picks;
    for (const Row& row : m_rows) {
        if (row.taken) {
            picks.push_back(row.pick);
        }
    }
    return picks;
}

QModelIndex PrepPickModel::indexOf(store::DraftPick::Source source, qint64 id, int column) const {
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].pick.source == source && m_rows[i].pick.id == id) {
            return index(static_cast<int>(i), column);
        }
    }
    return {};
}

int PrepPickModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PrepPickModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

void PrepPickModel::setSurprise(const QString& label, const QString& help) {
    m_surprised = label;
    m_surprisedHelp = help;
    Q_EMIT headerDataChanged(Qt::Horizontal, Surprised, Surprised);
}

QVariant PrepPickModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (index.column()) {
        case Name:
            return row.name;
        case MadeOf:
            return row.madeOf;
        case Side:
            return row.pick.side;
        default:
            return {};
        }
    case Qt::CheckStateRole:
        return index.column() == Name        ? QVariant(row.taken ? Qt::Checked : Qt::Unchecked)
               : index.column() == Surprised ? QVariant(row.pick.surprised ? Qt::Checked : Qt::Unchecked)
                                             : QVariant();
    case Qt::ToolTipRole:
        return index.column() == Side        ? tr("Combatants of one side are Allies, of different sides Opponents")
               : index.column() == Surprised ? QVariant(m_surprisedHelp)
                                             : QVariant();
    case SourceRole:
        return static_cast<int>(row.pick.source);
    case IdRole:
        return row.pick.id;
    default:
        return {};
    }
}

bool PrepPickModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return false;
    }
    Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::CheckStateRole && index.column() == Name) {
        row.taken = value.value<Qt::CheckState>() == Qt::Checked;
    } else if (role == Qt::CheckStateRole && index.column() == Surprised) {
        row.pick.surprised = value.value<Qt::CheckState>() == Qt::Checked;
    } else if (role == Qt::EditRole && index.column() == Side) {
        const QString side = value.toString().trimmed().toLower();
        if (side.isEmpty()) {
            return false;
        }
        row.pick.side = side;
    } else {
        return false;
    }
    Q_EMIT dataChanged(index, index, {role, Qt::DisplayRole});
    return true;
}

Qt::ItemFlags PrepPickModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags flags = QAbstractTableModel::flags(index);
    if (!index.isValid()) {
        return flags;
    }
    if (index.column() == Name || index.column() == Surprised) {
        flags |= Qt::ItemIsUserCheckable;
    }
    if (index.column() == Side) {
        flags |= Qt::ItemIsEditable;
    }
    return flags;
}

QVariant PrepPickModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Takes part");
    case MadeOf:
        return tr("Who");
    case Side:
        return tr("Side");
    case Surprised:
        return m_surprised;
    default:
        return {};
    }
}

} // namespace scouter::ui
