#include "panel/ManeuverModel.h"

#include "EventNarrator.h"
#include "encounter/EncounterController.h"

#include <QFont>

#include <algorithm>

namespace scouter::ui {

namespace {

// The rules' own words for what each needs besides a target.
bool needsTarget(const std::string& name) {
    static const std::vector<std::string> targeted{
        "basic-attack", "blitz",         "called-shot", "signature-technique",
        "thrusting",    "united-attack", "grapple",     "throw",
        "terrify",      "duel",          "empower",     "treatment",
        "command",      "intervene",     "parry",       "duel-escape"};
    return std::find(targeted.begin(), targeted.end(), name) != targeted.end();
}

} // namespace

ManeuverModel::ManeuverModel(EncounterController& controller, QObject* parent)
    : TwoLevelItemModel(parent), m_controller(controller) {
    const auto group = [](const QString& title, std::initializer_list<const char*> names) {
        Group g{title, {}};
        for (const char* name : names) {
            g.entries.push_back({name, false, {}, {}});
        }
        return g;
    };
    m_groups = {
        group(tr("Attacks"), {"basic-attack", "blitz", "called-shot", "signature-technique", "thrusting",
                              "united-attack", "grapple", "throw", "terrify", "duel"}),
        group(tr("Movement"), {"movement", "stand-up"}),
        group(tr("Defence (Counter Actions)"), {"parry", "intervene", "duel-escape", "reload"}),
        group(tr("Instant"), {"no-effort", "surge", "holding-back", "sense"}),
        group(tr("Support"), {"power-up", "energy-charge", "empower", "treatment", "command", "transformation",
                              "terrain-lift", "combat-recovery", "triggered"}),
    };
    refresh();
    connect(&m_controller, &EncounterController::stateChanged, this, &ManeuverModel::refresh);
    connect(&m_controller, &EncounterController::selectionChanged, this, &ManeuverModel::refresh);
    connect(&m_controller, &EncounterController::targetChanged, this, &ManeuverModel::refresh);
}

engine::Command ManeuverModel::draft(const QString& maneuver) const {
    const auto& s = m_controller.state();
    engine::Command command;
    command.type = "maneuver";
    command.name = maneuver.toStdString();
    command.who = m_controller.selected().toStdString();
    if (needsTarget(command.name)) {
        command.target = m_controller.target().toStdString();
    }
    command.hit = false;
    if (command.name == "movement") {
        // One square towards the grid's middle: the cheapest move there is, to learn if moving is allowed.
        if (const engine::Combatant* c = s.find(command.who)) {
            const auto grid = m_controller.grid();
            engine::Position to = c->at;
            to.x += c->at.x + 1 < grid.columns ? 1 : -1;
            command.to = to;
        }
        command.mode = "normal";
    } else if (command.name == "parry") {
        command.option = "block";
    } else if (command.name == "intervene") {
        command.option = "wall-of-defense";
    } else if (command.name == "surge") {
        command.option = "power-surge";
    } else if (command.name == "holding-back") {
        command.stacks = 1;
    } else if (command.name == "no-effort") {
        command.option = "quick-action";
    } else if (command.name == "grapple") {
        // Once in a grapple, what Grapple offers is its follow-ups: a throw (or pin...) for the
        // Grappler, the forced Grapple Check for the Grappled.
        if (const engine::Combatant* c = s.find(command.who); c != nullptr && !c->grappling.empty()) {
            command.option = "throw";
        } else if (c != nullptr && !c->grappledBy.empty()) {
            command.option = "break";
        }
    }
    return command;
}

void ManeuverModel::refresh() {
    const auto& s = m_controller.state();
    const std::string who = m_controller.selected().toStdString();
    const engine::Combatant* actor = s.find(who);
    for (auto& group : m_groups) {
        for (auto& entry : group.entries) {
            entry.cost.clear();
            if (actor == nullptr) {
                entry.available = false;
                entry.reason = tr("Choose a combatant on the board");
                continue;
            }
            const engine::CommandProbe probe = m_controller.probe(draft(QString::fromStdString(entry.name)));
            entry.available = probe.accepted;
            entry.reason = probe.accepted ? QString() : QString::fromStdString(probe.message);
            if (!probe.accepted) {
                continue;
            }
            int actions = 0;
            int counters = 0;
            int ki = actor->ki;
            for (const auto& event : probe.events) {
                if (const auto* spent = std::get_if<engine::events::ActionsSpent>(&event); spent && spent->who == who) {
                    actions += spent->actions;
                    counters += spent->baseCounter + spent->convertedCounter;
                }
                if (const auto* set = std::get_if<engine::events::KiSet>(&event);
                    set && set->who == who && ki == actor->ki) {
                    ki = set->value;
                }
            }
            QStringList parts;
            if (actions > 0) {
                parts.append(tr("%1 A").arg(actions));
            }
            if (counters > 0) {
                parts.append(tr("%1 CA").arg(counters));
            }
            if (actions == 0 && counters == 0) {
                parts.append(tr("Instant"));
            }
            if (actor->ki > ki) {
                parts.append(tr("%1 Ki").arg(actor->ki - ki));
            }
            entry.cost = parts.join(QStringLiteral(" · "));
        }
    }
    for (int g = 0; g < static_cast<int>(m_groups.size()); ++g) {
        const QModelIndex parentIndex = index(g, 0);
        const int last = static_cast<int>(m_groups[static_cast<std::size_t>(g)].entries.size()) - 1;
        Q_EMIT dataChanged(index(0, 0, parentIndex), index(last, ColumnCount - 1, parentIndex));
    }
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
        if (role == Qt::DisplayRole && index.column() == Name) {
            return group.title;
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
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Name ? store::EventNarrator::title(entry.name) : entry.cost;
    case Qt::ToolTipRole:
        return entry.available ? tr("%1: %2").arg(store::EventNarrator::title(entry.name), entry.cost) : entry.reason;
    case ManeuverRole:
        return QString::fromStdString(entry.name);
    case AvailableRole:
        return entry.available;
    case ReasonRole:
        return entry.reason;
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
    // Unavailable rows stay selectable (so the keyboard can reach them and read the reason) but
    // are shown disabled.
    const bool available = data(index, AvailableRole).toBool();
    return available ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsSelectable;
}

QModelIndex ManeuverModel::indexOf(const QString& maneuver) const {
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const auto& entries = m_groups[g].entries;
        for (std::size_t e = 0; e < entries.size(); ++e) {
            if (QString::fromStdString(entries[e].name) == maneuver) {
                return index(static_cast<int>(e), 0, index(static_cast<int>(g), 0));
            }
        }
    }
    return {};
}

} // namespace scouter::ui
