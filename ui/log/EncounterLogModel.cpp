#include "log/EncounterLogModel.h"

#include "encounter/EncounterController.h"

namespace scouter::ui {

EncounterLogModel::EncounterLogModel(EncounterController& controller, QObject* parent,
                                     std::optional<std::vector<store::LogEntry>> described)
    : TwoLevelItemModel(parent), m_controller(controller), m_running(controller.encounter().initialState()) {
    const std::size_t groups = m_controller.encounter().log().size();
    if (described && described->size() == groups) {
        m_entries = std::move(*described);
        m_running = m_controller.encounter().state();
    } else {
        m_entries.reserve(groups);
        for (std::size_t i = 0; i < groups; ++i) {
            m_entries.push_back(describe(i));
        }
    }
    connect(&m_controller, &EncounterController::stateChanged, this, &EncounterLogModel::sync);
}

int EncounterLogModel::columnCount(const QModelIndex& parent) const {
    (void)parent;
    return 1;
}

QVariant EncounterLogModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const bool top = isTopLevel(index);
    const store::LogEntry& entry = m_entries[static_cast<std::size_t>(topLevelRowOf(index))];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return top ? entry.text : entry.lines[static_cast<std::size_t>(index.row())].text;
    case WhoRole:
        return top ? entry.who : entry.lines[static_cast<std::size_t>(index.row())].who;
    case RoundRole:
        return entry.round;
    case KindsRole: {
        return top ? entry.kinds : QStringList{entry.lines[static_cast<std::size_t>(index.row())].kind};
    }
    default:
        return {};
    }
}

void EncounterLogModel::sync() {
    const auto& log = m_controller.encounter().log();
    const std::size_t have = m_entries.size();
    if (log.size() < have) {
        beginRemoveRows({}, static_cast<int>(log.size()), static_cast<int>(have) - 1);
        m_entries.resize(log.size());
        m_running =
            engine::Encounter::replay(m_controller.encounter().initialState(), log, m_controller.encounter().ruleset());
        endRemoveRows();
        return;
    }
    if (log.size() > have) {
        beginInsertRows({}, static_cast<int>(have), static_cast<int>(log.size()) - 1);
        for (std::size_t i = have; i < log.size(); ++i) {
            m_entries.push_back(describe(i));
        }
        endInsertRows();
    }
}

store::LogEntry EncounterLogModel::describe(std::size_t group) {
    return store::LogEntry::describe(m_controller.encounter().log()[group], m_running,
                                     m_controller.encounter().ruleset(), m_controller.words());
}

} // namespace scouter::ui
