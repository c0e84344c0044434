// SPDX-License-Identifier: GPL-3.0-or-later
#include "RollHistoryModel.h"

#include "RollDescription.h"

#include <QFont>

#include <utility>

namespace scouter::ui {
namespace {

QVariant displayData(const RollHistoryModel::Entry& entry, RollHistoryModel::Column column) {
    switch (column) {
    case RollHistoryModel::Column::Time:
        return entry.time.toString(QStringLiteral("HH:mm:ss"));
    case RollHistoryModel::Column::Expression:
        return entry.expression;
    case RollHistoryModel::Column::Tier:
        return entry.tierWord.isEmpty() ? QString() : describeTier(entry.tier, entry.baseTier);
    case RollHistoryModel::Column::Faces:
        return entry.faces;
    case RollHistoryModel::Column::Total:
        return entry.total;
    }
    return {};
}

} // namespace

RollHistoryModel::RollHistoryModel(QObject* parent) : QAbstractTableModel(parent) {}

int RollHistoryModel::rowCount(const QModelIndex& parent) const {
    // A table has children only under the invisible root.
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int RollHistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant RollHistoryModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const Entry& rolled = entry(index.row());
    const auto column = static_cast<Column>(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(rolled, column);
    case Qt::ToolTipRole:
        // The faces column is elided when the window is narrow; the tooltip never is.
        return QStringLiteral("%1\n%2\nNatural %3, total %4")
            .arg(rolled.tierWord.isEmpty()
                     ? rolled.expression
                     : QStringLiteral("%1 at %2 %3")
                           .arg(rolled.expression, rolled.tierWord, describeTier(rolled.tier, rolled.baseTier)),
                 rolled.faces)
            .arg(rolled.natural)
            .arg(rolled.total);
    case Qt::TextAlignmentRole:
        if (column == Column::Tier || column == Column::Total) {
            return (Qt::AlignRight | Qt::AlignVCenter).toInt();
        }
        return (Qt::AlignLeft | Qt::AlignVCenter).toInt();
    case Qt::FontRole:
        if (column == Column::Total) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    default:
        return {};
    }
}

QVariant RollHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal || section < 0 || section >= kColumnCount) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (static_cast<Column>(section)) {
    case Column::Time:
        return tr("Time");
    case Column::Expression:
        return tr("Expression");
    case Column::Tier:
        return m_tierWord;
    case Column::Faces:
        return tr("Faces");
    case Column::Total:
        return tr("Total");
    }
    return {};
}

void RollHistoryModel::setTierWord(const QString& word) {
    if (word != m_tierWord) {
        m_tierWord = word;
        Q_EMIT headerDataChanged(Qt::Horizontal, static_cast<int>(Column::Tier), static_cast<int>(Column::Tier));
    }
}

void RollHistoryModel::append(Entry entry) {
    const auto row = static_cast<int>(m_entries.size());
    beginInsertRows({}, row, row);
    m_entries.push_back(std::move(entry));
    endInsertRows();
}

void RollHistoryModel::clear() {
    if (m_entries.empty()) {
        return;
    }
    beginRemoveRows({}, 0, static_cast<int>(m_entries.size()) - 1);
    m_entries.clear();
    endRemoveRows();
}

} // namespace scouter::ui
