#include "review/StatisticsModel.h"

namespace scouter::ui {

StatisticsModel::StatisticsModel(QObject* parent) : QAbstractTableModel(parent) {}

void StatisticsModel::setStatistics(std::vector<store::CombatantStatistics> statistics, int rounds) {
    beginResetModel();
    m_statistics = std::move(statistics);
    m_rounds = std::max(rounds, 0);
    endResetModel();
}

int StatisticsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_statistics.size());
}

int StatisticsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : FirstRound + m_rounds;
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
    switch (index.column()) {
    case Name:
        return s.name;
    case Dealt:
        return s.damageDealt;
    case Taken:
        return s.damageTaken;
    case Ki:
        return s.kiSpent;
    case Actions:
        return s.actions;
    case Counters:
        return s.counterActions;
    default: {
        const int round = index.column() - FirstRound + 1;
        const auto actions = s.actionsByRound.find(round);
        const auto counters = s.countersByRound.find(round);
        const int a = actions == s.actionsByRound.end() ? 0 : actions->second;
        const int ca = counters == s.countersByRound.end() ? 0 : counters->second;
        return a == 0 && ca == 0 ? QStringLiteral("–") : tr("%1 A · %2 CA").arg(a).arg(ca);
    }
    }
}

QVariant StatisticsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Combatant");
    case Dealt:
        return tr("Damage dealt");
    case Taken:
        return tr("Damage taken");
    case Ki:
        return tr("Ki spent");
    case Actions:
        return tr("Actions");
    case Counters:
        return tr("Counter Actions");
    default:
        return tr("Round %1").arg(section - FirstRound + 1);
    }
}

} // namespace scouter::ui
