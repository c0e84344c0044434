// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/CharacterListModel.h"

#include "CharacterSheet.h"
#include "rules/RulesetRegistry.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>
#include <limits>
#include <set>

namespace scouter::ui {

namespace {

// The summary fields of the rulesets `characters` are of, in the registry's order, each key once.
[[nodiscard]] std::vector<engine::SheetField> summaryFields(const std::vector<store::Character>& characters) {
    std::set<QString> listed;
    for (const auto& c : characters) {
        listed.insert(c.ruleset);
    }
    std::vector<engine::SheetField> fields;
    for (const auto& name : store::CharacterSheet::registry().available()) {
        const QString ruleset = QString::fromStdString(name);
        if (!listed.contains(ruleset)) {
            continue;
        }
        const store::CharacterSheet sheet(ruleset);
        for (const auto& field : sheet.fields()) {
            const bool known = std::any_of(fields.begin(), fields.end(),
                                           [&field](const engine::SheetField& f) { return f.key == field.key; });
            if (field.summary && !known) {
                fields.push_back(field);
            }
        }
    }
    return fields;
}

} // namespace

CharacterListModel::CharacterListModel(QObject* parent) : QAbstractTableModel(parent) {}

void CharacterListModel::setCharacters(std::vector<store::Character> characters) {
    beginResetModel();
    m_characters = std::move(characters);
    m_summary = summaryFields(m_characters);
    endResetModel();
}

const store::Character* CharacterListModel::find(qint64 id) const {
    const auto it =
        std::find_if(m_characters.begin(), m_characters.end(), [id](const store::Character& c) { return c.id == id; });
    return it == m_characters.end() ? nullptr : &*it;
}

QModelIndex CharacterListModel::indexOf(qint64 id) const {
    for (std::size_t row = 0; row < m_characters.size(); ++row) {
        if (m_characters[row].id == id) {
            return index(static_cast<int>(row), 0);
        }
    }
    return {};
}

int CharacterListModel::columnOf(const QString& key) const {
    for (std::size_t i = 0; i < m_summary.size(); ++i) {
        if (QString::fromStdString(m_summary[i].key) == key) {
            return FirstSummary + static_cast<int>(i);
        }
    }
    return -1;
}

// A sheet without the field (another ruleset's) shows nothing there and sorts below every number.
// A list of records (the weapons) shows its entries' ids and sorts by how many there are; a word
// shows its choice's label.
QVariant CharacterListModel::summaryValue(const store::Character& c, int column, int role) const {
    const auto& field = m_summary[static_cast<std::size_t>(column - FirstSummary)];
    const QJsonValue value = c.stats.value(QString::fromStdString(field.key));
    if (field.kind == engine::SheetField::Kind::Records && value.isArray()) {
        const QJsonArray entries = value.toArray();
        if (role == CharacterListModel::SortRole) {
            return static_cast<int>(entries.size());
        }
        QStringList ids;
        const QString idKey = field.fields.empty() ? QString() : QString::fromStdString(field.fields.front().key);
        for (const auto& entry : entries) {
            ids << entry.toObject().value(idKey).toString();
        }
        return ids.join(QStringLiteral(", "));
    }
    if (value.isString()) {
        for (const engine::Choice& choice : field.choices) {
            if (QString::fromStdString(choice.id) == value.toString()) {
                return QString::fromStdString(choice.label);
            }
        }
        return value.toString();
    }
    return value.isDouble()                       ? QVariant(value.toInt())
           : role == CharacterListModel::SortRole ? QVariant(std::numeric_limits<int>::min())
                                                  : QVariant();
}

int CharacterListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_characters.size());
}

int CharacterListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : notesColumn() + 1;
}

QVariant CharacterListModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) {
        return {};
    }
    const store::Character& c = m_characters[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case SortRole:
        switch (index.column()) {
        case Name:
            return c.name;
        case Kind:
            return c.kind == store::CharacterKind::Pc ? tr("PC") : tr("NPC");
        case Ruleset:
            return QString::fromStdString(store::CharacterSheet::registry().title(c.ruleset.toStdString()));
        default:
            if (index.column() == notesColumn()) {
                return role == SortRole ? c.notes : c.notes.section(QLatin1Char('\n'), 0, 0);
            }
            return summaryValue(c, index.column(), role);
        }
    case Qt::ToolTipRole:
        if (index.column() == Ruleset) { // which rules of its system: its current or legacy ones
            return QString::fromStdString(store::CharacterSheet::registry().description(c.ruleset.toStdString()));
        }
        return index.column() == notesColumn() && !c.notes.isEmpty() ? QVariant(c.notes) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= FirstSummary && index.column() < notesColumn() &&
                       m_summary[static_cast<std::size_t>(index.column() - FirstSummary)].kind ==
                           engine::SheetField::Kind::Integer
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant();
    case IdRole:
        return c.id;
    case SearchRole:
        return c.name + QLatin1Char('\n') + c.notes;
    case KindRole:
        return static_cast<int>(c.kind);
    default:
        return {};
    }
}

QVariant CharacterListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Name:
        return tr("Name");
    case Kind:
        return tr("Kind");
    case Ruleset:
        return tr("Ruleset");
    default:
        if (section == notesColumn()) {
            return tr("Notes");
        }
        if (section > Ruleset && section < notesColumn()) {
            return QString::fromStdString(m_summary[static_cast<std::size_t>(section - FirstSummary)].label);
        }
        return {};
    }
}

} // namespace scouter::ui
