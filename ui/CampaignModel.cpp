// SPDX-License-Identifier: GPL-3.0-or-later
#include "CampaignModel.h"

#include <QFont>
#include <QStringList>

#include <utility>

namespace scouter::ui {

namespace {

// Section rows carry internal id 0; a record's row carries its section's number plus one, which
// is all parent() needs, so no pointers into the overview's vectors are kept in the indexes.
constexpr quintptr kSectionId = 0;

[[nodiscard]] quintptr recordId(CampaignModel::Section section) {
    return static_cast<quintptr>(section) + 1;
}

} // namespace

CampaignModel::CampaignModel(CampaignOverview overview, QObject* parent)
    : QAbstractItemModel(parent), m_overview(std::move(overview)) {}

QModelIndex CampaignModel::sectionIndex(Section section) const {
    return createIndex(static_cast<int>(section), static_cast<int>(Column::Name), kSectionId);
}

QModelIndex CampaignModel::index(int row, int column, const QModelIndex& parent) const {
    if (!hasIndex(row, column, parent)) {
        return {};
    }
    if (!parent.isValid()) {
        return createIndex(row, column, kSectionId);
    }
    return createIndex(row, column, recordId(static_cast<Section>(parent.row())));
}

QModelIndex CampaignModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kSectionId) {
        return {};
    }
    return sectionIndex(static_cast<Section>(child.internalId() - 1));
}

int CampaignModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) {
        return kSectionCount;
    }
    // Only a section's first column has children, as tree views expect.
    if (parent.internalId() != kSectionId || parent.column() != static_cast<int>(Column::Name)) {
        return 0;
    }
    return recordCount(static_cast<Section>(parent.row()));
}

int CampaignModel::columnCount(const QModelIndex& /*parent*/) const {
    return kColumnCount;
}

int CampaignModel::recordCount(Section section) const {
    switch (section) {
    case Section::Characters:
        return static_cast<int>(m_overview.characters.size());
    case Section::Groups:
        return static_cast<int>(m_overview.groups.size());
    case Section::Encounters:
        return static_cast<int>(m_overview.encounters.size());
    }
    return 0;
}

QVariant CampaignModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) {
        return {};
    }
    const auto column = static_cast<Column>(index.column());
    if (index.internalId() == kSectionId) {
        return sectionData(static_cast<Section>(index.row()), column, role);
    }
    const auto row = static_cast<std::size_t>(index.row());
    switch (static_cast<Section>(index.internalId() - 1)) {
    case Section::Characters:
        return characterData(m_overview.characters.at(row), column, role);
    case Section::Groups:
        return groupData(m_overview.groups.at(row), column, role);
    case Section::Encounters:
        return encounterData(m_overview.encounters.at(row), column, role);
    }
    return {};
}

QVariant CampaignModel::sectionData(Section section, Column column, int role) const {
    if (role == Qt::FontRole) {
        QFont font;
        font.setBold(true);
        return font;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (column == Column::Details) {
        return QString();
    }
    const int count = recordCount(section);
    switch (section) {
    case Section::Characters:
        return tr("Characters (%1)").arg(count);
    case Section::Groups:
        return tr("NPC groups (%1)").arg(count);
    case Section::Encounters:
        return tr("Encounters (%1)").arg(count);
    }
    return {};
}

QVariant CampaignModel::characterData(const CampaignOverview::Character& character, Column column, int role) const {
    if (role == Qt::ToolTipRole) {
        return character.notes.isEmpty() ? QVariant() : QVariant(character.notes);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (column == Column::Name) {
        return character.name;
    }
    const QStringList parts = QStringList{character.pc ? tr("PC") : tr("NPC")} + character.summary;
    return parts.join(QStringLiteral(" · "));
}

QVariant CampaignModel::groupData(const CampaignOverview::Group& group, Column column, int role) const {
    if (role == Qt::ToolTipRole) {
        return group.notes.isEmpty() ? QVariant() : QVariant(group.notes);
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    return column == Column::Name ? group.name : QStringLiteral("×%1").arg(group.count);
}

void CampaignModel::setOverview(CampaignOverview overview) {
    beginResetModel();
    m_overview = std::move(overview);
    endResetModel();
}

QVariant CampaignModel::encounterData(const CampaignOverview::Encounter& encounter, Column column, int role) const {
    if (role == EncounterIdRole) {
        return encounter.id;
    }
    if (role == EncounterStateRole) {
        return static_cast<int>(encounter.state);
    }
    if (role == Qt::ToolTipRole) {
        QString tip = tr("%n command(s) on a %1 × %2 grid", nullptr, static_cast<int>(encounter.commands))
                          .arg(encounter.gridWidth)
                          .arg(encounter.gridHeight);
        if (!encounter.outcome.isEmpty()) {
            tip += QStringLiteral("\n") + tr("Outcome: %1").arg(encounter.outcome);
        }
        return tip;
    }
    if (role != Qt::DisplayRole) {
        return {};
    }
    if (column == Column::Name) {
        return encounter.title;
    }
    switch (encounter.state) {
    case CampaignOverview::EncounterState::Ready:
        return tr("Ready");
    case CampaignOverview::EncounterState::Running:
        return tr("Running");
    case CampaignOverview::EncounterState::Ended:
        return tr("Ended");
    }
    return {};
}

QVariant CampaignModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (static_cast<Column>(section)) {
    case Column::Name:
        return tr("Name");
    case Column::Details:
        return tr("Details");
    }
    return {};
}

Qt::ItemFlags CampaignModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) {
        return Qt::NoItemFlags;
    }
    Qt::ItemFlags itemFlags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != kSectionId) {
        itemFlags |= Qt::ItemNeverHasChildren;
    }
    return itemFlags;
}

} // namespace scouter::ui
