// SPDX-License-Identifier: GPL-3.0-or-later
#include "panel/ManeuverModel.h"

#include "StdText.h"
#include "rules/CommandInput.h"

#include "board/BoardCells.h"
#include "encounter/EncounterController.h"
#include "panel/ManeuverDraft.h"

#include <QFont>
#include <QPalette>

#include <algorithm>

namespace scouter::ui {

ManeuverModel::ManeuverModel(EncounterController& controller, QObject* parent)
    : TwoLevelItemModel(parent), m_controller(controller) {
    refresh();
    // A change of state announced is believed even when the engine's revision did not move. One
    // that comes with a new revision was listed already when the command turned the panel to
    // another combatant (it announces the pick first): every maneuver was probed and listed twice.
    connect(&m_controller, &EncounterController::stateChanged, this, [this] {
        if (!m_controller.announcingRevision()) {
            m_judged.clear();
            m_scratch.revision = 0;
        } else if (m_listedFor == listing()) {
            return;
        }
        refresh();
    });
    connect(&m_controller, &EncounterController::selectionChanged, this, &ManeuverModel::refresh);
    connect(&m_controller, &EncounterController::targetChanged, this, &ManeuverModel::refresh);
}

const engine::ManeuverDescription* ManeuverModel::description(const QString& maneuver) const {
    const std::string id = maneuver.toStdString();
    for (const auto& group : m_groups) {
        for (const auto& entry : group.entries) {
            if (entry.description.id == id) {
                return &entry.description;
            }
        }
    }
    return nullptr;
}

QString ManeuverModel::preparedOnKey(char key) const {
    for (const auto& group : m_groups) {
        for (const auto& entry : group.entries) {
            if (entry.description.prepared && entry.description.shortcut == key) {
                return QString::fromStdString(entry.description.id);
            }
        }
    }
    return {};
}

bool ManeuverModel::answersOffer(const engine::ManeuverDescription& maneuver) const {
    const auto& offers = m_controller.state().offers;
    const std::string who = m_controller.selected().toStdString();
    return maneuver.answersOffer && std::find(offers.begin(), offers.end(), who) != offers.end();
}

engine::CommandForm ManeuverModel::draft(const QString& maneuver) const {
    if (const engine::ManeuverDescription* described = description(maneuver)) {
        return draftOf(*described);
    }
    engine::CommandForm form;
    form.type = "maneuver";
    form.set("name", maneuver.toStdString()).set("who", m_controller.selected().toStdString());
    return form;
}

engine::CommandForm ManeuverModel::draftOf(const engine::ManeuverDescription& described) const {
    Drafting drafting{m_controller.encounter().ruleset().commandSpecs(), {}};
    return draftOf(described, drafting);
}

engine::CommandForm ManeuverModel::draftOf(const engine::ManeuverDescription& described, Drafting& drafting) const {
    engine::CommandForm form = ManeuverDraft::form(described);
    const std::string who = m_controller.selected().toStdString();
    // A command of the whole encounter (a duel's result) names nobody.
    const auto& specs = drafting.specs;
    const auto spec = std::find_if(specs.begin(), specs.end(),
                                   [&form](const engine::CommandSpec& each) { return each.name == form.type; });
    if (spec == specs.end() || spec->find("who") != nullptr) {
        form.set("who", who);
    }
    const engine::OptionDescription* option = ManeuverDraft::option(described, {});
    ManeuverDraft::setOption(form, specs, option != nullptr ? option->id : std::string());
    const engine::TargetKind kind = ManeuverDraft::target(described, option);
    if (ManeuverDraft::sendsTarget(kind)) {
        auto target = drafting.targets.find(kind);
        if (target == drafting.targets.end()) {
            target = drafting.targets.emplace(kind, m_controller.targetFor(m_controller.selected(), kind).toStdString())
                         .first;
        }
        form.set(ManeuverDraft::targetKey(described), target->second);
    }
    const engine::Combatant* actor = m_controller.state().find(who);
    ManeuverDraft::setDefaults(form, ManeuverDraft::inputs(described, option),
                               actor != nullptr ? actor->at : engine::Position{}, m_controller.grid().columns);
    if (answersOffer(described)) {
        form.set(std::string(engine::CommandInput::kAnswersOffer), true);
    }
    return form;
}

engine::CommandProbe ManeuverModel::probe(const std::string& key, const engine::CommandForm& form) {
    // A review refuses every probe, in the controller's words.
    if (m_controller.readOnly()) {
        return m_controller.judge(form);
    }
    const engine::CommandReading& reading = readingOf(key, form);
    if (const auto* problem = std::get_if<engine::FormProblem>(&reading)) {
        return {false, problem->message, {}, {}};
    }
    return m_controller.encounter().probe(std::get<engine::Command>(reading), m_scratch);
}

const engine::CommandReading& ManeuverModel::readingOf(const std::string& key, const engine::CommandForm& form) {
    const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
    constexpr std::size_t kRemembered = 4096; // combatants × maneuvers, as m_judged
    constexpr std::size_t kFormsPerRow = 16;  // its default, the squares tried near the actor, the targets
    if (&ruleset != m_readBy || m_readings.size() > kRemembered) {
        m_readings.clear();
        m_readBy = &ruleset;
    }
    std::vector<Reading>& known = m_readings[key];
    const auto same = std::find_if(known.begin(), known.end(), [&form](const Reading& each) {
        return each.form.type == form.type && each.form.arguments == form.arguments;
    });
    if (same != known.end()) {
        return same->reading;
    }
    if (known.size() >= kFormsPerRow) {
        known.clear();
    }
    known.push_back({form, ruleset.readCommand(form)});
    return known.back().reading;
}

QString ManeuverModel::costNow(const engine::ManeuverDescription& described,
                               const engine::EncounterState& after) const {
    const std::string who = m_controller.selected().toStdString();
    if (QString ticks = ticksNow(who, after); !ticks.isEmpty()) {
        return ticks;
    }
    const BoardCells::Spent spent =
        BoardCells::spent(m_controller.encounter().ruleset(), m_controller.state(), after, who);
    // Nothing drawn as pips spent: the rules' own word for it ("Instant", "Free").
    QStringList parts = spent.pips;
    if (parts.isEmpty()) {
        parts.append(described.cost.empty() ? tr("Instant") : q(described.cost));
    }
    parts.append(spent.bars);
    return parts.join(QStringLiteral(" · "));
}

QString ManeuverModel::ticksNow(const std::string& who, const engine::EncounterState& after) const {
    // On a clock of ticks a maneuver costs the ticks it moves its actor's next action by: read from
    // the timeline before and after, for this combatant and weapon as the rules compute them.
    const engine::Ruleset& rules = m_controller.encounter().ruleset();
    const std::optional<engine::Timeline>& before = m_before;
    if (!before || !before->now) {
        return {};
    }
    // Only the actor's marker after: the whole timeline would order everyone for each row.
    const std::optional<engine::TimelineMarker> will = rules.timelineMarker(after, who);
    const auto found = std::find_if(before->markers.begin(), before->markers.end(),
                                    [&who](const engine::TimelineMarker& m) { return m.who == who; });
    const engine::TimelineMarker* was = found == before->markers.end() ? nullptr : &*found;
    if (was == nullptr || !will) {
        return {};
    }
    // Acting from priority or from a hold counts from now; a reaction from the actor's next tick.
    const int from = (was->held || was->tick <= *before->now) ? *before->now : was->tick;
    const int cost = will->tick - from;
    const QString unit = q(before->unit);
    if (cost <= 0) {
        return tr("0 %1s").arg(unit);
    }
    return tr("%1 %2%3 → %4").arg(cost).arg(unit, cost == 1 ? QString() : QStringLiteral("s")).arg(will->tick);
}

const QStringList& ManeuverModel::catalogueCosts() {
    const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
    // By name too: another encounter's ruleset may come to live where a closed one lived.
    if (m_catalogueOf != &ruleset || m_catalogueName != ruleset.name()) {
        m_catalogueOf = &ruleset;
        m_catalogueName = std::string(ruleset.name());
        m_catalogueCosts.clear();
        // An id no combatant has: the catalogue at its widest bounds (RulesetDescriptions::maneuvers).
        for (const auto& maneuver : ruleset.maneuvers(m_controller.state(), {})) {
            m_catalogueCosts.push_back(q(maneuver.cost));
        }
    }
    return m_catalogueCosts;
}

ManeuverModel::Listing ManeuverModel::listing() const {
    return {m_controller.shownRevision(), m_controller.selected()};
}

void ManeuverModel::refresh() {
    m_listedFor = listing();
    const auto& s = m_controller.state();
    m_before = m_controller.timeline();
    const std::string who = m_controller.selected().toStdString();
    const engine::Combatant* actor = s.find(who);
    std::vector<engine::ManeuverDescription> described = m_controller.encounter().ruleset().maneuvers(s, who);

    std::vector<Group> groups;
    for (auto& maneuver : described) {
        const QString title = q(maneuver.group);
        auto group = std::find_if(groups.begin(), groups.end(), [&](const Group& g) { return g.title == title; });
        if (group == groups.end()) {
            groups.push_back({title, {}});
            group = std::prev(groups.end());
        }
        group->entries.push_back({std::move(maneuver), false, false, {}, {}});
    }
    // What every row's draft reads, asked of the ruleset and the controller once per refresh.
    Drafting drafting{m_controller.encounter().ruleset().commandSpecs(), {}};
    // A review refuses every probe: nothing is remembered of it.
    const bool remember = !m_controller.readOnly();
    if (const std::uint64_t revision = m_controller.encounter().revision(); !remember || revision != m_judgedAt) {
        m_judged.clear();
        m_judgedAt = revision;
    }
    constexpr std::size_t kRemembered = 4096; // combatants × maneuvers × targets: a bound per state
    if (m_judged.size() > kRemembered) {
        m_judged.clear();
    }
    for (auto& group : groups) {
        for (auto& entry : group.entries) {
            entry.answers = answersOffer(entry.description);
            if (actor == nullptr) {
                entry.reason = tr("Choose a combatant on the board");
                entry.cost = q(entry.description.cost);
                continue;
            }
            engine::CommandForm form = draftOf(entry.description, drafting);
            const std::string key = who + '\x1f' + entry.description.id;
            if (const Judged* known = judged(key, form)) {
                entry.available = known->available;
                entry.reason = known->reason;
                entry.cost = known->cost;
                continue;
            }
            const engine::CommandForm drafted = remember ? form : engine::CommandForm{};
            engine::CommandProbe probe = this->probe(key, form);
            // A square is the table's pick: the row is allowed if some square near the actor is.
            const auto square = std::find_if(form.arguments.begin(), form.arguments.end(), [](const auto& argument) {
                return std::holds_alternative<engine::Position>(argument.second);
            });
            for (int reach = 1; !probe.accepted && square != form.arguments.end() && reach <= 2; ++reach) {
                for (const engine::Position step : {engine::Position{reach, 0}, engine::Position{-reach, 0},
                                                    engine::Position{0, reach}, engine::Position{0, -reach}}) {
                    square->second = engine::Position{actor->at.x + step.x, actor->at.y + step.y};
                    if (probe = this->probe(key, form); probe.accepted) {
                        break;
                    }
                }
            }
            entry.available = probe.accepted;
            entry.reason = probe.accepted ? QString() : q(probe.message);
            entry.cost = probe.accepted ? costNow(entry.description, m_scratch.state) : q(entry.description.cost);
            if (remember) {
                m_judged[key].push_back({drafted, entry.available, entry.reason, entry.cost});
            }
        }
    }
    // What the rules allow now comes first in each group, so the common case fits without scrolling;
    // the rest keeps the catalogue's order below it.
    for (auto& group : groups) {
        std::stable_partition(group.entries.begin(), group.entries.end(),
                              [](const Entry& entry) { return entry.available; });
    }
    // The rows move only when the ruleset lists other maneuvers or one becomes allowed or not.
    bool sameRows = groups.size() == m_groups.size();
    for (std::size_t g = 0; sameRows && g < groups.size(); ++g) {
        sameRows = groups[g].title == m_groups[g].title && groups[g].entries.size() == m_groups[g].entries.size();
        for (std::size_t e = 0; sameRows && e < groups[g].entries.size(); ++e) {
            sameRows = groups[g].entries[e].description.id == m_groups[g].entries[e].description.id;
        }
    }
    if (!sameRows) {
        beginResetModel();
    }
    m_groups = std::move(groups);
    if (!sameRows) {
        endResetModel();
        Q_EMIT refreshed();
        return;
    }
    for (int g = 0; g < static_cast<int>(m_groups.size()); ++g) {
        const QModelIndex parentIndex = index(g, 0);
        Q_EMIT dataChanged(parentIndex, parentIndex.siblingAtColumn(ColumnCount - 1));
        const int last = static_cast<int>(m_groups[static_cast<std::size_t>(g)].entries.size()) - 1;
        if (last >= 0) {
            Q_EMIT dataChanged(index(0, 0, parentIndex), index(last, ColumnCount - 1, parentIndex));
        }
    }
    Q_EMIT refreshed();
}

const ManeuverModel::Judged* ManeuverModel::judged(const std::string& key, const engine::CommandForm& form) const {
    const auto found = m_judged.find(key);
    if (found == m_judged.end()) {
        return nullptr;
    }
    const auto same = std::find_if(found->second.begin(), found->second.end(), [&form](const Judged& known) {
        return known.form.type == form.type && known.form.arguments == form.arguments;
    });
    return same == found->second.end() ? nullptr : &*same;
}

int ManeuverModel::columnCount(const QModelIndex& parent) const {
    (void)parent;
    return ColumnCount;
}

QVariant ManeuverModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    if (isTopLevel(index)) {
        const Group& group = m_groups[static_cast<std::size_t>(index.row())];
        const bool any =
            std::any_of(group.entries.begin(), group.entries.end(), [](const Entry& entry) { return entry.available; });
        if (role == Qt::DisplayRole && index.column() == Name) {
            return group.title;
        }
        if (role == AvailableRole) {
            return any;
        }
        if (role == Qt::FontRole) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const Entry& entry =
        m_groups[static_cast<std::size_t>(topLevelRowOf(index))].entries[static_cast<std::size_t>(index.row())];
    const QString label = q(entry.description.label);
    switch (role) {
    case Qt::DisplayRole:
        if (index.column() == Cost) {
            return entry.cost;
        }
        return entry.description.shortcut != 0
                   ? tr("%1  (%2)").arg(label, QChar::fromLatin1(entry.description.shortcut))
                   : label;
    case Qt::ToolTipRole: {
        const QString help = q(entry.description.help);
        const QString state = entry.available ? tr("%1: %2").arg(label, entry.cost) : entry.reason;
        return help.isEmpty() ? state : tr("%1\n%2").arg(state, help);
    }
    case Qt::ForegroundRole:
        return entry.available ? QVariant() : QVariant(QPalette().brush(QPalette::Disabled, QPalette::Text));
    case Qt::FontRole:
        if (entry.answers && entry.available) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case ManeuverRole:
        return q(entry.description.id);
    case AvailableRole:
        return entry.available;
    case ReasonRole:
        return entry.reason;
    case AnswersRole:
        return entry.answers;
    case UnlistedRole:
        return entry.description.unlisted;
    default:
        return {};
    }
}

QVariant ManeuverModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    return section == Name ? tr("Maneuver") : tr("Cost now");
}

Qt::ItemFlags ManeuverModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    if (isTopLevel(index)) {
        return Qt::ItemIsEnabled;
    }
    // Unavailable rows stay enabled and selectable, so a click or the keyboard reaches them,
    // reads the reason and can pick an option that makes the maneuver allowed; they are greyed.
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QModelIndex ManeuverModel::indexOf(const QString& maneuver) const {
    const std::string id = maneuver.toStdString();
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const auto& entries = m_groups[g].entries;
        for (std::size_t e = 0; e < entries.size(); ++e) {
            if (entries[e].description.id == id) {
                return index(static_cast<int>(e), 0, index(static_cast<int>(g), 0));
            }
        }
    }
    return {};
}

} // namespace scouter::ui
