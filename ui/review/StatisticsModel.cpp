// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/StatisticsModel.h"

namespace scouter::ui {

StatisticsModel::StatisticsModel(QObject* parent) : QAbstractTableModel(parent) {}

void StatisticsModel::setStatistics(std::vector<store::CombatantStatistics> statistics,
                                    std::vector<store::StatisticsColumn> columns, std::vector<engine::Moment> moments) {
    beginResetModel();
    m_statistics = std::move(statistics);
    m_columns = std::move(columns);
    m_resources.clear();
    for (const auto& column : m_columns) {
        if (column.kind == store::StatisticsColumn::Kind::Resource) {
            m_resources.push_back(column);
        }
    }
    // A ruleset whose turns spend nothing has nothing to show per moment.
    m_moments = m_resources.empty() ? std::vector<engine::Moment>{} : std::move(moments);
    endResetModel();
}

int StatisticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_statistics.size());
}

int StatisticsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : firstMoment() + static_cast<int>(m_moments.size());
}

QString StatisticsModel::momentCell(const store::CombatantStatistics& s, const engine::Moment& moment) const {
    QStringList parts;
    bool any = false;
    for (const auto& resource : m_resources) {
        const int spent = s.spentIn(resource.id, moment);
        any = any || spent != 0;
        parts << tr("%1 %2").arg(spent).arg(resource.abbreviation);
    }
    return any ? parts.join(QStringLiteral(" · ")) : QStringLiteral("–");
}

QVariant StatisticsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const store::CombatantStatistics& s = m_statistics[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole) {
        return index.column() == Name ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (index.column() == Name) {
        return s.name;
    }
    if (index.column() < firstMoment()) {
        return s.value(m_columns[static_cast<std::size_t>(index.column() - 1)]);
    }
    return momentCell(s, m_moments[static_cast<std::size_t>(index.column() - firstMoment())]);
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0) {
        return {};
    }
    if (section == Name) {
        return tr("Combatant");
    }
    if (section < firstMoment()) {
        return m_columns[static_cast<std::size_t>(section - 1)].label;
    }
    if (section >= columnCount()) {
        return {};
    }
    return QString::fromStdString(m_moments[static_cast<std::size_t>(section - firstMoment())].label);
}

} // namespace scouter::ui
