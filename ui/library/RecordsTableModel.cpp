// SPDX-License-Identifier: GPL-3.0-or-later
#include "library/RecordsTableModel.h"

#include "CharacterSheet.h"

#include <QColor>
#include <QFont>

#include <algorithm>

namespace scouter::ui {

namespace {

using FieldKind = engine::SheetField::Kind;

[[nodiscard]] QString recordText(const std::string& text) {
    return QString::fromStdString(text);
}

[[nodiscard]] QString choiceLabel(const engine::SheetField& sub, const QString& id) {
    for (const engine::Choice& choice : sub.choices) {
        if (recordText(choice.id) == id) {
            return recordText(choice.label);
        }
    }
    return id;
}

} // namespace

// The views and the model tester ask about invalid indexes too: they simply hold nothing.
bool RecordsTableModel::holds(const QModelIndex& index) const {
    return index.isValid() && index.model() == this && index.row() < rowCount() && index.column() < columnCount();
}

RecordsTableModel::RecordsTableModel(engine::SheetField field, QObject* parent)
    : QAbstractTableModel(parent), m_field(std::move(field)) {}

const engine::SheetField& RecordsTableModel::column(int column) const {
    return m_field.fields.at(static_cast<std::size_t>(column));
}

int RecordsTableModel::columnOf(const QString& key) const {
    for (std::size_t i = 0; i < m_field.fields.size(); ++i) {
        if (recordText(m_field.fields[i].key) == key) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

void RecordsTableModel::setRecords(const QJsonArray& records) {
    beginResetModel();
    m_rows.clear();
    for (const auto& entry : records) {
        m_rows.push_back(entry.toObject());
    }
    m_ruleProblems.clear();
    endResetModel();
}

QJsonArray RecordsTableModel::records() const {
    QJsonArray list;
    for (const QJsonObject& row : m_rows) {
        list.append(row);
    }
    return list;
}

void RecordsTableModel::addRecord(int row) {
    row = std::clamp(row, 0, rowCount());
    insertRows(row, 1);
}

bool RecordsTableModel::moveRecord(int row, int by) {
    const int to = row + by;
    if (row < 0 || row >= rowCount() || to < 0 || to >= rowCount() || by == 0) {
        return false;
    }
    // moveRows names the row before which the moved one lands, counted before the move.
    return moveRows({}, row, 1, {}, by > 0 ? to + 1 : to);
}

void RecordsTableModel::setRuleProblems(std::map<std::pair<int, QString>, QString> problems) {
    if (problems == m_ruleProblems) {
        return;
    }
    m_ruleProblems = std::move(problems);
    if (rowCount() > 0 && columnCount() > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1),
                           {ProblemRole, Qt::ToolTipRole, Qt::BackgroundRole});
    }
}

QString RecordsTableModel::ownProblem(int row, int column) const {
    const engine::SheetField& sub = this->column(column);
    const QString key = recordText(sub.key);
    const QJsonObject& entry = m_rows[static_cast<std::size_t>(row)];
    const QString label = recordText(sub.label);
    if (!entry.contains(key)) {
        return sub.required ? tr("%1 is needed.").arg(label) : QString();
    }
    const QJsonValue value = entry.value(key);
    switch (sub.kind) {
    case FieldKind::Integer: {
        const double number = value.toDouble();
        if (value.isString()) {
            return tr("%1 must be a whole number, not \"%2\".").arg(label, value.toString().left(20));
        }
        if (!value.isDouble() || number != static_cast<double>(value.toInteger())) {
            return tr("%1 must be a whole number.").arg(label);
        }
        return store::CharacterSheet::checkStatValue(sub, value.toInteger());
    }
    case FieldKind::Flag:
        return value.isBool() ? QString() : tr("%1 must be yes or no.").arg(label);
    case FieldKind::Choice:
        return value.isString() ? store::CharacterSheet::checkChoice(sub, value.toString())
                                : tr("%1 must be one of its choices.").arg(label);
    case FieldKind::Text:
    case FieldKind::IntegerList:
    case FieldKind::Records:
        break;
    }
    if (!value.isString()) {
        return tr("%1 must be text.").arg(label);
    }
    const QString text = value.toString();
    if (text.isEmpty() && sub.required) {
        return tr("%1 is needed.").arg(label);
    }
    if (!store::CharacterSheet::textFits(sub, text)) {
        return tr("%1 has at most %2 characters, not %3.")
            .arg(label)
            .arg(sub.maximum)
            .arg(store::CharacterSheet::characters(text));
    }
    if (column == 0 && !text.isEmpty()) {
        for (int other = 0; other < row; ++other) {
            if (m_rows[static_cast<std::size_t>(other)].value(key).toString() == text) {
                return tr("%1 \"%2\" is already used by row %3.").arg(label, text).arg(other + 1);
            }
        }
    }
    return {};
}

QString RecordsTableModel::problem(int row, int column) const {
    QString own = ownProblem(row, column);
    if (!own.isEmpty()) {
        return own;
    }
    const auto found = m_ruleProblems.find({row, recordText(this->column(column).key)});
    return found == m_ruleProblems.end() ? QString() : found->second;
}

QString RecordsTableModel::rowName(int row) const {
    const QString id =
        m_field.fields.empty()
            ? QString()
            : m_rows[static_cast<std::size_t>(row)].value(recordText(m_field.fields.front().key)).toString();
    return id.isEmpty() ? tr("%1, row %2").arg(recordText(m_field.label)).arg(row + 1)
                        : tr("%1, row %2 (%3)").arg(recordText(m_field.label)).arg(row + 1).arg(id);
}

QStringList RecordsTableModel::problems() const {
    QStringList found;
    for (int row = 0; row < rowCount(); ++row) {
        for (int column = 0; column < columnCount(); ++column) {
            const QString text = problem(row, column);
            if (text.isEmpty()) {
                continue;
            }
            const QString label = recordText(this->column(column).label);
            found << (text.startsWith(label) ? tr("%1: %2").arg(rowName(row), text)
                                             : tr("%1, %2: %3").arg(rowName(row), label, text));
        }
    }
    return found;
}

QString RecordsTableModel::freeId() const {
    QString stem = recordText(m_field.key);
    if (stem.endsWith(QLatin1Char('s'))) {
        stem.chop(1);
    }
    const QString key = recordText(m_field.fields.front().key);
    for (int n = 1;; ++n) {
        QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        const bool used = std::any_of(m_rows.begin(), m_rows.end(),
                                      [&](const QJsonObject& row) { return row.value(key).toString() == id; });
        if (!used) {
            return id;
        }
    }
}

int RecordsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RecordsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_field.fields.size());
}

QVariant RecordsTableModel::data(const QModelIndex& index, int role) const {
    if (!holds(index)) {
        return {};
    }
    const engine::SheetField& sub = column(index.column());
    const QString key = recordText(sub.key);
    const QJsonObject& entry = m_rows[static_cast<std::size_t>(index.row())];
    const bool given = entry.contains(key);
    const QJsonValue value = entry.value(key);
    switch (role) {
    case Qt::DisplayRole:
        switch (sub.kind) {
        case FieldKind::Integer:
            return given ? QVariant(value.toVariant()) : QVariant(sub.initial);
        case FieldKind::Choice:
            return choiceLabel(sub, given ? value.toString()
                                          : (sub.choices.empty() ? QString() : recordText(sub.choices.front().id)));
        case FieldKind::Flag:
            return {};
        default:
            return value.toVariant();
        }
    case Qt::EditRole:
        switch (sub.kind) {
        case FieldKind::Integer:
            return given ? QVariant(value.toVariant()) : QVariant(sub.initial);
        case FieldKind::Choice:
            return given ? value.toString() : (sub.choices.empty() ? QString() : recordText(sub.choices.front().id));
        case FieldKind::Flag:
            return value.toBool();
        default:
            return value.toString();
        }
    case Qt::CheckStateRole:
        return sub.kind == FieldKind::Flag ? QVariant(value.toBool() ? Qt::Checked : Qt::Unchecked) : QVariant();
    case Qt::FontRole:
        // A key left out shows the rules' default, in italics: it is not stored.
        if (!given && sub.kind != FieldKind::Flag && sub.kind != FieldKind::Text) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        const QString problem = this->problem(index.row(), index.column());
        const QString help = recordText(sub.help);
        const QString bounds =
            sub.kind == FieldKind::Integer ? tr(" (%1 to %2)").arg(sub.minimum).arg(sub.maximum) : QString();
        return problem.isEmpty() ? help + bounds : problem + QLatin1Char('\n') + help + bounds;
    }
    case Qt::BackgroundRole:
        return problem(index.row(), index.column()).isEmpty() ? QVariant() : QVariant(QColor(198, 40, 40, 70));
    case ProblemRole:
        return problem(index.row(), index.column());
    default:
        return {};
    }
}

bool RecordsTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!holds(index)) {
        return false;
    }
    const engine::SheetField& sub = column(index.column());
    const QString key = recordText(sub.key);
    QJsonObject& entry = m_rows[static_cast<std::size_t>(index.row())];
    const QJsonObject before = entry;
    if (sub.kind == FieldKind::Flag) {
        if (role != Qt::CheckStateRole && role != Qt::EditRole) {
            return false;
        }
        const bool on = role == Qt::CheckStateRole ? value.toInt() == Qt::Checked : value.toBool();
        entry.insert(key, on);
    } else if (role != Qt::EditRole) {
        return false;
    } else if (!value.isValid() || value.toString().isEmpty()) {
        entry.remove(key);
    } else if (sub.kind == FieldKind::Integer) {
        // A typographic minus (−3, pasted from a document) is the sign too. What is no whole number
        // is kept as typed, and the cell says so (ownProblem), rather than dropped.
        QString text = value.toString().trimmed();
        text.replace(QChar(0x2212), QLatin1Char('-'));
        bool ok = false;
        const qlonglong number = text.toLongLong(&ok);
        entry.insert(key, ok ? QJsonValue(number) : QJsonValue(text));
    } else {
        entry.insert(key, value.toString());
    }
    if (entry == before) {
        return true;
    }
    // The first key is the entry's id: another row's "already used" may change with it.
    const QModelIndex first = index.column() == 0 ? this->index(0, 0) : index;
    const QModelIndex last = index.column() == 0 ? this->index(rowCount() - 1, 0) : index;
    Q_EMIT dataChanged(first, last);
    return true;
}

Qt::ItemFlags RecordsTableModel::flags(const QModelIndex& index) const {
    if (!holds(index)) {
        return Qt::NoItemFlags;
    }
    const Qt::ItemFlags base = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    return column(index.column()).kind == FieldKind::Flag ? base | Qt::ItemIsUserCheckable : base | Qt::ItemIsEditable;
}

QVariant RecordsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        return role == Qt::DisplayRole ? QVariant(section + 1) : QVariant();
    }
    if (section < 0 || section >= columnCount()) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        return recordText(column(section).label);
    }
    if (role == Qt::ToolTipRole) {
        return recordText(column(section).help);
    }
    return {};
}

bool RecordsTableModel::insertRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1 || m_field.fields.empty() ||
        rowCount() + count > m_field.maximum) {
        return false;
    }
    beginInsertRows({}, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        QJsonObject entry;
        for (const engine::SheetField& sub : m_field.fields) {
            if (!sub.required) {
                continue;
            }
            if (sub.kind == FieldKind::Choice && !sub.choices.empty()) {
                entry.insert(recordText(sub.key), recordText(sub.choices.front().id));
            } else if (sub.kind == FieldKind::Integer) {
                entry.insert(recordText(sub.key), sub.initial);
            } else if (sub.kind == FieldKind::Flag) {
                entry.insert(recordText(sub.key), false);
            }
        }
        const int at = row + i;
        m_rows.insert(m_rows.begin() + at, entry);
        // One at a time: the next one's free id sees this one's.
        if (m_field.fields.front().kind == FieldKind::Text) {
            m_rows[static_cast<std::size_t>(at)].insert(recordText(m_field.fields.front().key), freeId());
        }
    }
    m_ruleProblems.clear();
    endInsertRows();
    return true;
}

bool RecordsTableModel::removeRows(int row, int count, const QModelIndex& parent) {
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount()) {
        return false;
    }
    beginRemoveRows({}, row, row + count - 1);
    m_rows.erase(m_rows.begin() + row, m_rows.begin() + row + count);
    m_ruleProblems.clear();
    endRemoveRows();
    return true;
}

bool RecordsTableModel::moveRows(const QModelIndex& sourceParent, int sourceRow, int count,
                                 const QModelIndex& destinationParent, int destinationChild) {
    if (sourceParent.isValid() || destinationParent.isValid() || count < 1 || sourceRow < 0 ||
        sourceRow + count > rowCount() || destinationChild < 0 || destinationChild > rowCount() ||
        (destinationChild >= sourceRow && destinationChild <= sourceRow + count)) {
        return false;
    }
    if (!beginMoveRows({}, sourceRow, sourceRow + count - 1, {}, destinationChild)) {
        return false;
    }
    std::vector<QJsonObject> moved(m_rows.begin() + sourceRow, m_rows.begin() + sourceRow + count);
    m_rows.erase(m_rows.begin() + sourceRow, m_rows.begin() + sourceRow + count);
    const int at = destinationChild > sourceRow ? destinationChild - count : destinationChild;
    m_rows.insert(m_rows.begin() + at, moved.begin(), moved.end());
    m_ruleProblems.clear();
    endMoveRows();
    return true;
}

} // namespace scouter::ui
