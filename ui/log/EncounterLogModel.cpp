#include "log/EncounterLogModel.h"

#include "encounter/EncounterController.h"

#include <map>

namespace scouter::ui {

EncounterLogModel::EncounterLogModel(EncounterController& controller, QObject* parent)
    : TwoLevelItemModel(parent), m_controller(controller), m_running(controller.encounter().initialState()) {
    const std::size_t groups = m_controller.encounter().log().size();
    m_entries.reserve(groups);
    for (std::size_t i = 0; i < groups; ++i) {
        m_entries.push_back(describe(i));
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
    const Entry& entry = m_entries[static_cast<std::size_t>(topLevelRowOf(index))];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        return top ? entry.text : entry.lines[static_cast<std::size_t>(index.row())].text;
    case WhoRole:
        return top ? entry.who : entry.lines[static_cast<std::size_t>(index.row())].who;
    case RoundRole:
        return entry.round;
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

EncounterLogModel::Entry EncounterLogModel::describe(std::size_t group) {
    const engine::CommandGroup& commands = m_controller.encounter().log()[group];
    const engine::Ruleset& rules = m_controller.encounter().ruleset();
    Entry entry;
    entry.round = m_running.round;
    int actions = 0;
    int counters = 0;
    std::map<std::string, int> kiSpent;
    for (const auto& event : commands.events) {
        EventNarrator::Line line = EventNarrator::narrate(event, m_running);
        for (const auto& who : line.who) {
            if (!entry.who.contains(who)) {
                entry.who.append(who);
            }
        }
        if (const auto* spent = std::get_if<engine::events::ActionsSpent>(&event)) {
            actions += spent->actions;
            counters += spent->baseCounter + spent->convertedCounter;
        }
        if (const auto* ki = std::get_if<engine::events::KiSet>(&event)) {
            if (const engine::Combatant* c = m_running.find(ki->who); c != nullptr && ki->value < c->ki) {
                kiSpent[ki->who] += c->ki - ki->value;
            }
        }
        entry.lines.push_back(std::move(line));
        rules.apply(m_running, event);
    }
    if (entry.round == 0) {
        entry.round = m_running.round;
    }
    const QStringList& labels = m_controller.labels();
    const QString label =
        group < static_cast<std::size_t>(labels.size()) ? labels[static_cast<qsizetype>(group)] : QString();
    QStringList costs;
    if (actions > 0) {
        costs.append(actions == 1 ? QStringLiteral("1 Action") : QStringLiteral("%1 Actions").arg(actions));
    }
    if (counters > 0) {
        costs.append(counters == 1 ? QStringLiteral("1 Counter Action")
                                   : QStringLiteral("%1 Counter Actions").arg(counters));
    }
    for (const auto& [who, ki] : kiSpent) {
        costs.append(kiSpent.size() == 1
                         ? QStringLiteral("%1 Ki").arg(ki)
                         : QStringLiteral("%1 Ki (%2)").arg(ki).arg(EventNarrator::name(who, m_running)));
    }
    entry.text = entry.round > 0 ? QStringLiteral("Round %1 · %2").arg(entry.round).arg(label) : label;
    if (!costs.isEmpty()) {
        entry.text += QStringLiteral(", ") + costs.join(QStringLiteral(", "));
    }
    return entry;
}

} // namespace scouter::ui
