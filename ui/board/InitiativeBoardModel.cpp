// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/InitiativeBoardModel.h"
#include "StdText.h"

#include "EventNarrator.h"
#include "encounter/EncounterController.h"
#include "rules/InitiativeEntry.h"

#include <QBrush>
#include <QFont>
#include <QPalette>
#include <QPoint>

#include <QColor>

#include <algorithm>
#include <utility>
#include <variant>

namespace scouter::ui {

namespace {

// Whether two rows' cells are drawn alike: their values, words, tones and chips. Tooltips are read
// when hovered, not drawn, and some name what changes on every command.
bool sameLook(const std::vector<engine::BoardCell>& a, const std::vector<engine::BoardCell>& b) {
    const auto sameChip = [](const engine::BoardChip& x, const engine::BoardChip& y) {
        return x.text == y.text && x.tone == y.tone;
    };
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [&](const engine::BoardCell& x, const engine::BoardCell& y) {
                          return x.value == y.value && x.maximum == y.maximum && x.text == y.text && x.tone == y.tone &&
                                 std::equal(x.chips.begin(), x.chips.end(), y.chips.begin(), y.chips.end(), sameChip);
                      });
}

} // namespace

InitiativeBoardModel::InitiativeBoardModel(EncounterController& controller, QObject* parent)
    : TwoLevelItemModel(parent), m_controller(controller), m_columns(controller.encounter().ruleset().boardColumns()),
      m_rows(boardOrder(controller.state())) {
    connect(&m_controller, &EncounterController::stateChanged, this, &InitiativeBoardModel::sync);
    connect(&m_controller, &EncounterController::targetChanged, this, &InitiativeBoardModel::sync);
    connect(&m_controller, &EncounterController::selectionChanged, this, [this] { m_target.reset(); });
}

const QString& InitiativeBoardModel::targetNow() const {
    // Asked for every row's name as the view lays the rows out: the nearest Opponent is worked out
    // once per change, not once per row (it sorts everyone by distance).
    if (!m_target) {
        m_target = m_controller.target();
    }
    return *m_target;
}

const engine::EncounterState& InitiativeBoardModel::state() const {
    return m_controller.state();
}

void InitiativeBoardModel::sync() {
    m_cells.clear();
    m_target.reset();
    std::vector<Row> rows = boardOrder(state());
    const bool sameShape =
        std::equal(rows.begin(), rows.end(), m_rows.begin(), m_rows.end(),
                   [](const Row& a, const Row& b) { return a.slot == b.slot && a.members == b.members; });
    if (!sameShape && !isPermutation(rows)) {
        beginResetModel();
        m_rows = std::move(rows);
        m_facts.clear();
        endResetModel();
        Q_EMIT namesChanged();
        return;
    }
    if (!sameShape) {
        // A re-sort: the same rows in a new order. Moving the persistent indexes keeps the view's
        // selection, expansion and an open initiative editor on the rows they belong to.
        Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
        const QModelIndexList before = persistentIndexList();
        const std::vector<Row> oldRows = std::exchange(m_rows, std::move(rows));
        const auto newRowOf = [this](const std::string& slot) {
            const auto at = std::find_if(m_rows.begin(), m_rows.end(), [&](const Row& r) { return r.slot == slot; });
            return static_cast<int>(at - m_rows.begin());
        };
        QModelIndexList after;
        after.reserve(before.size());
        for (const QModelIndex& index : before) {
            if (isTopLevel(index)) {
                after.append(
                    this->index(newRowOf(oldRows[static_cast<std::size_t>(index.row())].slot), index.column()));
            } else {
                const int parentRow = newRowOf(oldRows[static_cast<std::size_t>(topLevelRowOf(index))].slot);
                after.append(this->index(index.row(), index.column(), this->index(parentRow, 0)));
            }
        }
        changePersistentIndexList(before, after);
        Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
    }
    if (!m_shown) {
        m_facts.clear();
        return;
    }
    // Only the rows that look different are announced: the view works out the height of every row
    // it is told of, and after one command most of a board of 200 looks the same.
    const int lastColumn = columnCount() - 1;
    const bool all = !sameShape;
    bool names = all;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const QModelIndex top = index(static_cast<int>(i), 0);
        if (remark(m_rows[i].slot, top, names) || all) {
            Q_EMIT dataChanged(top, top.siblingAtColumn(lastColumn));
        }
        for (std::size_t m = 0; m < m_rows[i].members.size(); ++m) {
            const QModelIndex member = index(static_cast<int>(m), 0, top);
            if (remark(m_rows[i].slot + '/' + m_rows[i].members[m], member, names) || all) {
                Q_EMIT dataChanged(member, member.siblingAtColumn(lastColumn));
            }
        }
    }
    if (names) {
        Q_EMIT namesChanged();
    }
}

bool InitiativeBoardModel::RowFacts::sameName(const RowFacts& other) const {
    return id == other.id && name == other.name && leftReason == other.leftReason && group == other.group &&
           active == other.active && surprised == other.surprised && defeated == other.defeated &&
           hidden == other.hidden && current == other.current && answers == other.answers &&
           targeted == other.targeted && standing == other.standing && members == other.members;
}

InitiativeBoardModel::RowFacts InitiativeBoardModel::factsOf(const QModelIndex& row) const {
    const auto& s = state();
    RowFacts facts;
    const Row& shown = m_rows[static_cast<std::size_t>(topLevelRowOf(row))];
    const engine::Slot* slot = s.findSlot(shown.slot);
    if (slot != nullptr) {
        facts.hasInitiative = slot->hasInitiative;
        facts.initiative = slot->initiative;
    }
    const engine::Combatant* c = combatantAt(row);
    if (c == nullptr) {
        facts.group = true;
        facts.id = shown.slot;
        if (slot != nullptr) {
            facts.active = slot->active;
            facts.current = s.current == slot->id;
            facts.members = slot->members.size();
            for (const auto& id : slot->members) {
                if (const engine::Combatant* member = s.find(id); member != nullptr && s.isStanding(*member)) {
                    ++facts.standing;
                }
            }
        }
        return facts;
    }
    facts.id = c->id;
    facts.name = c->name;
    facts.leftReason = c->leftReason;
    facts.active = c->active;
    facts.surprised = c->surprised;
    facts.defeated = c->active && !s.isStanding(*c);
    facts.hidden = s.isHidden(c->id);
    facts.current = s.current == c->slot && c->active;
    facts.answers = std::find(s.offers.begin(), s.offers.end(), c->id) != s.offers.end();
    facts.targeted = targetNow() == q(c->id);
    facts.ownSlot = slot != nullptr && slot->members.size() == 1;
    return facts;
}

bool InitiativeBoardModel::remark(const std::string& key, const QModelIndex& row, bool& names) {
    RowFacts facts = factsOf(row);
    // The ruleset's cells are compared where they are kept, and copied only when they changed.
    const std::vector<engine::BoardCell>* cells = nullptr;
    if (!facts.group && !m_columns.empty()) {
        (void)cell(facts.id, 0);
        cells = &m_cells.at(facts.id);
    }
    const auto known = m_facts.find(key);
    const bool sameCells = known != m_facts.end() &&
                           (cells == nullptr ? known->second.cells.empty() : sameLook(known->second.cells, *cells));
    if (known != m_facts.end() && sameCells) {
        // The rest compared with both rows' cells set aside (facts has none yet).
        std::vector<engine::BoardCell> kept = std::exchange(known->second.cells, {});
        const bool same = known->second == facts;
        facts.cells = std::move(kept);
        if (same) {
            known->second.cells = std::move(facts.cells);
            return false;
        }
    } else if (cells != nullptr) {
        facts.cells = *cells;
    }
    if (known == m_facts.end()) {
        names = true;
        m_facts.emplace(key, std::move(facts));
        return true;
    }
    names = names || !known->second.sameName(facts);
    known->second = std::move(facts);
    return true;
}

void InitiativeBoardModel::setShown(bool shown) {
    if (shown == m_shown) {
        return;
    }
    m_shown = shown;
    if (!shown) {
        return;
    }
    const int lastColumn = columnCount() - 1;
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const QModelIndex top = index(static_cast<int>(i), 0);
        bool names = true;
        (void)remark(m_rows[i].slot, top, names);
        Q_EMIT dataChanged(top, top.siblingAtColumn(lastColumn));
        for (std::size_t m = 0; m < m_rows[i].members.size(); ++m) {
            const QModelIndex member = index(static_cast<int>(m), 0, top);
            (void)remark(m_rows[i].slot + '/' + m_rows[i].members[m], member, names);
            Q_EMIT dataChanged(member, member.siblingAtColumn(lastColumn));
        }
    }
    Q_EMIT namesChanged();
}

int InitiativeBoardModel::mostPips(int section) const {
    // Every combatant's cell, in a closed group too (read once per state, as the rows paint them).
    int most = 0;
    const engine::BoardColumn* described = rulesetColumn(section);
    if (described == nullptr) {
        return most;
    }
    const auto column = static_cast<std::size_t>(section - FirstRulesetColumn);
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const QModelIndex top = index(static_cast<int>(i), 0);
        if (const engine::Combatant* c = combatantAt(top)) {
            most = std::max(most, cell(c->id, column).maximum);
        }
        for (const auto& member : m_rows[i].members) {
            if (state().find(member) != nullptr) {
                most = std::max(most, cell(member, column).maximum);
            }
        }
    }
    return most;
}

bool InitiativeBoardModel::isPermutation(const std::vector<Row>& rows) const {
    return rows.size() == m_rows.size() && std::all_of(rows.begin(), rows.end(), [this](const Row& row) {
               return std::any_of(m_rows.begin(), m_rows.end(),
                                  [&](const Row& old) { return old.slot == row.slot && old.members == row.members; });
           });
}

int InitiativeBoardModel::columnCount(const QModelIndex& parent) const {
    (void)parent;
    return FirstRulesetColumn + static_cast<int>(m_columns.size());
}

int InitiativeBoardModel::columnOf(const std::string& id) const {
    for (std::size_t i = 0; i < m_columns.size(); ++i) {
        if (m_columns[i].id == id) {
            return FirstRulesetColumn + static_cast<int>(i);
        }
    }
    return -1;
}

const engine::BoardColumn* InitiativeBoardModel::rulesetColumn(int section) const {
    const int i = section - FirstRulesetColumn;
    return i >= 0 && i < static_cast<int>(m_columns.size()) ? &m_columns[static_cast<std::size_t>(i)] : nullptr;
}

const engine::BoardCell& InitiativeBoardModel::cell(const std::string& who, std::size_t column) const {
    auto [at, fresh] = m_cells.try_emplace(who);
    if (fresh) {
        const engine::Ruleset& ruleset = m_controller.encounter().ruleset();
        at->second.reserve(m_columns.size());
        for (const auto& described : m_columns) {
            at->second.push_back(ruleset.boardCell(state(), who, described.id));
        }
    }
    return at->second[column];
}

QVariant InitiativeBoardModel::cellData(const engine::Combatant& c, int section, int role) const {
    const engine::BoardColumn* described = rulesetColumn(section);
    if (described == nullptr) {
        return {};
    }
    const engine::BoardCell& shown = cell(c.id, static_cast<std::size_t>(section - FirstRulesetColumn));
    using Kind = engine::BoardColumn::Kind;
    switch (role) {
    case KindRole:
        return static_cast<int>(described->kind);
    case BarRole:
        if (described->kind == Kind::Bar || described->kind == Kind::Pips) {
            return QPoint(shown.value, shown.maximum);
        }
        return {};
    case ToneRole:
        return static_cast<int>(shown.tone);
    case ChipsRole:
    case ChipTonesRole:
    case ChipTipsRole: {
        if (described->kind != Kind::Chips) {
            return {};
        }
        QStringList texts;
        QVariantList tones;
        for (const auto& chip : shown.chips) {
            texts.append(role == ChipTipsRole ? q(chip.tooltip) : q(chip.text));
            tones.append(static_cast<int>(chip.tone));
        }
        return role == ChipTonesRole ? QVariant(tones) : QVariant(texts);
    }
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (!shown.text.empty() || described->kind == Kind::Text) {
            return q(shown.text);
        }
        if (described->kind == Kind::Chips) {
            QStringList texts;
            for (const auto& chip : shown.chips) {
                texts.append(q(chip.text));
            }
            return texts.join(QStringLiteral(", "));
        }
        return QStringLiteral("%1/%2").arg(shown.value).arg(shown.maximum);
    case Qt::ToolTipRole:
        if (!shown.tooltip.empty()) {
            return q(shown.tooltip);
        }
        return {};
    default:
        return {};
    }
}

const engine::Combatant* InitiativeBoardModel::combatantAt(const QModelIndex& index) const {
    if (isTopLevel(index)) {
        const Row& row = m_rows[static_cast<std::size_t>(index.row())];
        if (!row.members.empty()) {
            return nullptr;
        }
        const engine::Slot* slot = state().findSlot(row.slot);
        return slot != nullptr && !slot->members.empty() ? state().find(slot->members.front()) : nullptr;
    }
    const Row& row = m_rows[static_cast<std::size_t>(topLevelRowOf(index))];
    return state().find(row.members[static_cast<std::size_t>(index.row())]);
}

QVariant InitiativeBoardModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid()) {
        return {};
    }
    const Row& row = m_rows[static_cast<std::size_t>(topLevelRowOf(index))];
    const engine::Slot* slot = state().findSlot(row.slot);
    if (const engine::Combatant* c = combatantAt(index)) {
        return combatantData(*c, slot, index.column(), role);
    }
    return slotData(row, index.column(), role);
}

void InitiativeBoardModel::multiData(const QModelIndex& index, QModelRoleDataSpan roleDataSpan) const {
    if (!index.isValid()) {
        for (QModelRoleData& data : roleDataSpan) {
            data.clearData();
        }
        return;
    }
    const Row& row = m_rows[static_cast<std::size_t>(topLevelRowOf(index))];
    if (const engine::Combatant* c = combatantAt(index)) {
        const engine::Slot* slot = state().findSlot(row.slot);
        for (QModelRoleData& data : roleDataSpan) {
            data.setData(combatantData(*c, slot, index.column(), data.role()));
        }
        return;
    }
    for (QModelRoleData& data : roleDataSpan) {
        data.setData(slotData(row, index.column(), data.role()));
    }
}

QVariant InitiativeBoardModel::slotData(const Row& row, int column, int role) const {
    const auto& s = state();
    const engine::Slot* slot = s.findSlot(row.slot);
    if (slot == nullptr) {
        return {};
    }
    int standing = 0;
    for (const auto& id : slot->members) {
        if (const engine::Combatant* c = s.find(id); c != nullptr && s.isStanding(*c)) {
            ++standing;
        }
    }
    switch (role) {
    case IdRole:
    case SlotRole:
        return q(slot->id);
    case GroupRole:
        return true;
    case CurrentRole:
        return s.current == slot->id;
    case LeftRole:
        return !slot->active;
    case DefeatedRole:
        return slot->active && standing == 0;
    case Qt::FontRole:
        if (s.current == slot->id) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::DisplayRole:
    case Qt::EditRole:
        if (column == Initiative) {
            return initiativeText(*slot, role);
        }
        if (column == Name) {
            return QStringLiteral("%1 (%2/%3)")
                .arg(store::EventNarrator::title(slot->id))
                .arg(standing)
                .arg(slot->members.size());
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Initiative) {
            return tr("Type the total, or d7 for a natural 7 (the rules add the modifiers)");
        }
        return tr("A group: its members share one initiative and act in any order in its turn");
    default:
        return {};
    }
}

QVariant InitiativeBoardModel::combatantData(const engine::Combatant& c, const engine::Slot* slot, int column,
                                             int role) const {
    const auto& s = state();
    const bool defeated = c.active && !s.isStanding(c);
    const bool ownSlot = slot != nullptr && slot->members.size() == 1;
    const bool mayAnswer = std::find(s.offers.begin(), s.offers.end(), c.id) != s.offers.end();
    switch (role) {
    case IdRole:
        return q(c.id);
    case SlotRole:
        return q(c.slot);
    case GroupRole:
        return false;
    case CurrentRole:
        return s.current == c.slot && c.active;
    case DefeatedRole:
        return defeated;
    case HiddenRole:
        return s.isHidden(c.id);
    case SurprisedRole:
        return c.surprised;
    case LeftRole:
        return !c.active;
    case OfferRole:
        return mayAnswer;
    case Qt::BackgroundRole:
        if (mayAnswer) {
            return QColor(0xff, 0xa0, 0x00, 70); // the offered reaction's amber, as its pips
        }
        return {};
    case KindRole:
    case BarRole:
    case ToneRole:
    case ChipsRole:
    case ChipTonesRole:
    case ChipTipsRole:
        return cellData(c, column, role);
    case Qt::FontRole: {
        QFont font;
        font.setBold(s.current == c.slot && c.active);
        font.setItalic(s.isHidden(c.id));
        font.setStrikeOut(defeated || !c.active);
        return font;
    }
    case Qt::ForegroundRole:
        if (defeated || !c.active) {
            return QPalette().brush(QPalette::Disabled, QPalette::Text);
        }
        return {};
    case Qt::DisplayRole:
    case Qt::EditRole:
        switch (column) {
        case Initiative:
            if (!ownSlot) {
                return {};
            }
            return initiativeText(*slot, role);
        case Name: {
            QString name = q(c.name.empty() ? c.id : c.name);
            if (c.surprised) {
                name += tr(" · surprised");
            }
            if (!c.active) {
                name += tr(" · %1").arg(q(c.leftReason));
            }
            // Marks, not words, so the name stays whole in its column; the tooltip says them.
            if (targetNow() == q(c.id)) {
                name += tr(" ◎");
            }
            if (mayAnswer) {
                name += tr(" ⚡");
            }
            return name;
        }
        default:
            return cellData(c, column, role);
        }
    case Qt::ToolTipRole:
        if (column == Initiative && ownSlot) {
            return tr("Type the total, or d7 for a natural 7 (the rules add the modifiers)");
        }
        if (column >= FirstRulesetColumn) {
            return cellData(c, column, role);
        }
        if (column == Name) {
            QStringList marks;
            if (targetNow() == q(c.id)) {
                marks.append(tr("◎ The target of %1").arg(m_controller.displayName(m_controller.selected())));
            }
            if (mayAnswer) {
                marks.append(tr("⚡ May answer %1 %2 with a %3")
                                 .arg(store::EventNarrator::possessive(store::EventNarrator::name(s.offerActor, s)),
                                      m_controller.words().maneuver(s.offerKind), m_controller.words().offerName()));
            }
            return marks.isEmpty() ? QVariant() : QVariant(marks.join(QLatin1Char('\n')));
        }
        return {};
    default:
        return {};
    }
}

// Text for both roles, so the editor is a line edit that also takes "d7"; empty to edit when unset.
QVariant InitiativeBoardModel::initiativeText(const engine::Slot& slot, int role) {
    if (!slot.hasInitiative) {
        return role == Qt::EditRole ? QString() : QStringLiteral("—");
    }
    return QString::number(slot.initiative);
}

QVariant InitiativeBoardModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != WidestRole)) {
        return {};
    }
    if (role == WidestRole) {
        const engine::BoardColumn* described = rulesetColumn(section);
        return described != nullptr ? q(described->widest) : QString();
    }
    if (const engine::BoardColumn* described = rulesetColumn(section)) {
        return q(role == Qt::ToolTipRole ? described->help : described->label);
    }
    if (role == Qt::ToolTipRole) {
        return section == Initiative ? tr("Initiative: type the total, or d7 for a natural 7") : QVariant();
    }
    switch (section) {
    case Initiative:
        return tr("Init");
    case Name:
        return tr("Name");
    default:
        return {};
    }
}

Qt::ItemFlags InitiativeBoardModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == Initiative && isTopLevel(index) && !state().ended) {
        flags |= Qt::ItemIsEditable;
    }
    return flags;
}

std::variant<engine::Command, QString> InitiativeBoardModel::initiativeCommand(const QModelIndex& index,
                                                                               const QString& text) const {
    if (!index.isValid() || !isTopLevel(index)) {
        return tr("Initiative is entered on the slot's row");
    }
    const std::string& slot = m_rows[static_cast<std::size_t>(index.row())].slot;
    const QString name = store::EventNarrator::name(slot, state());
    auto parsed = engine::InitiativeEntry::parse(slot, text.toStdString());
    if (const auto* refusal = std::get_if<std::string>(&parsed)) {
        return tr("Initiative for %1: %2").arg(name, q(*refusal));
    }
    // The ruleset holds a typed total or face to what its dice allow, and says the range.
    const engine::CommandProbe probe = m_controller.judge(std::get<engine::Command>(parsed));
    if (!probe.accepted) {
        return tr("Initiative for %1: %2").arg(name, q(probe.message));
    }
    return std::get<engine::Command>(std::move(parsed));
}

QString InitiativeBoardModel::initiativeProblem(const QModelIndex& index, const QString& text) const {
    const auto checked = initiativeCommand(index, text);
    const auto* problem = std::get_if<QString>(&checked);
    return problem != nullptr ? *problem : QString();
}

bool InitiativeBoardModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable)) {
        return false;
    }
    const auto checked = initiativeCommand(index, value.toString());
    if (const auto* problem = std::get_if<QString>(&checked)) {
        Q_EMIT initiativeRefused(*problem);
        return false;
    }
    const engine::CommandResult result = m_controller.submit(std::get<engine::Command>(checked));
    if (!result.accepted) {
        Q_EMIT initiativeRefused(q(result.message));
    }
    return result.accepted;
}

QModelIndex InitiativeBoardModel::indexOf(const QString& id) const {
    const std::string wanted = id.toStdString();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const Row& row = m_rows[i];
        if (row.slot == wanted) {
            return index(static_cast<int>(i), 0);
        }
        for (std::size_t m = 0; m < row.members.size(); ++m) {
            if (row.members[m] == wanted) {
                return index(static_cast<int>(m), 0, index(static_cast<int>(i), 0));
            }
        }
        if (row.members.empty()) {
            if (const engine::Slot* slot = state().findSlot(row.slot);
                slot != nullptr && !slot->members.empty() && slot->members.front() == wanted) {
                return index(static_cast<int>(i), 0);
            }
        }
    }
    return {};
}

QString InitiativeBoardModel::headline() const {
    const auto& s = state();
    if (s.ended) {
        return tr("Ended: %1").arg(store::EventNarrator::title(s.outcome));
    }
    if (!s.started) {
        return tr("Not started: enter initiative (or leave it to the dice), then Start");
    }
    // The moment as the ruleset counts it ("Round 2", "Surprise round").
    QString text = q(m_controller.encounter().ruleset().moment(s).label);
    if (const QString turn = q(m_controller.words().terms().turn); !s.current.empty() && !turn.isEmpty()) {
        text += tr(" · %1 %2").arg(store::EventNarrator::possessive(store::EventNarrator::name(s.current, s)), turn);
    }
    return text;
}

} // namespace scouter::ui
