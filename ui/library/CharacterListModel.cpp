#include "library/CharacterListModel.h"

#include "CharacterSheet.h"
#include "rules/RulesetRegistry.h"

#include <limits>

namespace scouter::ui {

namespace {

// A sheet without the stat (another ruleset's) shows nothing there and sorts below every number.
[[nodiscard]] QVariant stat(const store::Character& c, const char* key, int role) {
    const QJsonValue value = c.stats.value(QLatin1String(key));
    return value.isDouble()                       ? QVariant(value.toInt())
           : role == CharacterListModel::SortRole ? QVariant(std::numeric_limits<int>::min())
                                                  : QVariant();
}

} // namespace

CharacterListModel::CharacterListModel(QObject* parent) : QAbstractTableModel(parent) {}

void CharacterListModel::setCharacters(std::vector<store::Character> characters) {
    beginResetModel();
    m_characters = std::move(characters);
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

int CharacterListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_characters.size());
}

int CharacterListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
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
        case Tier:
            return stat(c, "tier", role);
        case Life:
            return stat(c, "life", role);
        case Ki:
            return stat(c, "ki", role);
        case Notes:
            return role == SortRole ? c.notes : c.notes.section(QLatin1Char('\n'), 0, 0);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return index.column() == Notes && !c.notes.isEmpty() ? QVariant(c.notes) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() >= Tier && index.column() <= Ki ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
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
    case Tier:
        return tr("Tier");
    case Life:
        return tr("Life");
    case Ki:
        return tr("Ki");
    case Notes:
        return tr("Notes");
    default:
        return {};
    }
}

} // namespace scouter::ui
