// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/TimelineModel.h"

#include "StdText.h"
#include "encounter/EncounterController.h"
#include "rules/Commands.h"

#include <QFont>

#include <algorithm>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace scouter::ui {

namespace {

// Top-level rows carry no parent; a span's index carries its marker's row + 1.
constexpr quintptr kTopLevel = 0;

TimelineModel::RowKind kindOf(engine::TimelineSpan::Kind kind) {
    switch (kind) {
    case engine::TimelineSpan::Kind::Movement:
        return TimelineModel::RowKind::Movement;
    case engine::TimelineSpan::Kind::Hold:
        return TimelineModel::RowKind::Hold;
    case engine::TimelineSpan::Kind::Window:
        break;
    }
    return TimelineModel::RowKind::Window;
}

QVariant optionalInt(const std::optional<int>& value) {
    return value ? QVariant(*value) : QVariant();
}

// A span's label as a heading: "Cover", "Move 10 m / 6 ticks".
QString heading(const std::string& label) {
    const QString text = QString::fromStdString(label);
    return text.isEmpty() ? text : text.front().toUpper() + text.mid(1);
}

} // namespace

TimelineModel::TimelineModel(EncounterController& controller, QObject* parent)
    : QAbstractItemModel(parent), m_controller(controller) {
    m_timeline = m_controller.timeline();
    if (m_timeline) {
        m_tie = m_timeline->tie;
    }
    locate();
    m_rows = layout();
    readMarks();
    connect(&m_controller, &EncounterController::stateChanged, this, &TimelineModel::sync);
}

void TimelineModel::locate() {
    m_markerAt.clear();
    m_spansAt.clear();
    if (!m_timeline) {
        return;
    }
    for (std::size_t i = 0; i < m_timeline->markers.size(); ++i) {
        m_markerAt.emplace(m_timeline->markers[i].who, i);
    }
    for (std::size_t i = 0; i < m_timeline->spans.size(); ++i) {
        m_spansAt[m_timeline->spans[i].who].push_back(i);
    }
}

TimelineModel::LaneFacts TimelineModel::factsOf(const std::string& who) const {
    LaneFacts facts;
    facts.name = name(who);
    if (const engine::TimelineMarker* m = marker(who)) {
        facts.marker = *m;
    }
    for (const engine::TimelineSpan* span : spansOf(who)) {
        facts.spans.push_back(*span);
    }
    if (const auto found = m_marks.find(who); found != m_marks.end()) {
        facts.marks = found->second;
    }
    facts.tie = tieRank(who);
    return facts;
}

void TimelineModel::announce(bool all) {
    // Only the rows that look different: the view works out the height of every row it is told of,
    // laying out each of its texts, and after one command most of 200 lanes look the same.
    bool names = all;
    for (int row = 0; row < static_cast<int>(m_rows.size()); ++row) {
        const std::string& who = m_rows[static_cast<std::size_t>(row)];
        LaneFacts facts = factsOf(who);
        auto known = m_lanes.find(who);
        const bool changed = all || known == m_lanes.end() || !(known->second == facts);
        if (!changed) {
            continue;
        }
        if (known == m_lanes.end()) {
            names = true;
            known = m_lanes.emplace(who, LaneFacts{}).first;
        } else {
            const auto labels = [](const LaneFacts& lane) {
                std::vector<std::string> out;
                for (const auto& span : lane.spans) {
                    out.push_back(span.label);
                }
                return out;
            };
            // Priority (a bold name) is not a change of names: names are measured bold already.
            names = names || known->second.name != facts.name || labels(known->second) != labels(facts);
        }
        known->second = std::move(facts);
        const QModelIndex parentIndex = index(row, 0);
        Q_EMIT dataChanged(parentIndex, parentIndex.siblingAtColumn(ColumnCount - 1));
        if (const int children = rowCount(parentIndex); children > 0) {
            Q_EMIT dataChanged(index(0, 0, parentIndex), index(children - 1, ColumnCount - 1, parentIndex));
        }
    }
    if (names) {
        Q_EMIT namesChanged();
    }
}

void TimelineModel::readMarks() {
    m_marks.clear();
    if (!m_timeline) {
        return;
    }
    const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
    for (const auto& m : m_timeline->markers) {
        if (auto marks = ruleset.marks(m_controller.state(), m.who); !marks.empty()) {
            m_marks.emplace(m.who, std::move(marks));
        }
    }
}

QVariant TimelineModel::marksData(const std::string& who, int role) const {
    const auto found = m_marks.find(who);
    if (found == m_marks.end()) {
        return role == ChipTonesRole ? QVariant(QVariantList()) : QVariant(QStringList());
    }
    QStringList words;
    QStringList tips;
    QVariantList tones;
    for (const auto& chip : found->second) {
        words << q(chip.text);
        tips << q(chip.tooltip);
        tones << static_cast<int>(chip.tone);
    }
    switch (role) {
    case ChipsRole:
        return words;
    case ChipTipsRole:
        return tips;
    case ChipTonesRole:
        return tones;
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return words.join(QStringLiteral(", "));
    default:
        return tips.join(QLatin1Char('\n'));
    }
}

const engine::TimelineMarker* TimelineModel::marker(const std::string& who) const {
    const auto found = m_markerAt.find(who);
    return m_timeline && found != m_markerAt.end() ? &m_timeline->markers[found->second] : nullptr;
}

std::vector<const engine::TimelineSpan*> TimelineModel::spansOf(const std::string& who) const {
    std::vector<const engine::TimelineSpan*> out;
    if (const auto found = m_spansAt.find(who); m_timeline && found != m_spansAt.end()) {
        out.reserve(found->second.size());
        for (const std::size_t at : found->second) {
            out.push_back(&m_timeline->spans[at]);
        }
    }
    return out;
}

const engine::TimelineSpan* TimelineModel::spanAt(const QModelIndex& index) const {
    if (!index.isValid() || index.internalId() == kTopLevel) {
        return nullptr;
    }
    const auto row = static_cast<std::size_t>(index.internalId() - 1);
    if (row >= m_rows.size()) {
        return nullptr;
    }
    const auto spans = spansOf(m_rows[row]);
    const auto at = static_cast<std::size_t>(index.row());
    return at < spans.size() ? spans[at] : nullptr;
}

std::vector<std::string> TimelineModel::layout() const {
    std::vector<std::string> rows;
    if (!m_timeline) {
        return rows;
    }
    std::vector<std::size_t> tiedPlaces;
    for (const auto& m : m_timeline->markers) {
        if (std::find(m_tie.begin(), m_tie.end(), m.who) != m_tie.end()) {
            tiedPlaces.push_back(rows.size());
        }
        rows.push_back(m.who);
    }
    // The tied ones keep the places the ruleset gave them, filled in the ARC's order.
    std::vector<std::string> tied;
    for (const auto& id : m_tie) {
        if (marker(id) != nullptr) {
            tied.push_back(id);
        }
    }
    for (std::size_t i = 0; i < tiedPlaces.size() && i < tied.size(); ++i) {
        rows[tiedPlaces[i]] = tied[i];
    }
    return rows;
}

void TimelineModel::sync() {
    std::optional<engine::Timeline> next = m_controller.timeline();
    const bool newTie = !next || !m_timeline || next->tie != m_timeline->tie;
    // Same people with the same number of spans each: the rows stay, their values change. Counted
    // in one pass over the spans, not one per lane (200 lanes each searched every span).
    const auto shape = [](const std::optional<engine::Timeline>& timeline) {
        std::unordered_map<std::string_view, std::pair<int, int>> out; // markers and spans of each
        if (timeline) {
            out.reserve(timeline->markers.size());
            for (const auto& m : timeline->markers) {
                ++out[m.who].first;
            }
            for (const auto& span : timeline->spans) {
                if (const auto found = out.find(span.who); found != out.end()) {
                    ++found->second.second;
                }
            }
        }
        return out;
    };
    const bool sameShape = next.has_value() == m_timeline.has_value() && shape(next) == shape(m_timeline);
    const bool clockMoved = next.has_value() != m_timeline.has_value() ||
                            (next && (next->now != m_timeline->now || next->unit != m_timeline->unit));
    if (!sameShape) {
        beginResetModel();
        m_timeline = std::move(next);
        locate();
        m_tie = m_timeline ? m_timeline->tie : std::vector<std::string>{};
        m_rows = layout();
        readMarks();
        m_lanes.clear();
        endResetModel();
        Q_EMIT namesChanged();
        Q_EMIT clockChanged();
        return;
    }
    const bool sameUnit = next && m_timeline && next->unit == m_timeline->unit;
    m_timeline = std::move(next);
    locate();
    readMarks();
    if (newTie) {
        m_tie = m_timeline ? m_timeline->tie : std::vector<std::string>{};
    }
    reorder(layout());
    // A lane's words name the clock's unit: another unit is another text on every row.
    announce(!sameUnit);
    if (clockMoved) {
        Q_EMIT clockChanged();
    }
}

void TimelineModel::reorder(std::vector<std::string> rows) {
    if (rows == m_rows) {
        return;
    }
    Q_EMIT layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    QModelIndexList after;
    after.reserve(before.size());
    // Each index's new row looked up, not searched for: 200 lanes each kept a persistent index.
    std::unordered_map<std::string_view, int> rowOfId;
    rowOfId.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rowOfId.emplace(rows[i], static_cast<int>(i));
    }
    const auto rowOf = [&](const std::string& who) {
        const auto found = rowOfId.find(who);
        return found != rowOfId.end() ? found->second : static_cast<int>(rows.size());
    };
    for (const QModelIndex& old : before) {
        if (old.internalId() == kTopLevel) {
            after.append(createIndex(rowOf(m_rows[static_cast<std::size_t>(old.row())]), old.column(), kTopLevel));
        } else {
            const int parentRow = rowOf(m_rows[static_cast<std::size_t>(old.internalId() - 1)]);
            after.append(createIndex(old.row(), old.column(), static_cast<quintptr>(parentRow) + 1));
        }
    }
    m_rows = std::move(rows);
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged();
}

QModelIndex TimelineModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column < 0 || column >= ColumnCount) {
        return {};
    }
    if (!parent.isValid()) {
        return row < static_cast<int>(m_rows.size()) ? createIndex(row, column, kTopLevel) : QModelIndex();
    }
    if (parent.internalId() != kTopLevel || parent.column() != 0 || row >= rowCount(parent)) {
        return {};
    }
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex TimelineModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kTopLevel) {
        return {};
    }
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kTopLevel);
}

int TimelineModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return static_cast<int>(m_rows.size());
    }
    if (parent.internalId() != kTopLevel || parent.column() != 0 || parent.row() >= static_cast<int>(m_rows.size())) {
        return 0;
    }
    return static_cast<int>(spansOf(m_rows[static_cast<std::size_t>(parent.row())]).size());
}

int TimelineModel::columnCount(const QModelIndex& parent) const {
    (void)parent;
    return ColumnCount;
}

Qt::ItemFlags TimelineModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    // Spans are read, not picked: the keyboard walks the combatants and opens their spans.
    return index.internalId() == kTopLevel ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::ItemIsEnabled;
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Who");
        case Tick:
            return tr("Next");
        case Marks:
            return tr("State");
        case Lane: {
            const QString word = unit();
            return word.isEmpty() ? word : word.front().toUpper() + word.mid(1) + QStringLiteral("s");
        }
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && section == Tick) {
        return tr("The %1 of each one's next action").arg(unit());
    }
    if (role == Qt::ToolTipRole && section == Marks) {
        return tr("What the rules say of each one now: damage taken, posture, binds, cover, what it declared or "
                  "readied, a change of sides");
    }
    return {};
}

QVariant TimelineModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    if (index.internalId() == kTopLevel) {
        if (index.row() >= static_cast<int>(m_rows.size())) {
            return {};
        }
        const engine::TimelineMarker* m = marker(m_rows[static_cast<std::size_t>(index.row())]);
        return m != nullptr ? markerData(*m, index.column(), role) : QVariant();
    }
    const engine::TimelineSpan* s = spanAt(index);
    return s != nullptr ? spanData(*s, index.column(), role) : QVariant();
}

void TimelineModel::multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const {
    const engine::TimelineMarker* m = nullptr;
    const engine::TimelineSpan* s = nullptr;
    if (index.isValid() && index.internalId() == kTopLevel) {
        m = index.row() < static_cast<int>(m_rows.size()) ? marker(m_rows[static_cast<std::size_t>(index.row())])
                                                          : nullptr;
    } else if (index.isValid()) {
        s = spanAt(index);
    }
    for (QModelRoleData& data : roleDataSpan) {
        if (m != nullptr) {
            data.setData(markerData(*m, index.column(), data.role()));
        } else if (s != nullptr) {
            data.setData(spanData(*s, index.column(), data.role()));
        } else {
            data.clearData();
        }
    }
}

QVariant TimelineModel::markerData(const engine::TimelineMarker& m, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Name:
            return name(m.who);
        case Tick:
            return QString::number(m.tick);
        case Marks:
            return marksData(m.who, Qt::DisplayRole);
        default: {
            QString text = m.priority ? tr("has priority at %1 %2").arg(unit()).arg(m.tick)
                                      : tr("acts at %1 %2").arg(unit()).arg(m.tick);
            if (m.held) {
                text += tr(", holding since %1 %2").arg(unit()).arg(*m.held);
            }
            if (m.due) {
                text += tr(", owes a movement declaration");
            }
            if (const int rank = tieRank(m.who); rank > 0) {
                text += tr(", %1 in the tie").arg(rank);
            }
            return text;
        }
        }
    case Qt::ToolTipRole:
        return column == Marks ? marksData(m.who, Qt::ToolTipRole) : QVariant(markerTip(m));
    case Qt::AccessibleTextRole: {
        const QString marks = marksData(m.who, Qt::DisplayRole).toString();
        return tr("%1: %2").arg(name(m.who), markerData(m, Lane, Qt::DisplayRole).toString()) +
               (marks.isEmpty() ? QString() : tr("; %1").arg(marks));
    }
    case ChipsRole:
    case ChipTonesRole:
    case ChipTipsRole:
        return marksData(m.who, role);
    case Qt::FontRole:
        if (m.priority && column == Name) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case IdRole:
        return q(m.who);
    case KindRole:
        return static_cast<int>(RowKind::Marker);
    case TickRole:
        return m.tick;
    case PriorityRole:
        return m.priority;
    case DueRole:
        return m.due;
    case HeldRole:
        return optionalInt(m.held);
    case PreemptRole:
        return optionalInt(m.preemptFrom);
    case TieRole:
        return tieRank(m.who);
    default:
        return {};
    }
}

QVariant TimelineModel::spanData(const engine::TimelineSpan& s, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Name:
            return heading(s.label);
        case Marks:
            return {};
        case Tick:
            if (s.to) {
                return *s.to - 1 > s.from ? tr("%1–%2").arg(s.from).arg(*s.to - 1) : QString::number(s.from);
            }
            return tr("%1–").arg(s.from);
        default:
            return spanTip(s);
        }
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole:
        return spanTip(s);
    case IdRole:
        return q(s.who);
    case KindRole:
        return static_cast<int>(kindOf(s.kind));
    case TickRole:
        return s.from;
    case EndRole:
        return optionalInt(s.to);
    case NextRole:
        return optionalInt(s.next);
    case TextRole:
        return q(s.label);
    case HeldRole:
    case PreemptRole:
        if (s.kind == engine::TimelineSpan::Kind::Hold) {
            const engine::TimelineMarker* m = marker(s.who);
            if (m != nullptr) {
                return optionalInt(role == HeldRole ? m->held : m->preemptFrom);
            }
        }
        return {};
    default:
        return {};
    }
}

QString TimelineModel::markerTip(const engine::TimelineMarker& m) const {
    const QString who = name(m.who);
    QStringList lines;
    const std::optional<int> current = now();
    if (m.priority) {
        lines << tr("%1 has priority: %2 %3 has come and %1 chooses an action now").arg(who, unit()).arg(m.tick);
    } else if (current && m.tick > *current) {
        lines << tr("%1 acts next at %2 %3, %4 %5 from now")
                     .arg(who, unit())
                     .arg(m.tick)
                     .arg(m.tick - *current)
                     .arg(unit(m.tick - *current));
    } else {
        lines << tr("%1 acts next at %2 %3").arg(who, unit()).arg(m.tick);
    }
    if (m.held) {
        lines << (m.preemptFrom ? tr("Holding since %1 %2: may break the hold at any %1, and preempt from %1 %3")
                                      .arg(unit())
                                      .arg(*m.held)
                                      .arg(*m.preemptFrom)
                                : tr("Holding since %1 %2").arg(unit()).arg(*m.held));
    }
    if (m.due) {
        lines << tr("Owes a movement declaration now: continue, change or stop");
    }
    if (const int rank = tieRank(m.who); rank > 0) {
        lines << tr("Tied at this %1: %2 in the order shown (Ctrl+Up and Ctrl+Down move it, then Confirm)")
                     .arg(unit())
                     .arg(rank);
    }
    return lines.join(QLatin1Char('\n'));
}

QString TimelineModel::spanTip(const engine::TimelineSpan& s) const {
    const QString label = heading(s.label);
    const QString when = s.to ? tr("%1s %2 to %3").arg(unit()).arg(s.from).arg(*s.to - 1)
                              : tr("from %1 %2, until declared otherwise").arg(unit()).arg(s.from);
    switch (s.kind) {
    case engine::TimelineSpan::Kind::Movement:
        return s.next ? tr("%1: %2; next declaration at %3 %4").arg(label, when, unit()).arg(*s.next)
                      : tr("%1: %2").arg(label, when);
    case engine::TimelineSpan::Kind::Hold:
        if (const engine::TimelineMarker* m = marker(s.who); m != nullptr && m->preemptFrom) {
            return tr("%1: %2; may preempt from %3 %4").arg(label, when, unit()).arg(*m->preemptFrom);
        }
        return tr("%1: %2").arg(label, when);
    case engine::TimelineSpan::Kind::Window:
        break;
    }
    return s.to ? tr("%1 open: %2, closes at %3 %4").arg(label, when, unit()).arg(*s.to)
                : tr("%1 open: %2").arg(label, when);
}

QString TimelineModel::name(const std::string& id) const {
    return m_controller.displayName(id);
}

int TimelineModel::tieRank(const std::string& who) const {
    const auto found = std::find(m_tie.begin(), m_tie.end(), who);
    return found == m_tie.end() ? 0 : static_cast<int>(found - m_tie.begin()) + 1;
}

std::optional<int> TimelineModel::now() const {
    return m_timeline ? m_timeline->now : std::nullopt;
}

QString TimelineModel::unit(int count) const {
    const QString word = m_timeline ? q(m_timeline->unit) : tr("tick");
    return count == 1 ? word : word + QStringLiteral("s");
}

int TimelineModel::lastTick() const {
    int last = now().value_or(1);
    if (m_timeline) {
        for (const auto& m : m_timeline->markers) {
            last = std::max({last, m.tick, m.preemptFrom.value_or(0)});
        }
        for (const auto& s : m_timeline->spans) {
            last = std::max({last, s.from, s.to.value_or(0), s.next.value_or(0)});
        }
    }
    return last;
}

QModelIndex TimelineModel::indexOf(const QString& id) const {
    const std::string who = id.toStdString();
    const auto found = std::find(m_rows.begin(), m_rows.end(), who);
    return found == m_rows.end() ? QModelIndex() : index(static_cast<int>(found - m_rows.begin()), 0);
}

QString TimelineModel::headline() const {
    const auto& s = m_controller.state();
    const std::optional<int> current = now();
    if (!m_timeline) {
        return {};
    }
    const QString title = unit().isEmpty() ? unit() : unit().front().toUpper() + unit().mid(1);
    if (!current) {
        return tr("Not started: Start begins the scene at %1 1").arg(unit());
    }
    if (s.ended) {
        return tr("Ended at %1 %2").arg(unit()).arg(*current);
    }
    const auto names = [this](const auto& pick) {
        QStringList out;
        for (const auto& who : m_rows) {
            if (const engine::TimelineMarker* m = marker(who); m != nullptr && pick(*m)) {
                out << name(who);
            }
        }
        return listed(out);
    };
    if (!m_timeline->waiting.empty()) {
        // An attack waits for its answer (or a check for its roll) before anything else.
        return tr("%1 %2 · waiting for %3").arg(title).arg(*current).arg(name(m_timeline->waiting));
    }
    if (!m_tie.empty()) {
        QStringList tied;
        for (const auto& who : m_tie) {
            tied << name(who);
        }
        return tr("%1 %2 · tie: put %3 in order, then Confirm").arg(title).arg(*current).arg(listed(tied));
    }
    if (const QString due = names([](const engine::TimelineMarker& m) { return m.due; }); !due.isEmpty()) {
        return tr("%1 %2 · movement declarations due: %3").arg(title).arg(*current).arg(due);
    }
    if (const QString first = names([](const engine::TimelineMarker& m) { return m.priority; }); !first.isEmpty()) {
        return tr("%1 %2 · priority: %3").arg(title).arg(*current).arg(first);
    }
    return tr("%1 %2 · nobody to act: Advance").arg(title).arg(*current);
}

QString TimelineModel::listed(const QStringList& names) {
    constexpr qsizetype kAll = 6;
    constexpr qsizetype kShown = 5;
    if (names.size() <= kAll) {
        return names.join(QStringLiteral(", "));
    }
    const auto more = static_cast<int>(names.size() - kShown);
    return tr("%1 and %n more", nullptr, more).arg(names.first(kShown).join(QStringLiteral(", ")));
}

QStringList TimelineModel::tieOrder() const {
    QStringList out;
    for (const auto& who : m_tie) {
        out << q(who);
    }
    return out;
}

bool TimelineModel::moveInTie(const QString& id, int step) {
    const auto found = std::find(m_tie.begin(), m_tie.end(), id.toStdString());
    if (found == m_tie.end()) {
        return false;
    }
    const auto at = static_cast<int>(found - m_tie.begin());
    const int to = at + step;
    if (to < 0 || to >= static_cast<int>(m_tie.size())) {
        return false;
    }
    std::swap(m_tie[static_cast<std::size_t>(at)], m_tie[static_cast<std::size_t>(to)]);
    reorder(layout());
    announce(false);
    return true;
}

bool TimelineModel::confirmTie() {
    if (m_tie.empty()) {
        return false;
    }
    engine::commands::Resolve answer;
    answer.choice = m_tie;
    return m_controller.submit(answer).accepted;
}

} // namespace scouter::ui
