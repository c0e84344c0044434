// SPDX-License-Identifier: GPL-3.0-or-later
#include "log/EncounterLogModel.h"

#include "encounter/EncounterController.h"

#include <algorithm>

namespace scouter::ui {

EncounterLogModel::EncounterLogModel(EncounterController& controller, QObject* parent)
    : TwoLevelItemModel(parent), m_controller(controller), m_entries(controller.encounter().log().size()) {
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
    const store::LogEntry& entry = this->entry(static_cast<std::size_t>(topLevelRowOf(index)));
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

int EncounterLogModel::childCount(int topLevelRow) const {
    // A command's lines are its events, but for one whose only event reads as its label: the
    // count is known without wording the command (a tree view asks it of every row it lays out).
    const auto group = static_cast<std::size_t>(topLevelRow);
    const auto& log = m_controller.encounter().log();
    if (group >= log.size()) {
        return static_cast<int>(entry(group).lines.size()); // a row undone, asked of while it goes
    }
    const std::size_t events = log[group].events.size();
    return static_cast<int>(events == 1 ? entry(group).lines.size() : events);
}

std::size_t EncounterLogModel::wordedRows() const {
    return static_cast<std::size_t>(
        std::count_if(m_entries.begin(), m_entries.end(), [](const auto& entry) { return entry.has_value(); }));
}

void EncounterLogModel::sync() {
    const auto& log = m_controller.encounter().log();
    const std::size_t have = m_entries.size();
    if (log.size() < have) {
        beginRemoveRows({}, static_cast<int>(log.size()), static_cast<int>(have) - 1);
        m_entries.resize(log.size());
        if (m_cursor > log.size()) {
            m_running.reset(); // it followed a group undone
        }
        endRemoveRows();
        return;
    }
    if (log.size() > have) {
        beginInsertRows({}, static_cast<int>(have), static_cast<int>(log.size()) - 1);
        m_entries.resize(log.size());
        endInsertRows();
    }
}

namespace {
// How many rows above a row asked for out of the way are worded with it.
constexpr std::size_t kRowsAbove = 16;
} // namespace

const store::LogEntry& EncounterLogModel::entry(std::size_t group) const {
    auto& cached = m_entries.at(group);
    if (cached) {
        return *cached;
    }
    const engine::Encounter& encounter = m_controller.encounter();
    const auto& log = encounter.log();
    if (group >= log.size()) {
        // Its command was undone and the row is on its way out (sync() removes it): nothing to word.
        static const store::LogEntry gone;
        return gone;
    }
    // Walk on from where the last wording stopped when that is before this group and within reach.
    // Else start a few rows above this one (the engine's nearest checkpoint and the groups after it)
    // and word those rows too: a view that asks for a row out of the way (centring it, scrolling up)
    // asks for the rows above it next, and each new start costs a checkpoint's copy and a replay.
    std::size_t wordFrom = group;
    if (!m_running || m_cursor > group || group - m_cursor >= engine::Encounter::kCheckpointEvery) {
        wordFrom = group - std::min(group, kRowsAbove);
        m_running = encounter.stateBefore(wordFrom);
        m_cursor = wordFrom;
    }
    for (std::size_t g = m_cursor; g <= group; ++g) {
        if (g >= wordFrom && !m_entries[g]) {
            m_entries[g] = store::LogEntry::describe(log[g], *m_running, encounter.ruleset(), m_controller.words());
        } else {
            for (const auto& event : log[g].events) {
                encounter.ruleset().apply(*m_running, event);
            }
        }
    }
    m_cursor = group + 1;
    return *cached;
}

} // namespace scouter::ui
